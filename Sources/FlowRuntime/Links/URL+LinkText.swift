import Foundation

extension URL {
  /// The link text a `URL` stands for, so that `RouteTable.match(_: URL)` and `Navigator.open(url:)`
  /// give the same answer as their `String` forms for the text the URL was made from.
  ///
  /// `URL(string:)` repairs text it considers invalid before `absoluteString` can be read: it
  /// percent-encodes spaces, stray `%`, `"`, `|`, `[`, non-ASCII bytes and controls, and IDNA-encodes
  /// a non-ASCII host (`bücher` -> `xn--bcher-kva`). Such text is refused by the matcher, but its
  /// repaired form might match. swift-foundation keeps the text as given in `dataRepresentation` for
  /// every component it repaired (and `relativeString` otherwise), so when the two differ the given
  /// text is what gets matched, and it is refused with the same reason as the `String` entry point.
  /// A base URL is checked the same way. Not detectable: a host that Unicode's IDNA mapping turns
  /// into plain ASCII (fullwidth letters, `。`, a soft hyphen or zero-width space dropped) gives a URL
  /// equal to the one made from the ASCII text, and is read as that (docs/DeepLinks.md).
  @usableFromInline
  var linkText: String {
    // A repair always leaves a `%` escape or an IDNA `xn--` label in the text; a URL without a base
    // and with neither was kept as given, and its text is `relativeString`: no copy to compare.
    if baseURL == nil {
      let text = relativeString
      if !Self.mayBeRepaired(text) { return text }
    }
    var part: URL? = self
    while let url = part {
      let given = url.dataRepresentation
      if !Self.isSame(given, as: url.relativeString) {
        return String(decoding: given, as: UTF8.self)
      }
      part = url.baseURL
    }
    return absoluteString
  }

  /// Whether this URL (not its base) was made from exactly `text`, its `relativeString`: false
  /// when Foundation repaired the text it was given.
  func isGivenText(_ text: String) -> Bool {
    Self.isSame(dataRepresentation, as: text)
  }

  /// Whether `data` holds exactly `text`'s UTF-8, compared in place with one `memcmp`: building a
  /// `String` from the data was a third of reading an escaped link's text, and the generic
  /// `elementsEqual` over the two buffers cost more than Foundation's copy itself.
  private static func isSame(_ data: Data, as text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      data.withUnsafeBytes { given in
        given.count == bytes.count
          && (bytes.isEmpty || memcmp(given.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
      }
    }
  }

  /// Whether `text` has a `%` or an `xn--` (any case), the marks of Foundation's repairs: eight
  /// bytes at a time, looking at each byte only of a word holding a `%`, an `x` or an `X` (the
  /// byte loop alone was an eighth of matching a link from a `URL`).
  static func mayBeRepaired(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { mayBeRepaired($0) }
  }

  /// `mayBeRepaired(_: String)` for the bytes of part of a link's text.
  static func mayBeRepaired(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var index = 0
    while index + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
      )
      if mayHoldMark(word) {
        for offset in index..<index + 8 where isMark(at: offset, in: bytes) { return true }
      }
      index += 8
    }
    while index < bytes.count {
      if isMark(at: index, in: bytes) { return true }
      index += 1
    }
    return false
  }

  /// Whether one of `word`'s eight bytes is a `%`, an `x` or an `X`: a byte equal to the one looked
  /// for is a zero byte once the two are xor-ed, and `(v - 0x01...) & ~v & 0x80...` is non-zero
  /// exactly when `v` has a zero byte.
  private static func mayHoldMark(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let percent = word ^ (ones &* UInt64(UInt8(ascii: "%")))
    let x = (word | ones &* 0x20) ^ (ones &* UInt64(UInt8(ascii: "x")))
    return ((percent &- ones) & ~percent | (x &- ones) & ~x) & (ones &* 0x80) != 0
  }

  /// Whether a `%`, or an `xn--` in any case, starts at `index`.
  private static func isMark(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let byte = bytes[index]
    if byte == UInt8(ascii: "%") { return true }
    return byte | 0x20 == UInt8(ascii: "x") && index + 3 < bytes.count
      && bytes[index + 1] | 0x20 == UInt8(ascii: "n") && bytes[index + 2] == UInt8(ascii: "-")
      && bytes[index + 3] == UInt8(ascii: "-")
  }
}
