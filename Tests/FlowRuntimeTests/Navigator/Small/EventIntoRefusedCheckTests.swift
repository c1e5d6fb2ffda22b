import FlowRuntime
import Testing

/// An event or a guard's `else -> phase` into a `check` whose choice, with the conditions known
/// now, is a phase that refuses entry is refused as a move straight into that phase is: the user
/// stays where they were. It entered the check and stopped there, blocked, on a blank screen that
/// only the condition turning true could leave (the ninth new-users review).
@MainActor
struct EventIntoRefusedCheckTests {
  /// ```
  /// phase launch { check session ? gate : guest }
  /// phase guest { root Welcome  on signedIn -> gate  on toLock -> lock }
  /// phase gate { check unlocked ? main : lock }
  /// phase lock requires session { root Lock }
  /// phase main requires session, unlocked {
  ///   default tab home "Home" icon "h" root Home
  ///   tab cards "Cards" icon "c" root Cards requires verified else -> enrol
  /// }
  /// phase enrol { check enrolled ? verify : main }
  /// phase verify requires device { root Verify }
  /// ```
  private static let flow = FlowDefinition.small([
    PhaseDefinition("launch", content: .check("session", then: "gate", else: "guest")),
    PhaseDefinition(
      "guest", content: .root("Welcome"),
      handlers: [
        "signedIn": .goTo("gate", animated: false), "toLock": .goTo("lock", animated: false),
      ]),
    PhaseDefinition("gate", content: .check("unlocked", then: "main", else: "lock")),
    PhaseDefinition("lock", requires: ["session"], content: .root("Lock")),
    PhaseDefinition(
      "main", requires: ["session", "unlocked"],
      content: .tabs(
        [
          TabDefinition("home", root: "Home"),
          TabDefinition(
            "cards", root: "Cards", requires: ["verified"],
            guardFailure: .goTo("enrol", animated: false)),
        ], default: "home")),
    PhaseDefinition("enrol", content: .check("enrolled", then: "verify", else: "main")),
    PhaseDefinition("verify", requires: ["device"], content: .root("Verify")),
  ])

  @Test func anEventSentBeforeTheSessionIsReportedIsRefusedAsTheDirectMoveIs() {
    let conditions = SmallConditions(["session": false, "unlocked": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.send("toLock")
        == .refused(.goTo("lock", animated: false), .guardFailed(["session"])))
    #expect(
      navigator.send("signedIn")
        == .refused(.goTo("gate", animated: false), .guardFailed(["session"])))
    #expect(navigator.phase == "guest")
    #expect(navigator.isShowingPhase)
    #expect(navigator.rootStack == [])
    // Once the session is reported, the same event goes through the check to the lock screen.
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("gate", animated: false), FlowUpdate(progress: .showing("lock"))))
    #expect(navigator.phase == "lock")
  }

  @Test func aCheckWaitingForAnUnknownConditionIsEnteredAndWaits() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .goTo("gate", animated: false), FlowUpdate(progress: .waiting("gate", for: "unlocked"))))
    #expect(navigator.phase == "gate")
  }

  @Test(arguments: [false, true])
  func aTabsElseIntoACheckRunsOnlyWhenTheCheckChoosesAPhaseItMayEnter(device: Bool) {
    let conditions = SmallConditions([
      "session": true, "unlocked": true, "verified": false, "enrolled": true, "device": device,
    ])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    let outcome = navigator.select("cards")
    if device {
      #expect(outcome == .held(waitingFor: ["verified"]))
      #expect(navigator.phase == "verify")
    } else {
      // `verify` would refuse the user: the `else` does not run, and the tap is refused.
      #expect(outcome == .refused(.guardFailed(["verified"])))
      #expect(navigator.phase == "main")
      #expect(navigator.selectedTab == "home")
      #expect(navigator.isShowingPhase)
    }
  }
}
