/// `a || b` or `a and b` written where a check takes one condition: what was written, so that it is
/// one error showing the chain of checks that says the same.
struct CombinedConditions {
  /// The first operator as written: `||`, `&&`, `|`, `&`, `or` or `and`.
  var operatorText: String
  /// The first operator meaning either condition (`||`, `|`, `or`), when one was written.
  var eitherOperator: String?
  /// Whether every condition must hold: every operator written is `&&`, `&` or `and`.
  var requiresAll: Bool { eitherOperator == nil }
  /// Whether operators of both kinds were written (`a and b or c`).
  var mixesOperators = false
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
      // A name on the next line continues the list, as one after a trailing ',' does.
      guard case .identifier(let name) = current.kind, negation == nil || !current.startsLine
      else {
        // `requires a && ?b`: the operator was read, so what follows it must be said here.
        reportExpected("a condition name", after: "'\(negation?.text ?? text)'")
        break
      }
      let other = Identifier(name, range: advance())
      // Taken out, not copied: appending to a copy copied the list, once per operator.
      var written =
        combined.take()
        ?? CombinedConditions(
          operatorText: text, eitherOperator: nil, others: [], negations: [], range: range)
      if Self.isEitherOperator(text) != Self.isEitherOperator(written.operatorText) {
        written.mixesOperators = true
      }
      if written.eitherOperator == nil, Self.isEitherOperator(text) {
        written.eitherOperator = text
      }
      written.others.append(other)
      if let negation { written.negations.append((negation, other)) }
      written.range = written.range.union(other.range)
      combined = written
    }
    return combined
  }

  /// Whether `text` is an operator meaning either condition: `||`, `|` or `or` in any case.
  static func isEitherOperator(_ text: String) -> Bool {
    eitherOperators.contains(text.lowercased())
  }

  /// `and`, `or` or `not`, in any case, as the current token: words a condition list does not
  /// take, which `requires` reports when no condition follows them.
  var atOperatorWord: Bool {
    guard case .identifier(let word) = current.kind, current.keyword == nil else { return false }
    return Self.wordOperators.contains(word.lowercased()) || word.lowercased() == "not"
  }

  /// Whether the token after the current one (an operator word) starts a condition, on the same
  /// line or on the next: a list goes on after an operator that ends a line, as after a ','.
  func conditionFollows(unknownToo: Bool = false) -> Bool {
    index + 1 < tokens.count && startsCondition(at: index + 1, unknownToo: unknownToo)
  }

  /// Whether the token at `position` starts a condition: a name that is no keyword (`a and else`
  /// ends a guard's list), or `!` (and, in an expect, `?`) before one on the same line.
  private func startsCondition(at position: Int, unknownToo: Bool) -> Bool {
    let token = tokens[position]
    switch token.tag {
    case .identifier: return token.keyword == nil
    case .bang, .question:
      guard token.tag == .bang || unknownToo, position + 1 < tokens.count else { return false }
      let next = tokens[position + 1]
      return next.tag == .identifier && next.keyword == nil && !next.startsLine
    default: return false
    }
  }

  /// `requires a !b` or `requires a ! {`: a '!' after a condition on its line, with no ',' before
  /// it. With a name after it the list goes on (true), and the negation's error stands for the
  /// slip, as a missing ',' beside it would be a second error for one mistake; without one the
  /// '!' is consumed and reported as wanting a name.
  mutating func continuesWithNegation(reporting: Bool) -> Bool {
    guard at(.bang), !current.startsLine else { return false }
    if startsCondition(at: index, unknownToo: false) { return true }
    let bang = advance()
    if reporting { report(.expectedToken, at: bang, SyntaxMessages.danglingNegation("!")) }
    return false
  }

  /// The operator before the current token, consumed when it is a word, when a condition follows.
  mutating func combinationOperator(unknownToo: Bool = false) -> (
    text: String, range: SourceRange
  )? {
    if case .identifier(let word) = current.kind, current.keyword == nil,
      Self.wordOperators.contains(word.lowercased()), conditionFollows(unknownToo: unknownToo)
    {
      return (word, advance())
    }
    guard startsCondition(at: index, unknownToo: unknownToo) else { return nil }
    let gap = SourceRange(start: previousEnd, end: current.range.start)
    var written = source.text(in: gap)
    if current.startsLine {
      // `a &&` ending its line: the list goes on with the next line's name.
      guard let lineEnd = written.firstIndex(where: \.isNewline),
        written[lineEnd...].allSatisfy(\.isWhitespace)
      else { return nil }
      written = String(written[..<lineEnd])
    }
    let text = written.trimmingBlanks
    guard Self.symbolOperators.contains(text) else { return nil }
    diagnostics.removeAll {
      $0.code == .unexpectedCharacter && $0.range.start >= gap.start && $0.range.end <= gap.end
    }
    let start = gap.start + written.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == 9 }.count
    return (text, SourceRange(start: start, end: start + text.utf8.count))
  }

  /// A fix-it rewriting `range` as `text`, or nil when a comment stands in the range, which the
  /// rewrite would drop: a list goes on across lines (`a and` / `// why` / `b`) and a `/* */` may
  /// sit between its words. The fix-its that rewrite a condition list all come through here.
  func commentKeepingFixIt(_ message: String, replacing range: SourceRange, with text: String)
    -> Diagnostic.FixIt?
  {
    let written = source.text(in: range)
    guard !written.contains("//"), !written.contains("/*") else { return nil }
    return Diagnostic.FixIt(message, replacing: range, with: text)
  }

  /// `requires a, and b`, `when a, or b`: the word after the comma is an operator, not a
  /// condition; one error, and for `and` a fix-it removing it. A word a keyword follows is read as
  /// a condition (`requires a, or else ...` with a condition named `or`).
  mutating func skipOperatorAfterComma(clause: String, reporting: Bool) {
    guard atOperatorWord, case .identifier(let word) = current.kind, word.lowercased() != "not",
      conditionFollows(unknownToo: clause != Keyword.requires.rawValue)
    else { return }
    let range = advance()
    guard reporting else { return }
    reportOperatorWord(
      word, at: range, clause: clause,
      removing: SourceRange(start: range.start, end: current.range.start))
  }

  /// `and`, `or` or `not` where `clause`'s list takes none: `and` with a fix-it removing
  /// `removing`, `or` saying the clause cannot mean either, `not` that a name must follow.
  mutating func reportOperatorWord(
    _ word: String, at range: SourceRange, clause: String, removing: SourceRange
  ) {
    let requires = clause == Keyword.requires.rawValue
    switch word.lowercased() {
    case "and":
      report(
        .unexpectedToken, at: range, SyntaxMessages.conditionsJoined(word, clause: clause),
        fixIt: commentKeepingFixIt("remove '\(word)'", replacing: removing, with: ""))
    case "or":
      report(
        .unexpectedToken, at: range,
        requires
          ? SyntaxMessages.requirementEither(word)
          : SyntaxMessages.termsEither(word, clause: clause))
    default:
      report(.expectedToken, at: range, SyntaxMessages.danglingNegation(word))
    }
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
      help: combined.mixesOperators
        ? SyntaxMessages.mixedCombinedConditionsHelp
        : SyntaxMessages.combinedConditionsHelp(
          first: condition.text, second: second.text, then: then?.text ?? "thenPhase",
          otherwise: otherwise?.text ?? "elsePhase", requiresAll: combined.requiresAll,
          secondNegated: combined.negations.contains { $0.condition.range == second.range },
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
