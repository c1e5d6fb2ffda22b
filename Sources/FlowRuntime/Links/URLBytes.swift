/// Byte-level facts about URL text (RFC 3986), shared by the link scanner, the URL builder and the
/// checker's scheme rule (`package`), so a scheme the checker accepts is one the matcher reads.
package enum URLBytes {
  /// RFC 3986 `unreserved`: the only bytes the builder writes without a percent escape.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    isMember(byte, low: 0x03FF_6000_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
  }

  /// Bytes a link may contain anywhere: unreserved, `%`, and the delimiters of RFC 3986 except `[`
  /// and `]`, which only bracket IP literals, a host form no app lists.
  static func isAllowedInLink(_ byte: UInt8) -> Bool {
    isMember(byte, low: 0xAFFF_FFFA_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
  }

  /// Whether an ASCII byte is in a set given as two 64-bit masks (bytes 0-63 and 64-127).
  private static func isMember(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
    switch byte {
    case 0..<64: low >> UInt64(byte) & 1 == 1
    case 64..<128: high >> UInt64(byte - 64) & 1 == 1
    default: false
    }
  }

  /// RFC 3986 `scheme` after its first letter: `ALPHA / DIGIT / "+" / "-" / "."`.
  package static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// Where the first `.` or `..` part of a decoded path segment starts, its parts being what lies
  /// between its `/`s (each an escaped `%2F`), and whether it is `..`; nil when it has none. A
  /// segment with such a part is refused, as a `.` or `..` segment is: a catch-all's value is a path
  /// made of its segments, and `..%2F..%2Fetc` must not walk out of it.
  package static func firstDotPart(in bytes: UnsafeBufferPointer<UInt8>) -> (
    offset: Int, isDotDot: Bool
  )? {
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
      let count = end - start
      if (1...2).contains(count), bytes[start] == UInt8(ascii: "."),
        count == 1 || bytes[start + 1] == UInt8(ascii: ".")
      {
        return (start, count == 2)
      }
      start = end + 1
    }
    return nil
  }

  /// The `/` of a decoded path segment that leaves an empty part beside it: its first byte, its
  /// last, or the second of two together (`/etc`, `a/`, `a//b`); nil when there is none. A
  /// catch-all's value is its segments joined with `/`, so such a segment would give it an
  /// absolute path (`%2Fetc%2Fpasswd` is `/etc/passwd`) or an empty segment the link, written
  /// out, is refused for. Another placeholder's value is one text, where a `/` is only data.
  package static func firstEmptyPart(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let slash = UInt8(ascii: "/")
    guard let first = bytes.first, let last = bytes.last else { return nil }
    if first == slash { return 0 }
    for index in 1..<bytes.count where bytes[index] == slash && bytes[index - 1] == slash {
      return index
    }
    return last == slash ? bytes.count - 1 : nil
  }

  /// Where the escape or byte that wrote decoded byte `offset` of a path segment starts in the
  /// link, the segment starting at `start` in both: every byte before it took three bytes of the
  /// link if it was an escape, else one (a path's `+` is a plus).
  static func sourceOffset(
    ofDecoded offset: Int, from start: Int, in source: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var index = start
    for _ in 0..<offset {
      index += source[index] == UInt8(ascii: "%") ? 3 : 1
    }
    return index
  }

  /// An ASCII letter.
  package static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
  }

  /// The value of one hex digit, either case.
  package static func hexValue(_ byte: UInt8) -> UInt8? {
    let value = hexDigits[Int(byte)]
    return value < 16 ? value : nil
  }

  /// Every byte's value as a hex digit, or `notHex`: a lookup rather than a range test per byte,
  /// so a UUID's 32 digits read without a branch each.
  nonisolated(unsafe) static let hexDigits: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 {
      table[byte] =
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt8(byte) - UInt8(ascii: "A") + 10
        default: notHex
        }
    }
    return UnsafePointer(table)
  }()

  /// The mark `hexDigits` gives a byte that is no hex digit: a bit no digit's value has.
  static let notHex: UInt8 = 0x10

  /// ASCII lowercase; other bytes unchanged.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// Whether a scheme is `https` in any case, without allocating: its first four bytes compared as
  /// one word. Setting bit 5 maps a byte to a letter only from that letter in either case, so
  /// `byte | 0x20` equals a lowercase letter exactly when the byte is that letter.
  static func isHTTPS(_ scheme: UnsafeBufferPointer<UInt8>) -> Bool {
    guard scheme.count == 5, let base = scheme.baseAddress else { return false }
    let http = UInt32(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt32.self))
    return http | 0x2020_2020 == 0x7074_7468 && scheme[4] | 0x20 == UInt8(ascii: "s")
  }

  /// Text for a reason: ASCII-lowercased, decoded leniently (the bytes are already checked ASCII).
  static func lowercasedText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // Written in place, so a short scheme or host stays a small string with no allocation.
    String(unsafeUninitializedCapacity: bytes.count) { output in
      for (index, byte) in bytes.enumerated() { output[index] = lowercased(byte) }
      return bytes.count
    }
  }
}
