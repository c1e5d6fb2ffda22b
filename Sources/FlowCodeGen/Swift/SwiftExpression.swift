/// An expression generated code passes on: code as written, or a call whose arguments the renderer
/// lays out, so that no translator indents a continuation line by hand.
public indirect enum SwiftExpression: Hashable, Sendable {
  /// A name, a literal or a short expression, kept on one line.
  case code(String)
  /// `callee(label: argument, ...)`. Written as a statement's or a property's value, each argument
  /// goes on its own line, one level in; nested in an argument, the call stays on one line.
  case call(String, [SwiftArgument])
}

/// One argument of a `SwiftExpression.call`: `label: value`, or just `value`.
public struct SwiftArgument: Hashable, Sendable {
  public var label: String?
  public var value: SwiftExpression

  public init(_ label: String? = nil, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }

  /// An argument whose value is code as written.
  public static func code(_ label: String?, _ code: String) -> Self {
    Self(label, .code(code))
  }
}
