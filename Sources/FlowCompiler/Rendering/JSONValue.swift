/// A JSON value with object keys in a fixed order, written byte for byte the same every time.
///
/// Hand-written because `JSONEncoder` formats differently on Darwin and Linux.
package indirect enum JSONValue {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  case integer(Int)
  /// A number that need not be whole; a non-finite value (never from a spec) is written `null`.
  case double(Double)
  case bool(Bool)
  case null

  /// Pretty-printed with two-space indentation, `"key": value`, and no trailing newline; an object of
  /// scalars only (a source location) stays on one line.
  package func serialized() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output
  }

  private var isScalar: Bool {
    switch self {
    case .object, .array: false
    case .string, .integer, .double, .bool, .null: true
    }
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null:
      output += "null"
    case .integer(let value):
      output += String(value)
    case .double(let value):
      output += value.isFinite ? String(value) : "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .string(let value):
      output += Self.quoted(value)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      if members.allSatisfy({ $0.value.isScalar }) {
        output += "{"
        output += members.map { Self.quoted($0.key) + ": " + $0.value.serialized() }
          .joined(separator: ", ")
        output += "}"
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + Self.quoted(member.key) + ": "
        member.value.write(to: &output, indent: inner)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as
  /// UTF-8, except U+2028 and U+2029, escaped so the output is also valid JavaScript.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
