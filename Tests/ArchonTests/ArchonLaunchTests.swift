import Archon
import Testing

/// The launch flow of the seed: launch -> session check -> onboarding -> sign-in sheet -> main.
@MainActor
@Suite struct ArchonLaunchTests {
  @Test func firstLaunchWithoutASessionShowsOnboarding() {
    let navigator = ArchonApp(session: false).launch()
    #expect(navigator.phase == .onboarding)
    #expect(navigator.rootStack == [])
    #expect(navigator.sheet == nil)
  }

  @Test func getStartedPresentsTheSignInSheetWithItsOwnStack() {
    let navigator = ArchonApp(session: false).launch()
    #expect(
      navigator.send(.getStarted)
        == .handled(.present(.sheet(.signIn)), FlowUpdate(progress: .showing(.onboarding))))
    #expect(navigator.sheet == .signIn)
    #expect(navigator.push(.createAccount) == .changed)
    #expect(navigator.path(.presentation(0)) == [.createAccount])
  }

  @Test func signingInGoesToMainAnimatedWithBuilderSelected() {
    let app = ArchonApp(session: false)
    let navigator = app.launch()
    navigator.send(.getStarted)
    app.signIn(navigator)
    #expect(navigator.phase == .main)
    #expect(navigator.phaseChangeIsAnimated)
    #expect(navigator.selectedTab == .builder)
    #expect(navigator.sheet == nil)
    #expect(navigator.tabs == [.builder, .projects, .settings])
  }

  @Test func signedInBeforeTheKeychainSaysSoIsRefused() {
    let navigator = ArchonApp(session: false).launch()
    #expect(
      navigator.send(.signedIn) == .refused(.goTo(.main, animated: true), .guardFailed([.session])))
    #expect(navigator.phase == .onboarding)
  }

  @Test func aValidSessionSkipsOnboarding() {
    let navigator = ArchonApp(session: true).launch()
    #expect(navigator.phase == .main)
    #expect(navigator.phaseChangeIsAnimated == false)
    #expect(navigator.selectedTab == .builder)
  }

  @Test func anUnreadKeychainHoldsTheLaunchUntilItIsKnown() {
    let app = ArchonApp(session: nil)
    let navigator = app.launch()
    #expect(navigator.phase == .launch)
    app.session = true
    navigator.conditionsDidChange()
    #expect(navigator.phase == .main)
  }

  @Test func signingOutReturnsToOnboarding() {
    let app = ArchonApp(session: true)
    let navigator = app.launch()
    navigator.select(.settings)
    navigator.push(.accountDetail)
    app.signOut(navigator)
    #expect(navigator.phase == .onboarding)
    #expect(navigator.stacks == [:])
  }

  @Test func theTabBarShowsTheSeedsTitlesAndSymbols() {
    // Localizable: the spec's text is the key and the default value, in the main table.
    #expect(
      ArchonTab.allCases.map(\.title) == [
        FlowText(key: "Builder", defaultValue: "Builder", table: nil),
        FlowText(key: "Projects", defaultValue: "Projects", table: nil),
        FlowText(key: "Settings", defaultValue: "Settings", table: nil),
      ])
    #expect(ArchonTab.allCases.map(\.title.description) == ["Builder", "Projects", "Settings"])
    #expect(
      ArchonTab.allCases.map(\.systemImage) == ["house.fill", "folder.fill", "gearshape.fill"])
  }
}
