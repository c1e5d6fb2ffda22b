import FlowSyntax

/// The wording of every expectation diagnostic, in one place.
enum ExpectationMessages {
  static func landsInsteadOfNothing(_ url: String, _ landing: VisibleLanding) -> String {
    "'\(url)' was expected to match nothing, but it lands on \(landing.summary)\(landing.placeClause) (route '\(landing.route)')"
  }

  static func noMatch(_ url: String, reason: String, expected: String) -> String {
    "'\(url)' matches no route (\(reason)); expected \(expected)"
  }

  static func wrongLanding(
    _ url: String, when: String = "", _ landing: VisibleLanding, count: Int, expected: String
  ) -> String {
    "'\(url)'\(when) lands on \(landing.tail(count))\(landing.placeClause), not \(expected)"
  }

  static let failureHelp =
    "if the spec does what you want, change this expect to say what happens; if not, change the "
    + "spec (its routes, guards or pushes) until the link does what the expect says"

  static func matchedRoute(_ route: String) -> String { "route '\(route)' matched it" }

  static func unknownName(_ name: String, kind: String, suggestion: String?) -> String {
    let base = "unknown \(kind) '\(name)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }

  static func unknownParameter(_ label: String, screen: String, suggestion: String?) -> String {
    let base = "'\(screen)' has no parameter '\(label)'"
    return suggestion.map { base + "; did you mean '\($0)'?" } ?? base
  }

  static func noParameters(_ screen: String) -> String { "'\(screen)' takes no parameters" }

  static func duplicateArgument(_ label: String) -> String {
    "argument '\(label)' is given more than once"
  }

  static let previousArgument = "first given here"

  static func needsValue(_ name: String) -> String {
    "'\(name)' is a name, but the arguments of an expect are values, such as 42 or \"abc\""
  }

  static func valueMismatch(_ value: String, parameter: String, screen: String, type: String)
    -> String
  {
    "\(value) does not fit parameter '\(parameter)' of '\(screen)', which is of type \(type)"
  }

  static func replaceWith(_ text: String) -> String { "replace with '\(text)'" }

  static func conditionRepeated(_ name: String) -> String {
    "condition '\(name)' is named more than once"
  }

  static let previousCondition = "first named here"

  /// ` when !session, premium`, or nothing for a signed-in launch.
  static func when(_ terms: [ConditionTerm]) -> String {
    terms.isEmpty ? "" : " when " + terms.map(\.text).joined(separator: ", ")
  }

  static func heldInsteadOfLanding(
    _ url: String, when: String, waitingFor: [String], expected: String
  ) -> String {
    "'\(url)'\(when) is held until \(hold(waitingFor)), instead of landing on \(expected)"
  }

  static func landsInsteadOfHeld(_ url: String, when: String, _ landing: VisibleLanding)
    -> String
  {
    "'\(url)'\(when) lands on \(landing.summary)\(landing.placeClause) at once, but was expected to be held"
  }

  static func refused(_ url: String, when: String, reason: String) -> String {
    "'\(url)'\(when) is refused (\(reason))"
  }

  static func noMatchInsteadOfHeld(_ url: String, reason: String) -> String {
    "'\(url)' matches no route (\(reason)), so it cannot be held"
  }

  static func wrongFollowUp(
    _ url: String, then: [String], _ landing: VisibleLanding, count: Int, expected: String
  ) -> String {
    "once \(hold(then)), '\(url)' lands on \(landing.tail(count))\(landing.placeClause), "
      + "not \(expected)"
  }

  static func stillHeld(_ url: String, then: [String], waitingFor: [String], expected: String)
    -> String
  {
    "once \(hold(then)), '\(url)' is still held until \(hold(waitingFor)), "
      + "instead of landing on \(expected)"
  }

  static func dropped(_ url: String, then: [String], expected: String) -> String {
    "once \(hold(then)), '\(url)' is dropped instead of landing on \(expected)"
  }

  /// `session holds`, or `session, premium hold`.
  private static func hold(_ conditions: [String]) -> String {
    conditions.joined(separator: ", ") + (conditions.count == 1 ? " holds" : " hold")
  }
}
