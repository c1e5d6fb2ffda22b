/// An expression in generated code, as nodes: the renderer alone turns it into text, so no translator
/// spells an operator, a separator or a continuation line.
public indirect enum SwiftExpression: Hashable, Sendable {
  /// A name as written: a variable, `self`, `nil`, or a type with its module (`FlowRuntime.Landing`).
  case name(String)
  /// A string literal of exactly this text; the renderer escapes it (`SwiftLiteral.string`).
  case string(String)
  /// A number or Boolean literal as written, such as `42`, `1.5` or `true`.
  case number(String)
  /// `base.member`, or `.member` (an implicit member) when `base` is `nil`.
  case member(SwiftExpression?, name: String)
  /// `callee(label: argument, ...)`, on one line unless wrapped in `multiline`.
  case call(SwiftExpression, arguments: [SwiftArgument])
  /// `base[index]`.
  case `subscript`(SwiftExpression, SwiftExpression)
  /// `lhs op rhs`, such as `a ?? b` or `a == b`.
  case binary(SwiftExpression, String, SwiftExpression)
  /// `base?`, optional chaining before a member.
  case optionalChain(SwiftExpression)
  /// `condition ? then : otherwise`.
  case ternary(SwiftExpression, SwiftExpression, SwiftExpression)
  /// `op operand` with no space, such as `&values`, or `try operand` for a keyword.
  case prefix(String, SwiftExpression)
  /// `[a, b]`.
  case array([SwiftExpression])
  /// `[key: value, ...]`, or `[:]` when empty.
  case dictionary([SwiftDictionaryEntry])
  /// `(a, b)`.
  case tuple([SwiftExpression])
  /// `{ parameters in body }`, or `{ body }` without parameters.
  case closure(parameters: [String], SwiftExpression)
  /// `\.path`.
  case keyPath(String)
  /// The call, array or dictionary laid out one argument or element a line, one level in, however
  /// deeply it is nested; everything else stays on one line.
  case multiline(SwiftExpression)

  /// `base.member` for a base given as a name, such as `Self.table`.
  public static func member(_ base: String, _ member: String) -> Self {
    .member(.name(base), name: member)
  }

  /// `.name`, an implicit member such as an enum case.
  public static func implicit(_ name: String) -> Self { .member(nil, name: name) }

  /// A case of `Self` without values, where the expected type is `Self?` (a failable lookup's
  /// `return`): `.name`, but `Self.none` for a case named `none`, which Swift would otherwise read
  /// as `Optional.none`, with a warning, and `nil` at run time.
  public static func caseOfOptionalSelf(_ name: String) -> Self {
    name == "none" ? .member("Self", name) : .implicit(name)
  }

  /// A call of a function or type given by name.
  public static func call(_ callee: String, _ arguments: [SwiftArgument]) -> Self {
    .call(.name(callee), arguments: arguments)
  }

  /// A call of a function reached through an expression, such as `self.path(...)`.
  public static func call(_ callee: Self, _ arguments: [SwiftArgument]) -> Self {
    .call(callee, arguments: arguments)
  }

  /// `try expression`.
  public static func `try`(_ expression: Self) -> Self { .prefix("try ", expression) }

  /// `&name`, an `inout` argument.
  public static func `inout`(_ name: String) -> Self { .prefix("&", .name(name)) }
}

/// One argument of a `SwiftExpression.call`: `label: value`, or just `value`.
public struct SwiftArgument: Hashable, Sendable {
  public var label: String?
  public var value: SwiftExpression

  public init(_ label: String?, _ value: SwiftExpression) {
    self.label = label
    self.value = value
  }

  /// An argument without a label.
  public init(_ value: SwiftExpression) {
    self.init(nil, value)
  }
}

/// One `key: value` entry of a dictionary literal.
public struct SwiftDictionaryEntry: Hashable, Sendable {
  public var key: SwiftExpression
  public var value: SwiftExpression

  public init(_ key: SwiftExpression, _ value: SwiftExpression) {
    self.key = key
    self.value = value
  }
}
