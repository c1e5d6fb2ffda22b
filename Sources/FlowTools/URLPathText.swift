/// Spells decoded route literals as they appear in apple-app-site-association patterns; example
/// links are spelled as the link builder spells them (`PercentEncoding`).
enum URLPathText {
  /// `text` with every byte outside RFC 3986 `pchar` percent-encoded (uppercase hex), and also `*`
  /// and `?`, which are wildcards in apple-app-site-association patterns.
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isKept(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hex(byte >> 4) + hex(byte & 0x0F)
      }
    }
    return result
  }

  /// Unreserved, sub-delims except `*`, `:` and `@`.
  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      Array("-._~!$&'()+,;=:@".utf8).contains(byte)
    }
  }

  private static func hex(_ nibble: UInt8) -> String {
    String(nibble, radix: 16, uppercase: true)
  }
}
