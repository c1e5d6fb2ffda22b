extension Parser {
  /// `route = "route" string "->" landing [ "as" identifier ] { landingOption } ;`
  /// `landingOption = "stack" ( "replace" | "push" ) | "presentation" ( "dismiss" | "keep" ) ;`
  ///
  /// The clauses after the landing's screens are read in any order, so that clauses written out of
  /// order are one error saying the order, and a `requires` is one error saying where guards go.
  ///
  /// Returns the declaration already wrapped, as `parseScreen` does: mapping an optional
  /// `RouteDeclaration` into `Declaration.route` copied and destroyed it, for every route
  /// (`parseRoute` 115.8 M -> 112.9 M instructions of the 10,000-route check, with `landingEnd`).
  mutating func parseRoute(docs: DocComment?) -> Declaration? {
    let keywordRange = advance()
    guard
      let literal = expectString(
        "a URL pattern in quotes, like \"/projects/{id}\"", after: "'route'"),
      expectArrowBeforeLanding(after: "the route's pattern"),
      let screens = parseLandingScreens(after: "'->'"),
      let clauses = parseRouteClauses(landing: screens.steps)
    else {
      skipToNextDeclaration()
      return nil
    }
    reportClauseOrder(clauses)
    let landing = Self.landing(screens, clauses)
    let parsed = RoutePatternParser.parse(literal, path: source.path)
    diagnostics.appendUnlessEmpty(parsed.diagnostics)
    return .route(
      RouteDeclaration(
        docs: docs, patternLiteral: literal, pattern: parsed.pattern, landing: landing,
        caseName: clauses.caseName, options: clauses.options,
        range: SourceRange(start: keywordRange.start, end: previousEnd)))
  }

  /// The `->` before a landing. A name right after the pattern on its line (`route "/x" Home`) is
  /// one error whose fix-it inserts the arrow, and the landing is read on as if it were there.
  mutating func expectArrowBeforeLanding(after context: String) -> Bool {
    if consume(.arrow) != nil { return true }
    if let arrow = arrowAfterClausesBeforeLanding() { return moveClausesAfterLanding(arrow) }
    guard !current.startsLine, current.tag == .identifier || current.tag == .leftBracket else {
      reportExpected("'->'", after: context)
      return false
    }
    reportExpected(
      "'->'", after: context,
      fixIt: .inserting("-> ", at: current.range.start))
    return true
  }

  /// The position of the `->` when a route clause stands between the pattern and it on one line
  /// (`route "/d/{id}" as det -> Detail`), else `nil`.
  private func arrowAfterClausesBeforeLanding() -> Int? {
    guard !current.startsLine, let keyword = current.keyword, Keyword.routeClauses.contains(keyword)
    else { return nil }
    var position = index + 1
    while position < tokens.count, !tokens[position].startsLine {
      if tokens[position].tag == .arrow { return position }
      position += 1
    }
    return nil
  }

  /// Route clauses written before the `->` at `arrow`: one error whose fix-it moves them after the
  /// landing, where the grammar reads them (the twenty-eighth new-users review's `as det -> Detail`
  /// got the fix-it "insert '->'", which wrote `-> as det -> Detail`). The landing is read on
  /// without them.
  private mutating func moveClausesAfterLanding(_ arrow: Int) -> Bool {
    let clauses = SourceRange(start: current.range.start, end: tokens[arrow - 1].range.end)
    var last = arrow
    while last + 1 < tokens.count, !tokens[last + 1].startsLine, tokens[last + 1].tag != .endOfFile
    {
      last += 1
    }
    let written = source.text(in: clauses)
    let landing = source.text(
      in: SourceRange(start: tokens[arrow].range.end, end: tokens[last].range.end))
    report(
      .unexpectedToken, at: clauses, SyntaxMessages.clausesBeforeLanding(written),
      fixIt: last > arrow
        ? Diagnostic.FixIt(
          "move '\(written)' after the landing",
          replacing: SourceRange(start: clauses.start, end: tokens[last].range.end),
          with: "->" + landing + " " + written)
        : nil)
    index = arrow + 1
    return true
  }

  /// `expect = "expect" string [ "when" conditionTerm { "," conditionTerm } ] "->" expectOutcome ;`
  /// `expectOutcome = landing | "nothing" | "held" { "," "then" step { "," step } "->" followUpOutcome } ;`
  /// where every `followUpOutcome` but the last is `held`.
  mutating func parseExpect(docs: DocComment?) -> ExpectDeclaration? {
    let keywordRange = advance()
    guard let url = expectString("a URL in quotes", after: "'expect'") else {
      skipToNextDeclaration()
      return nil
    }
    var conditions: [ConditionTerm] = []
    if consumeKeyword(.when) != nil {
      guard let terms = parseConditionTerms(after: "'when'", clause: "when") else {
        skipToNextDeclaration()
        return nil
      }
      conditions = terms
    }
    guard
      expect(.arrow, after: conditions.last.map { "'\($0.text)'" } ?? "the expected URL") != nil
    else {
      skipToNextDeclaration()
      return nil
    }
    let outcome: ExpectDeclaration.Outcome
    if outcomeWordNamesAScreen {
      guard let landing = parseLanding(after: "'->'") else {
        skipToNextDeclaration()
        return nil
      }
      outcome = .lands(landing)
    } else if let nothing = consumeKeyword(.nothing) {
      outcome = .nothing(nothing)
    } else if let held = consumeKeyword(.held) {
      var followUps: [ExpectDeclaration.FollowUp] = []
      // While the link is still held, `, then ...` may say what the next steps do: the next prompt
      // of a chain (sign in, then verify). The first `,` after `held` starts one; a later `,` only
      // when `then` follows it.
      var stillHeld = true
      while stillHeld {
        if atKeyword(.then), !current.startsLine {
          reportExpected(
            "','", after: "'held'",
            fixIt: .inserting(",", at: previousEnd))
          skipToNextDeclaration()
          return nil
        }
        guard at(.comma), followUps.isEmpty || nextTokenIsThen else { break }
        advance()
        guard let parsed = parseFollowUp(when: conditions) else {
          skipToNextDeclaration()
          return nil
        }
        followUps.append(parsed)
        if case .held = parsed.outcome {} else { stillHeld = false }
      }
      outcome = .held(held, then: followUps)
    } else if let landing = parseLanding(after: "'->'") {
      outcome = .lands(landing)
    } else {
      skipToNextDeclaration()
      return nil
    }
    if let misplaced = misplacedThen(after: outcome) {
      report(.unexpectedToken, at: misplaced.range, misplaced.message, help: misplaced.help)
      skipToNextDeclaration()
      return nil
    }
    return ExpectDeclaration(
      docs: docs, url: url, conditions: conditions, outcome: outcome,
      range: SourceRange(start: keywordRange.start, end: previousEnd))
  }

  /// Whether the token after the current one is the keyword `then`.
  private var nextTokenIsThen: Bool {
    index + 1 < tokens.count && tokens[index + 1].keyword == .then
  }

  /// `, then` after an outcome that takes none: a landing (`-> Home, then session -> Home`), or a
  /// follow-up that lands or drops the link. One error at the `then`, saying where steps go.
  private func misplacedThen(after outcome: ExpectDeclaration.Outcome)
    -> (range: SourceRange, message: String, help: String)?
  {
    guard at(.comma), !current.startsLine, nextTokenIsThen else { return nil }
    let range = tokens[index + 1].range
    switch outcome {
    case .held(_, let followUps) where !followUps.isEmpty:
      // The parser reads on after a `then` that stays `held`: only a landing or a drop ends here.
      let landed = followUps[followUps.count - 1].landing != nil
      return (
        range, SyntaxMessages.thenAfterFollowUp(landed: landed),
        SyntaxMessages.thenAfterFollowUpHelp
      )
    case .nothing:
      return (
        range, SyntaxMessages.thenAfterLanding(matchesNothing: true),
        SyntaxMessages.thenAfterLandingHelp
      )
    case .lands, .held:
      break
    }
    return (
      range, SyntaxMessages.thenAfterLanding(matchesNothing: false),
      SyntaxMessages.thenAfterLandingHelp
    )
  }

  /// `"then" step { "," step } "->" followUpOutcome`, after `held,`, where
  /// `step = [ "!" | "?" ] identifier` (a condition's new value, or an event) and
  /// `followUpOutcome = landing | "held" | "dropped"`.
  ///
  /// `then -> Home` without steps says what goes there, and its fix-it writes the conditions
  /// `when` gives as failing or unknown, the ones a held link waits for.
  private mutating func parseFollowUp(when terms: [ConditionTerm]) -> ExpectDeclaration.FollowUp? {
    let start = current.range.start
    guard consumeKeyword(.then) != nil else {
      reportExpected("'then'", after: "'held,'")
      return nil
    }
    if atLineEnd {
      // `held, then` ending its line: "found 'expect'" named the next line's first word (the
      // second diff review).
      report(
        .expectedToken, at: .point(previousEnd), SyntaxMessages.followUpNeedsStepsAtLineEnd,
        help: SyntaxMessages.followUpNeedsStepsHelp(
          terms.filter { $0.value != .holds }.map(\.name.text), landing: nil))
      return nil
    }
    if at(.arrow) {
      let waited = terms.filter { $0.value != .holds }.map(\.name.text)
      let landing: String? =
        if case .identifier(let name) = tokens[min(index + 1, tokens.count - 1)].kind {
          name
        } else { nil }
      reportExpected(
        "a condition or event name", after: "'then'",
        fixIt: waited.isEmpty
          ? nil
          : Diagnostic.FixIt.inserting(
            waited.joined(separator: ", ") + " ", at: current.range.start),
        help: SyntaxMessages.followUpNeedsStepsHelp(waited, landing: landing))
      return nil
    }
    guard
      let steps = parseConditionTerms(
        after: "'then'", clause: "then", naming: "a condition or event name")
    else { return nil }
    let lastStep = steps[steps.count - 1].text
    if !at(.arrow), atLineEnd {
      // `then session` at the end of its line: "found 'expect'" named the next line's first word
      // (the thirty-eighth new-users review); what is missing is what becomes of the link.
      report(
        .expectedToken, at: .point(previousEnd), SyntaxMessages.followUpNeedsOutcome(lastStep),
        help: SyntaxMessages.followUpNeedsOutcomeHelp(
          source.text(in: SourceRange(start: start, end: previousEnd))))
      return nil
    }
    let stepsEnd = previousEnd
    guard expect(.arrow, after: "'\(lastStep)'") != nil else { return nil }
    if atLineEnd {
      // `then session ->` ending its line, likewise.
      report(
        .expectedToken, at: .point(previousEnd), SyntaxMessages.followUpNeedsOutcomeAfterArrow,
        help: SyntaxMessages.followUpNeedsOutcomeHelp(
          source.text(in: SourceRange(start: start, end: stepsEnd))))
      return nil
    }
    let outcome: ExpectDeclaration.FollowUpOutcome
    if outcomeWordNamesAScreen {
      guard let landing = parseLanding(after: "'->'") else { return nil }
      outcome = .lands(landing)
    } else if let held = consumeKeyword(.held) {
      outcome = .held(held)
    } else if let dropped = consumeKeyword(.dropped) {
      outcome = .dropped(dropped)
    } else if atKeyword(.nothing) {
      // `nothing` says a URL matches no route; a held link that is let go is `dropped`.
      report(
        .expectedToken, at: current.range, SyntaxMessages.followUpNothing,
        fixIt: .replacing(current.range, with: "dropped"),
        help: SyntaxMessages.followUpNothingHelp)
      return nil
    } else if let landing = parseLanding(after: "'->'") {
      outcome = .lands(landing)
    } else {
      return nil
    }
    return ExpectDeclaration.FollowUp(
      steps: steps, outcome: outcome, range: SourceRange(start: start, end: previousEnd))
  }

  /// Whether `held`, `nothing` or `dropped` after an expect's `->` is a screen of that name: one
  /// followed by its arguments, `in` or `over` (`-> held in welcome`, `-> nothing(id: 1)`), which
  /// the outcome keyword never is. Written alone, the word is the keyword; `[held]` is the screen.
  private var outcomeWordNamesAScreen: Bool {
    guard atKeyword(.held) || atKeyword(.nothing) || atKeyword(.dropped),
      index + 1 < tokens.count, !tokens[index + 1].startsLine
    else { return false }
    let next = tokens[index + 1]
    return next.tag == .leftParen || next.keyword == .in || next.keyword == .over
  }

  /// `landing = ( screenRef | "[" screenRef { "," screenRef } [ "," ] "]" ) [ "in" identifier ]
  ///   [ "over" "current" ] ;`
  /// An expect's landing. Its clauses are read as a route's are, so that an expect copied from a
  /// route (`-> Episode(id: 1) as ep`, `-> Item in browse stack push`) or with `over current`
  /// before `in` gets the route's errors and fix-its, not "expected a declaration" at the clause
  /// (the twenty-eighth new-users review); `as`, `stack` and `presentation` are then one error each.
  private mutating func parseLanding(after context: String) -> Landing? {
    guard let screens = parseLandingScreens(after: context),
      let clauses = parseRouteClauses(landing: screens.steps)
    else { return nil }
    reportClauseOrder(clauses)
    for clause in clauses.written where clause.rank > RouteClauses.lastLandingRank {
      let text = source.text(in: clause.range)
      var start = clause.range.start
      while start > 0, source.bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
      report(
        .unexpectedToken, at: clause.range, SyntaxMessages.routeClauseInExpect(text),
        fixIt: Diagnostic.FixIt(
          "remove '\(text)'", replacing: SourceRange(start: start, end: clause.range.end),
          with: ""),
        help: SyntaxMessages.routeClauseInExpectHelp)
    }
    return Self.landing(screens, clauses)
  }

  /// The landing a route or an expect wrote: its screens, and its `in` and `over current`, which
  /// end it.
  private static func landing(
    _ screens: (steps: [ScreenReference], isExplicitPath: Bool, range: SourceRange),
    _ clauses: RouteClauses
  ) -> Landing {
    return Landing(
      steps: screens.steps, isExplicitPath: screens.isExplicitPath, tab: clauses.tab,
      overCurrent: clauses.overCurrent,
      range: SourceRange(start: screens.range.start, end: landingEnd(screens.range, clauses)))
  }

  /// Where a landing ends: at the later of its `in` and `over current`, else at its screens. Told
  /// apart case by case rather than by taking the largest of a list of the two ends, built for
  /// every route and expect.
  private static func landingEnd(_ screens: SourceRange, _ clauses: RouteClauses) -> Int {
    switch (clauses.tab?.range.end, clauses.overCurrent?.end) {
    case (let tab?, let over?): max(tab, over)
    case (let tab?, nil): tab
    case (nil, let over?): over
    case (nil, nil): screens.end
    }
  }

  /// The tab (or phase) name after a landing's `in`. `in tab library` is one error whose fix-it
  /// removes `tab`, and `library` is read as the tab (it was the stray word after the route).
  mutating func parseLandingTab() -> Identifier? {
    // A keyword after it (`in tab as ...`, `in tab stack push`) means a tab named `tab`.
    if atKeyword(.tab), index + 1 < tokens.count, !tokens[index + 1].startsLine,
      tokens[index + 1].keyword == nil, case .identifier(let name) = tokens[index + 1].kind
    {
      let word = advance()
      let tab = Identifier(name, range: advance())
      report(
        .unexpectedToken, at: word, SyntaxMessages.tabWordAfterIn(name),
        fixIt: Diagnostic.FixIt(
          "remove 'tab'", replacing: SourceRange(start: word.start, end: tab.range.start),
          with: ""))
      return tab
    }
    return expectIdentifier("a tab name", after: "'in'")
  }

  /// `"over" "current"` after its `over`: the range of both words.
  mutating func parseOverCurrent(_ over: SourceRange) -> SourceRange? {
    guard expectKeyword(.current, after: "'over'") else { return nil }
    return SourceRange(start: over.start, end: previousEnd)
  }

  /// `screenRef | "[" screenRef { "," screenRef } [ "," ] "]"`: the screens of a landing.
  mutating func parseLandingScreens(after context: String) -> (
    steps: [ScreenReference], isExplicitPath: Bool, range: SourceRange
  )? {
    let start = current.range.start
    var steps: [ScreenReference] = []
    let isExplicitPath = consume(.leftBracket) != nil
    if isExplicitPath {
      while consume(.rightBracket) == nil {
        guard let step = parseScreenReference(after: steps.isEmpty ? "'['" : "','") else {
          return nil
        }
        steps.append(step)
        if consume(.comma) == nil {
          guard expect(.rightBracket, after: "'\(step.name.text)'") != nil else { return nil }
          break
        }
      }
      if steps.isEmpty {
        report(
          .expectedToken, at: SourceRange(start: start, end: previousEnd),
          "a landing path lists at least one screen")
        return nil
      }
    } else {
      guard let step = parseScreenReference(after: context) else { return nil }
      steps = [step]
    }
    return (steps, isExplicitPath, SourceRange(start: start, end: previousEnd))
  }

  /// `screenRef = identifier [ "(" [ argument { "," argument } [ "," ] ] ")" ] ;`
  /// `argument = identifier ":" ( identifier | literal ) ;`
  private mutating func parseScreenReference(after context: String) -> ScreenReference? {
    guard let name = expectIdentifier("a screen name", after: context) else { return nil }
    var arguments: [Argument] = []
    if consume(.leftParen) != nil {
      while consume(.rightParen) == nil {
        guard let label = expectIdentifier("a parameter name or ')'", after: "'('"),
          expect(.colon, after: "'\(label.text)'") != nil
        else { return nil }
        let value: Argument.Value
        if case .identifier(let word) = current.kind,
          !Keyword.literals.contains(where: { $0 == current.keyword })
        {
          value = .placeholder(Identifier(word, range: advance()))
        } else if let literal = parseLiteral(after: "'\(label.text):'") {
          value = .literal(literal)
        } else {
          return nil
        }
        arguments.append(
          Argument(label: label, value: value, range: label.range.union(.point(previousEnd))))
        if consume(.comma) == nil {
          guard expect(.rightParen, after: "argument '\(label.text)'") != nil else { return nil }
          break
        }
      }
    }
    return ScreenReference(
      name: name, arguments: arguments, range: name.range.union(.point(previousEnd)))
  }
}
