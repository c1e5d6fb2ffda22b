/// The one place that percent-encodes: RFC 3986 `unreserved` bytes stay, every other byte of the
/// UTF-8 becomes `%XX` (uppercase hex), so `/`, `%`, `?`, `#`, `+` and spaces are always data.
/// `package`, so that the example links the checker and tools print are spelled as the builder
/// spells links, and so are ones the matcher accepts.
package enum PercentEncoding {
  /// Appends `text`, encoded, to `output`.
  static func append(_ text: String, to output: inout [UInt8]) {
    append(text, to: &output, keeping: URLBytes.isUnreserved)
  }

  /// `text` encoded as a new string.
  package static func encode(_ text: String) -> String {
    encode(text, keeping: URLBytes.isUnreserved)
  }

  /// `text` encoded, but with the bytes `isKept` accepts left as they are: the export spells
  /// apple-app-site-association patterns with more of RFC 3986 `pchar` kept than the builder keeps.
  /// `isKept` must refuse `%`, or a kept byte could read as an escape.
  package static func encode(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    append(text, to: &output, keeping: isKept)
    return String(decoding: output, as: UTF8.self)
  }

  /// Inlined so that the builder's calls compile to the loop over `URLBytes.isUnreserved` alone.
  @inline(__always)
  private static func append(
    _ text: String, to output: inout [UInt8], keeping isKept: (UInt8) -> Bool
  ) {
    for byte in text.utf8 {
      if isKept(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
      }
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}
