import Foundation

extension Parser {
  /// The current token's line when it repeats, to the letter, the block's header from its line's
  /// start to its `{` (`phase main {` twice, a comment after either or not): the repeat's text
  /// before `{`, its range, what the fix-it removes (the whole line when nothing else is on it,
  /// else up to its `{`), and its `{`; nil otherwise.
  private func repeatedHeaderLine(opening open: SourceRange)
    -> (text: String, header: SourceRange, removed: SourceRange, brace: Int)?
  {
    guard atDeclarationOnNewLine else { return nil }
    let lineStarts = source.lineStarts
    func lineStart(_ offset: Int) -> Int { lineStarts[source.location(of: offset).line - 1] }
    func lineEnd(_ offset: Int) -> Int {
      let number = source.location(of: offset).line
      return number < lineStarts.count ? lineStarts[number] : source.bytes.count
    }
    // The copy's `{`: the first on the current line.
    var brace = index
    while brace < tokens.count, tokens[brace].kind != .leftBrace, tokens[brace].kind != .endOfFile,
      brace == index || !tokens[brace].startsLine
    {
      brace += 1
    }
    guard brace < tokens.count, tokens[brace].kind == .leftBrace,
      brace == index || !tokens[brace].startsLine
    else { return nil }
    let text = { (range: SourceRange) in
      source.text(in: range).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let header = text(SourceRange(start: lineStart(open.start), end: open.end))
    let copyEnd = tokens[brace].range.end
    let copyStart = lineStart(current.range.start)
    guard copyStart > lineStart(open.start),
      header == text(SourceRange(start: copyStart, end: copyEnd))
    else { return nil }
    let written = String(header.dropLast()).trimmingCharacters(in: .whitespaces)
    let rest = text(SourceRange(start: copyEnd, end: lineEnd(current.range.start)))
    return (
      written,
      SourceRange(start: current.range.start, end: current.range.start + written.utf8.count),
      SourceRange(start: copyStart, end: rest.isEmpty ? lineEnd(current.range.start) : copyEnd),
      brace
    )
  }

  /// `"{" { item } "}"`: parses a block's items until its `}`, recovering from bad items.
  ///
  /// A declaration keyword at the start of a line ends a block whose `}` was forgotten, so one missing
  /// brace costs one diagnostic rather than swallowing the rest of the file.
  /// - Returns: the end offset of the block, or `nil` if there was no `{`.
  mutating func parseBlock(
    _ blockName: @autoclosure () -> String, itemKeywords: Set<Keyword>, allowed: String,
    parseItem: (inout Parser, Keyword) -> Void
  ) -> Int? {
    guard let open = consume(.leftBrace) else { return nil }
    let enclosingKeywords = blockItemKeywords
    blockItemKeywords = itemKeywords
    defer { blockItemKeywords = enclosingKeywords }
    // Where the header ends: its `{`, or the `{` of a copy pasted after it.
    var headerEnd = open.end
    while true {
      if let close = consume(.rightBrace) { return close.end }
      if previousEnd == headerEnd, let repeated = repeatedHeaderLine(opening: open) {
        // `phase main {` pasted twice: one error whose fix-it removes the copy, and the block
        // read on from the copy's `{` (a third copy is one more error of its own). Read as a
        // `}` forgotten, its fix-it made the copy an empty second `phase main`, errors
        // multiplying (the mutation review).
        report(
          .unexpectedToken, at: repeated.header, SyntaxMessages.headerWrittenTwice(repeated.text),
          fixIt: Diagnostic.FixIt("remove the repeat", replacing: repeated.removed, with: ""))
        while index <= repeated.brace { advance() }
        headerEnd = previousEnd
        continue
      }
      if at(.endOfFile) || atDeclarationOnNewLine {
        let end = previousEnd
        if !at(.endOfFile) {
          unclosedBlock = UnclosedBlock(
            missingBraceAt: end, block: blockName(), declaration: current.range)
        }
        diagnostics.append(
          Diagnostic(
            .expectedToken, path: source.path, range: .point(end),
            message: SyntaxMessages.missingClosingBrace(blockName()),
            notes: [Diagnostic.Note("'{' opened here", at: open)],
            fixIt: .inserting(source.lineBreak + "}", at: closingBraceInsertion(after: end))))
        return end
      }
      if consume(.semicolon) != nil { continue }
      let before = index
      if let keyword = current.keyword, itemKeywords.contains(keyword) {
        parseItem(&self, keyword)
      }
      // What an error on this line left unread (`else hide`, `requires (a, b)`) is no second
      // mistake: it is read past with the rest of the item. A misspelt item keyword still is one
      // (`push Detail # pussh Other`: the review saw its suggestion go).
      if index == before {
        let misspelt = misspeltKeyword(among: itemKeywords.sorted { $0.rawValue < $1.rawValue })
        if misspelt == nil, followsErrorOnItsLine {
          skipToNextItem(itemKeywords)
          continue
        }
        report(
          .unexpectedToken, at: current.range,
          Self.suggesting(
            SyntaxMessages.unexpectedInBlock(blockName(), found: current.kind, allowed: allowed),
            misspelt),
          fixIt: misspelt?.fixIt,
          // A guard or an app setting written as a block item: where it goes is the one thing a
          // newcomer needs.
          help: atKeyword(.requires) ? SyntaxMessages.requiresInBlockHelp : appSettingOutsideAppHelp
        )
        skipToNextItem(itemKeywords)
      }
    }
  }

  /// `identifier { "," identifier } [ "," ]`: a non-empty list of names, such as the screens after
  /// `push`. A trailing comma before the block's `}` is allowed, as in parameters and landings.
  mutating func parseNameList(_ what: @autoclosure () -> String, after keyword: Keyword)
    -> [Identifier]
  {
    reportsRepeatedKeyword(keyword)
    func name(after context: String) -> Identifier? {
      keyword == .present
        ? expectPresentedName(after: context) : expectIdentifier(what(), after: context)
    }
    guard let first = name(after: "'\(keyword.rawValue)'") else { return [] }
    var names = [first]
    while consume(.comma) != nil || reportsMissingComma(after: keyword, separating: "names") {
      if at(.rightBrace) { break }
      guard let next = name(after: "','") else { break }
      names.append(next)
    }
    return names
  }

  /// `requires = "requires" identifier { "," identifier } ;` when present.
  ///
  /// A guard cannot negate: `requires !session` is one error saying how to guard on the opposite,
  /// and the list goes on after it.
  mutating func parseRequires() -> [Identifier] {
    // Most declarations have no guard: said before a list is made and sorted, which cost the
    // 10,000-route check 5 M instructions for its 10,000 screens.
    guard atKeyword(.requires) else { return [] }
    // Those joined by `or` count as listed too (the error is reported), so nothing cascades.
    let list = parseRequireList(reportingMistakes: true)
    return (list.names + list.either).sorted { $0.range.start < $1.range.start }
  }

  /// What a `requires` listed, its mistakes included, for a caller reporting the clause once.
  struct RequireList {
    /// The conditions that must all hold, as listed (joined by `,`, `and` or `&&`).
    var names: [Identifier] = []
    /// The conditions written negated (`!session`, `not session`): the name alone.
    var negated: [Identifier] = []
    /// The conditions joined by `or` or `||`, which no guard can mean.
    var either: [Identifier] = []
    /// What was written when `and` and `or` are mixed (`a or b and c`), which "any of" misstates.
    var mixed: String?
  }

  /// The conditions of a `requires`. Each mistake (a negation, `and`, `or`) is one error, unless
  /// `reportingMistakes` is false: then the caller reports the whole clause once.
  mutating func parseRequireList(reportingMistakes: Bool) -> RequireList {
    guard consumeKeyword(.requires) != nil else { return RequireList() }
    var list = RequireList()
    var context = "'\(Keyword.requires.rawValue)'"
    if atKeyword(.requires), reportingMistakes {
      // `requires requires session`, the keyword doubled by an edit (on one line or across a
      // line break, the review): one error, whose fix-it removes the second; read as a
      // condition, its `,` fix-it wrote `requires requires, session`, an unknown condition.
      let doubled = SourceRange(start: previousEnd, end: current.range.end)
      report(
        .unexpectedToken, at: current.range, SyntaxMessages.doubledRequires,
        fixIt: Diagnostic.FixIt(SyntaxMessages.removeDoubledRequires, replacing: doubled, with: ""))
      _ = advance()
    }
    // `requires (session, grownUp)`: a guard lists its conditions bare. One error, whose fix-it
    // removes the parentheses, and the names inside read as the list they are (they were two
    // errors, one calling the `(` a phase item, and no help: the twenty-first new-users review).
    let openParen = !current.startsLine && at(.leftParen) ? advance() : nil
    repeat {
      if context == "','", atKeyword(.else) || at(.leftBrace), !current.startsLine,
        tokens[index - 1].tag == .comma
      {
        // `requires premium, else present Paywall`, `requires session, onboarded, {`: the comma
        // ends the list, and what follows is read as what it is, not as a condition named
        // `else` (nor an error at the blank before the brace, with no fix: the twenty-sixth
        // new-users review).
        let comma = tokens[index - 1].range
        report(
          .unexpectedToken, at: comma,
          atKeyword(.else) ? SyntaxMessages.commaBeforeElse : SyntaxMessages.commaBeforeBrace,
          fixIt: Diagnostic.FixIt("remove ','", replacing: comma, with: ""))
        break
      }
      if context == "','" {
        skipOperatorAfterComma(clause: Keyword.requires.rawValue, reporting: reportingMistakes)
      }
      let negation = consumeNegation()
      guard
        let name = expectIdentifier(
          "a condition name", after: negation.map { "'\($0.text)'" } ?? context)
      else { break }
      if reportingMistakes { skipConditionArguments(of: name) }
      let combined = parseCombinedConditions()
      if let negation {
        // `requires !a or b`: the negation's error stands for the clause.
        list.negated.append(name)
        if reportingMistakes { reportNegatedRequirement(name, negation: negation) }
      } else if let combined, reportingMistakes {
        reportCombinedRequirement(combined, after: name)
      }
      if let combined {
        let negated = combined.negations.map(\.condition.range)
        let listed =
          (negation == nil ? [name] : []) + combined.others.filter { !negated.contains($0.range) }
        if combined.requiresAll { list.names += listed } else { list.either += listed }
        if combined.mixesOperators, list.mixed == nil {
          list.mixed = source.text(
            in: SourceRange(start: name.range.start, end: combined.range.end))
        }
        list.negated += combined.negations.map(\.condition)
      } else if negation == nil {
        list.names.append(name)
      }
      context = "','"
      if atOperatorWord, !current.startsLine, !conditionFollows() {
        // `requires a and {`: an operator with no condition after it ends the list.
        reportDanglingOperator(reporting: reportingMistakes)
        break
      }
    } while consume(.comma) != nil
      || reportsMissingComma(after: .requires, separating: "conditions")
      || continuesWithNegation(reporting: reportingMistakes)
    if let openParen {
      let closeParen = !current.startsLine && at(.rightParen) ? advance() : nil
      if reportingMistakes {
        // What was inside, as written: a negation (an error of its own) and a comment stay.
        let inside = closeParen.map {
          source.text(in: SourceRange(start: openParen.end, end: $0.start))
            .trimmingCharacters(in: .whitespaces)
        }
        let listed =
          inside.flatMap { $0.contains("\n") ? nil : $0 }
          ?? list.names.map(\.text).joined(separator: ", ")
        report(
          .unexpectedToken, at: openParen, SyntaxMessages.parenthesizedRequires,
          fixIt: closeParen.map {
            Diagnostic.FixIt(
              SyntaxMessages.removeParentheses,
              replacing: SourceRange(start: openParen.start, end: $0.end), with: inside ?? listed)
          },
          help: SyntaxMessages.parenthesizedRequiresHelp(listed))
      }
    }
    return list
  }

  /// `requires follows(handle)`: a condition is one Boolean for the whole app, and takes no
  /// argument; the parentheses on its line are one error, read past (they were "expected a
  /// declaration, found '('", and every later check was skipped: the ninth new-users review).
  private mutating func skipConditionArguments(of name: Identifier) {
    guard current.tag == .leftParen, !current.startsLine else { return }
    let start = current.range.start
    var depth = 0
    var end = start
    // Every group on the line (`follows(a)(b)`), and no further than its line or a block's `{`.
    while current.tag != .endOfFile, current.tag != .leftBrace, !current.startsLine,
      depth > 0 || current.tag == .leftParen
    {
      if current.tag == .leftParen { depth += 1 } else if current.tag == .rightParen { depth -= 1 }
      end = advance().end
    }
    let written = SourceRange(start: start, end: end)
    // Removing parentheses left open would leave what they held (the fifth review's `follows(`
    // with `handle)` on the next line).
    report(
      .unexpectedToken, at: written,
      SyntaxMessages.conditionWithArguments(name.text, arguments: source.text(in: written)),
      fixIt: depth == 0
        ? Diagnostic.FixIt("remove '\(source.text(in: written))'", replacing: written, with: "")
        : nil,
      help: SyntaxMessages.conditionWithArgumentsHelp(name.text))
  }

  private mutating func reportNegatedRequirement(
    _ negated: Identifier, negation: (text: String, range: SourceRange)
  ) {
    report(
      .unexpectedToken, at: negation.range.union(negated.range),
      SyntaxMessages.negatedRequirement(negated.text, negation: negation.text),
      help: SyntaxMessages.negatedRequirementHelp(negated.text))
  }

  /// `requires a and {`, `requires a or` at the end of a line: an operator no condition follows,
  /// consumed; one error, and for `and` a fix-it removing it.
  private mutating func reportDanglingOperator(reporting: Bool) {
    guard case .identifier(let word) = current.kind else { return }
    let start = previousEnd
    let range = advance()
    if at(.bang), !current.startsLine {
      // `requires a and ! {`: what is missing is the name after the '!'; that is the one error.
      _ = continuesWithNegation(reporting: reporting)
      return
    }
    guard reporting else { return }
    reportOperatorWord(
      word, at: range, clause: Keyword.requires.rawValue,
      removing: SourceRange(start: start, end: range.end))
  }

  /// `!` or the word `not` (in any case) before a condition name on the same line, consumed.
  mutating func consumeNegation() -> (text: String, range: SourceRange)? {
    if let bang = consume(.bang) { return ("!", bang) }
    guard case .identifier(let word) = current.kind, word.lowercased() == "not",
      current.keyword == nil,
      // `requires not else ...` names a condition `not`: a keyword is no condition to negate.
      index + 1 < tokens.count, tokens[index + 1].tag == .identifier,
      tokens[index + 1].keyword == nil, !tokens[index + 1].startsLine
    else { return nil }
    return (word, advance())
  }

  /// `requires session && premium` (or `and`, `&`) is one error whose fix-it writes the commas a
  /// list takes; `requires session || guest` (or `or`, or a mix of both) one error saying a guard
  /// cannot mean either, and what to declare instead; `requires a && !b` the negation's error.
  /// The names count as listed, so nothing cascades.
  private mutating func reportCombinedRequirement(
    _ combined: CombinedConditions, after first: Identifier
  ) {
    let others = combined.others.map(\.text)
    if let (negation, negated) = combined.negations.first {
      reportNegatedRequirement(negated, negation: negation)
    } else if let either = combined.eitherOperator {
      let written = source.text(in: SourceRange(start: first.range.start, end: combined.range.end))
      report(
        .unexpectedToken, at: combined.range, SyntaxMessages.requirementEither(either),
        help: combined.mixesOperators
          ? SyntaxMessages.requirementMixedHelp(written)
          : SyntaxMessages.requirementEitherHelp([first.text] + others))
    } else {
      let range = SourceRange(start: first.range.end, end: combined.range.end)
      report(
        .unexpectedToken, at: combined.range,
        SyntaxMessages.conditionsJoined(combined.operatorText, clause: "requires"),
        fixIt: commentKeepingFixIt(
          "replace with ', \(others.joined(separator: ", "))'", replacing: range,
          with: ", " + others.joined(separator: ", ")),
        help: SyntaxMessages.requirementsJoinedHelp([first.text] + others))
    }
  }

  /// `present present Compose`: the list's keyword written twice, before a name on its line, is
  /// one error whose fix-it removes the repeat; the list is read from the name (a comma there
  /// would have made `present` a sheet's name, the mutation review found). Skipped.
  private mutating func reportsRepeatedKeyword(_ keyword: Keyword) {
    guard atKeyword(keyword), !current.startsLine, index + 1 < tokens.count,
      case .identifier = tokens[index + 1].kind, !tokens[index + 1].startsLine
    else { return }
    report(
      .unexpectedToken, at: current.range, SyntaxMessages.writtenTwice(keyword.rawValue),
      fixIt: Diagnostic.FixIt(
        "remove the second '\(keyword.rawValue)'", replacing: rangeWithBlanksBefore(current.range),
        with: ""))
    advance()
  }

  /// `range` with the spaces and tabs before it: what removing a repeated word removes, so that
  /// a comment between the two copies stays.
  func rangeWithBlanksBefore(_ range: SourceRange) -> SourceRange {
    var start = range.start
    while start > 0, source.bytes[start - 1] == UInt8(ascii: " ") || source.bytes[start - 1] == 0x09
    {
      start -= 1
    }
    return SourceRange(start: start, end: range.end)
  }

  /// `requires session orgChosen`, `push A B`: a second name on the same line with no comma is one
  /// error whose fix-it inserts the comma, and the list is read on as if it were written. `items`
  /// says what the keyword lists. The same name twice (`requires session session`) is one error
  /// whose fix-it removes the repeat, which is skipped: a comma would have listed it twice.
  private mutating func reportsMissingComma(after keyword: Keyword, separating items: String)
    -> Bool
  {
    guard case .identifier(let next) = current.kind, current.keyword == nil, !current.startsLine,
      index > 0, case .identifier(let previous) = tokens[index - 1].kind,
      // `push A @ B`: the lexer reported what stands between them; a comma would not mend it.
      !lexerProblemBetween(previousEnd, current.range.start)
    else { return false }
    if previous == next {
      // Every repeat on the line in one loop: a name written thousands of times is no deeper
      // a call (the diff review crashed a recursion at 2,000).
      while case .identifier(next) = current.kind, current.keyword == nil, !current.startsLine {
        report(
          .unexpectedToken, at: current.range, SyntaxMessages.writtenTwice(next),
          fixIt: Diagnostic.FixIt(
            "remove the second '\(next)'", replacing: rangeWithBlanksBefore(current.range),
            with: ""))
        advance()
      }
      // Another name after the repeats is this function's own question again (its guard asks
      // whether one stands there), one level deep: the loop left no repeat of `next`.
      return consume(.comma) != nil || reportsMissingComma(after: keyword, separating: items)
    }
    report(
      .expectedToken, at: current.range,
      SyntaxMessages.missingListComma(previous, next, keyword: keyword.rawValue, items: items),
      fixIt: .inserting(",", at: previousEnd),
      help: SyntaxMessages.missingListCommaHelp(previous, next, keyword: keyword.rawValue))
    return true
  }

  /// `guardedRequires = requires [ "else" ( "present" identifier | "->" identifier ) ] ;` on
  /// screens, sheets, covers and tabs: the guard, and what entering fails over to.
  /// On a phase (`phase` names it), whose guard takes no `else`, an `else` before or after
  /// `requires` is reported as that, with a fix-it removing it, and no failure is returned.
  mutating func parseGuardedRequires(phase: String? = nil) -> (
    requires: [Identifier], failure: GuardFailure?
  ) {
    if atKeyword(.else), !current.startsLine { return parseElseBeforeRequires(phase: phase) }
    let wroteRequires = atKeyword(.requires)
    let requires = parseRequires()
    guard wroteRequires else { return (requires, nil) }
    let start = previousEnd
    guard let failure = parseGuardFailure() else { return (requires, nil) }
    if phase == nil { reportSecondPrompt(after: failure, requires: requires) }
    guard let phase else { return (requires, failure) }
    reportElseOnPhase(
      phase, at: failure.range, removing: SourceRange(start: start, end: previousEnd),
      failing: requires.last?.text, to: failure.action)
    return (requires, nil)
  }

  /// A second prompt after `else present X`, listed (`, Y`) or in a guard of its own (`requires
  /// b else present Y`): one guard takes one prompt, so one error saying how a prompt asks for the
  /// conditions in turn, where "expected a declaration" stopped the check (the nineteenth
  /// new-users review's checkout, written three ways). The rest is read and dropped.
  private mutating func reportSecondPrompt(after failure: GuardFailure, requires: [Identifier]) {
    // A header may go on over a line break: a second guard on the next line is one too.
    guard case .present(let first) = failure.action,
      (at(.comma) && !current.startsLine) || atKeyword(.requires)
    else { return }
    let start = current.range.start
    var conditions = requires.map(\.text)
    var prompts = [first.text]
    // `requires a else present A, b else present B` pairs each prompt with its conditions as
    // written; a list of prompts after one `else` leaves their names to tell.
    var writtenPairs = false
    if at(.comma), index + 1 < tokens.count,
      tokens[index + 1].tag == .leftBrace || tokens[index + 1].tag == .endOfFile
        || (tokens[index + 1].startsLine
          && tokens[index + 1].keyword.map(Keyword.declarationStarts.contains) == true)
    {
      // `else present SignIn, {`: a stray comma, with no second prompt after it.
      let comma = advance()
      report(
        .unexpectedToken, at: comma, SyntaxMessages.commaAfterPrompt(first.text),
        fixIt: Diagnostic.FixIt("remove ','", replacing: comma, with: ""))
      return
    }
    if consume(.comma) != nil {
      var listed: [String] = []
      while case .identifier(let name) = current.kind {
        listed.append(name)
        _ = advance()
        guard consume(.comma) != nil else { break }
      }
      // `else present SignIn, hasAddress else present AddAddress`: conditions, then a prompt.
      if !current.startsLine, let second = parseGuardFailure(),
        case .present(let name) = second.action
      {
        conditions += listed
        prompts.append(name.text)
        writtenPairs = !listed.isEmpty
      } else {
        prompts += listed
      }
    } else {
      let more = parseRequires().map(\.text)
      conditions += more
      if let second = parseGuardFailure(), case .present(let name) = second.action {
        prompts.append(name.text)
        writtenPairs = !more.isEmpty
      }
    }
    var distinct: [String] = []
    for condition in conditions where !distinct.contains(condition) { distinct.append(condition) }
    let firstAsks = requires.map(\.text)
    report(
      .unexpectedToken, at: SourceRange(start: start, end: previousEnd),
      SyntaxMessages.secondPrompt,
      help: SyntaxMessages.secondPromptHelp(
        distinct, prompts, firstPromptAsksFor: writtenPairs ? firstAsks : nil))
  }

  /// A phase's `else`, at `range`: one error whose fix-it removes `clause`. Its help writes the
  /// check that does what the `else` meant, from the condition and the target written (`check
  /// homeSelected ? main : pickHome`), where it offered `check session ? main : welcome` whatever
  /// was written (the twenty-eighth new-users review).
  private mutating func reportElseOnPhase(
    _ phase: String, at range: SourceRange, removing clause: SourceRange,
    failing condition: String?, to action: GuardFailure.Action?
  ) {
    report(
      .unexpectedToken, at: range, SyntaxMessages.elseOnPhaseGuard(phase),
      fixIt: Diagnostic.FixIt("remove the 'else' clause", replacing: clause, with: ""),
      help: SyntaxMessages.elseOnPhaseGuardHelp(phase, condition: condition, failure: action))
  }

  /// `else present SignIn requires session` (or with no `requires` at all): one error, whose
  /// fix-it puts the clauses in order when both are there; both are read on as if they were.
  private mutating func parseElseBeforeRequires(phase: String?) -> (
    requires: [Identifier], failure: GuardFailure?
  ) {
    let start = current.range.start
    let failure = parseGuardFailure()
    let clauseRange = SourceRange(start: start, end: previousEnd)
    let clause = source.text(in: clauseRange)
    if let phase {
      let end = atKeyword(.requires) && !current.startsLine ? current.range.start : previousEnd
      // The requires after it is read first, so that the help can name its condition.
      let requires = parseRequires()
      reportElseOnPhase(
        phase, at: clauseRange, removing: SourceRange(start: start, end: end),
        failing: requires.last?.text, to: failure?.action)
      return (requires, nil)
    }
    guard atKeyword(.requires), !current.startsLine else {
      report(.unexpectedToken, at: clauseRange, SyntaxMessages.elseWithoutRequires(clause))
      return ([], failure)
    }
    let requiresStart = current.range.start
    let requires = parseRequires()
    let written = SourceRange(start: start, end: previousEnd)
    let requiresText = source.text(in: SourceRange(start: requiresStart, end: previousEnd))
    report(
      .unexpectedToken, at: clauseRange, SyntaxMessages.elseBeforeRequires,
      fixIt: Diagnostic.FixIt(
        "put 'requires' first", replacing: written, with: "\(requiresText) \(clause)"))
    return (requires, failure)
  }

  /// `"else" ( "present" identifier | "->" identifier )` when at `else`: what entering does while
  /// the guard fails.
  private mutating func parseGuardFailure() -> GuardFailure? {
    guard let keyword = consumeKeyword(.else) else { return nil }
    let action: GuardFailure.Action
    if consumeKeyword(.present) != nil {
      guard let target = expectPresentedName(after: "'else present'") else { return nil }
      action = .present(target)
    } else if consume(.arrow) != nil {
      guard let phase = expectIdentifier("a phase name", after: "'else ->'") else {
        return nil
      }
      action = .goTo(phase: phase)
    } else if let push = consumeKeyword(.push) {
      // `else push Y`: a failed guard presents a prompt or moves to a phase; it pushes nothing.
      let target = expectIdentifier("a sheet or cover name", after: "'else present'")
      report(
        .unexpectedToken, at: push, SyntaxMessages.pushAfterElse(target?.text),
        fixIt: .replacing(push, with: "present"))
      return nil
    } else if !current.startsLine, case .identifier(let word) = current.kind,
      current.keyword == nil,
      let next = tokens.indices.contains(index + 1) ? tokens[index + 1] : nil,
      next.startsLine || [.endOfFile, .rightBrace, .leftBrace].contains(next.tag)
    {
      // `else hide` (a tab hidden while its guard fails) or `else SignIn` (`present` left out):
      // one error saying what to write, with a fix-it for the second; the word is read past, so
      // it is not also "cannot appear in phase" (the twentieth and twenty-first new-users
      // reviews).
      let wordRange = advance()
      let hides = ["hide", "hidden", "hides"].contains(word.lowercased())
      report(
        .expectedToken, at: wordRange,
        SyntaxMessages.expected("'present' or '->'", after: "'else'", found: .identifier(word)),
        fixIt: hides
          ? Diagnostic.FixIt(
            SyntaxMessages.removeElse,
            replacing: rangeWithBlanksBefore(keyword.union(wordRange)), with: "")
          // Sheets and covers are named as types are, phases in lower camel case.
          : word.first?.isUppercase == true
            ? Diagnostic.FixIt.inserting("present ", at: wordRange.start)
            : Diagnostic.FixIt.inserting("-> ", at: wordRange.start),
        help: hides
          ? SyntaxMessages.elseHideHelp : SyntaxMessages.elseWithoutPresentHelp(word))
      return nil
    } else {
      reportExpected("'present' or '->'", after: "'else'")
      return nil
    }
    return GuardFailure(action: action, range: keyword.union(.point(previousEnd)))
  }

  /// `handler = "on" identifier "->" action ;`
  /// `action = identifier [ "animated" ] | "present" identifier | "dismiss" ;`
  mutating func parseHandler() -> EventHandler? {
    let keywordRange = advance()
    guard let event = expectIdentifier("an event name", after: "'on'") else { return nil }
    skipMoreEvents(after: event)
    guard expect(.arrow, after: "'on \(event.text)'") != nil else { return nil }
    let action: EventHandler.Action
    if consumeKeyword(.present) != nil {
      guard let target = expectPresentedName(after: "'present'") else { return nil }
      action = .present(target)
      skipValuesAfterHandlerPresent(target)
      skipAnimatedAfterHandlerPresentation("present")
    } else if let dismiss = consumeKeyword(.dismiss) {
      action = .dismiss(dismiss)
      skipNameAfterHandlerDismiss(dismiss)
      skipAnimatedAfterHandlerPresentation("dismiss")
    } else if atKeyword(.push) {
      reportPushInHandler()
      return nil
    } else if let word = expectIdentifier("a phase, 'present' or 'dismiss'", after: "'->'") {
      switch target(afterHandlerWord: word) {
      case .present(let target):
        action = .present(target)
        skipValuesAfterHandlerPresent(target)
        skipAnimatedAfterHandlerPresentation("present")
      case .goTo(let phase):
        action = .goTo(phase: phase, animated: consumeKeyword(.animated) != nil)
      }
    } else {
      return nil
    }
    let range = keywordRange.union(SourceRange.point(previousEnd))
    if case .present = action { skipOverCurrentAfterHandlerPresent() }
    skipMoreActions()
    return EventHandler(event: event, action: action, range: range)
  }

  /// `on alarm, fire -> present Alarm`: a handler is for one event, so the other names are one
  /// error (the twelfth new-users review got "expected '->'"), and the handler reads on for the
  /// first.
  private mutating func skipMoreEvents(after event: Identifier) {
    guard !current.startsLine, at(.comma) else { return }
    var names = [event.text]
    var end = current.range
    while !current.startsLine, at(.comma) {
      end = advance()
      guard !current.startsLine, case .identifier(let name) = tokens[index].kind else { break }
      names.append(name)
      end = advance()
    }
    report(
      .unexpectedToken, at: SourceRange(start: event.range.end, end: end.end),
      SyntaxMessages.handlerForSeveralEvents(names))
  }

  /// `on alarm -> present Alarm over current`: a handler's sheet or cover opens over what is
  /// showing already; `over current` belongs to routes. One error, removed by the fix-it.
  private mutating func skipOverCurrentAfterHandlerPresent() {
    guard !current.startsLine, atKeyword(.over) else { return }
    let before = previousEnd
    let over = advance()
    var end = over
    if !current.startsLine, let current = consumeKeyword(.current) { end = current }
    report(
      .unexpectedToken, at: over.union(end),
      SyntaxMessages.overCurrentInHandler,
      fixIt: Diagnostic.FixIt(
        "remove 'over current'", replacing: SourceRange(start: before, end: end.end), with: ""))
  }

  /// `on alarm -> other, present Alarm`: a handler runs one action, so what follows a comma on
  /// its line is one error, and the block reads on at the next line (the twelfth new-users review
  /// got "',' cannot appear in phase", which blamed the phase).
  private mutating func skipMoreActions() {
    guard !current.startsLine, at(.comma) else { return }
    let start = current.range
    let end = skipRestOfHandlerLine() ?? start
    report(
      .unexpectedToken, at: start.union(end), SyntaxMessages.secondHandlerAction,
      help: SyntaxMessages.secondHandlerActionHelp)
  }

  /// What a handler's first word after `->` leads to.
  enum HandlerWordTarget {
    case goTo(Identifier)
    case present(Identifier)
  }

  /// Words other tools write before a phase (`-> goto main`): removed by the fix-it.
  private static let goToWords: Set<String> = [
    "goto", "go", "navigate", "navigateTo", "switch", "switchTo", "enter", "move", "to", "show",
    "open", "transition",
  ]

  /// `on e -> goto main`, `-> sheet SignIn`, `-> presnt SignIn`: a word before the target, as
  /// other tools write the action, or `present` misspelt, was read as the phase and the target as
  /// the next item. One error whose fix-it removes the word (`goto`) or writes `present` (`sheet`,
  /// `cover`, a near miss of `present`); the handler is read as the fix-it leaves it. Any other
  /// word, or a keyword after it (`-> main on b -> ...` is two handlers on one line), is the
  /// phase itself.
  private mutating func target(afterHandlerWord word: Identifier) -> HandlerWordTarget {
    guard !current.startsLine, current.keyword == nil, case .identifier(let text) = current.kind
    else { return .goTo(word) }
    let meansPresent =
      ["sheet", "cover"].contains(word.text)
      || SpellingSuggestion.closest(to: word.text, among: [Keyword.present.rawValue]) != nil
    guard meansPresent || Self.goToWords.contains(word.text) else { return .goTo(word) }
    let target = Identifier(text, range: advance())
    let present = Keyword.present.rawValue
    report(
      .unexpectedToken, at: word.range,
      meansPresent
        ? SyntaxMessages.wordForPresentInHandler(word.text, target: target.text)
        : SyntaxMessages.wordBeforeHandlerTarget(word.text, target: target.text),
      fixIt: meansPresent
        ? Diagnostic.FixIt.replacing(word.range, with: present)
        : Diagnostic.FixIt(
          "remove '\(word.text)'",
          replacing: SourceRange(start: word.range.start, end: target.range.start), with: ""))
    return meansPresent ? .present(target) : .goTo(target)
  }

  /// `on e -> push Library`: a handler cannot push. One error at `push`, and the handler (with the
  /// rest of its line) is dropped, so its target is not also an unknown phase.
  private mutating func reportPushInHandler() {
    let push = advance()
    var target: String?
    if !current.startsLine, case .identifier(let text) = current.kind { target = text }
    report(
      .unexpectedToken, at: push, SyntaxMessages.pushInHandler,
      help: SyntaxMessages.pushInHandlerHelp(target))
    skipRestOfHandlerLine()
  }

  /// Skips what is left of a handler's line, stopping before a `}` that closes its block; returns
  /// the last token skipped, nil when there was none.
  @discardableResult
  private mutating func skipRestOfHandlerLine() -> SourceRange? {
    var last: SourceRange?
    while !current.startsLine, !at(.endOfFile), !at(.rightBrace) { last = advance() }
    return last
  }

  /// `on e -> dismiss SignIn`: `dismiss` closes the topmost sheet or cover and takes no name; one
  /// error, removed by the fix-it.
  private mutating func skipNameAfterHandlerDismiss(_ dismiss: SourceRange) {
    guard !current.startsLine, current.keyword == nil, case .identifier(let text) = current.kind
    else { return }
    let name = advance()
    report(
      .unexpectedToken, at: name, SyntaxMessages.nameAfterHandlerDismiss(text),
      fixIt: Diagnostic.FixIt(
        "remove '\(text)'", replacing: SourceRange(start: dismiss.end, end: name.end), with: ""))
  }

  /// `on e -> present Help animated`, `on done -> dismiss animated`: `animated` goes with a move
  /// to a phase alone, so it is one error saying so, removed by the fix-it, and the handler reads
  /// on without it (it was "'animated' cannot appear in phase", as if it began an item: the
  /// twentieth and twenty-first new-users reviews).
  private mutating func skipAnimatedAfterHandlerPresentation(_ verb: String) {
    guard !current.startsLine, atKeyword(.animated) else { return }
    let before = previousEnd
    let animated = advance()
    report(
      .unexpectedToken, at: animated, SyntaxMessages.animatedAfterPresentation(verb),
      fixIt: Diagnostic.FixIt(
        "remove 'animated'", replacing: SourceRange(start: before, end: animated.end), with: ""))
  }

  /// `on e -> present Sheet(id: 3)`: an event shows a presentation with its defaults, so values
  /// after its name are one error, removed by the fix-it, and the handler reads on without them.
  private mutating func skipValuesAfterHandlerPresent(_ target: Identifier) {
    guard !current.startsLine,
      let values = skipBracketed(.leftParen, .rightParen, acrossLines: false)
    else { return }
    report(
      .unexpectedToken, at: values, SyntaxMessages.valuesInHandlerPresent(target.text),
      fixIt: Diagnostic.FixIt("remove the values", replacing: values, with: ""),
      help: SyntaxMessages.valuesInHandlerPresentHelp(target.text))
  }

  /// When at `open`, consumes through its matching `close` (or to the end of the line, unless
  /// `acrossLines`, or of the file) and returns what it consumed; nil when not at `open`.
  mutating func skipBracketed(_ open: TokenKind.Tag, _ close: TokenKind.Tag, acrossLines: Bool)
    -> SourceRange?
  {
    guard at(open) else { return nil }
    let start = current.range
    var end = start
    var depth = 0
    repeat {
      if at(open) { depth += 1 } else if at(close) { depth -= 1 }
      end = current.range
      advance()
    } while depth > 0 && !at(.endOfFile) && (acrossLines || !current.startsLine)
    return start.union(end)
  }

  /// `literal = string | number | "true" | "false" | "nil" ;`
  mutating func parseLiteral(after context: @autoclosure () -> String) -> Literal? {
    let range = current.range
    let value: Literal.Value
    switch current.kind {
    case .string(let text, _): value = .string(text)
    case .integer(let number): value = .integer(number)
    case .float(let number): value = .float(number)
    case .identifier(Keyword.true.rawValue): value = .bool(true)
    case .identifier(Keyword.false.rawValue): value = .bool(false)
    case .identifier(Keyword.nil.rawValue): value = .null
    default:
      // `nan`, `inf` and `infinity` are what other languages call the values that have no literal.
      let help: String? =
        if case .identifier(let text) = current.kind,
          ["nan", "inf", "infinity"].contains(text.lowercased())
        {
          SyntaxMessages.nonFiniteLiteralHelp(text)
        } else { nil }
      reportExpected(
        "a value (a string, a number, true, false or nil)", after: context(), help: help)
      return nil
    }
    advance()
    return Literal(value, range: range)
  }

  /// Where a missing `}` goes after the block's last token at `end`: there, or past the comments
  /// that follow it on its line (`/* ... */` closed on the line, then a `//` one to its end), so
  /// they stay on their line (a `// flowc:ignore` moved onto the `}` line would accept nothing).
  private func closingBraceInsertion(after end: Int) -> Int {
    let bytes = source.bytes
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let newline = UInt8(ascii: "\n")
    var position = end
    var insertion = end
    while true {
      while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == 0x09
      {
        position += 1
      }
      guard position + 1 < bytes.count, bytes[position] == slash else { return insertion }
      if bytes[position + 1] == slash {
        while position < bytes.count, bytes[position] != newline { position += 1 }
        if position > end, bytes[position - 1] == UInt8(ascii: "\r") { position -= 1 }
        return position
      }
      guard bytes[position + 1] == star else { return insertion }
      // A block comment, nested as the lexer reads them, skipped only when it closes on this line.
      var depth = 0
      repeat {
        if position + 1 < bytes.count, bytes[position] == slash, bytes[position + 1] == star {
          depth += 1
          position += 2
        } else if position + 1 < bytes.count, bytes[position] == star, bytes[position + 1] == slash
        {
          depth -= 1
          position += 2
        } else if position < bytes.count, bytes[position] != newline {
          position += 1
        } else {
          return insertion
        }
      } while depth > 0
      insertion = position
    }
  }
}
