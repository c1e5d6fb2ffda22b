import FlowRuntime
import FlowSyntax

/// Converts spec literals to typed constants.
enum Constants {
  /// The literal as a constant of `type`, or `nil` when it does not fit.
  static func convert(_ value: Literal.Value, to type: ValueType, optional: Bool) -> ConstantValue?
  {
    switch (value, type) {
    case (.null, _): optional ? .null : nil
    case (.string(let text), .string): .string(text)
    case (.string(let text), .uuid): ValueType.uuid.accepts(text) ? .string(text) : nil
    case (.integer(let number), .int): .int(number)
    case (.integer(let number), .double): .double(Double(number))
    case (.float(let number), .double): .double(number)
    case (.bool(let flag), .bool): .bool(flag)
    default: nil
    }
  }

  /// The type of a placeholder or parameter as written, or `nil` when FlowKit does not support it.
  static func valueType(_ name: String) -> ValueType? {
    ValueType(rawValue: name)
  }
}
