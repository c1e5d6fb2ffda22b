/// `a || b` or `a and b` written where a check takes one condition: what was written, so that it is
/// one error showing the chain of checks that says the same.
struct CombinedConditions {
  /// The first operator as written: `||`, `&&`, `|`, `&`, `or` or `and`.
  var operatorText: String
  /// The first operator meaning either condition (`||`, `|`, `or`), when one was written.
  var eitherOperator: String?
  /// Whether every condition must hold: every operator written is `&&`, `&` or `and`.
  var requiresAll: Bool { eitherOperator == nil }
  /// The conditions after the first, in order, negated ones included.
  var others: [Identifier]
  /// The conditions among `others` written negated (`&& !b`, `and not b`), with the negation.
  var negations: [(negation: (text: String, range: SourceRange), condition: Identifier)]
  /// From the first operator to the last condition.
  var range: SourceRange
}

extension Parser {
  private static let symbolOperators: Set<String> = ["||", "|", "&&", "&"]
  private static let wordOperators: Set<String> = ["or", "and"]
  private static let eitherOperators: Set<String> = ["||", "|", "or"]

  /// Reads `|| b`, `&& b`, `or b` or `and b` (repeated) after a check's condition, if written.
  ///
  /// The lexer reads no token from `|` or `&` and reports it as an unexpected character; that
  /// report is replaced by the one `reportCombination` makes about the whole.
  mutating func parseCombinedConditions() -> CombinedConditions? {
    var combined: CombinedConditions?
    while let (text, range) = combinationOperator() {
      let negation = consumeNegation()
      guard case .identifier(let name) = current.kind, !current.startsLine else { break }
      let other = Identifier(name, range: advance())
      var written =
        combined
        ?? CombinedConditions(
          operatorText: text, eitherOperator: nil, others: [], negations: [], range: range)
      if written.eitherOperator == nil, Self.eitherOperators.contains(text.lowercased()) {
        written.eitherOperator = text
      }
      written.others.append(other)
      if let negation { written.negations.append((negation, other)) }
      written.range = written.range.union(other.range)
      combined = written
    }
    return combined
  }

  /// `and`, `or` or `not`, in any case, as the current token: words a condition list does not
  /// take, which `requires` reports when no condition follows them.
  var atOperatorWord: Bool {
    guard case .identifier(let word) = current.kind, current.keyword == nil else { return false }
    return Self.wordOperators.contains(word.lowercased()) || word.lowercased() == "not"
  }

  /// Whether the token after the current one is a condition on the same line, negated or not.
  private var conditionFollows: Bool {
    guard index + 1 < tokens.count, !tokens[index + 1].startsLine else { return false }
    let next = tokens[index + 1]
    return next.tag == .identifier || next.tag == .bang
  }

  /// The operator before the current token, consumed when it is a word, when a condition follows.
  private mutating func combinationOperator() -> (text: String, range: SourceRange)? {
    if case .identifier(let word) = current.kind, current.keyword == nil,
      Self.wordOperators.contains(word.lowercased()), conditionFollows
    {
      return (word, advance())
    }
    guard current.tag == .identifier || current.tag == .bang, !current.startsLine else {
      return nil
    }
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
