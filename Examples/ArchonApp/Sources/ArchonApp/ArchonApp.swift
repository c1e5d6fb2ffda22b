import ArchonNavigation
import FlowSwiftUI
import SwiftUI

/// Archon on FlowKit: one navigator for the window, one root view that shows it. The root view
/// starts the navigator and opens the links `onOpenURL` delivers; the views below only draw
/// placeholders and tell the navigator what the user did.
@main
struct ArchonApp: App {
  @State private var session: Session
  @State private var navigator: Navigator<Archon>

  init() {
    let session = Session()
    _session = State(initialValue: session)
    _navigator = State(
      initialValue: Archon.makeNavigator(store: UserDefaultsRestorationStore()) { condition in
        switch condition {
        case .session: session.isSignedIn
        }
      })
  }

  var body: some Scene {
    WindowGroup {
      FlowRootView(
        navigator,
        screen: { ScreenView(screen: $0, navigator: navigator, session: session) },
        sheet: { SheetView(sheet: $0, navigator: navigator, session: session) },
        cover: { CoverView(cover: $0, navigator: navigator) },
        waiting: { ProgressView() })
    }
  }
}
