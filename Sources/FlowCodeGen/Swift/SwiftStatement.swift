/// A statement in a function body, as nodes: headers, conditions and values are structured, and the
/// renderer alone decides indentation and line breaks.
public indirect enum SwiftStatement: Hashable, Sendable {
  /// `let name = value`, `var name: Type = value`.
  case variable(SwiftBindingKeyword, String, type: String? = nil, SwiftExpression)
  /// `target = value`.
  case assignment(SwiftExpression, SwiftExpression)
  /// An expression on its own: a call, or a getter's single-expression value.
  case expression(SwiftExpression)
  /// `return value`, or a bare `return`.
  case `return`(SwiftExpression?)
  /// `throw value`.
  case `throw`(SwiftExpression)
  /// `guard conditions else { body }`.
  case `guard`([SwiftCondition], else: [SwiftStatement])
  /// `if conditions { body }`.
  case `if`([SwiftCondition], then: [SwiftStatement])
  /// `switch subject {` with cases at the switch's own indentation, as swift-format lays them out;
  /// a case without statements gets `break`.
  case `switch`(SwiftExpression, [SwiftSwitchCase])
}

/// `let` or `var`.
public enum SwiftBindingKeyword: String, Hashable, Sendable {
  case `let`
  case `var`
}

/// One condition of an `if` or `guard`.
public enum SwiftCondition: Hashable, Sendable {
  /// `let name = value`: an optional binding.
  case binding(String, SwiftExpression)
  /// A Boolean expression.
  case expression(SwiftExpression)
}

/// `case pattern:` and its body inside a `switch`.
public struct SwiftSwitchCase: Hashable, Sendable {
  public var pattern: SwiftPattern
  public var body: [SwiftStatement]

  public init(_ pattern: SwiftPattern, _ body: [SwiftStatement]) {
    self.pattern = pattern
    self.body = body
  }
}

/// What a `switch` case matches.
public enum SwiftPattern: Hashable, Sendable {
  /// `case .name`, or `case .name(let a, let b)` binding each associated value to a name.
  case enumCase(String, bindings: [String] = [])
  /// `case value`, such as `case 3`.
  case value(SwiftExpression)
  /// `default`.
  case `default`
}
