import FlowRuntime

/// Spells decoded route literals as apple-app-site-association patterns may: with RFC 3986
/// sub-delims, `:` and `@` kept, as a browser keeps them. The link builder and example links encode
/// those too (`PercentEncoding.encode`), so the export lists a literal in both spellings when they
/// differ.
enum URLPathText {
  /// `text` with every byte outside RFC 3986 `pchar` percent-encoded (uppercase hex), and also `*`
  /// and `?`, which are wildcards in apple-app-site-association patterns.
  static func encode(_ text: String) -> String {
    PercentEncoding.encode(text, keeping: isKept)
  }

  /// Unreserved, sub-delims except `*`, `:` and `@`.
  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      Array("-._~!$&'()+,;=:@".utf8).contains(byte)
    }
  }
}
