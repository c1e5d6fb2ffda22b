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

  /// The supported type meant by a name other languages and frameworks give it (`Integer`,
  /// `Float`, `NSString`), which spelling alone does not reach: `Integer` is as far from `Int` as
  /// from `UUID` (a new-users review got no suggestion for it, though `Boolean` got `Bool`).
  static func valueType(meantBy name: String) -> ValueType? {
    switch name {
    // Only types whose values `Int` and `Double` hold: not `UInt64` (beyond `Int.max`) or
    // `Decimal` (digits `Double` rounds), where the suggestion would change the values read.
    case "Integer", "Int8", "Int16", "Int32", "Int64", "Long", "NSInteger": .int
    case "Float", "Float32", "Float64", "CGFloat": .double
    case "Boolean", "BOOL", "ObjCBool": .bool
    case "NSString", "Substring", "Str", "Text", "Character": .string
    case "NSUUID", "Uuid", "GUID", "Guid": .uuid
    default: nil
    }
  }
}
