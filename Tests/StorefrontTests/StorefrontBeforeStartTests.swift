import Storefront
import Testing

/// Before `start(launchURL:)` the navigator already shows the store, so the user's operations and
/// the app's calls work on it; a link is only held for the launch. A hostile-input review found
/// `open(url:)` skipping the trim there (a guarded tab still selected after signing out) and
/// `conditionsDidChange()` landing the link, which the launch then threw away.
@MainActor
@Suite struct StorefrontBeforeStartTests {
  @Test func aLinkBeforeTheLaunchTrimsAGuardedTabThatStoppedHolding() {
    let app = StorefrontApp(session: true)
    let navigator = app.unstarted()
    #expect(navigator.select(.account) == .changed)
    app.session = false
    #expect(navigator.open(url: "storefront://cart") == .deferred(.cart, waitingFor: []))
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.presentations == [])
  }

  @Test func aLinkBeforeTheLaunchClosesAGuardedCoverThatStoppedHolding() {
    let app = StorefrontApp(session: true)
    let navigator = app.unstarted()
    #expect(navigator.select(.cart) == .changed)
    #expect(navigator.present(cover: .checkout) == .changed)
    app.session = false
    #expect(navigator.open(url: "storefront://cart") == .deferred(.cart, waitingFor: []))
    #expect(navigator.presentations == [])
  }

  @Test func aConditionChangeBeforeTheLaunchHoldsTheLinkForIt() {
    let app = StorefrontApp(session: true)
    let navigator = app.unstarted()
    #expect(navigator.open(url: "storefront://checkout") == .deferred(.checkout, waitingFor: []))
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.send(.signedIn) == .ignored)
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink?.route == .checkout)
    #expect(
      navigator.start().update
        == FlowUpdate(progress: .showing(.shop), completedLink: .checkout))
    #expect(navigator.selectedTab == .cart)
    #expect(navigator.presentations == [.cover(.checkout)])
  }

  /// Signed out, the link asks for nothing before the launch; the launch shows its sign-in.
  @Test func aGuardedLinkBeforeTheLaunchPromptsOnlyAtTheLaunch() {
    let app = StorefrontApp(session: false)
    let navigator = app.unstarted()
    #expect(
      navigator.open(url: "storefront://account") == .deferred(.accountHome, waitingFor: [.session])
    )
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.presentations == [])
    navigator.start()
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(navigator.pendingLink?.route == .accountHome)
    let signedIn = app.signIn(navigator)
    #expect(
      signedIn
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .accountHome))
    )
    #expect(navigator.selectedTab == .account)
  }
}
