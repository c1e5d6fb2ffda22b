import FlowSyntax

/// Turns values into Swift source: string literals, doubles and doc comment lines.
public enum SwiftLiteral {
  /// A string literal that evaluates to exactly `value`, for any characters: the escapes of a `.flow`
  /// string, which Swift reads the same way.
  public static func string(_ value: String) -> String {
    StringLiteral.quoted(value)
  }

  /// Lines of a doc comment, each prefixed with `/// ` (or `///` for an empty line).
  public static func docLines(_ lines: [String]) -> [String] {
    lines.map { line in
      let safe = line.replacingNewlines()
      return safe.isEmpty ? "///" : "/// " + safe
    }
  }

  /// A `Double` expression that reads back as exactly `value`: a literal, or for a subnormal value
  /// `Swift.Double(bitPattern: 0x...)`, as Swift warns that a subnormal literal such as `1e-310`
  /// "underflows and loses precision" even when it reads back exactly.
  public static func double(_ value: Double) -> String {
    if value.isSubnormal {
      let bits = String(value.bitPattern, radix: 16, uppercase: true)
      return "Swift.Double(bitPattern: 0x\(String(repeating: "0", count: 16 - bits.count))\(bits))"
    }
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}

extension String {
  /// The line with each newline and carriage return made a space, and every other control
  /// character (C0, DEL, C1) made U+FFFD: a doc comment is one line, and swiftc warns about
  /// control characters in a source file (a NUL is "embedded in middle of file"). The replacement
  /// character marks where one was, as a string literal's `\u{0}` would not in prose.
  ///
  /// A line without a byte that may start a control character is returned as it is: most are,
  /// and rebuilding each scalar by scalar cost `flowc generate` 0.74 billion instructions at
  /// 10,000 routes (0.09 billion with the check).
  fileprivate func replacingNewlines() -> String {
    guard utf8.contains(where: Self.mayStartControl) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x0D: result.append(" ")
      case 0x09: result.append(scalar)
      case 0..<0x20, 0x7F..<0xA0: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `byte` may start a control character: a C0 control or DEL, or 0xC2, which starts
  /// the C1 controls (U+0080-U+009F) and the rest of U+0080-U+00BF.
  private static func mayStartControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == 0xC2
  }
}
