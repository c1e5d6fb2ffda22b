import FlowRuntime
import Testing

/// A sign-in into a launch check still waiting for an unknown condition: the held link waits for
/// that condition, as links wait for unknown conditions everywhere; it was dropped, because the
/// link now waited for a condition it had not waited for before, the sign-out rule (the third
/// journeys review).
@MainActor
struct HeldLinkIntoUndecidedCheckTests {
  /// ```
  /// phase launch { check session ? gate : welcome }
  /// phase gate { check onboarded ? main : tour }
  /// phase tour requires session { root Tour  on done -> main }
  /// phase welcome { root Welcome  on signedIn -> gate }
  /// phase main requires session { root Home }
  /// route "/home" -> Home
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "gate", else: "welcome")),
      PhaseDefinition("gate", content: .check("onboarded", then: "main", else: "tour")),
      PhaseDefinition(
        "tour", requires: ["session"], content: .root("Tour"),
        handlers: ["done": .goTo("main", animated: false)]),
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: ["signedIn": .goTo("gate", animated: false)]),
      PhaseDefinition("main", requires: ["session"], content: .root("Home")),
    ],
    landings: ["home": Landing(phase: "main", requires: ["session"])])

  @Test func aLinkHeldForTheSessionWaitsForAnUnknownOnboardingFlagAfterTheSignIn() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.phase == "welcome")
    #expect(navigator.open(url: "small://home") == .deferred("home", waitingFor: ["session"]))
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .goTo("gate", animated: false), FlowUpdate(progress: .waiting("gate", for: "onboarded"))
        ))
    #expect(navigator.pendingLink?.route == "home")
    conditions.values["onboarded"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "home"))
  }

  /// Known false, the same flag is a condition the link now needs and did not wait for: it goes,
  /// as the rule for a sign-out says, and no more than before this fix.
  @Test func aSignOutIntoTheChecksStillDropsTheLink() {
    let conditions = SmallConditions(["session": true, "onboarded": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.phase == "main")
    conditions.values["session"] = false
    let update = navigator.conditionsDidChange()
    #expect(update.progress == .showing("welcome"))
    #expect(navigator.pendingLink == nil)
  }
}
