extension Parser {
  private static let phaseItemKeywords: Set<Keyword> = [
    .check, .root, .default, .tab, .on, .present,
  ]

  /// `phase = "phase" identifier [ requires ] "{" { phaseItem } "}" ;`
  /// `phaseItem = check | phaseRoot | tab | handler | presentList ;`
  mutating func parsePhase(docs: DocComment?) -> PhaseDeclaration? {
    let keywordRange = advance()
    guard let name = expectIdentifier("the phase's name", after: "'phase'") else {
      skipToNextDeclaration()
      return nil
    }
    // A phase's guard takes no `else`: one written is reported there, and read on without.
    let requires = parseGuardedRequires(phase: name.text).requires
    var items: [PhaseItem] = []
    let end = parseBlock(
      "phase '\(name.text)'", itemKeywords: Self.phaseItemKeywords,
      allowed: "check, root, tab, on or present"
    ) { parser, keyword in
      if let item = parser.parsePhaseItem(keyword) { items.append(item) }
    }
    guard let end else {
      if requires.isEmpty, let misspelt = misspeltKeyword(among: [.requires]) {
        report(
          .expectedToken, at: current.range,
          Self.suggesting(
            SyntaxMessages.expected("'{'", after: "'phase \(name.text)'", found: current.kind),
            misspelt),
          fixIt: misspelt.fixIt)
      } else {
        reportExpected("'{'", after: "'phase \(name.text)'")
      }
      skipToNextDeclaration()
      return nil
    }
    return PhaseDeclaration(
      docs: docs, name: name, requires: requires, items: items,
      range: SourceRange(start: keywordRange.start, end: end))
  }

  private mutating func parsePhaseItem(_ itemKeyword: Keyword) -> PhaseItem? {
    let item: PhaseItem?
    switch itemKeyword {
    case .check: item = parseCheck().map(PhaseItem.check)
    case .root:
      let keywordRange = advance()
      item = expectIdentifier("the root screen's name", after: "'root'").map {
        .root($0, range: keywordRange.union($0.range))
      }
    case .default, .tab: item = parseTab().map(PhaseItem.tab)
    case .on: item = parseHandler().map(PhaseItem.handler)
    default:
      let keywordRange = advance()
      let names = parseNameList("a sheet or cover name", after: .present)
      item = names.isEmpty ? nil : .present(names, range: keywordRange.union(.point(previousEnd)))
    }
    if item == nil { skipToNextItem(Self.phaseItemKeywords) }
    return item
  }

  /// `check = "check" identifier "?" identifier ":" identifier ;`
  ///
  /// A negated condition (`check !session ? a : b`) and combined ones (`check a || b ? c : d`) are
  /// each one error saying how to write them, and parsing goes on as if one condition were there.
  private mutating func parseCheck() -> CheckItem? {
    let keywordRange = advance()
    let negation = consume(.bang)
    guard let condition = expectIdentifier("a condition name", after: "'check'") else {
      return nil
    }
    let combined = parseCombinedConditions()
    guard expect(.question, after: "'check \(condition.text)'") != nil,
      let then = expectIdentifier("the phase to enter when it holds", after: "'?'")
    else {
      reportCombination(combined, condition: condition, then: nil, otherwise: nil)
      return nil
    }
    skipDecoration(ofBranch: then)
    var otherwise: Identifier?
    if consume(.colon) != nil {
      otherwise = expectIdentifier("the phase to enter otherwise", after: "':'")
      guard let otherwise else { return nil }
      skipDecoration(ofBranch: otherwise)
    } else if !current.startsLine, let elseKeyword = consumeKeyword(.else) {
      // `check session ? main else welcome`: the other branch, written as a guard's `else`. One
      // error, also when the branch's phase is missing too.
      report(
        .unexpectedToken, at: elseKeyword, SyntaxMessages.elseInCheck,
        fixIt: Diagnostic.FixIt("replace 'else' with ':'", replacing: elseKeyword, with: ":"))
      guard case .identifier(let text) = current.kind, !startsNextItem, !current.startsLine else {
        return nil
      }
      otherwise = Identifier(text, range: advance())
    } else if !current.startsLine, case .identifier(let text) = current.kind,
      current.keyword == nil
    {
      // `check c ? main onboarding`: both branches, the `:` forgotten between them. The fix-it
      // inserts it, not a placeholder for a branch that is there (the mutation review).
      report(
        .expectedToken, at: current.range, SyntaxMessages.checkMissingColon(then.text, text),
        fixIt: .inserting(" :", at: previousEnd))
      otherwise = Identifier(text, range: advance())
    } else {
      report(
        .checkWithoutElse, at: .point(previousEnd), SyntaxMessages.checkWithoutElse,
        fixIt: Diagnostic.FixIt(
          "insert ': <#phase#>' for the phase to enter when the condition fails",
          replacing: .point(previousEnd), with: " : <#phase#>"))
    }
    reportCombination(combined, condition: condition, then: then, otherwise: otherwise)
    if let negation {
      // The branches swapped say what the negation meant; with conditions combined after it
      // (`!a && b`) they would drop the rest, so the combination's error says how to chain.
      let swapped = otherwise.flatMap { otherwise in
        combined != nil
          ? nil
          : Diagnostic.FixIt(
            "swap the branches", replacing: negation.union(otherwise.range),
            with: "\(condition.text) ? \(otherwise.text) : \(then.text)")
      }
      report(
        .unexpectedToken, at: negation.union(condition.range),
        SyntaxMessages.negatedCheck(condition.text), fixIt: swapped,
        help: SyntaxMessages.negatedCheckHelp(condition.text))
    }
    return CheckItem(
      condition: condition, then: then, otherwise: otherwise,
      range: keywordRange.union(.point(previousEnd)))
  }

  /// `check c ? main() : welcome`, `check c ? main animated : welcome`: a branch names a phase,
  /// called like a function or animated like an event's `-> main animated`. One error whose fix-it
  /// removes what follows the name, and the check reads on (its `:` branch was "missing").
  private mutating func skipDecoration(ofBranch phase: Identifier) {
    guard !current.startsLine else { return }
    let decoration: SourceRange
    if at(.leftParen), index + 1 < tokens.count, tokens[index + 1].tag == .rightParen {
      decoration = advance().union(advance())
    } else if let animated = consumeKeyword(.animated) {
      decoration = animated
    } else {
      return
    }
    let written = source.text(in: decoration)
    report(
      .unexpectedToken, at: decoration,
      SyntaxMessages.decoratedCheckBranch(written, phase: phase.text),
      fixIt: Diagnostic.FixIt(
        "remove '\(written)'", replacing: SourceRange(start: phase.range.end, end: decoration.end),
        with: ""))
  }

  /// `tab = { docComment } [ "default" ] "tab" identifier string "icon" string "root" identifier
  ///   [ guardedRequires ] ;`
  private mutating func parseTab() -> TabItem? {
    let docs = currentDocs()
    let start = current.range.start
    var defaultKeyword = consumeKeyword(.default)
    guard consumeKeyword(.tab) != nil || expectKeyword(.tab, after: "'default'"),
      let name = expectIdentifier("the tab's name", after: "'tab'"),
      let title = expectString("the tab's title in quotes", after: "'tab \(name.text)'"),
      let icon = parseTabIcon(of: name)
    else { return nil }
    // `icon "house" requires session root Home`: a phase's guard follows its name, so a new user
    // wrote the tab's before its root too (the thirty-eighth new-users review). One error, whose
    // fix-it moves the root in front, and the tab is read as if written so.
    let guardStart = current.range.start
    let early = atKeyword(.requires) ? parseGuardedRequires() : nil
    let guardEnd = previousEnd
    guard expectKeyword(.root, after: early == nil ? "the tab's icon" : "the tab's guard"),
      let root = expectIdentifier("the tab's root screen", after: "'root'")
    else { return nil }
    if early != nil {
      let guardText = source.text(in: SourceRange(start: guardStart, end: guardEnd))
      // Only blanks and `root` between them: a comment there would be lost by the move.
      let between = source.text(in: SourceRange(start: guardEnd, end: root.range.start))
      let onlyRoot = between.split(whereSeparator: \.isWhitespace) == ["root"]
      report(
        .expectedToken, at: SourceRange(start: guardStart, end: guardEnd),
        SyntaxMessages.tabGuardBeforeRoot(name.text),
        fixIt: onlyRoot
          ? Diagnostic.FixIt(
            "move 'root \(root.text)' before '\(guardText)'",
            replacing: SourceRange(start: guardStart, end: root.range.end),
            with: "root \(root.text) " + guardText)
          : nil)
    }
    if icon.value.hasPrefix("<#"), icon.value.hasSuffix("#>") {
      // The placeholder the missing-icon fix-it writes: an SF Symbol of that name never shows.
      report(.unexpectedToken, at: icon.range, SyntaxMessages.editorPlaceholder(icon.value))
    }
    // A tab bar item with no title or no symbol shows a blank; a missing icon clause (a point
    // range) has its own error already.
    let problems = [
      (title, TabBarTextProblem(title: title.value), "title"),
      (icon, TabBarTextProblem(icon: icon.value), "icon"),
    ]
    for (literal, problem, part) in problems where literal.range.end > literal.range.start {
      guard let problem else { continue }
      report(
        .unexpectedToken, at: literal.range,
        SyntaxMessages.tabText(part, problem, tab: name.text))
    }
    let (requires, guardFailure) = early ?? parseGuardedRequires()
    if !current.startsLine, let block = skipBracketed(.leftBrace, .rightBrace, acrossLines: true) {
      // `root Home { present S }`: what the root pushes and presents belongs to its screen.
      report(
        .unexpectedToken, at: block, SyntaxMessages.blockOnTab(name.text, root: root.text),
        help: SyntaxMessages.blockOnTabHelp(root.text))
    }
    let tabEnd = previousEnd
    // `... root A default tab b ...` on one line marks `b`, as written: only a `default` that
    // no `tab` follows on its line trails this tab.
    let defaultMarksNextTab =
      index + 1 < tokens.count && tokens[index + 1].keyword == .tab
      && !tokens[index + 1].startsLine
    if defaultKeyword == nil, !current.startsLine, !defaultMarksNextTab,
      let trailing = consumeKeyword(.default)
    {
      // `tab library ... root Library default`: read as it stands, the `default` would start the
      // next line's tab and silently make that one the default.
      let written = source.text(in: SourceRange(start: start, end: tabEnd))
      report(
        .unexpectedToken, at: trailing, SyntaxMessages.trailingDefault(name.text),
        fixIt: Diagnostic.FixIt(
          "move 'default' before 'tab'", replacing: SourceRange(start: start, end: trailing.end),
          with: "default " + written))
      defaultKeyword = trailing
    }
    return TabItem(
      docs: docs, defaultKeyword: defaultKeyword, name: name, title: title, icon: icon, root: root,
      requires: requires, guardFailure: guardFailure, range: SourceRange(start: start, end: tabEnd))
  }

  /// `"icon" string` after a tab's title. A forgotten `icon` word, or the whole clause forgotten
  /// before `root`, is one error with a fix-it, and the tab is read on as if it were written.
  private mutating func parseTabIcon(of tab: Identifier) -> StringLiteral? {
    if consumeKeyword(.icon) != nil {
      return expectString("an SF Symbol name in quotes", after: "'icon'")
    }
    let end = previousEnd
    if let icon = consumeString() {
      report(
        .expectedToken, at: icon.range, SyntaxMessages.missingIconKeyword(tab.text),
        fixIt: .inserting("icon ", at: icon.range.start)
      )
      return icon
    }
    guard atKeyword(.root) else {
      reportExpected("'icon'", after: "the tab's title")
      return nil
    }
    report(
      .expectedToken, at: .point(end), SyntaxMessages.missingTabIcon(tab.text),
      fixIt: Diagnostic.FixIt(
        "insert 'icon \"<#symbol#>\"', a placeholder for an SF Symbol name to fill in",
        replacing: .point(end), with: " icon \"<#symbol#>\""),
      help: SyntaxMessages.missingTabIconHelp(tab.text))
    return StringLiteral(value: "", range: .point(end), hasEscapes: false)
  }

  /// Consumes the contextual keyword `word`, or reports it missing.
  mutating func expectKeyword(_ keyword: Keyword, after context: @autoclosure () -> String) -> Bool
  {
    if consumeKeyword(keyword) != nil { return true }
    reportExpected("'\(keyword.rawValue)'", after: context())
    return false
  }
}
