/// A statement in a function body: a line, or a header with a nested, indented body.
public indirect enum SwiftStatement: Hashable, Sendable {
  /// One line of code.
  case line(String)
  /// `header {` body `}`, as in `if`, `guard ... else`, `switch`, or a closure; `trailer` follows the
  /// closing brace on the same line (for `} else {` chains use `.chain`).
  case block(String, [SwiftStatement], trailer: String = "")
  /// `switch subject {` with cases at the switch's own indentation, as swift-format lays them out.
  case switchStatement(String, [SwiftSwitchCase])
  /// An empty line between groups of statements.
  case blank
  /// `keyword value`, such as `return ...` or `throw ...`, with a value the renderer lays out.
  case keyword(String, SwiftExpression)
}

/// `case pattern:` and its body inside a `switch`.
public struct SwiftSwitchCase: Hashable, Sendable {
  /// `case .a, .b` or `default`, without the colon.
  public var label: String
  public var body: [SwiftStatement]

  public init(_ label: String, _ body: [SwiftStatement]) {
    self.label = label
    self.body = body
  }
}
