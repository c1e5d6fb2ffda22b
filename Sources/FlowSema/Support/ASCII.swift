/// Byte classes used by the URL-related checks and Swift naming, which must not depend on the
/// platform's locale.
enum ASCII {
  static func isLetter(_ byte: UInt8) -> Bool {
    isUppercase(byte) || isLowercase(byte)
  }

  static func isUppercase(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte)
  }

  static func isLowercase(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte)
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// `text` with its ASCII capitals lowered and every other character kept, as the matcher folds
  /// a custom-scheme link's host (`String.lowercased()` would lower `É` too).
  static func lowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { isUppercase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
