import FlowRuntime
import Testing

/// What FL0226 warns about, as the navigator does it: a tab's or a screen's `else -> main` inside
/// `main` enters nothing, so selecting the tab or pushing the screen while its guard fails changes
/// nothing on screen, and the tab is selected, or the screen pushed, later, once the guard holds.
@MainActor
struct TabElseToOwnPhaseTests {
  /// `phase main { default tab home root Home; tab admin root Panel requires admin else -> main }`
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition(
              "admin", root: "Panel", requires: ["admin"],
              guardFailure: .goTo("main", animated: false)),
          ], default: "home"))
    ])

  @Test func selectingTheTabChangesNothingThenSelectsItWhenTheGuardHolds() {
    let conditions = SmallConditions(["admin": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.push("Home")
    let before = (navigator.phase, navigator.selectedTab, navigator.stacks, navigator.presentations)
    #expect(navigator.select("admin") == .held(waitingFor: ["admin"]))
    #expect(navigator.phase == before.0)
    #expect(navigator.selectedTab == before.1)
    #expect(navigator.stacks == before.2)
    #expect(navigator.presentations == before.3)
    conditions.values["admin"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "admin")
  }

  /// `phase main { root Home }`, `screen Home { push Panel }`,
  /// `screen Panel requires admin else -> main`.
  private static let screenFlow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Panel": ["admin"]], guardFailures: ["Panel": .goTo("main", animated: false)],
    graph: NavigationGraph(pushes: ["Home": ["Panel"]]))

  @Test func pushingTheScreenChangesNothingThenPushesItWhenTheGuardHolds() {
    let conditions = SmallConditions(["admin": false])
    let navigator = conditions.navigator(Self.screenFlow)
    navigator.start()
    let before = (navigator.phase, navigator.stacks, navigator.presentations)
    #expect(navigator.push("Panel") == .held(waitingFor: ["admin"]))
    #expect(navigator.phase == before.0)
    #expect(navigator.stacks == before.1)
    #expect(navigator.presentations == before.2)
    conditions.values["admin"] = true
    navigator.conditionsDidChange()
    #expect(navigator.currentStack.map(navigator.path) == ["Panel"])
  }
}
