import ArchonNavigation
import SwiftUI

/// A placeholder for each screen: its name, and the links and buttons that move through the spec.
struct ScreenView: View {
  let screen: ArchonScreen
  let navigator: Navigator<Archon>
  let session: Session

  var body: some View {
    VStack(spacing: 16) {
      Text(verbatim: "\(screen)")
      actions
    }
    .navigationTitle(screen.destinationName)
  }

  @ViewBuilder private var actions: some View {
    switch screen {
    case .onboarding:
      Button("Get Started") { navigator.send(.getStarted) }
    case .builderHome:
      NavigationLink("Chat c-7", value: ArchonScreen.chatSession(id: "c-7"))
      Button("Live preview") { navigator.present(cover: .livePreview(projectId: 42)) }
    case .projectList:
      NavigationLink("Project 42", value: ArchonScreen.projectDetail(id: 42))
    case .projectDetail(let id):
      NavigationLink("Code", value: ArchonScreen.codeBrowser(projectId: id, path: "", line: nil))
    case .settingsHome:
      NavigationLink("Account", value: ArchonScreen.accountDetail)
      Button("Sign out") {
        // The event first, while `main` shows: its handler takes the user to onboarding. Sent
        // after the session went, it would find `main` already left (every call first does what
        // `conditionsDidChange()` would) and be ignored.
        navigator.send(.signedOut)
        session.isSignedIn = false
      }
    default:
      EmptyView()
    }
  }
}
