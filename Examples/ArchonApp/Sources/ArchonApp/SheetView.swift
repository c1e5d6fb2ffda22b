import ArchonNavigation
import SwiftUI

/// A placeholder for each sheet: signing in stores the session, then tells the navigator.
struct SheetView: View {
  let sheet: ArchonSheet
  let navigator: Navigator<Archon>
  let session: Session

  var body: some View {
    switch sheet {
    case .signIn:
      VStack(spacing: 16) {
        Text("Sign In")
        Button("Sign in") {
          session.isSignedIn = true
          navigator.send(.signedIn)
        }
        NavigationLink("Create account", value: ArchonScreen.createAccount)
      }
    }
  }
}
