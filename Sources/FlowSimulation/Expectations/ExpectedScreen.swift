/// A screen an `expect` names, with the arguments it gives, already checked against the spec.
///
/// Only the arguments written are compared: `ProjectDetail` matches any project, `ProjectDetail(id:
/// 42)` only the one with id 42. Values are compared in the parameter's type, through the same
/// canonical text `flowc resolve` prints (`42` given to a `Double` is `42.0`, UUIDs are uppercase).
struct ExpectedScreen: Hashable, Sendable {
  var name: String
  /// The arguments written, by parameter name and canonical value, in written order.
  var arguments: [DynamicScreen.Argument]

  /// Whether `screen` is this screen with these argument values.
  func matches(_ screen: DynamicScreen) -> Bool {
    screen.name == name && arguments.allSatisfy(screen.arguments.contains)
  }

  /// `ProjectDetail(id: 42)` with the arguments written, or the bare name.
  var description: String {
    DynamicScreen(name: name, arguments: arguments).description
  }
}
