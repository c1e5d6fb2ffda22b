import Archon
import Foundation
import Testing

/// `restore tab`: the selected tab survives a relaunch, stacks start at their roots.
@MainActor
@Suite struct ArchonRestorationTests {
  @Test func relaunchRestoresTheTabButNotTheStacks() {
    let app = ArchonApp(session: true)
    let first = app.launch()
    first.select(.projects)
    first.push(.projectDetail(id: 4))
    let second = app.launch()
    #expect(second.selectedTab == .projects)
    #expect(second.projectsPath == [])
  }

  @Test func aLaunchLinkWinsOverRestoredState() {
    let app = ArchonApp(session: true)
    app.launch().select(.projects)
    let relaunched = app.launch(url: "archon://settings/account")
    #expect(relaunched.selectedTab == .settings)
    #expect(relaunched.settingsPath == [.accountDetail])
  }

  @Test func restoredStatePassesTheGuardAgain() {
    let app = ArchonApp(session: true)
    app.launch().select(.settings)
    app.session = false
    let relaunched = app.launch()
    #expect(relaunched.phase == .onboarding)
    #expect(relaunched.selectedTab == nil)
  }

  @Test(arguments: [
    Data(), Data([0xFF, 0x00, 0x13]), Data("{\"version\":99}".utf8), Data("{}".utf8),
  ])
  func corruptStoredStateFallsBackToDefaults(_ bytes: Data) {
    let app = ArchonApp(session: true)
    app.store.save(bytes)
    let navigator = app.launch()
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .builder)
  }
}
