import ArchonNavigation
import FlowSwiftUI
import SwiftUI

/// Archon on FlowKit. The session is the app's (one Keychain); each window gets its own navigator,
/// since a navigator is one scene's navigation state.
@main
struct ArchonApp: App {
  @State private var session = Session()

  var body: some Scene {
    WindowGroup {
      ArchonWindow(session: session)
    }
  }
}

/// One window: its navigator and the root view that shows it. The root view starts the navigator
/// and opens the links `onOpenURL` delivers; the views below draw placeholders and tell the
/// navigator what the user did.
struct ArchonWindow: View {
  let session: Session
  @State private var navigator: Navigator<Archon>

  init(session: Session) {
    self.session = session
    _navigator = State(
      initialValue: Archon.makeNavigator(store: UserDefaultsRestorationStore()) { condition in
        switch condition {
        case .session: session.isSignedIn
        }
      })
  }

  var body: some View {
    FlowRootView(
      navigator,
      screen: { ScreenView(screen: $0, navigator: navigator, session: session) },
      sheet: { SheetView(sheet: $0, navigator: navigator, session: session) },
      cover: { CoverView(cover: $0, navigator: navigator) },
      waiting: { ProgressView() })
  }
}
