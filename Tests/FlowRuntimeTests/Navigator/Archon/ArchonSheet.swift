import FlowRuntime

enum ArchonSheet: FlowDestination, Identifiable {
  case signIn

  var id: Self { self }

  var kind: ArchonDestination {
    switch self {
    case .signIn: .signIn
    }
  }
}
