extension Parser {
  private static let appSettingKeywords: Set<Keyword> = [
    .scheme, .host, .restore, .stack, .presentation,
  ]

  /// FL0011's help when the current token is an app setting written outside the `app` block (at
  /// the top level or in a screen's or phase's block): where it goes, and that it is the whole
  /// app's (`restore nothing` after a screen, meant for that screen alone: the twenty-first
  /// new-users review).
  var appSettingOutsideAppHelp: String? {
    guard let keyword = current.keyword, Self.appSettingKeywords.contains(keyword) else {
      return nil
    }
    return SyntaxMessages.settingOutsideAppHelp(keyword.rawValue)
  }

  /// `app = "app" identifier "{" { appSetting } "}" ;`
  mutating func parseApp(docs: DocComment?) -> AppDeclaration? {
    let keywordRange = advance()
    guard let name = expectIdentifier("the app's name", after: "'app'") else {
      skipToNextDeclaration()
      return nil
    }
    var settings: [AppSetting] = []
    let end = parseBlock(
      "the app block", itemKeywords: Self.appSettingKeywords,
      allowed: "scheme, host, restore, stack or presentation"
    ) { parser, keyword in
      if let setting = parser.parseAppSetting(keyword) { settings.append(setting) }
    }
    guard let end else {
      reportExpected("'{'", after: "'app \(name.text)'")
      skipToNextDeclaration()
      return nil
    }
    return AppDeclaration(
      docs: docs, name: name, settings: settings,
      range: SourceRange(start: keywordRange.start, end: end))
  }

  /// `appSetting = "scheme" string | "host" string | "restore" ( "tab" | "stacks" | "nothing" )
  ///   | "stack" ( "replace" | "push" ) | "presentation" ( "dismiss" | "keep" ) ;`
  private mutating func parseAppSetting(_ setting: Keyword) -> AppSetting? {
    let keywordRange = advance()
    let keyword = Identifier(setting.rawValue, range: keywordRange)
    skipAssignmentMark(after: setting)
    let kind: AppSetting.Kind?
    switch setting {
    case .scheme:
      kind = expectString("a scheme in quotes, like \"myapp\"", after: "'scheme'").map(
        AppSetting.Kind.scheme)
    case .host:
      kind = expectString("a host in quotes, like \"example.com\"", after: "'host'").map(
        AppSetting.Kind.host)
    case .restore:
      kind = parseSettingValue(for: keyword, allowed: [.tab, .stacks, .nothing]).map(
        AppSetting.Kind.restore)
    case .stack:
      kind = parseSettingValue(for: keyword, allowed: [.replace, .push]).map(
        AppSetting.Kind.stack)
    default:
      kind = parseSettingValue(for: keyword, allowed: [.dismiss, .keep]).map(
        AppSetting.Kind.presentation)
    }
    guard let kind else {
      skipToNextItem(Self.appSettingKeywords)
      return nil
    }
    return AppSetting(
      kind: kind, keyword: keyword, range: keywordRange.union(.point(previousEnd)))
  }

  /// One of a fixed set of words after a setting keyword, such as `replace` after `stack`.
  mutating func parseSettingValue(for keyword: Identifier, allowed: [Keyword]) -> Identifier? {
    let choices = Self.listing(allowed.map { "'\($0.rawValue)'" })
    guard case .identifier(let word) = current.kind, !current.startsLine else {
      reportExpected(choices, after: "'\(keyword.text)'")
      return nil
    }
    guard let value = current.keyword, allowed.contains(value) else {
      // `restore tabs`, `restore stack`: a near miss of an allowed value (a keyword elsewhere, so
      // `misspeltKeyword` would not offer it) gets "did you mean" and its fix-it.
      let closest = SpellingSuggestion.closest(to: word, among: allowed.map(\.rawValue))
      let message = SyntaxMessages.invalidValue(word, for: keyword.text, allowed: choices)
      let presentations = [
        "presentation", "presentations", "sheet", "sheets", "cover", "covers", "modal", "modals",
        "all", "everything",
      ]
      report(
        .unexpectedToken, at: current.range,
        closest.map { message + "; did you mean '\($0)'?" } ?? message,
        fixIt: closest.map {
          .replacing(current.range, with: $0)
        },
        help: keyword.text == Keyword.restore.rawValue && presentations.contains(word.lowercased())
          ? SyntaxMessages.presentationsAreNotRestored : nil)
      advance()
      return nil
    }
    let chosen = Identifier(word, range: advance())
    // `restore stacks tab`: a second value on the line is one error, removed by the fix-it.
    if !current.startsLine, let second = current.keyword, allowed.contains(second) {
      let extra = SourceRange(start: chosen.range.end, end: current.range.end)
      report(
        .unexpectedToken, at: current.range,
        SyntaxMessages.secondSettingValue(
          second.rawValue, setting: keyword.text, chosen: chosen.text),
        fixIt: Diagnostic.FixIt("remove '\(second.rawValue)'", replacing: extra, with: ""))
      advance()
    }
    return chosen
  }

  /// `scheme = "a"`, `restore: tab`: a setting takes its value after a space, as YAML or Swift
  /// write it with `:` or `=`. One error with a fix-it removing the mark, and the value is read on.
  private mutating func skipAssignmentMark(after setting: Keyword) {
    guard !current.startsLine, at(.equals) || at(.colon), index + 1 < tokens.count,
      !tokens[index + 1].startsLine
    else { return }
    let mark = advance()
    let written = source.text(in: mark)
    report(
      .unexpectedToken, at: mark, SyntaxMessages.assignmentInSetting(written, setting.rawValue),
      fixIt: Diagnostic.FixIt(
        "remove '\(written)'", replacing: SourceRange(start: mark.start, end: current.range.start),
        with: ""))
  }

  /// `'a', 'b' or 'c'`.
  static func listing(_ items: [String]) -> String { WordList.joined(items, "or") }
}
