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

/// A relaunch while the session is not read yet keeps the account tab aside; once the session is
/// known false, any operation drops it, as `conditionsDidChange()` does. The random-order review
/// found a refused `pop()` leaving it saved, so that a later sign-in (perhaps another user's)
/// brought back the account stack saved before the sign-out.
@MainActor
@Suite struct StorefrontKeptAsideRestorationTests {
  static func relaunchWithSessionUnknown() -> (StorefrontApp, Navigator<Storefront>) {
    let app = StorefrontApp(session: true, premium: true)
    let first = app.launch()
    first.select(.account)
    first.push(.orders)
    app.session = nil
    let second = app.launch()
    #expect(second.selectedTab == .browse)
    #expect(second.accountPath == [])
    return (app, second)
  }

  @Test(arguments: ["pop", "dismiss", "cancelSignIn"])
  func anOperationOnceTheSessionIsKnownFalseDropsTheAccountStack(operation: String) {
    let (app, navigator) = Self.relaunchWithSessionUnknown()
    app.session = false
    switch operation {
    case "pop": #expect(navigator.pop() == .refused(.emptyStack))
    case "dismiss": #expect(navigator.dismiss() == .refused(.nothingPresented))
    default: #expect(navigator.send(.cancelSignIn) == .ignored)
    }
    app.session = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == .browse)
    #expect(navigator.accountPath == [])
    // Nor does the next launch bring it back.
    let third = app.launch()
    #expect(third.selectedTab == .browse)
    #expect(third.accountPath == [])
  }

  /// Known true, it waits for `conditionsDidChange()`, which restores it: an operation restores
  /// nothing by itself.
  @Test func anOperationOnceTheSessionIsKnownTrueLeavesItToConditionsDidChange() {
    let (app, navigator) = Self.relaunchWithSessionUnknown()
    app.session = true
    #expect(navigator.pop() == .refused(.emptyStack))
    #expect(navigator.selectedTab == .browse)
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == .account)
    #expect(navigator.accountPath == [.orders])
  }
}
