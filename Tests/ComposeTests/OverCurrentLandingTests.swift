import Compose
import Testing

/// Links that land `over current`: the compose sheet over whichever tab is showing, the camera over
/// it, and help over whichever phase is showing. Each keeps the phase, the tab and every stack, and
/// dismissing returns to exactly what was there.
@MainActor
@Suite struct OverCurrentLandingTests {
  @Test(arguments: ComposeTab.allCases)
  func composeLinkOpensOverTheCurrentTabAndKeepsEveryStack(_ tab: ComposeTab) {
    let navigator = ComposeApp(session: true).mainWithStacks(selecting: tab)
    let before = ComposeState(navigator)
    #expect(before.stacks.count == 3)

    #expect(navigator.open(url: "compose://compose?to=ann") == .handled(.compose(to: "ann")))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == tab)
    #expect(navigator.stacks == before.stacks)
    #expect(navigator.presentations == [.sheet(.compose(to: "ann"))])

    #expect(navigator.dismiss() == .changed)
    #expect(ComposeState(navigator) == before)
  }

  @Test(arguments: ComposeTab.allCases)
  func cameraLinkOpensComposeThenTheCameraOverTheCurrentTab(_ tab: ComposeTab) {
    let navigator = ComposeApp(session: true).mainWithStacks(selecting: tab)
    let before = ComposeState(navigator)

    #expect(navigator.open(url: "https://compose.example/compose/camera") == .handled(.camera))
    #expect(navigator.selectedTab == tab)
    #expect(navigator.stacks == before.stacks)
    #expect(navigator.presentations == [.sheet(.compose(to: "")), .cover(.camera)])
    #expect(navigator.sheet(at: 0) == .compose(to: ""))
    #expect(navigator.cover(at: 1) == .camera)

    // The camera's own handler closes it, back to the compose sheet.
    navigator.send(.photoTaken)
    #expect(navigator.presentations == [.sheet(.compose(to: ""))])
    navigator.send(.sent)
    #expect(ComposeState(navigator) == before)
  }

  @Test func composeLinkReplacesWhatWasPresented() {
    let navigator = ComposeApp(session: true).mainWithStacks(selecting: .search)
    navigator.open(url: "compose://compose/camera")
    navigator.open(url: "compose://compose?to=bo")
    #expect(navigator.presentations == [.sheet(.compose(to: "bo"))])
    #expect(navigator.selectedTab == .search)
    #expect(navigator.path(for: .search) == [.thread(id: 2)])
  }

  @Test func helpLinkOpensOverOnboardingWithoutLeavingIt() {
    let navigator = ComposeApp(session: false).launch()
    #expect(navigator.phase == .onboarding)
    let before = ComposeState(navigator)

    #expect(navigator.open(url: "compose://help?topic=start") == .handled(.help(topic: "start")))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.presentations == [.cover(.help(topic: "start"))])

    navigator.send(.helpClosed)
    #expect(ComposeState(navigator) == before)
  }

  @Test func helpLinkOpensOverTheSignedOutPhase() {
    let navigator = ComposeApp(session: false).launch()
    navigator.send(.getStarted)
    #expect(navigator.phase == .signedOut)

    #expect(navigator.open(url: "compose://help") == .handled(.help(topic: nil)))
    #expect(navigator.phase == .signedOut)
    #expect(navigator.presentations == [.cover(.help(topic: ""))])
  }

  @Test(arguments: ComposeTab.allCases)
  func helpLinkOpensOverMainAndKeepsTheTabAndStacks(_ tab: ComposeTab) {
    let navigator = ComposeApp(session: true).mainWithStacks(selecting: tab)
    navigator.open(url: "compose://compose")
    let stacks = navigator.stacks

    #expect(navigator.open(url: "compose://help") == .handled(.help(topic: nil)))
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == tab)
    #expect(navigator.stacks == stacks)
    #expect(navigator.presentations == [.cover(.help(topic: ""))])

    #expect(navigator.dismiss() == .changed)
    #expect(navigator.presentations.isEmpty)
    #expect(navigator.selectedTab == tab)
    #expect(navigator.stacks == stacks)
  }

  @Test func composeLinkOutsideMainWaitsForTheSessionThenOpensOverTheDefaultTab() {
    let app = ComposeApp(session: false)
    let navigator = app.launch()
    #expect(
      navigator.open(url: "compose://compose?to=ann")
        == .deferred(.compose(to: "ann"), waitingFor: [.session]))
    #expect(navigator.phase == .onboarding)
    #expect(navigator.presentations.isEmpty)

    app.signIn(navigator)
    #expect(navigator.phase == .main)
    #expect(navigator.selectedTab == .inbox)
    #expect(navigator.presentations == [.sheet(.compose(to: "ann"))])
    #expect(navigator.pendingLink == nil)
  }

  @Test func inboxCameraLinkMovesToTheInboxAndLandsTheWholeChain() {
    let navigator = ComposeApp(session: true).mainWithStacks(selecting: .profile)
    #expect(navigator.open(url: "compose://inbox/camera") == .handled(.inboxCamera))
    #expect(navigator.selectedTab == .inbox)
    #expect(navigator.path(for: .inbox) == [])
    #expect(navigator.path(for: .profile) == [.settings])
    #expect(navigator.presentations == [.sheet(.compose(to: "")), .cover(.camera)])
  }

  @Test func theCameraOpensOverComposeButNotOverATab() {
    let navigator = ComposeApp(session: true).launch()
    #expect(navigator.present(cover: .camera) == .refused(.notPresentable(.cover(.camera))))
    #expect(navigator.present(sheet: .compose(to: "")) == .changed)
    #expect(navigator.present(cover: .camera) == .changed)
    #expect(navigator.presentations == [.sheet(.compose(to: "")), .cover(.camera)])
    // Help is the phase's: it opens over the camera too.
    #expect(navigator.present(cover: .help(topic: "")) == .changed)
    #expect(navigator.presentations.count == 3)
  }

  @Test func generatedLandingsSayWhereTheyOpenOverCurrent() {
    #expect(ComposeRoute.compose(to: nil).landing.overCurrentPhases == [.main])
    #expect(ComposeRoute.camera.landing.overCurrentPhases == [.main])
    #expect(
      ComposeRoute.camera.landing.presentations == [.sheet(.compose(to: "")), .cover(.camera)])
    #expect(
      ComposeRoute.help(topic: nil).landing.overCurrentPhases == [.onboarding, .signedOut, .main])
    #expect(ComposeRoute.inboxCamera.landing.overCurrentPhases.isEmpty)
    #expect(ComposeRoute.inbox.landing.nestedPresentations.isEmpty)
  }
}
