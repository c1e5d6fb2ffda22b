import Foundation

/// What `JSONDecoder` leaves unread in saved state until it decodes a value: the strings. It parses
/// the structure of the whole file, but a string's escapes, its raw control characters and its
/// UTF-8 only when that string is decoded, so a file damaged inside a stack that the snapshot's
/// lenient decoding drops decoded, restored the rest and stayed in the store (the random specs'
/// fifth round). One pass over the bytes, without building anything: `JSONSerialization`, which
/// reads it all, doubled the time a launch spends reading a state at the size limit.
enum JSONStringCheck {
  /// Whether `data` is UTF-8 whose strings hold no raw control character and only JSON's
  /// escapes, `\u` ones pairing their surrogates. Structure is `JSONDecoder`'s to judge.
  static func stringsAreWellFormed(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return UTF8Validation.isValid(bytes) && escapesAreWellFormed(bytes)
    }
  }

  private static func escapesAreWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var inString = false
    // A high surrogate's `\uD800`-`\uDBFF` just read, which a low one must follow at once.
    var awaitingLowSurrogate = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      guard inString else {
        if byte == UInt8(ascii: "\"") { inString = true }
        continue
      }
      if byte != UInt8(ascii: "\\"), awaitingLowSurrogate { return false }
      switch byte {
      case UInt8(ascii: "\""): inString = false
      case 0..<0x20: return false
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return false }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          if awaitingLowSurrogate { return false }
        case UInt8(ascii: "u"):
          guard let unit = codeUnit(in: bytes, at: index) else { return false }
          index += 4
          switch unit {
          case 0xD800...0xDBFF:
            if awaitingLowSurrogate { return false }
            awaitingLowSurrogate = true
          case 0xDC00...0xDFFF:
            if !awaitingLowSurrogate { return false }
            awaitingLowSurrogate = false
          default:
            if awaitingLowSurrogate { return false }
          }
        default: return false
        }
      default: break
      }
    }
    return !inString
  }

  /// The UTF-16 code unit of the four hex digits at `index`, or nil.
  private static func codeUnit(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
    guard index + 4 <= bytes.count else { return nil }
    var unit: UInt16 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = URLBytes.hexValue(byte) else { return nil }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }
}
