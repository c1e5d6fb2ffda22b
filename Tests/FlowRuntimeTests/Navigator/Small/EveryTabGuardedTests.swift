import FlowRuntime
import Testing

/// What FL0227 refuses, as the navigator does it: a later phase whose every tab needs `session`,
/// entered by an event without it, selects no tab and shows the waiting view, and so does losing
/// `session` there; with `requires session` on the phase, the event is refused and losing it goes
/// back to the first phase.
@MainActor
struct EveryTabGuardedTests {
  /// `phase welcome { root Welcome; on go -> main }`, then `main` with two tabs requiring
  /// `session`, and `phaseRequires` on `main` itself.
  private static func flow(phaseRequires: Set<String>) -> FlowDefinition<SmallFlow> {
    FlowDefinition.small(
      [
        PhaseDefinition(
          "welcome", content: .root("Welcome"),
          handlers: ["go": .goTo("main", animated: false)]),
        PhaseDefinition(
          "main", requires: phaseRequires,
          content: .tabs(
            [
              TabDefinition("home", root: "Home", requires: ["session"]),
              TabDefinition("vault", root: "Vault", requires: ["session"]),
            ], default: "home")),
      ])
  }

  private static func showsWaitingView(_ navigator: Navigator<SmallFlow>) -> Bool {
    if case .waiting = FlowScene(navigator).content { return true }
    return false
  }

  @Test func enteringWithoutTheConditionShowsTheWaitingViewWithNoTabBar() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow(phaseRequires: []))
    navigator.start()
    navigator.send("go")
    #expect(navigator.phase == "main")
    #expect(navigator.selectedTab == nil)
    #expect(Self.showsWaitingView(navigator))
  }

  @Test func losingTheConditionThereShowsTheWaitingView() {
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow(phaseRequires: []))
    navigator.start()
    navigator.send("go")
    #expect(!Self.showsWaitingView(navigator))
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(navigator.phase == "main")
    #expect(Self.showsWaitingView(navigator))
  }

  @Test func withThePhaseRequiringItTheEventIsRefusedAndLosingItLeaves() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow(phaseRequires: ["session"]))
    navigator.start()
    navigator.send("go")
    #expect(navigator.phase == "welcome")
    #expect(!Self.showsWaitingView(navigator))
    conditions.values["session"] = true
    navigator.send("go")
    #expect(navigator.selectedTab == "home")
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(navigator.phase == "welcome")
  }
}

/// What FL0228 warns about, as the navigator does it: a launch check's branch into a phase
/// requiring a condition no check decided stops the launch at the check until it holds.
@MainActor
struct UndecidedLaunchConditionTests {
  /// `launch: check session ? main : welcome`, `main requires session, premium`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "welcome")),
      PhaseDefinition("welcome", content: .root("Welcome")),
      PhaseDefinition("main", requires: ["session", "premium"], content: .root("Home")),
    ])

  @Test func theLaunchStopsAtTheCheckUntilTheConditionHolds() {
    let conditions = SmallConditions(["session": true, "premium": false])
    let navigator = conditions.navigator(Self.flow)
    #expect(navigator.start().update.progress == .blocked("launch", .guardFailed(["premium"])))
    #expect(!navigator.isShowingPhase)
    conditions.values["premium"] = true
    navigator.conditionsDidChange()
    #expect(navigator.phase == "main")
    #expect(navigator.isShowingPhase)
  }
}
