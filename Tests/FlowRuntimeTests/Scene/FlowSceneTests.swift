import FlowRuntime
import FlowTestSupport
import Testing

/// What the view layer shows and what its controls' writes do, decided by `FlowScene`.
@MainActor
struct FlowSceneTests {
  /// Archon with a Settings tab that needs `labs`, for the tab bar tests.
  static let labsSettings: FlowDefinition<Archon> = {
    var definition = Archon.definition
    definition.otherPhases[1].content = .tabs(
      [
        TabDefinition(.builder, root: .builderHome),
        TabDefinition(.projects, root: .projectList),
        TabDefinition(.settings, root: .settingsHome, requires: [.labs]),
      ], default: .builder)
    return definition
  }()

  /// Archon with a Settings tab that needs `labs`, else presents SignIn, and a LabsPanel screen
  /// that does the same: the `else` forms of the guards.
  static let labsSettingsElseSignIn: FlowDefinition<Archon> = {
    var definition = labsSettings
    definition.otherPhases[1].content = .tabs(
      [
        TabDefinition(.builder, root: .builderHome),
        TabDefinition(.projects, root: .projectList),
        TabDefinition(
          .settings, root: .settingsHome, requires: [.labs],
          guardFailure: .present(.sheet(.signIn))),
      ], default: .builder)
    definition.guardFailures = [.labsPanel: .present(.sheet(.signIn))]
    return definition
  }()

  @Test func waitsUntilTheLaunchDecidesThenShowsOnboardingsRoot() {
    let conditions = TestConditions(session: nil)
    let scene = FlowScene(conditions.navigator())
    #expect(scene.startIfNeeded() != nil)
    #expect(scene.content.isWaiting)
    conditions.session = false
    scene.navigator.conditionsDidChange()
    #expect(scene.content.root == .onboarding)
  }

  @Test func startsOnceHoweverOftenTheViewAppears() {
    let conditions = TestConditions(session: false)
    let navigator = conditions.navigator()
    let scene = FlowScene(navigator)
    // onOpenURL can fire before `.task`: the link is held, and the launch lands it.
    #expect(
      navigator.open(url: "archon://projects/42")
        == .deferred(.project(id: 42), waitingFor: [.session]))
    conditions.session = true
    #expect(scene.startIfNeeded()?.update.completedLink == .project(id: 42))
    navigator.select(.settings)
    #expect(scene.startIfNeeded() == nil)
    #expect(navigator.selectedTab == .settings)
  }

  @Test func theTabBarShowsOnlyTabsWhoseGuardsHold() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(Self.labsSettings))
    scene.startIfNeeded()
    #expect(scene.visibleTabs.map(\.id) == [.builder, .projects])
    #expect(scene.content.tabs == [.builder, .projects])
    conditions.labs = true
    scene.navigator.conditionsDidChange()
    #expect(scene.content.tabs == [.builder, .projects, .settings])
  }

  @Test func aRefusedTabSelectionIsReflectedBack() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(Self.labsSettings))
    scene.startIfNeeded()
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(reading: { _ = scene.selectedTab }, when: { outcome = scene.selectTab(.settings) }))
    #expect(outcome == .refused(.guardFailed([.labs])))
    #expect(scene.selectedTab == .builder)
    #expect(notifies(reading: { _ = scene.selectedTab }, when: { outcome = scene.selectTab(nil) }))
    #expect(outcome == .unchanged)
    #expect(scene.selectTab(.projects) == .changed)
    #expect(
      !notifies(reading: { _ = scene.selectedTab }, when: { outcome = scene.selectTab(.projects) }))
    #expect(outcome == .unchanged)
    #expect(scene.selectedTab == .projects)
  }

  @Test func aRefusedPathWriteIsReflectedBack() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(
        reading: { _ = scene.path(.tab(.builder)) },
        when: { outcome = scene.setPath([.labsPanel], for: .tab(.builder)) }))
    #expect(outcome == .refused(.guardFailed([.labs])))
    #expect(scene.path(.tab(.builder)) == [])
    #expect(scene.setPath([.chatSession(id: "c")], for: .tab(.builder)) == .changed)
    #expect(scene.path(.tab(.builder)) == [.chatSession(id: "c")])
    #expect(
      !notifies(
        reading: { _ = scene.path(.tab(.builder)) },
        when: { outcome = scene.setPath([.chatSession(id: "c")], for: .tab(.builder)) }))
    #expect(outcome == .unchanged)
  }

  @Test func eachLevelShowsItsModalInItsKindsSlot() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.present(cover: .livePreview(projectId: 3))
    #expect(scene.item(at: 0, in: .sheet) == nil)
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 3)))
    #expect(scene.item(at: 1, in: .sheet) == nil)
    #expect(scene.item(at: 1, in: .cover) == nil)
  }

  @Test func coversAreSheetsWhereThereIsNoCover() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator(), coversAsSheets: true)
    scene.startIfNeeded()
    scene.navigator.present(cover: .livePreview(projectId: 3))
    #expect(scene.slot(of: .cover(.livePreview(projectId: 3))) == .sheet)
    #expect(scene.item(at: 0, in: .sheet) == .cover(.livePreview(projectId: 3)))
    #expect(scene.item(at: 0, in: .cover) == nil)
    // Swiping the sheet down closes the cover it shows.
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .changed)
    #expect(scene.navigator.presentations == [])
  }

  @Test func aLevelThatChangesKindDismissesBeforePresenting() {
    let conditions = TestConditions(session: false)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.send(.getStarted)
    #expect(scene.item(at: 0, in: .sheet) == .sheet(.signIn))
    // A landing swaps the sheet for a cover at level 0 in one call.
    #expect(scene.navigator.setCover(.livePreview(projectId: 1), at: 0) == .changed)
    #expect(scene.item(at: 0, in: .sheet) == nil)
    #expect(scene.item(at: 0, in: .cover) == nil)
    // SwiftUI writes nil back to the departing sheet: the cover stays.
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .unchanged)
    #expect(scene.navigator.cover == .livePreview(projectId: 1))
    let before = scene.reflections
    scene.presentationDidEnd(at: 0, in: .sheet)
    #expect(scene.reflections == before + 1)
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 1)))
    #expect(scene.item(at: 0, in: .sheet) == nil)
    // A dismissal reported late by the other slot changes nothing.
    scene.presentationDidEnd(at: 0, in: .sheet)
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 1)))
  }

  @Test func aModifierThatIsNotShowingALevelDoesNotCloseIt() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.present(cover: .livePreview(projectId: 1))
    #expect(scene.setItem(nil, at: 0, in: .cover) == .unchanged)
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 1)))
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .unchanged)
    #expect(scene.setItem(nil, at: 0, in: .cover) == .changed)
    #expect(scene.navigator.presentations == [])
  }

  /// A cover replaced by another reports its end after the modifier shows the new one: the
  /// modifier still shows, so a sheet that comes next waits for the new cover's end, and a swipe
  /// on what shows still closes it (the scene audit handed out the sheet over the cover).
  @Test func aLateEndOfAReplacedItemLeavesTheModifierShowing() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.present(cover: .livePreview(projectId: 1))
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 1)))
    #expect(scene.navigator.setCover(.livePreview(projectId: 2), at: 0) == .changed)
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 2)))
    // The first cover's end, late, and before the view reads again, a sheet in the cover's
    // place: it waits for the cover still up to end.
    scene.presentationDidEnd(at: 0, in: .cover)
    #expect(scene.navigator.setSheet(.signIn, at: 0) == .changed)
    #expect(scene.item(at: 0, in: .sheet) == nil)
    scene.presentationDidEnd(at: 0, in: .cover)
    #expect(scene.item(at: 0, in: .sheet) == .sheet(.signIn))
    // Swiping the sheet down closes it.
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .changed)
    #expect(scene.navigator.presentations == [])
  }

  @Test func aRefusedPresentationWriteIsReflectedBack() {
    let conditions = TestConditions(session: nil)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    let before = scene.reflections
    #expect(
      scene.setItem(.sheet(.signIn), at: 0, in: .sheet) == .refused(.phaseShowsNothing(.launch)))
    #expect(scene.reflections == before + 1)
    #expect(scene.setItem(.sheet(.signIn), at: 0, in: .cover) == .unchanged)
    #expect(scene.reflections == before + 2)
    #expect(scene.navigator.presentations == [])
  }

  @Test func levelsThatDoNotExistShowNothingAndRefuseWrites() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    for level in [-1, 1, Int.max, Int.min] {
      #expect(scene.item(at: level, in: .sheet) == nil)
      #expect(scene.setItem(nil, at: level, in: .cover) == .unchanged)
      #expect(
        scene.setItem(.sheet(.signIn), at: level, in: .sheet)
          == .refused(.noSuchStack(.presentation(level))))
      scene.presentationDidEnd(at: level, in: .sheet)
      #expect(scene.path(.presentation(level)) == [])
    }
    #expect(scene.navigator.presentations == [])
  }

  @Test func aTabWhoseGuardSaysElseIsShownAndItsSelectionIsReflectedWhileHeld() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(Self.labsSettingsElseSignIn))
    scene.startIfNeeded()
    #expect(scene.content.tabs == [.builder, .projects, .settings])
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(reading: { _ = scene.selectedTab }, when: { outcome = scene.selectTab(.settings) }))
    #expect(outcome == .held(waitingFor: [.labs]))
    #expect(scene.selectedTab == .builder)
    #expect(scene.item(at: 0, in: .sheet) == .sheet(.signIn))
  }

  /// A tab in the bar only for its `else` builds no root view until its guard holds: SwiftUI makes
  /// every tab's view, so the guarded root would be made without its condition (sceneH, docsP).
  @Test func aTabWhoseGuardFailsBuildsNoRootUntilItHolds() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(Self.labsSettingsElseSignIn))
    scene.startIfNeeded()
    #expect(scene.content.tabs == [.builder, .projects, .settings])
    #expect(scene.content.tabs?.map(scene.showsRoot(of:)) == [true, true, false])
    conditions.labs = true
    scene.navigator.conditionsDidChange()
    #expect(scene.showsRoot(of: .settings))
    conditions.labs = false
    scene.navigator.conditionsDidChange()
    #expect(!scene.showsRoot(of: .settings))
    #expect(scene.selectTab(.settings) == .held(waitingFor: [.labs]))
    #expect(!scene.showsRoot(of: .settings))
  }

  @Test func aPushHeldBehindElseIsReflectedBack() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(Self.labsSettingsElseSignIn))
    scene.startIfNeeded()
    var outcome: ChangeOutcome<Archon>?
    #expect(
      notifies(
        reading: { _ = scene.path(.tab(.builder)) },
        when: { outcome = scene.setPath([.labsPanel], for: .tab(.builder)) }))
    #expect(outcome == .held(waitingFor: [.labs]))
    #expect(scene.path(.tab(.builder)) == [])
    #expect(scene.item(at: 0, in: .sheet) == .sheet(.signIn))
  }

  /// A sheet modifier writing nil with nothing of its own open closes nothing but trims, as every
  /// change does: the Settings tab whose guard stopped holding is left (review: the scene returned
  /// before reaching the navigator, so the trim the navigator's bindings do never ran).
  @Test func aNilWriteWithNothingOpenStillTrims() {
    let conditions = TestConditions(session: true, labs: true)
    let scene = FlowScene(conditions.navigator(Self.labsSettings))
    scene.startIfNeeded()
    #expect(scene.navigator.select(.settings) == .changed)
    conditions.labs = false
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .changed)
    #expect(scene.navigator.selectedTab == .builder)
    #expect(scene.setItem(nil, at: 0, in: .sheet) == .unchanged)
  }

  /// The other writes the scene refuses without reaching the navigator trim too (review): a tab
  /// bar's empty selection, and a sheet modifier handed a cover.
  @Test func anEmptySelectionOrAWriteOfAnotherKindStillTrims() {
    let conditions = TestConditions(session: true, labs: true)
    let scene = FlowScene(conditions.navigator(Self.labsSettings))
    scene.startIfNeeded()
    #expect(scene.navigator.select(.settings) == .changed)
    conditions.labs = false
    #expect(scene.selectTab(nil) == .changed)
    #expect(scene.navigator.selectedTab == .builder)
    #expect(scene.selectTab(nil) == .unchanged)

    conditions.labs = true
    #expect(scene.navigator.select(.settings) == .changed)
    conditions.labs = false
    #expect(scene.setItem(.cover(.livePreview(projectId: 3)), at: 0, in: .sheet) == .changed)
    #expect(scene.navigator.selectedTab == .builder)
    #expect(scene.navigator.presentations == [])
  }

  /// A phase whose guard stopped holding shows the waiting view with nothing presented over it,
  /// even before the app calls `conditionsDidChange()`; the next change leaves the phase, as that
  /// call would, so the navigator holds no presentation over a phase that shows nothing.
  @Test func nothingPresentedShowsOverAPhaseWhoseGuardStoppedHolding() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.present(cover: .livePreview(projectId: 3))
    #expect(scene.item(at: 0, in: .cover) == .cover(.livePreview(projectId: 3)))
    conditions.session = false
    #expect(scene.content.isWaiting)
    #expect(scene.item(at: 0, in: .cover) == nil)
    #expect(scene.navigator.pop() == .changed)
    #expect(scene.navigator.phase == .onboarding)
    #expect(scene.navigator.presentations == [])
    #expect(scene.content.root == .onboarding)
  }
}

extension SceneContent {
  /// Whether the scene shows the waiting view.
  fileprivate var isWaiting: Bool {
    if case .waiting = self { true } else { false }
  }

  /// The root screen of a `root` phase, else nil.
  fileprivate var root: Flow.Screen? {
    if case .root(let screen) = self { screen } else { nil }
  }

  /// The tabs shown, else nil.
  fileprivate var tabs: [Flow.Tab]? {
    if case .tabs(let tabs) = self { tabs.map(\.id) } else { nil }
  }
}
