/// An expect's `when` and a follow-up's `then`: condition terms, and the `and` or `or` a newcomer
/// writes between them.
extension Parser {
  /// `conditionTerm { "," conditionTerm }` after `clause`'s keyword. `when a and b` (or `&&`, `&`)
  /// is one error whose fix-it writes the commas; `when a or b` (or `||`) one error saying each
  /// condition takes one value, so each case is an expect of its own. Either way the terms are
  /// read on, so nothing cascades.
  mutating func parseConditionTerms(
    after context: String, clause: String, naming what: String = "a condition name"
  ) -> [ConditionTerm]? {
    var terms: [ConditionTerm] = []
    var operators: [(text: String, range: SourceRange)] = []
    repeat {
      if !terms.isEmpty { skipOperatorAfterComma(clause: clause, reporting: true) }
      repeat {
        guard
          let term = parseConditionTerm(after: terms.isEmpty ? context : "','", naming: what)
        else { return nil }
        terms.append(term)
        guard let written = combinationOperator(unknownToo: true) else { break }
        operators.append(written)
      } while true
    } while consume(.comma) != nil
    if let first = operators.first {
      reportOperators(operators, first: first, in: terms, clause)
      // The operators' fix-it rewrites the whole list, each term as it reads (`b=false` as `!b`):
      // a term's own fix-it would overlap it.
      let list = SourceRange(start: terms[0].range.start, end: previousEnd)
      let inList = { (fix: Diagnostic.FixIt) in
        fix.range.start >= list.start && fix.range.end <= list.end
      }
      if diagnostics.last?.fixIt != nil {
        // By range, not position: reading a `&&` took the lexer's report of it out of the list.
        for position in diagnostics.indices.dropLast()
        where diagnostics[position].fixIt.map(inList) == true {
          diagnostics[position].fixIt = nil
        }
      }
    }
    return terms
  }

  private mutating func reportOperators(
    _ operators: [(text: String, range: SourceRange)], first: (text: String, range: SourceRange),
    in terms: [ConditionTerm], _ clause: String
  ) {
    let range = SourceRange(
      start: terms[0].range.start, end: terms[terms.count - 1].range.end)
    if let either = operators.first(where: { Self.isEitherOperator($0.text) }) {
      report(
        .unexpectedToken, at: either.range,
        SyntaxMessages.termsEither(either.text, clause: clause),
        help: SyntaxMessages.termsEitherHelp(terms.map(\.text), clause: clause))
      return
    }
    let listed = terms.map(\.text).joined(separator: ", ")
    report(
      .unexpectedToken, at: first.range,
      SyntaxMessages.conditionsJoined(first.text, clause: clause),
      fixIt: commentKeepingFixIt("replace with '\(listed)'", replacing: range, with: listed))
  }

  /// `conditionTerm = [ "!" | "?" ] identifier ;`: holds, does not hold, not decided yet. A
  /// follow-up's step has the same shape and may also name an event.
  mutating func parseConditionTerm(
    after context: String, naming what: String = "a condition name"
  ) -> ConditionTerm? {
    let start = current.range.start
    var value = ConditionTerm.Value.holds
    if let negation = consumeNegation() {
      if negation.text != "!", case .identifier(let name) = current.kind {
        // `when not b`, `when a and not b`: one error whose fix-it writes `!b`.
        let range = negation.range.union(current.range)
        report(
          .unexpectedToken, at: range, SyntaxMessages.negationWord(negation.text, condition: name),
          fixIt: commentKeepingFixIt("replace with '!\(name)'", replacing: range, with: "!" + name))
      }
      value = .fails
    } else if consume(.question) != nil {
      value = .unknown
    }
    guard
      let name = expectIdentifier(
        what, after: value == .holds ? context : "'\(value == .fails ? "!" : "?")'")
    else {
      return nil
    }
    if at(.equals), let written = parseAssignedValue() {
      // `session=false`, as `--given` writes it: one error whose fix-it writes the prefix. With
      // a prefix too (`!session=false`) the value is written twice; the fix keeps the `=`'s.
      let range = SourceRange(start: start, end: previousEnd)
      let prefix = written == .fails ? "!" : written == .unknown ? "?" : ""
      let text = source.text(in: range)
      report(
        .unexpectedToken, at: range,
        value == .holds
          ? SyntaxMessages.assignedCondition(text, written: prefix + name.text)
          : SyntaxMessages.conditionValueTwice(text, keeping: prefix + name.text),
        fixIt: commentKeepingFixIt(
          "replace with '\(prefix + name.text)'", replacing: range, with: prefix + name.text))
      value = written
    }
    return ConditionTerm(
      name: name, value: value, range: SourceRange(start: start, end: previousEnd))
  }

  /// `= true|false|unknown|nil` after a condition's name, as `flowc resolve --given` writes a
  /// value, or `== false` as a comparison in code: consumed, with the value it says; nil
  /// (consuming nothing) for anything else.
  private mutating func parseAssignedValue() -> ConditionTerm.Value? {
    var valueIndex = index + 1
    if valueIndex < tokens.count, tokens[valueIndex].tag == .equals,
      tokens[valueIndex].range.start == tokens[index].range.end
    {
      valueIndex += 1
    }
    guard valueIndex < tokens.count, case .identifier(let word) = tokens[valueIndex].kind else {
      return nil
    }
    let value: ConditionTerm.Value
    switch word {
    case "true": value = .holds
    case "false": value = .fails
    case "unknown", "nil": value = .unknown
    default: return nil
    }
    while index <= valueIndex { advance() }
    return value
  }

}
