extension Parser {
  /// The sheet or cover a `present` names (in a `present` list, a guard's `else present`, a
  /// handler's `-> present`). `present cover Help`, the kind written before the name as SwiftUI's
  /// `.fullScreenCover` habit has it, is one error whose fix-it removes the kind, and the name
  /// after it is read: its declaration already says which it is. Read as two names, the `,`
  /// fix-it made a sheet named 'cover' (the twenty-fifth new-users review).
  mutating func expectPresentedName(after context: @autoclosure () -> String) -> Identifier? {
    guard let kind = current.keyword, kind == .sheet || kind == .cover,
      tokens.indices.contains(index + 1), !tokens[index + 1].startsLine,
      case .identifier(let name) = tokens[index + 1].kind
    else { return expectIdentifier("a sheet or cover name", after: context()) }
    let kindRange = advance()
    let nameRange = advance()
    report(
      .unexpectedToken, at: kindRange, SyntaxMessages.kindBeforePresentedName(kind.rawValue, name),
      fixIt: Diagnostic.FixIt(
        "remove '\(kind.rawValue)'",
        replacing: SourceRange(start: kindRange.start, end: nameRange.start),
        with: ""))
    return Identifier(name, range: nameRange)
  }
}
