import Storefront
import Testing

/// `restore stacks`: restored stacks pass their guards again, so a relaunch signed out (or without
/// premium) drops what it no longer allows, and keeps the rest.
@MainActor
@Suite struct StorefrontRestorationTests {
  @Test func aRelaunchSignedOutDropsGuardedScreensAndTabs() {
    let app = StorefrontApp(session: true, premium: true)
    let first = app.launch()
    first.push(.item(id: 1))
    first.setPath([.premiumItem(id: 7)], for: .browse)
    first.select(.account)
    first.push(.orders)
    app.session = false
    app.premium = false
    let second = app.launch()
    #expect(second.browsePath == [])
    #expect(second.accountPath == [])
    #expect(second.selectedTab == .browse)
    #expect(second.presentations == [])
    #expect(second.heldEntry == nil)
  }

  @Test func aRelaunchKeepsWhatStillHolds() {
    let app = StorefrontApp(session: true, premium: true)
    let first = app.launch()
    first.push(.premiumItem(id: 7))
    first.select(.account)
    first.push(.orders)
    app.premium = false
    let second = app.launch()
    #expect(second.browsePath == [])
    #expect(second.accountPath == [.orders])
    #expect(second.selectedTab == .account)
  }
}
