/// Turns values into Swift source: string literals and identifiers. The one place that escapes.
public enum SwiftLiteral {
  /// A string literal that evaluates to exactly `value`, for any characters.
  public static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Lines of a doc comment, each prefixed with `/// ` (or `///` for an empty line).
  public static func docLines(_ lines: [String]) -> [String] {
    lines.map { line in
      let safe = line.replacingNewlines()
      return safe.isEmpty ? "///" : "/// " + safe
    }
  }

  /// A `Double` literal that reads back as the same value.
  public static func double(_ value: Double) -> String {
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    String(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
  }
}
