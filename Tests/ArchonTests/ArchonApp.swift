import Archon
import Foundation

/// The app side of Archon as the tests drive it: a Keychain that may or may not hold a session, a
/// store that survives "relaunches", and a navigator built from the generated flow.
@MainActor
final class ArchonApp {
  /// What the Keychain says; `nil` while it has not been read yet.
  var session: Bool?
  let store = InMemoryRestorationStore()

  init(session: Bool?) {
    self.session = session
  }

  /// A fresh process: a new navigator over the same Keychain and store.
  func launch(url: String? = nil) -> Navigator<Archon> {
    let navigator = Archon.makeNavigator(store: store) { condition in
      switch condition {
      case .session: self.session
      }
    }
    navigator.start(launchURL: url)
    return navigator
  }

  /// Signs in as the sign-in sheet would: store the token, then tell the navigator.
  func signIn(_ navigator: Navigator<Archon>) {
    session = true
    navigator.send(.signedIn)
  }

  /// Signs out as Settings would: delete the token, then tell the navigator.
  func signOut(_ navigator: Navigator<Archon>) {
    session = false
    navigator.send(.signedOut)
  }
}
