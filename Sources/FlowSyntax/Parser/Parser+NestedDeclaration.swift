extension Parser {
  /// A block that a declaration on a new line ended, as far as its missing `}` was reported.
  struct UnclosedBlock {
    /// Where the missing-brace diagnostic points: found again by it, as diagnostics before it may
    /// be removed meanwhile (`Parser+CombinedConditions`).
    var missingBraceAt: Int
    /// "phase 'main'", as messages name the block.
    var block: String
    /// The keyword of the declaration that ended it.
    var declaration: SourceRange
  }

  /// A stray `}` after a block that a declaration ended: the `}` was there, so the declaration was
  /// written inside the block. One error at the declaration replaces the missing-brace error, and
  /// the `}` (the caller skips it) is not one more.
  mutating func reportNestedDeclaration(_ unclosed: UnclosedBlock) {
    let missingBrace = SyntaxMessages.missingClosingBrace(unclosed.block)
    guard
      let position = diagnostics.lastIndex(where: {
        $0.range == .point(unclosed.missingBraceAt) && $0.message == missingBrace
      })
    else { return }
    let keyword = source.text(in: unclosed.declaration)
    diagnostics[position] = Diagnostic(
      .unexpectedToken, path: source.path, range: unclosed.declaration,
      message: SyntaxMessages.nestedDeclaration(keyword, in: unclosed.block),
      help: SyntaxMessages.nestedDeclarationHelp(keyword, in: unclosed.block))
  }
}
