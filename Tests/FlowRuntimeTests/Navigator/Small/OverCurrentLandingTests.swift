import FlowRuntime
import Testing

/// Landings with a chain of presentations, and landings that open `over current`: in a phase they
/// may open over, the tab and stacks stay and only the presentations change; anywhere else they
/// land like any other link.
@MainActor
struct OverCurrentLandingTests {
  /// `phase main` with tabs `a` and `b` whose roots present the sheet `S`, which presents the cover
  /// `C`; `phase other` shows `O`. `S` and `C` open over current in `main`; `G` needs `pro`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [TabDefinition("a", root: "A"), TabDefinition("b", root: "B")], default: "a"),
        handlers: ["leave": .goTo("other", animated: false)]),
      PhaseDefinition("other", content: .root("O")),
    ],
    guards: ["G": ["pro"]],
    graph: NavigationGraph(
      pushes: ["A": ["X"], "B": ["X"]], presents: ["A": ["S", "G"], "B": ["S", "G"], "S": ["C"]]),
    landings: [
      "camera": Landing(
        phase: "main", tab: "a", presentation: .sheet("S"), nestedPresentations: [.cover("C")],
        overCurrentPhases: ["main"]),
      "chain": Landing(
        phase: "main", tab: "b", stack: ["X"], presentation: .sheet("S", stack: ["X"]),
        nestedPresentations: [.cover("C")]),
      "guarded": Landing(
        phase: "main", tab: "a", presentation: .sheet("G"), requires: ["pro"],
        overCurrentPhases: ["main"]),
    ])

  private func navigatorInTabB(pro: Bool = true) -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["pro": pro])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.push("X")
    navigator.select("b")
    navigator.push("X")
    return (navigator, conditions)
  }

  @Test func overCurrentOpensTheWholeChainOverTheCurrentTab() {
    let (navigator, _) = navigatorInTabB()
    navigator.present(sheet: "S")
    #expect(navigator.open(url: "small://camera") == .handled("camera"))
    #expect(navigator.selectedTab == "b")
    #expect(navigator.stacks == ["a": ["X"], "b": ["X"]])
    #expect(navigator.presentations == [.sheet("S"), .cover("C")])
    navigator.dismiss()
    navigator.dismiss()
    #expect(navigator.presentations.isEmpty)
    #expect(navigator.stacks == ["a": ["X"], "b": ["X"]])
  }

  @Test func outsideItsPhasesItLandsInTheDerivedPhaseAndTab() {
    let conditions = SmallConditions()
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.send("leave")
    #expect(navigator.phase == "other")
    #expect(navigator.open(url: "small://camera") == .handled("camera"))
    #expect(navigator.phase == "main")
    #expect(navigator.selectedTab == "a")
    #expect(navigator.presentations == [.sheet("S"), .cover("C")])
  }

  @Test func anOrdinaryChainSwitchesTabAndReplacesTheStack() {
    let (navigator, _) = navigatorInTabB()
    navigator.select("a")
    #expect(navigator.open(url: "small://chain") == .handled("chain"))
    #expect(navigator.selectedTab == "b")
    #expect(navigator.path(for: "b") == ["X"])
    #expect(navigator.presentations == [.sheet("S", stack: ["X"]), .cover("C")])
  }

  @Test func overCurrentWaitsOnlyForItsOwnGuardsAndStaysInPlace() {
    let (navigator, conditions) = navigatorInTabB(pro: false)
    #expect(navigator.open(url: "small://guarded") == .deferred("guarded", waitingFor: ["pro"]))
    #expect(navigator.presentations.isEmpty)
    conditions.values["pro"] = true
    #expect(navigator.conditionsDidChange().completedLink == "guarded")
    #expect(navigator.selectedTab == "b")
    #expect(navigator.stacks == ["a": ["X"], "b": ["X"]])
    #expect(navigator.presentations == [.sheet("G")])
  }
}
