import Storefront
import Testing

/// A tap or binding write that enters something guarded with `else present X` from an unguarded
/// place: X opens, the entry is held, completes once when the guard holds, and is dropped when X is
/// closed without it.
@MainActor
@Suite struct StorefrontHeldEntryTests {
  @Test func presentingCheckoutFromTheCartSignedOutAsksToSignInFirst() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.select(.cart)
    #expect(navigator.present(cover: .checkout) == .held(waitingFor: [.session]))
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(
      navigator.heldEntry
        == HeldEntry(
          phase: .shop, target: .presentation(.cover(.checkout), level: 0), waitingFor: [.session]))
    #expect(app.signIn(navigator) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.presentations == [.cover(.checkout)])
    #expect(navigator.heldEntry == nil)
    // It completed once: signing in again, or another condition change, opens nothing more.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing(.shop)))
    #expect(navigator.presentations == [.cover(.checkout)])
  }

  @Test func closingSignInDropsTheHeldCheckout() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.select(.cart)
    navigator.present(cover: .checkout)
    navigator.send(.cancelSignIn)
    #expect(navigator.heldEntry == nil)
    #expect(navigator.presentations == [])
    app.session = true
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  @Test func pushingAPremiumItemWithoutPremiumShowsThePaywall() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    #expect(navigator.push(.premiumItem(id: 7)) == .held(waitingFor: [.premium]))
    #expect(navigator.presentations == [.cover(.paywall)])
    #expect(navigator.browsePath == [])
    #expect(app.subscribe(navigator) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.presentations == [])
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
    #expect(navigator.heldEntry == nil)
    #expect(navigator.send(.subscribed) == .ignored)
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
  }

  @Test func closingThePaywallDropsThePush() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    navigator.push(.premiumItem(id: 7))
    #expect(
      navigator.send(.closePaywall) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.heldEntry == nil)
    app.premium = true
    navigator.conditionsDidChange()
    #expect(navigator.browsePath == [])
  }

  @Test func aBindingWriteIsHeldLikeATap() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    navigator.browsePath = [.item(id: 1)]
    navigator.browsePath = [.premiumItem(id: 7)]
    #expect(navigator.browsePath == [.item(id: 1)])
    #expect(navigator.presentations == [.cover(.paywall)])
    #expect(
      navigator.heldEntry
        == HeldEntry(
          phase: .shop, target: .stack(.tab(.browse), [.premiumItem(id: 7)]),
          waitingFor: [.premium]))
    app.subscribe(navigator)
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
  }

  @Test func selectingTheAccountTabSignedOutAsksToSignInFirst() {
    let app = StorefrontApp()
    let navigator = app.launch()
    #expect(navigator.select(.account) == .held(waitingFor: [.session]))
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.presentations == [.sheet(.signIn)])
    app.signIn(navigator)
    #expect(navigator.selectedTab == .account)
    #expect(navigator.presentations == [])
  }

  @Test func aNewerEntryReplacesTheHeldLink() {
    let app = StorefrontApp(session: true)
    let navigator = app.launch()
    navigator.open(url: "storefront://premium/7")
    navigator.dismiss()
    #expect(navigator.pendingLink == nil)
    #expect(navigator.push(.premiumItem(id: 8)) == .held(waitingFor: [.premium]))
    #expect(navigator.pendingLink == nil)
    app.subscribe(navigator)
    #expect(navigator.browsePath == [.premiumItem(id: 8)])
  }

  @Test func signingOutClosesTheCheckoutAndTrimsThePremiumItem() {
    let app = StorefrontApp(session: true, premium: true)
    let navigator = app.launch()
    navigator.push(.premiumItem(id: 7))
    navigator.select(.cart)
    navigator.present(cover: .checkout)
    app.session = false
    app.premium = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
    #expect(navigator.browsePath == [])
    #expect(navigator.selectedTab == .cart)
  }

  @Test func aPremiumItemSignedOutShowsTheSignInThenThePaywallThenLandsOnce() {
    let app = StorefrontApp()
    let navigator = app.launch()
    #expect(navigator.push(.premiumItem(id: 7)) == .held(waitingFor: [.premium]))
    #expect(navigator.presentations == [.sheet(.signIn)])
    #expect(app.signIn(navigator) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.presentations == [.cover(.paywall)])
    #expect(navigator.browsePath == [])
    #expect(app.subscribe(navigator) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.presentations == [])
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
    #expect(navigator.send(.subscribed) == .ignored)
    #expect(navigator.browsePath == [.premiumItem(id: 7)])
  }

  @Test func cancellingTheSignInBeforeThePaywallDropsThePush() {
    let app = StorefrontApp()
    let navigator = app.launch()
    navigator.push(.premiumItem(id: 7))
    #expect(
      navigator.send(.cancelSignIn) == .handled(.dismiss, FlowUpdate(progress: .showing(.shop))))
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }
}
