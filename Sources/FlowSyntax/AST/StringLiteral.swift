/// A quoted string with its escapes resolved.
public struct StringLiteral: Hashable, Sendable {
  /// The value after escapes are resolved.
  public var value: String
  /// The whole literal, quotes included.
  public var range: SourceRange
  /// Whether the literal contained escapes; when it did not, byte `i` of `value` sits at source offset
  /// `range.start + 1 + i`, which lets diagnostics point inside the string.
  public var hasEscapes: Bool

  public init(value: String, range: SourceRange, hasEscapes: Bool) {
    self.value = value
    self.range = range
    self.hasEscapes = hasEscapes
  }

  /// The source range of bytes `offset..<offset+length` of `value`, or the whole literal if escapes make
  /// that mapping unknown.
  public func range(ofValueBytes offset: Int, length: Int) -> SourceRange {
    guard !hasEscapes else { return range }
    let start = range.start + 1 + offset
    return SourceRange(start: start, end: start + length)
  }
}

extension StringLiteral {
  /// A quoted literal that reads back as exactly `value`, for any characters: what a tool writes for a
  /// spec author to paste (`flowc resolve`, fix-its). Swift reads the same escapes the same way, so
  /// generated code writes its string literals with it too: one place escapes.
  ///
  /// Control characters (C0, DEL, C1) are written as `\u{...}`, as a source line cannot hold them.
  public static func quoted(_ value: String) -> String {
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
}
