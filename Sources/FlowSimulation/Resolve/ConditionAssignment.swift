import FlowSyntax

/// The value of every condition for one resolve: the ones given, and `true` for the rest.
///
/// Without anything given this is the launch of a signed-in user, the default of `flowc resolve`
/// and of an `expect` without `when`: every condition holds.
public struct ConditionAssignment: Hashable, Sendable {
  /// The conditions given a value, by name.
  public var given: [String: ConditionValue]

  public init(_ given: [String: ConditionValue] = [:]) {
    self.given = given
  }

  /// The value of `condition`: the given one, else `true`.
  public func value(of condition: String) -> ConditionValue {
    given[condition] ?? .holds
  }

  /// Why a `--given` argument cannot be used, worded for the command line.
  public struct Problem: Error, Hashable, Sendable {
    public var message: String
    /// A likely intended spelling, for "did you mean".
    public var suggestion: String?
  }

  /// Reads `name=true|false|unknown` arguments against the spec's `conditions`: each name must be
  /// declared and given once.
  public static func parse(_ arguments: [String], conditions: [String]) throws(Problem)
    -> ConditionAssignment
  {
    var assignment = ConditionAssignment()
    let allowed = ConditionValue.allCases.map(\.rawValue)
    for argument in arguments {
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw Problem(
          message:
            "'--given' takes a condition and its value, such as session=false; not '\(argument)'"
        )
      }
      let name = String(parts[0])
      let text = String(parts[1])
      guard conditions.contains(name) else {
        guard !conditions.isEmpty else {
          throw Problem(message: "unknown condition '\(name)': the spec declares no conditions")
        }
        throw Problem(
          message: "unknown condition '\(name)' (the spec declares: "
            + conditions.joined(separator: ", ") + ")",
          suggestion: SpellingSuggestion.closest(to: name, among: conditions))
      }
      guard let value = ConditionValue(rawValue: text) else {
        throw Problem(
          message: "invalid value '\(text)' for condition '\(name)' (expected one of: "
            + allowed.joined(separator: ", ") + ")",
          suggestion: SpellingSuggestion.closest(to: text, among: allowed))
      }
      guard assignment.given[name] == nil else {
        throw Problem(message: "condition '\(name)' is given more than once")
      }
      assignment.given[name] = value
    }
    return assignment
  }
}
