/// One token of a `.flow` file.
///
/// A doc comment is not a field (it is in `Lexer.Output.docComments`, by token position): few
/// tokens have one, and the optional comment made every token 24 bytes larger, a third of a token
/// list that the lexer writes, the parser reads and freeing reads again, each time from memory.
public struct Token: Sendable {
  public let kind: TokenKind
  /// `kind`'s case, stored beside it: the parser asks every token whether it is some punctuation,
  /// and reading `kind` to compare copies its payload (an identifier's or string's text).
  public let tag: TokenKind.Tag
  /// The keyword an identifier spells, if any, looked up once here rather than at every question the
  /// parser asks; whether it acts as one depends on where it stands.
  public let keyword: Keyword?
  public var range: SourceRange
  /// Whether a line break separates this token from the previous one; recovery uses it to spot where
  /// a forgotten `}` should have been.
  public var startsLine: Bool

  // The lexer makes tokens with the memberwise initializer (its keyword already read from the
  // identifier's bytes), which the compiler synthesizes only while the struct's body declares no
  // initializer: a hand-written one built each token in memory and then copied and destroyed it.
}

extension Token {
  public init(kind: TokenKind, range: SourceRange, startsLine: Bool) {
    let keyword: Keyword?
    if case .identifier(let text) = kind {
      keyword = Keyword.spelled(by: text.utf8)
    } else {
      keyword = nil
    }
    self.init(kind: kind, tag: kind.tag, keyword: keyword, range: range, startsLine: startsLine)
  }
}
