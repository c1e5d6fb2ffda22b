import FlowRuntime

enum ArchonSheet: FlowDestination, Identifiable {
  case signIn

  var id: Self { self }

  var destinationName: String {
    switch self {
    case .signIn: "SignIn"
    }
  }
}
