import ArchonNavigation
import SwiftUI

/// A placeholder for each cover (a sheet on macOS, which has no full-screen cover).
struct CoverView: View {
  let cover: ArchonCover
  let navigator: Navigator<Archon>

  var body: some View {
    switch cover {
    case .livePreview(let projectId):
      VStack(spacing: 16) {
        Text(verbatim: "Live preview of project \(projectId)")
        NavigationLink("Console", value: ArchonScreen.previewConsole(projectId: projectId))
        Button("Close") { navigator.send(.closePreview) }
      }
    }
  }
}
