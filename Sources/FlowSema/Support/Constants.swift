import FlowSyntax

/// Converts spec literals to typed constants.
enum Constants {
  /// The literal as a constant of `type`, or `nil` when it does not fit.
  static func convert(_ value: Literal.Value, to type: ValueType, optional: Bool) -> ConstantValue?
  {
    switch (value, type) {
    case (.null, _): optional ? .null : nil
    case (.string(let text), .string): .string(text)
    case (.string(let text), .uuid): isUUID(text) ? .string(text) : nil
    case (.integer(let number), .int): .int(number)
    case (.integer(let number), .double): .double(Double(number))
    case (.float(let number), .double): .double(number)
    case (.bool(let flag), .bool): .bool(flag)
    default: nil
    }
  }

  /// Whether `text` is a UUID in the 8-4-4-4-12 hexadecimal form.
  static func isUUID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return false }
    for (offset, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(offset) {
        if byte != 0x2D { return false }
      } else if !(ASCII.isDigit(byte) || (0x41...0x46).contains(byte)
        || (0x61...0x66).contains(byte))
      {
        return false
      }
    }
    return true
  }

  /// The type of a placeholder or parameter as written, or `nil` when FlowKit does not support it.
  static func valueType(_ name: String) -> ValueType? {
    ValueType(rawValue: name)
  }
}
