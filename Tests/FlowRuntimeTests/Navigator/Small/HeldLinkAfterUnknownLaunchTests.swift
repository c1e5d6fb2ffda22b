import FlowRuntime
import Testing

/// Issue 15: a launch link held while the launch check waits for an unknown condition asks for what
/// it waits for once that condition is known false, as it would had it been known at launch; and a
/// held link that is replaced or dropped is always reported by an update's `droppedLink`, by the
/// call's own or, after a call that returns none (a tap, `open`), by the next one.
@MainActor
struct HeldLinkAfterUnknownLaunchTests {
  /// `check session ? main : main`; `tab trips root TripList requires session else present SignIn`;
  /// `sheet SignIn { on signedIn -> dismiss  on cancelSignIn -> dismiss }`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "main")),
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("map", root: "MapHome"),
            TabDefinition(
              "trips", root: "TripList", requires: ["session"],
              guardFailure: .present(.sheet("SignIn"))),
          ], default: "map")),
    ],
    presentationHandlers: ["SignIn": ["signedIn": .dismiss, "cancelSignIn": .dismiss]],
    graph: NavigationGraph(pushes: ["TripList": ["Trip"]]),
    landings: [
      "trips/9": Landing(phase: "main", tab: "trips", stack: ["Trip"], requires: ["session"]),
      "trips/10": Landing(phase: "main", tab: "trips", stack: ["Trip"], requires: ["session"]),
    ])

  @Test func aLaunchLinkKnownBlockedAtLaunchPrompts() {
    let navigator = SmallConditions(["session": false]).navigator(Self.flow)
    #expect(
      navigator.start(launchURL: "small://trips/9").launchLink
        == .deferred("trips/9", waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
  }

  @Test func aLaunchLinkHeldByAnUnknownConditionPromptsOnceItIsKnownFalse() {
    let conditions = SmallConditions()
    let navigator = conditions.navigator(Self.flow)
    #expect(
      navigator.start(launchURL: "small://trips/9")
        == StartOutcome(
          update: FlowUpdate(progress: .waiting("launch", for: "session")),
          launchLink: .deferred("trips/9", waitingFor: ["session"])))
    // Still unknown: nothing shows, nothing asks.
    #expect(
      navigator.conditionsDidChange() == FlowUpdate(progress: .waiting("launch", for: "session")))
    #expect(navigator.presentations == [])
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.selectedTab == "map")
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    #expect(navigator.pendingLink?.route == "trips/9")
    // Asked once: telling it again does not ask again.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "trips/9")))
    #expect(navigator.selectedTab == "trips")
    #expect(navigator.stacks == ["trips": ["Trip"]])
    #expect(navigator.presentations == [])
  }

  @Test func aTapThatReplacesTheHeldLinkHasItReportedByTheNextUpdate() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start(launchURL: "small://trips/9")
    #expect(navigator.select("trips") == .held(waitingFor: ["session"]))
    #expect(navigator.pendingLink == nil)
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), droppedLink: "trips/9")))
    #expect(navigator.selectedTab == "trips")
    // Reported once.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
  }

  @Test func aDeclinedPromptHasItsLinkReportedByTheNextUpdate() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start(launchURL: "small://trips/9")
    navigator.sheet = nil
    #expect(navigator.pendingLink == nil)
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), droppedLink: "trips/9"))
  }

  @Test func aNewerLinkReplacingTheHeldOneHasItReported() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.open(url: "small://trips/9")
    #expect(
      navigator.start(launchURL: "small://trips/10").update
        == FlowUpdate(progress: .showing("main"), droppedLink: "trips/9"))
    #expect(navigator.open(url: "small://trips/9") == .deferred("trips/9", waitingFor: ["session"]))
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), droppedLink: "trips/10"))
    // The same link opened again replaces nothing.
    #expect(navigator.open(url: "small://trips/9") == .deferred("trips/9", waitingFor: ["session"]))
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
  }
}
