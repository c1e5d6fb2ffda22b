import Archon
import FlowTestSupport
import Testing

/// Tabs, stacks, the live-preview cover and settings details, as the seed describes them.
@MainActor
@Suite struct ArchonNavigationTests {
  @Test func switchingTabsKeepsEachStack() {
    let navigator = ArchonApp(session: true).launch()
    navigator.push(.chatSession(id: "c1"))
    navigator.push(.taskDetail(id: "t1"))
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 7))
    navigator.select(.builder)
    #expect(navigator.builderPath == [.chatSession(id: "c1"), .taskDetail(id: "t1")])
    #expect(navigator.projectsPath == [.projectDetail(id: 7)])
    navigator.pop()
    #expect(navigator.builderPath == [.chatSession(id: "c1")])
    navigator.select(.projects)
    navigator.popToRoot()
    #expect(navigator.projectsPath == [])
    #expect(navigator.path(for: .builder) == [.chatSession(id: "c1")])
  }

  @Test func typedPathsWriteThrough() {
    let navigator = ArchonApp(session: true).launch()
    navigator.settingsPath = [.accountDetail, .subscriptionDetail]
    #expect(navigator.path(for: .settings) == [.accountDetail, .subscriptionDetail])
    #expect(ArchonSettingsDestination(.projectDetail(id: 1)) == nil)
  }

  /// `NavigationStack(path: $navigator.settingsPath)` already shows what the user pushed when it
  /// writes; a write the navigator refuses must still tell it, so it reads the path again.
  @Test func aRefusedTypedPathWriteTellsItsReaders() {
    let navigator = ArchonApp(session: false).launch()
    #expect(navigator.phase == .onboarding)
    #expect(
      notifies(
        reading: { _ = navigator.settingsPath },
        when: { navigator.settingsPath = [.accountDetail] }))
    #expect(navigator.settingsPath == [])
  }

  @Test func settingsDetailsPushWithinTheSettingsStack() {
    let navigator = ArchonApp(session: true).launch()
    navigator.select(.settings)
    #expect(navigator.push(.accountDetail) == .changed)
    #expect(navigator.push(.subscriptionDetail) == .changed)
    #expect(navigator.settingsPath == [.accountDetail, .subscriptionDetail])
    #expect(navigator.builderPath == [])
  }

  @Test func livePreviewIsACoverWithItsOwnStackAndCloseButton() {
    let navigator = ArchonApp(session: true).launch()
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 3))
    #expect(navigator.present(cover: .livePreview(projectId: 3)) == .changed)
    #expect(navigator.cover == .livePreview(projectId: 3))
    #expect(navigator.sheet == nil)
    navigator.push(.previewConsole(projectId: 3))
    #expect(navigator.path(.presentation(0)) == [.previewConsole(projectId: 3)])
    #expect(navigator.projectsPath == [.projectDetail(id: 3)])
    #expect(
      navigator.send(.closePreview) == .handled(.dismiss, FlowUpdate(progress: .showing(.main))))
    #expect(navigator.cover == nil)
    #expect(navigator.projectsPath == [.projectDetail(id: 3)])
  }

  @Test func pushesAndPresentationsOutsideTheSpecsGraphAreRefused() {
    let navigator = ArchonApp(session: true).launch()
    #expect(navigator.push(.onboarding) == .refused(.notPushable(.onboarding)))
    #expect(
      navigator.push(.previewConsole(projectId: 1))
        == .refused(.notPushable(.previewConsole(projectId: 1))))
    navigator.builderPath = [.chatSession(id: "c1")]
    #expect(
      navigator.setPath([.chatSession(id: "c1"), .accountDetail], for: .builder)
        == .refused(.notPushable(.accountDetail)))
    #expect(navigator.present(sheet: .signIn) == .refused(.notPresentable(.sheet(.signIn))))
    navigator.select(.settings)
    #expect(
      navigator.present(cover: .livePreview(projectId: 1))
        == .refused(.notPresentable(.cover(.livePreview(projectId: 1)))))
    #expect(navigator.builderPath == [.chatSession(id: "c1")])
    #expect(navigator.presentations == [])
  }

  @Test func closePreviewWithNothingOpenIsIgnored() {
    let navigator = ArchonApp(session: true).launch()
    #expect(navigator.send(.closePreview) == .ignored)
  }
}
