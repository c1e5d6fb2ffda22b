import Archon
import Testing

/// The six deep links of the seed, as custom-scheme and as universal links, and what they do.
@MainActor
@Suite struct ArchonDeepLinkTests {
  struct SeedLink: Sendable, CustomTestStringConvertible {
    let path: String
    let route: ArchonRoute
    let tab: ArchonTab
    let stack: [ArchonScreen]
    var testDescription: String { path }
  }

  nonisolated static let seedLinks = [
    SeedLink(path: "builder", route: .builderHome, tab: .builder, stack: []),
    SeedLink(path: "projects", route: .projectList, tab: .projects, stack: []),
    SeedLink(
      path: "projects/42", route: .projectDetail(id: 42), tab: .projects,
      stack: [.projectDetail(id: 42)]),
    SeedLink(
      path: "builder/chat/c-7", route: .chatSession(id: "c-7"), tab: .builder,
      stack: [.chatSession(id: "c-7")]),
    SeedLink(
      path: "builder/task/t%201", route: .taskDetail(id: "t 1"), tab: .builder,
      stack: [.taskDetail(id: "t 1")]),
    SeedLink(path: "settings", route: .settingsHome, tab: .settings, stack: []),
  ]

  @Test(
    arguments: seedLinks, ["archon://", "https://archon.app/", "ARCHON://", "https://Archon.App/"])
  func seedLinkLandsOnItsTabAndStack(_ link: SeedLink, prefix: String) {
    let url = prefix + link.path
    #expect(ArchonRoute(string: url) == link.route)
    let navigator = ArchonApp(session: true).launch()
    navigator.select(link.tab == .builder ? .settings : .builder)
    #expect(navigator.open(url: url) == .handled(link.route))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == link.tab)
    #expect(navigator.path(for: link.tab) == link.stack)
  }

  /// A refused link reaches the app as data it can switch over, not only as a sentence: the
  /// generated matcher's and the navigator's rejection is the matcher's `LinkRejection`.
  @Test func aRefusedLinkReachesTheAppAsATypedReason() {
    let typeMismatch = LinkRejection(.typeMismatch(text: "abc", type: .int, name: "id"))
    #expect(ArchonRoute.resolve("archon://projects/abc") == .noMatch(typeMismatch))
    let navigator = ArchonApp(session: true).launch()
    #expect(navigator.open(url: "archon://projects/abc") == .rejected(typeMismatch))
    #expect(
      navigator.open(url: "ftp://projects/1")
        == .rejected(LinkRejection(.schemeNotAllowed("ftp"))))
  }

  @Test func aLinkReplacesTheLandingTabsStackAndDismissesPresentations() {
    let navigator = ArchonApp(session: true).launch()
    navigator.select(.projects)
    navigator.push(.projectDetail(id: 1))
    navigator.push(.codeBrowser(projectId: 1, path: "", line: nil))
    navigator.present(cover: .livePreview(projectId: 1))
    navigator.open(url: "archon://projects/2")
    #expect(navigator.projectsPath == [.projectDetail(id: 2)])
    #expect(navigator.cover == nil)
  }

  @Test func aCodeLinkSynthesisesTheBackStack() {
    let navigator = ArchonApp(session: true).launch()
    let outcome = navigator.open(
      url: "https://archon.app/projects/5/code/Sources/App.swift?line=12")
    #expect(outcome == .handled(.codeBrowser(projectId: 5, path: "Sources/App.swift", line: 12)))
    #expect(navigator.selectedTab == .projects)
    #expect(
      navigator.projectsPath == [
        .projectDetail(id: 5), .codeBrowser(projectId: 5, path: "Sources/App.swift", line: 12),
      ])
  }

  @Test func aPreviewLinkOpensTheCoverOverTheProject() {
    let navigator = ArchonApp(session: true).launch()
    navigator.open(url: "archon://projects/9/preview")
    #expect(navigator.projectsPath == [.projectDetail(id: 9)])
    #expect(navigator.cover == .livePreview(projectId: 9))
  }

  @Test func aLinkOpenedWhileSignedOutWaitsForSignInThenLandsOnce() {
    let app = ArchonApp(session: false)
    let navigator = app.launch()
    #expect(
      navigator.open(url: "archon://projects/42")
        == .deferred(.projectDetail(id: 42), waitingFor: [.session]))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.projectsPath == [])
    navigator.send(.getStarted)
    app.signIn(navigator)
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .projects)
    #expect(navigator.projectsPath == [.projectDetail(id: 42)])
    #expect(navigator.pendingLink == nil)
    navigator.popToRoot()
    navigator.conditionsDidChange()
    #expect(navigator.projectsPath == [])
  }

  @Test func aLinkAfterTheTokenWasRevokedWaitsForTheNextSignIn() {
    let app = ArchonApp(session: true)
    let navigator = app.launch()
    // The token was revoked and the app has not said so yet: the link leaves `main` first, as
    // `conditionsDidChange()` would, and waits for a session; the app's sign-out event then finds
    // onboarding, which ignores it, and the link lands after the next sign-in.
    app.session = false
    #expect(
      navigator.open(url: "archon://settings/account")
        == .deferred(.accountDetail, waitingFor: [.session]))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.send(.signedOut) == .ignored)
    #expect(navigator.pendingLink?.route == .accountDetail)
    app.signIn(navigator)
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.settingsPath == [.accountDetail])
  }

  @Test func aLinkAtColdStartWaitsForTheKeychain() {
    let app = ArchonApp(session: nil)
    let navigator = app.launch()
    #expect(
      navigator.open(url: "archon://settings/subscription")
        == .deferred(.subscriptionDetail, waitingFor: [.session]))
    app.session = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == .settings)
    #expect(navigator.settingsPath == [.subscriptionDetail])
  }

  @Test(arguments: [
    "archon://projects/abc", "archon://projects/4%2F2", "archon://unknown",
    "https://evil.example/projects/1",
    "https://archon.app.evil.example/projects/1", "javascript:alert(1)", "archon:/projects/1",
    "archon:///projects/1",
    "http://archon.app/projects/1", "archon://projects/%2e%2e/1",
  ])
  func hostileLinksAreRefusedWithAReason(_ url: String) {
    let navigator = ArchonApp(session: true).launch()
    guard case .rejected(let reason) = navigator.open(url: url) else {
      Issue.record("\(url) was not refused")
      return
    }
    #expect(!reason.description.isEmpty)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.builderPath == [])
  }
}
