import FlowRuntime

enum ArchonCover: FlowDestination, Identifiable {
  case livePreview(projectId: Int)

  var id: Self { self }

  var kind: ArchonDestination {
    switch self {
    case .livePreview: .livePreview
    }
  }
}
