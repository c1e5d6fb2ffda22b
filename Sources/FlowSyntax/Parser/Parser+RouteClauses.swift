/// The clauses written after a route's landing screens, and where each was written, so that clauses
/// out of the grammar's order are one error that says the order.
struct RouteClauses {
  /// One clause as written: its place in the grammar's order, and its range.
  struct Written {
    var rank: Int
    var range: SourceRange
  }

  var tab: Identifier?
  var overCurrent: SourceRange?
  var caseName: Identifier?
  var options: [LandingOption] = []
  var written: [Written] = []

  /// The rank of `over current`, the last clause that says where a link lands; the later ones
  /// (`as`, `stack`, `presentation`) are a route's own, which an expect does not take.
  static let lastLandingRank = 1
}

extension Parser {
  /// `[ "in" identifier ] [ "over" "current" ] [ "as" identifier ] { landingOption }` after a
  /// route's landing screens, read in any order; `reportClauseOrder` reports another order.
  mutating func parseRouteClauses(landing steps: [ScreenReference]) -> RouteClauses? {
    var clauses = RouteClauses()
    while true {
      let start = current.range.start
      let rank: Int
      if clauses.tab == nil, consumeKeyword(.in) != nil {
        guard let name = parseLandingTab() else { return nil }
        clauses.tab = name
        rank = 0
      } else if clauses.overCurrent == nil, let over = consumeKeyword(.over) {
        guard let words = parseOverCurrent(over) else { return nil }
        clauses.overCurrent = words
        rank = 1
      } else if clauses.caseName == nil, consumeKeyword(.as) != nil {
        guard let name = expectIdentifier("a Swift case name", after: "'as'") else { return nil }
        clauses.caseName = name
        rank = 2
      } else if atKeyword(.stack) || atKeyword(.presentation) {
        let allowed: [Keyword] = atKeyword(.stack) ? [.replace, .push] : [.dismiss, .keep]
        let optionRange = advance()
        let optionKeyword = Identifier(source.text(in: optionRange), range: optionRange)
        guard let value = parseSettingValue(for: optionKeyword, allowed: allowed) else { continue }
        clauses.options.append(
          LandingOption(
            keyword: optionKeyword, value: value, range: optionKeyword.range.union(value.range)))
        rank = 3
      } else if atKeyword(.requires) {
        parseRouteRequires(landing: steps)
        continue
      } else {
        reportMisspeltClause()
        break
      }
      clauses.written.append(
        RouteClauses.Written(rank: rank, range: SourceRange(start: start, end: previousEnd)))
    }
    return clauses
  }

  /// A word on the landing's line that is a near miss of a route clause (`overs current`, `ins
  /// home`): said as such, with the clause as the fix-it. Left to the declaration level, it was
  /// "expected a declaration ...; did you mean 'cover'?", whose fix-it declared a cover named
  /// `current` and left a spec that checked, the route no longer opening over anything (the
  /// mutation review). A word on the next line is the next declaration's to report.
  private mutating func reportMisspeltClause() {
    guard !current.startsLine,
      let misspelt = misspeltKeyword(among: Keyword.routeClauses)
    else { return }
    report(
      .unexpectedToken, at: current.range,
      SyntaxMessages.misspeltRouteClause(source.text(in: current.range), misspelt.keyword.rawValue),
      fixIt: misspelt.fixIt)
  }

  /// Reports the first clause written after one that the grammar puts later, once, with a fix-it
  /// that writes them all in order when only blanks separate them.
  mutating func reportClauseOrder(_ clauses: RouteClauses) {
    let written = clauses.written
    guard
      let late = written.indices.first(where: { position in
        written[..<position].contains { $0.rank > written[position].rank }
      }),
      let earlier = written[..<late].first(where: { $0.rank > written[late].rank }),
      let first = written.first, let last = written.last
    else { return }
    let source = source
    let misplaced = source.text(in: written[late].range)
    let before = source.text(in: earlier.range)
    let ordered = written.indices.sorted {
      (written[$0].rank, $0) < (written[$1].rank, $1)
    }
    let onlyBlanksBetween = zip(written, written.dropFirst()).allSatisfy { pair in
      source.text(in: SourceRange(start: pair.0.range.end, end: pair.1.range.start))
        .allSatisfy { $0 == " " || $0 == "\t" }
    }
    report(
      .unexpectedToken, at: written[late].range,
      SyntaxMessages.routeClauseOrder(misplaced, before: before),
      fixIt: onlyBlanksBetween
        ? Diagnostic.FixIt(
          "move '\(misplaced)' before '\(before)'",
          replacing: SourceRange(start: first.range.start, end: last.range.end),
          with: ordered.map { source.text(in: written[$0].range) }.joined(separator: " "))
        : nil,
      help: SyntaxMessages.routeClauseOrderHelp)
  }

  /// `requires c` after a route, which the grammar has no place for: a link takes its guards from
  /// where it lands. Reported once, `else` and negated conditions included, naming the screen to
  /// guard instead and, for a negated one, how to name what must hold.
  private mutating func parseRouteRequires(landing steps: [ScreenReference]) {
    let start = current.range.start
    let list = parseRequireList(reportingMistakes: false)
    let (names, negated, either) = (list.names, list.negated, list.either)
    var failure = ""
    if let keyword = consumeKeyword(.else) {
      // `else present X` or `else -> p`, as a screen's guard takes: the help moves it along.
      if consumeKeyword(.present) != nil || consume(.arrow) != nil, case .identifier = current.kind
      {
        advance()
        failure = " " + source.text(in: SourceRange(start: keyword.start, end: previousEnd))
      }
    }
    guard !names.isEmpty || !negated.isEmpty || !either.isEmpty,
      let screen = steps.last?.name.text
    else { return }
    let range = SourceRange(start: start, end: previousEnd)
    let help =
      if !either.isEmpty {
        // `requires !a or b`: one condition for all of it, the negated ones written with `!`.
        SyntaxMessages.routeEitherRequiresHelp(
          names.map(\.text), either: either.map(\.text) + negated.map { "!" + $0.text },
          written: list.mixed, failure: failure, screen: screen)
      } else if !negated.isEmpty {
        SyntaxMessages.routeNegatedRequiresHelp(
          (names + either).map(\.text), negated: negated.map(\.text), failure: failure,
          screen: screen)
      } else {
        SyntaxMessages.routeRequiresHelp(
          "requires " + names.map(\.text).joined(separator: ", ") + failure, screen: screen)
      }
    report(.unexpectedToken, at: range, SyntaxMessages.routeRequires, help: help)
  }
}
