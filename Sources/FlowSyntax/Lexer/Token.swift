/// One token of a `.flow` file, with the doc comment written directly before it.
public struct Token: Sendable {
  public let kind: TokenKind
  /// The keyword an identifier spells, if any, looked up once here rather than at every question the
  /// parser asks; whether it acts as one depends on where it stands.
  public let keyword: Keyword?
  public var range: SourceRange
  /// Whether a line break separates this token from the previous one; recovery uses it to spot where
  /// a forgotten `}` should have been.
  public var startsLine: Bool
  /// `///` lines immediately before this token.
  public var docs: DocComment?

  public init(kind: TokenKind, range: SourceRange, startsLine: Bool, docs: DocComment? = nil) {
    self.kind = kind
    keyword = Self.keyword(kind)
    self.range = range
    self.startsLine = startsLine
    self.docs = docs
  }

  /// The keyword an identifier spells. Every keyword starts with a lowercase letter, so a name that
  /// does not (`ProjectDetail`) is answered without a table lookup.
  private static func keyword(_ kind: TokenKind) -> Keyword? {
    guard case .identifier(let text) = kind, let first = text.utf8.first,
      first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
    else { return nil }
    return Keyword(rawValue: text)
  }
}
