import FlowRuntime

/// Byte classes used by the URL-related checks and Swift naming, which must not depend on the
/// platform's locale; `flowc diff` folds hosts with `lowercased(_:)` too.
package enum ASCII {
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

  /// `text`, percent-encoded as a pattern writes it, with its ASCII capitals lowered, written or
  /// escaped: `%55` (`U`) becomes `u`, and every other escape stays as written but for its hex.
  static func loweredKeepingEscapes(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var lowered: [UInt8] = []
    lowered.reserveCapacity(bytes.count)
    var position = 0
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "%"), position + 2 < bytes.count,
        let high = URLBytes.hexValue(bytes[position + 1]),
        let low = URLBytes.hexValue(bytes[position + 2]),
        isUppercase(high << 4 | low)
      {
        lowered.append((high << 4 | low) | 0x20)
        position += 3
        continue
      }
      let byte = bytes[position]
      lowered.append(isUppercase(byte) ? byte | 0x20 : byte)
      position += 1
    }
    return String(decoding: lowered, as: UTF8.self)
  }

  /// `text` with its ASCII capitals lowered and every other character kept, as the matcher folds
  /// a custom-scheme link's host (`String.lowercased()` would lower `É` too).
  package static func lowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { isUppercase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
