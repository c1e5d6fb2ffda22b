/// The `///` lines written directly before a token, and that token's position in the token list.
public struct AttachedDocComment: Sendable {
  /// The position in `Lexer.Output.tokens` of the token the comment precedes.
  public let tokenIndex: Int
  public let comment: DocComment

  public init(tokenIndex: Int, comment: DocComment) {
    self.tokenIndex = tokenIndex
    self.comment = comment
  }
}
