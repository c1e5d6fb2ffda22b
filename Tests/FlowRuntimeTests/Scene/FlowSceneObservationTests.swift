import FlowRuntime
import FlowTestSupport
import Testing

/// The view draws again exactly when what it shows may differ: a refused write, a dismissal that
/// a waiting presentation needs, and a call after which a tab's guard may read differently.
@MainActor
struct FlowSceneObservationTests {
  @Test func aRefusedTabSelectionRedrawsTheTabBar() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(FlowSceneTests.labsSettings))
    scene.startIfNeeded()
    #expect(notifies(reading: { _ = scene.selectedTab }, when: { scene.selectTab(.settings) }))
    #expect(!notifies(reading: { _ = scene.selectedTab }, when: { scene.selectTab(.builder) }))
  }

  @Test func aRefusedPushRedrawsTheStack() {
    let conditions = TestConditions(session: true)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    #expect(
      notifies(
        reading: { _ = scene.path(.tab(.builder)) },
        when: { scene.setPath([.labsPanel], for: .tab(.builder)) }))
  }

  @Test func aTabWhoseGuardNowHoldsAppearsAfterConditionsDidChange() {
    let conditions = TestConditions(session: true, labs: false)
    let scene = FlowScene(conditions.navigator(FlowSceneTests.labsSettings))
    scene.startIfNeeded()
    // Nothing the navigator stores changes: only the tab's guard reads differently now.
    conditions.labs = true
    #expect(
      notifies(
        reading: { _ = scene.visibleTabs }, when: { scene.navigator.conditionsDidChange() }))
    #expect(scene.visibleTabs.map(\.id) == [.builder, .projects, .settings])
  }

  @Test func aDismissalRedrawsTheLevelWaitingForIt() {
    let conditions = TestConditions(session: false)
    let scene = FlowScene(conditions.navigator())
    scene.startIfNeeded()
    scene.navigator.send(.getStarted)
    _ = scene.item(at: 0, in: .sheet)
    scene.navigator.setCover(.livePreview(projectId: 1), at: 0)
    #expect(
      notifies(
        reading: { _ = scene.item(at: 0, in: .cover) },
        when: { scene.presentationDidEnd(at: 0, in: .sheet) }))
  }
}
