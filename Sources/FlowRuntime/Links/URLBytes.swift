/// Byte-level facts about URL text (RFC 3986), shared by the link scanner and the URL builder.
enum URLBytes {
  /// RFC 3986 `unreserved`: the only bytes the builder writes without a percent escape.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// Bytes a link may contain anywhere: unreserved, `%`, and the delimiters of RFC 3986 except `[`
  /// and `]`, which only bracket IP literals, a host form no app lists.
  static func isAllowedInLink(_ byte: UInt8) -> Bool {
    if isUnreserved(byte) { return true }
    return switch byte {
    case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"),
      UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
      UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: "%"):
      true
    default: false
    }
  }

  /// RFC 3986 `scheme` after its first letter: `ALPHA / DIGIT / "+" / "-" / "."`.
  static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// An ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
  }

  /// The value of one hex digit, either case.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A control character: `%00`..`%1F` and `%7F`, refused after decoding.
  static func isControl(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F
  }

  /// ASCII lowercase; other bytes unchanged.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }

  /// Whether two byte sequences are equal ignoring ASCII case.
  static func equalIgnoringCase<Left: Collection<UInt8>, Right: Collection<UInt8>>(
    _ left: Left, _ right: Right
  ) -> Bool {
    left.count == right.count && zip(left, right).allSatisfy { lowercased($0) == lowercased($1) }
  }

  /// Text for a reason: ASCII-lowercased, decoded leniently (the bytes are already checked ASCII).
  static func lowercasedText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes.map(lowercased), as: UTF8.self)
  }
}
