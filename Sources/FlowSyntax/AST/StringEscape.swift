/// Where one escape of a string literal is written, and how much of the value it and what comes
/// before it make: what maps a byte of the value back to the source once escapes shift them.
public struct StringEscape: Hashable, Sendable {
  /// The escape as written, backslash included (`\u{E9}`).
  public var written: SourceRange
  /// The value's length in UTF-8 bytes once this escape is read: its own bytes end there.
  public var valueEnd: Int

  public init(written: SourceRange, valueEnd: Int) {
    self.written = written
    self.valueEnd = valueEnd
  }
}
