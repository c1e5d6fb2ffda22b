import Storefront
import Testing

/// A link into something guarded with `else present SignIn`, opened signed out: the sign-in sheet
/// opens over what the user sees, the link waits behind it, lands once after signing in, and is
/// dropped when the sheet is closed without signing in.
@MainActor
@Suite struct StorefrontHeldLinkTests {
  @Test func aCheckoutLinkSignedOutShowsSignInAndHoldsTheLink() {
    let app = StorefrontApp()
    let navigator = app.launch()
    #expect(
      navigator.open(url: "storefront://checkout") == .deferred(.checkout, waitingFor: [.session]))
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.pendingLink?.route == .checkout)
    #expect(navigator.pendingLink?.waitingFor == [.session])
  }

  @Test func signingInLandsTheCheckoutExactlyOnce() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://checkout")
    #expect(
      app.signIn(navigator)
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .checkout)))
    #expect(navigator.selectedTab == .cart)
    #expect(navigator.presentations == [.cover(.checkout)])
    #expect(navigator.pendingLink == nil)
    // Nothing is left to land: later events and condition changes change nothing.
    #expect(navigator.send(.signedIn) == .ignored)
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.presentations == [.cover(.checkout)])
  }

  @Test func aConditionChangeAloneLandsTheLinkAndClosesTheSheet() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://checkout")
    app.session = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.shop), completedLink: .checkout))
    #expect(navigator.presentations == [.cover(.checkout)])
    #expect(navigator.send(.signedIn) == .ignored)
    #expect(navigator.presentations == [.cover(.checkout)])
  }

  @Test func closingSignInWithoutSigningInDropsTheLink() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://checkout")
    #expect(
      navigator.send(.cancelSignIn)
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), droppedLink: .checkout)))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
    app.session = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.presentations == [])
    #expect(navigator.selectedTab == .browse)
  }

  @Test func swipingSignInAwayDropsTheLinkToo() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://checkout")
    navigator.sheet = nil
    #expect(navigator.pendingLink == nil)
    #expect(app.signIn(navigator) == .ignored)
    #expect(navigator.presentations == [])
  }

  @Test func anAccountLinkSignedOutLandsOnceAfterSignIn() {
    let app = StorefrontApp()
    let navigator = app.launch()
    #expect(
      navigator.open(url: "storefront://account/orders")
        == .deferred(.orders, waitingFor: [.session]))
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(
      app.signIn(navigator)
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .orders)))
    #expect(navigator.selectedTab == .account)
    #expect(navigator.accountPath == [.orders])
    // The user goes back; telling the navigator again lands nothing.
    _ = navigator.pop()
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.send(.signedIn) == .ignored)
    #expect(navigator.accountPath == [])
  }

  @Test func closingSignInDropsTheAccountLinkAndKeepsTheUserWhereTheyWere() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://account")
    #expect(
      navigator.send(.cancelSignIn)
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), droppedLink: .accountHome)))
    #expect(navigator.selectedTab == .browse)
    app.session = true
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.selectedTab == .browse)
  }

  @Test func aLaunchLinkSignedOutShowsSignInOverTheFirstTab() {
    let app = StorefrontApp()
    let navigator = app.launch(url: "storefront://account/orders")
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(
      app.signIn(navigator)
        == .handled(.dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .orders)))
    #expect(navigator.selectedTab == .account)
    #expect(navigator.accountPath == [.orders])
    #expect(navigator.presentations == [])
  }

  @Test func aPremiumLinkWithoutPremiumShowsThePaywall() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    #expect(
      navigator.open(url: "storefront://premium/7")
        == .deferred(.premiumItem(id: 7), waitingFor: [.premium]))
    #expect(navigator.presentations == [.cover(.paywall)])
    #expect(
      app.subscribe(navigator)
        == .handled(
          .dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .premiumItem(id: 7))))
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
    #expect(navigator.presentations == [])
  }

  @Test func aLinkWhoseGuardHoldsLandsAtOnce() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    #expect(navigator.open(url: "storefront://checkout") == .handled(.checkout))
    #expect(navigator.presentations == [.cover(.checkout)])
  }

  @Test func aNewerLinkReplacesTheHeldOneAndItsPrompt() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://checkout")
    #expect(navigator.open(url: "storefront://cart") == .handled(.cart))
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
    #expect(app.signIn(navigator) == .ignored)
    #expect(navigator.presentations == [])
  }

  @Test func aPremiumLinkSignedOutWaitsBehindTheSignInThenThePaywall() {
    let app = StorefrontApp()
    let navigator = app.launch()
    #expect(
      navigator.open(url: "storefront://premium/7")
        == .deferred(.premiumItem(id: 7), waitingFor: [.premium]))
    #expect(navigator.presentations == [.sheet(.signIn)])
    app.signIn(navigator)
    #expect(navigator.presentations == [.cover(.paywall)])
    #expect(navigator.pendingLink?.route == .premiumItem(id: 7))
    #expect(
      app.subscribe(navigator)
        == .handled(
          .dismiss, FlowUpdate(progress: .showing(.shop), completedLink: .premiumItem(id: 7))))
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
  }

  @Test func closingThePaywallAfterSigningInDropsTheLink() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.open(url: "storefront://premium/7")
    app.signIn(navigator)
    #expect(
      navigator.send(.closePaywall)
        == .handled(
          .dismiss, FlowUpdate(progress: .showing(.shop), droppedLink: .premiumItem(id: 7))))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
  }

  /// The paywall requires a session: signed out under it, it closes for its own guard, and the
  /// link it held goes with it, rather than the paywall's own sign-in opening for the next user
  /// and landing the link when they sign in (the docs review).
  @Test func signingOutUnderThePaywallDropsTheLinkItHeld() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    navigator.open(url: "storefront://premium/7")
    #expect(navigator.presentations == [.cover(.paywall)])
    app.session = false
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing(.shop), droppedLink: .premiumItem(id: 7)))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
    app.signIn(navigator)
    app.premium = true
    navigator.conditionsDidChange()
    #expect(navigator.browsePath == [])
  }
}
