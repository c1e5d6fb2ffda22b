/// The characters a link's text may not carry once decoded: Unicode's control characters (general
/// category Cc: U+0000-U+001F, U+007F and U+0080-U+009F) and the bidirectional formatting characters
/// that RFC 3987 (section 4.1) keeps out of links (U+200E, U+200F, U+202A-U+202E), with the isolates
/// and the Arabic letter mark Unicode 6.3 added to them (U+2066-U+2069, U+061C): every scalar with
/// the Bidi_Control property. No route needs one, and a value holding one can make
/// what an app shows read differently from what it holds (`%E2%80%AE` is U+202E RIGHT-TO-LEFT
/// OVERRIDE). The matcher refuses them, the URL builder never writes them and the checker refuses a
/// route literal holding one, all asking here.
package enum ControlCharacters {
  /// Whether one byte is a control character on its own (C0 or DEL): what the matcher asks of an
  /// escape as it decodes it. The others are two and three bytes long (`firstOffset(in:)`).
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// Whether one scalar is one: the checker names it.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    contains(in: String(scalar))
  }

  /// Whether `text` holds one.
  package static func contains(in text: String) -> Bool {
    var text = text
    return text.withUTF8 { firstOffset(in: $0) != nil }
  }

  /// The byte offset where the first one starts in UTF-8 `bytes`, or nil. Only C0 and DEL are
  /// ASCII; the rest start with 0xC2 (C1: `C2 80`-`C2 9F`), 0xD8 (`D8 9C`) or 0xE2 (`E2 80 8E`,
  /// `E2 80 8F`, `E2 80 AA`-`E2 80 AE`, `E2 81 A6`-`E2 81 A9`), so other bytes are passed over.
  package static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isControl(byte) { return index }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return index
      }
      if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C { return index }
      if byte == 0xE2, index + 2 < bytes.count {
        let second = bytes[index + 1]
        let third = bytes[index + 2]
        let isBidiFormatting =
          second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third))
          || second == 0x81 && (0xA6...0xA9).contains(third)
        if isBidiFormatting { return index }
      }
      index += 1
    }
    return nil
  }
}
