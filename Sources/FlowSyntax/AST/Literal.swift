/// A constant written in the spec: a parameter default or a landing argument.
public struct Literal: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case bool(Bool)
    case null
  }

  public var value: Value
  public var range: SourceRange

  public init(_ value: Value, range: SourceRange) {
    self.value = value
    self.range = range
  }
}
