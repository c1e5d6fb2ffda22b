/// A set of ASCII bytes as two 64-bit masks, one bit per byte value: whether a byte is in it is a
/// shift and a test, where a chain of range comparisons or a `switch` over a dozen cases is several
/// compares and branches, and the lexer and the route pattern parser ask it of every byte of every
/// name and pattern. No byte of 128 or more is in any set.
struct ASCIISet {
  /// Bytes 0 to 63, byte `b` at bit `b`.
  let low: UInt64
  /// Bytes 64 to 127, byte `b` at bit `b - 64`.
  let high: UInt64

  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    let word = byte < 64 ? low : high
    return byte < 128 && (word &>> UInt64(byte & 63)) & 1 != 0
  }

  /// `A`-`Z`, `a`-`z` and `_`: what starts a name.
  static var identifierStart: ASCIISet { ASCIISet(low: 0, high: 0x07FF_FFFE_87FF_FFFE) }

  /// `identifierStart` and the digits: what continues a name.
  static var identifierContinue: ASCIISet {
    ASCIISet(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  }

  /// RFC 3986 `unreserved`: letters, digits, `-`, `.`, `_` and `~`.
  static var unreserved: ASCIISet {
    ASCIISet(low: 0x03FF_6000_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
  }

  /// RFC 3986 `pchar` minus `%`: `unreserved`, the sub-delims (`!$&'()*+,;=`), `:` and `@`.
  static var pathCharacter: ASCIISet {
    ASCIISet(low: 0x2FFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
  }
}
