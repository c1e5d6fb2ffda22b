/// `a || b` or `a and b` written where a check takes one condition: what was written, so that it is
/// one error showing the chain of checks that says the same.
struct CombinedConditions {
  /// The operator as written: `||`, `&&`, `|`, `&`, `or` or `and`.
  var operatorText: String
  /// Whether every condition must hold (`&&`, `and`) rather than any of them.
  var requiresAll: Bool
  /// The conditions after the first, in order.
  var others: [Identifier]
  /// From the first operator to the last condition.
  var range: SourceRange
}

extension Parser {
  private static let symbolOperators: Set<String> = ["||", "|", "&&", "&"]
  private static let wordOperators: Set<String> = ["or", "and"]

  /// Reads `|| b`, `&& b`, `or b` or `and b` (repeated) after a check's condition, if written.
  ///
  /// The lexer reads no token from `|` or `&` and reports it as an unexpected character; that
  /// report is replaced by the one `reportCombination` makes about the whole.
  mutating func parseCombinedConditions() -> CombinedConditions? {
    var combined: CombinedConditions?
    while let (text, range) = combinationOperator() {
      guard case .identifier(let name) = current.kind else { break }
      let other = Identifier(name, range: advance())
      var written =
        combined
        ?? CombinedConditions(
          operatorText: text, requiresAll: text.hasPrefix("&") || text == "and", others: [],
          range: range)
      written.others.append(other)
      written.range = written.range.union(other.range)
      combined = written
    }
    return combined
  }

  /// The operator before the current token, consumed when it is a word, when a condition follows.
  private mutating func combinationOperator() -> (text: String, range: SourceRange)? {
    if case .identifier(let word) = current.kind, current.keyword == nil,
      Self.wordOperators.contains(word), index + 1 < tokens.count,
      tokens[index + 1].tag == .identifier, !tokens[index + 1].startsLine
    {
      return (word, advance())
    }
    guard case .identifier = current.kind, !current.startsLine else { return nil }
    let gap = SourceRange(start: previousEnd, end: current.range.start)
    let written = source.text(in: gap)
    let text = written.trimmingBlanks
    guard Self.symbolOperators.contains(text) else { return nil }
    diagnostics.removeAll {
      $0.code == .unexpectedCharacter && $0.range.start >= gap.start && $0.range.end <= gap.end
    }
    let start = gap.start + written.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == 9 }.count
    return (text, SourceRange(start: start, end: start + text.utf8.count))
  }

  /// Reports conditions combined in a check, once, with the chain of checks that says the same.
  mutating func reportCombination(
    _ combined: CombinedConditions?, condition: Identifier, then: Identifier?,
    otherwise: Identifier?
  ) {
    guard let combined, let second = combined.others.first else { return }
    report(
      .unexpectedToken, at: combined.range,
      SyntaxMessages.combinedConditions(
        combined.operatorText, first: condition.text, second: second.text),
      help: SyntaxMessages.combinedConditionsHelp(
        first: condition.text, second: second.text, then: then?.text ?? "thenPhase",
        otherwise: otherwise?.text ?? "elsePhase", requiresAll: combined.requiresAll,
        more: combined.others.count > 1))
  }
}

extension String {
  /// The text without the spaces and tabs around it.
  fileprivate var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}
