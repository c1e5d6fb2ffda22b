import FlowRuntime

enum ArchonCover: FlowDestination, Identifiable {
  case livePreview(projectId: Int)

  var id: Self { self }

  var destinationName: String {
    switch self {
    case .livePreview: "LivePreview"
    }
  }
}
