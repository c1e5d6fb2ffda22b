import FlowRuntime
import Testing

/// Issue 8: a launch never shows a guarded phase whose guard does not hold, a link opened before
/// `start()` survives it, and a chain of checks the checker accepts finishes.
@MainActor
struct GuardedLaunchTests {
  /// `phase main requires session { default tab home root Home; tab admin requires admin ... }`
  /// declared first, as a hand-built definition can still do.
  private static let guardedTabsFirst = FlowDefinition.small(
    [
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs(
          [TabDefinition("home", root: "Home"), TabDefinition("more", root: "More")],
          default: "home"),
        handlers: ["help": .present(.sheet("Help"))])
    ],
    graph: NavigationGraph(pushes: ["Home": ["Detail"]], phasePresents: ["main": ["Help"]]),
    landings: ["detail": Landing(phase: "main", tab: "home", stack: ["Detail"])])

  @Test func aGuardedFirstPhaseWithTabsShowsNothingUntilItsGuardHolds() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.guardedTabsFirst)
    #expect(navigator.isShowingPhase == false)
    #expect(navigator.selectedTab == nil)
    #expect(
      navigator.start()
        == StartOutcome(
          update: FlowUpdate(progress: .blocked("main", .guardFailed(["session"]))),
          launchLink: nil))
    #expect(navigator.isShowingPhase == false)
    #expect(navigator.selectedTab == nil)
    #expect(navigator.currentStack == nil)
    #expect(navigator.isAvailable("home") == false)
    #expect(navigator.push("Detail") == .refused(.guardFailed(["session"])))
    #expect(navigator.setPath(["Detail"], for: "home") == .refused(.guardFailed(["session"])))
    #expect(navigator.select("more") == .refused(.guardFailed(["session"])))
    #expect(navigator.present(sheet: "Help") == .refused(.guardFailed(["session"])))
    #expect(
      navigator.send("help")
        == .refused(.present(.sheet("Help")), .guardFailed(["session"])))
    #expect(navigator.stacks == [:])
    #expect(navigator.presentations == [])
    // Telling it nothing changed keeps it blocked; the guard holding shows the phase.
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .blocked("main", .guardFailed(["session"]))))
    #expect(navigator.selectedTab == nil)
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.isShowingPhase)
    #expect(navigator.selectedTab == "home")
    #expect(navigator.push("Detail") == .changed)
    // Losing it again hides everything, in place.
    conditions.values["session"] = false
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .blocked("main", .guardFailed(["session"]))))
    #expect(navigator.selectedTab == nil)
    #expect(navigator.stacks == [:])
  }

  @Test func aGuardedFirstRootPhaseShowsNothingWhileItsGuardIsUnknown() {
    let definition = FlowDefinition.small([
      PhaseDefinition("home", requires: ["session"], content: .root("Secret"))
    ])
    let conditions = SmallConditions()
    let navigator = conditions.navigator(definition)
    #expect(navigator.start().update.progress == .blocked("home", .guardFailed(["session"])))
    #expect(navigator.isShowingPhase == false)
    #expect(navigator.push("Anything") == .refused(.guardFailed(["session"])))
    #expect(navigator.rootStack == [])
  }

  @Test func aLinkHeldAtAGuardedFirstPhaseLandsOnceTheGuardHolds() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.guardedTabsFirst)
    navigator.start()
    #expect(
      navigator.open(url: "small://detail") == .deferred("detail", waitingFor: ["session"]))
    #expect(navigator.stacks == [:])
    // Still signed out: the link stays held, nothing shows.
    #expect(navigator.conditionsDidChange().droppedLink == nil)
    #expect(navigator.pendingLink?.route == "detail")
    conditions.values["session"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "detail"))
    #expect(navigator.stacks == ["home": ["Detail"]])
    #expect(navigator.conditionsDidChange().completedLink == nil)
  }

  @Test func aLinkOpenedBeforeStartLandsAtTheLaunchWhenTheFirstPhaseIsNotACheck() {
    let definition = FlowDefinition.small(
      [PhaseDefinition("home", content: .root("Home"))],
      graph: NavigationGraph(pushes: ["Home": ["Detail"]]),
      landings: ["detail": Landing(phase: "home", stack: ["Detail"])])
    let navigator = SmallConditions().navigator(definition)
    #expect(navigator.open(url: "small://detail") == .deferred("detail", waitingFor: []))
    #expect(navigator.rootStack == [])
    #expect(
      navigator.start()
        == StartOutcome(
          update: FlowUpdate(progress: .showing("home"), completedLink: "detail"),
          launchLink: nil))
    #expect(navigator.rootStack == ["Detail"])
    #expect(navigator.pendingLink == nil)
    // It landed once: a relaunch does not land it again.
    #expect(navigator.start().update == FlowUpdate(progress: .showing("home")))
    #expect(navigator.rootStack == [])
  }

  @Test func aLaunchURLGivenToStartWinsOverALinkOpenedBeforeIt() {
    let definition = FlowDefinition.small(
      [PhaseDefinition("home", content: .root("Home"))],
      landings: [
        "one": Landing(phase: "home", stack: ["One"]),
        "two": Landing(phase: "home", stack: ["Two"]),
      ])
    let navigator = SmallConditions().navigator(definition)
    navigator.open(url: "small://one")
    let outcome = navigator.start(launchURL: "small://two")
    #expect(outcome.launchLink == .handled("two"))
    #expect(outcome.update.completedLink == "two")
    #expect(navigator.rootStack == ["Two"])
  }

  @Test func aChainOfTwentyChecksFinishesTheLaunch() {
    var phases = (0..<20).map { step in
      PhaseDefinition<SmallFlow>(
        "step\(step)", content: .check("ready", then: "step\(step + 1)", else: "step\(step + 1)"))
    }
    phases.append(PhaseDefinition("step20", content: .root("Home")))
    let definition = FlowDefinition.small(phases)
    #expect(definition.automaticChangeLimit == 21)
    let conditions = SmallConditions(["ready": true])
    let navigator = conditions.navigator(definition)
    #expect(navigator.start().update.progress == .showing("step20"))
    #expect(navigator.isShowingPhase)
  }

  @Test func aCheckWhoseElseBranchIsGuardedByItsConditionSaysWhyItStops() {
    let definition = FlowDefinition.small([
      PhaseDefinition("launch", content: .check("session", then: "intro", else: "main")),
      PhaseDefinition("intro", content: .root("Intro")),
      PhaseDefinition("main", requires: ["session"], content: .root("Home")),
    ])
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(definition)
    #expect(navigator.start().update.progress == .blocked("launch", .guardFailed(["session"])))
    #expect(navigator.isShowingPhase == false)
  }
}
