/// The one place that percent-encodes: RFC 3986 `unreserved` bytes stay, every other byte of the
/// UTF-8 becomes `%XX` (uppercase hex), so `/`, `%`, `?`, `#`, `+` and spaces are always data.
/// `package`, so that the example links the checker and tools print are spelled as the builder
/// spells links, and so are ones the matcher accepts.
package enum PercentEncoding {
  /// Appends `text`, encoded, to `output`.
  static func append(_ text: String, to output: inout [UInt8]) {
    for byte in text.utf8 {
      if URLBytes.isUnreserved(byte) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
      }
    }
  }

  /// `text` encoded as a new string.
  package static func encode(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    append(text, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}
