/// A screen an `expect` names, with the arguments it gives, already checked against the spec.
///
/// Only the arguments written are compared: `ProjectDetail` matches any project, `ProjectDetail(id:
/// 42)` only the one with id 42. Values are compared in the parameter's type, through the same
/// canonical text `flowc resolve` prints (`42` given to a `Double` is `42.0`, UUIDs are uppercase;
/// `-0.0` equals `0.0`).
struct ExpectedScreen: Hashable, Sendable {
  var name: String
  /// The arguments written, by parameter name and canonical value, in written order.
  var arguments: [DynamicScreen.Argument]

  /// Whether `screen` is this screen with these argument values.
  func matches(_ screen: DynamicScreen) -> Bool {
    screen.name == name
      && arguments.allSatisfy { expected in
        screen.arguments.contains {
          $0.label == expected.label && Self.equal($0.value, expected.value)
        }
      }
  }

  /// Canonical texts of one value, and `-0.0` with `0.0`: equal as Swift compares a `Double`, and
  /// so as generated screens compare (resolve still prints the `-0.0` a link carried). Only a
  /// `Double` is written `-0.0` (a string is quoted, an `Int` has no sign on zero).
  private static func equal(_ shown: String, _ expected: String) -> Bool {
    shown == expected || (shown == "-0.0" && expected == "0.0")
      || (shown == "0.0" && expected == "-0.0")
  }

  /// `ProjectDetail(id: 42)` with the arguments written, or the bare name.
  var description: String {
    DynamicScreen(name: name, arguments: arguments).description
  }
}
