import FlowRuntime
import Testing

/// A held push completes where the user sees it: on the tab it was made in, selected again, as a
/// link landing in a tab selects it; and only when the user came back with what it asked for.
@MainActor
struct HeldEntryOnAnotherTabTests {
  /// ```
  /// app Fit { scheme "fit" }
  /// condition session
  /// event signedIn
  /// phase main {
  ///   default tab workouts "Workouts" icon "figure.run" root Workouts
  ///   tab me "Me" icon "person" root Me
  /// }
  /// phase welcome { root Welcome  on signedIn -> main }
  /// screen Me { push Billing }
  /// screen Billing requires session else -> welcome
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [TabDefinition("workouts", root: "Workouts"), TabDefinition("me", root: "Me")],
          default: "workouts")),
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: ["signedIn": .goTo("main", animated: false)]),
    ],
    guards: ["Billing": ["session"]],
    guardFailures: ["Billing": .goTo("welcome", animated: false)],
    graph: NavigationGraph(pushes: ["Me": ["Billing"]]))

  @Test func aHeldPushCompletesOnItsTabSelectedAgain() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.select("me")
    #expect(navigator.push("Billing") == .held(waitingFor: ["session"]))
    #expect(navigator.phase == "welcome")
    // The app reports the session, then sends the event: back in `main`, entered afresh on its
    // default tab, the held push completes on its own tab, selected again.
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.heldEntry == nil)
    #expect(navigator.selectedTab == "me")
    #expect(navigator.path(for: "me") == ["Billing"])
  }

  /// Leaving the `else -> welcome` without the session declines the tap, as it declines a held
  /// link: kept, it would land on Billing by surprise after a sign-in made some other way.
  @Test func leavingTheElsePhaseWithoutTheConditionDropsTheHeldPush() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.select("me")
    #expect(navigator.push("Billing") == .held(waitingFor: ["session"]))
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.heldEntry == nil)
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.selectedTab == "workouts")
    #expect(navigator.path(for: "me") == [])
  }
}
