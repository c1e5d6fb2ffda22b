import FlowSyntax
import Foundation

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
  /// declared and given once. An argument may also be written as an `expect`'s `when` writes its
  /// conditions (`session`, `!session`, `?session`, several joined by commas), so that a line
  /// copied from an `expect` means the same here.
  public static func parse(_ arguments: [String], conditions: [String]) throws(Problem)
    -> ConditionAssignment
  {
    var assignment = ConditionAssignment()
    for argument in arguments {
      let items = argument.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for item in items {
        let (name, value) = try Self.read(item, in: argument, conditions: conditions)
        guard assignment.given[name] == nil else {
          throw Problem(message: "condition '\(name)' is given more than once")
        }
        assignment.given[name] = value
      }
    }
    return assignment
  }

  /// One `name=value`, `name`, `!name` or `?name` of `argument`.
  private static func read(_ item: String, in argument: String, conditions: [String])
    throws(Problem) -> (String, ConditionValue)
  {
    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name: String
    let value: ConditionValue?
    let text: String
    if parts.count == 2 {
      name = String(parts[0])
      text = String(parts[1])
      value = ConditionValue(rawValue: text)
    } else {
      let marked = ConditionValue.marked(Substring(item))
      value = marked.value
      name = String(marked.name)
      text = ""
    }
    guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "!" || $0 == "?" }) else {
      throw Problem(
        message: "'--given' takes a condition and its value, such as session=false or, as an "
          + "expect's `when` writes it, !session; not '\(argument)'")
    }
    guard conditions.contains(name) else {
      guard !conditions.isEmpty else {
        throw Problem(message: "unknown condition '\(name)': the spec declares no conditions")
      }
      throw Problem(
        message: "unknown condition '\(name)' (the spec declares: "
          + conditions.joined(separator: ", ") + ")",
        suggestion: SpellingSuggestion.closest(to: name, among: conditions))
    }
    guard let value else {
      let allowed = ConditionValue.allCases.map(\.rawValue)
      throw Problem(
        message: "invalid value '\(text)' for condition '\(name)' (expected one of: "
          + allowed.joined(separator: ", ") + ")",
        suggestion: SpellingSuggestion.closest(to: text, among: allowed))
    }
    return (name, value)
  }
}
