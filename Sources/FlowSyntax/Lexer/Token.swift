/// One token of a `.flow` file, with the doc comment written directly before it.
public struct Token: Sendable {
  public var kind: TokenKind
  public var range: SourceRange
  /// Whether a line break separates this token from the previous one; recovery uses it to spot where
  /// a forgotten `}` should have been.
  public var startsLine: Bool
  /// `///` lines immediately before this token.
  public var docs: DocComment?

  public init(kind: TokenKind, range: SourceRange, startsLine: Bool, docs: DocComment? = nil) {
    self.kind = kind
    self.range = range
    self.startsLine = startsLine
    self.docs = docs
  }
}
