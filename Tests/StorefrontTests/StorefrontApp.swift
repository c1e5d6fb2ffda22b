import Storefront

/// The app side of Storefront as the tests drive it: a session and a premium subscription that may
/// or may not be there, a store that survives "relaunches", and the generated navigator.
@MainActor
final class StorefrontApp {
  /// Whether a session token is stored; `nil` while not read yet.
  var session: Bool?
  /// Whether the user has premium; `nil` while not known yet.
  var premium: Bool?
  let store = InMemoryRestorationStore()

  init(session: Bool? = false, premium: Bool? = false) {
    self.session = session
    self.premium = premium
  }

  /// A fresh process: a new navigator over the same conditions and store.
  func launch(url: String? = nil) -> Navigator<Storefront> {
    let navigator = unstarted()
    navigator.start(launchURL: url)
    return navigator
  }

  /// A fresh process before `start(launchURL:)`, as `onOpenURL` can find it.
  func unstarted() -> Navigator<Storefront> {
    Storefront.makeNavigator(store: store) { condition in
      switch condition {
      case .session: self.session
      case .premium: self.premium
      }
    }
  }

  /// Signs in as the sign-in sheet would: store the token, then tell the navigator.
  @discardableResult
  func signIn(_ navigator: Navigator<Storefront>) -> EventOutcome<Storefront> {
    session = true
    return navigator.send(.signedIn)
  }

  /// Subscribes as the paywall would: record premium, then tell the navigator.
  @discardableResult
  func subscribe(_ navigator: Navigator<Storefront>) -> EventOutcome<Storefront> {
    premium = true
    return navigator.send(.subscribed)
  }
}
