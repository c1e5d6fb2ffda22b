extension Parser {
  private static let screenItemKeywords: Set<Keyword> = [.push, .present, .on]

  /// `screen = ( "screen" | "sheet" | "cover" ) identifier [ parameters ] [ guardedRequires ]
  ///   [ "{" { screenItem } "}" ] ;`
  ///
  /// Returns the declaration already wrapped: an optional `ScreenDeclaration` mapped into
  /// `Declaration.screen` was built, copied into the enum and destroyed, for every screen
  /// (`parseDeclaration` 166.3 M -> 160.4 M instructions of the 10,000-route check, with
  /// `parseRoute`'s).
  mutating func parseScreen(docs: DocComment?) -> Declaration? {
    // Read from the keyword the lexer already found, rather than from its text.
    let kind: ScreenDeclaration.Kind =
      switch tokens[index].keyword {
      case .sheet: .sheet
      case .cover: .cover
      default: .screen
      }
    let keywordRange = advance()
    let kindWord = kind.rawValue
    guard let name = expectIdentifier("the \(kindWord)'s name", after: "'\(kindWord)'") else {
      skipToNextDeclaration()
      return nil
    }
    var parameters: [Parameter] = []
    if !current.startsLine,
      let brackets = skipBracketed(.leftBracket, .rightBracket, acrossLines: false)
    {
      // `screen D[id: Int]`: one error whose fix-it writes the list in parentheses; skipped here.
      let written = source.text(in: brackets).dropFirst()
      let inside = written.last == "]" ? written.dropLast() : written
      report(
        .unexpectedToken, at: brackets,
        SyntaxMessages.bracketedParameters(name.text, String(inside)),
        fixIt: Diagnostic.FixIt(
          "replace the brackets with parentheses", replacing: brackets, with: "(\(inside))"))
    }
    if at(.leftParen) {
      guard let parsed = parseParameters(of: name) else {
        skipToNextDeclaration()
        return nil
      }
      parameters = parsed
    }
    let (requires, guardFailure) = parseGuardedRequires()
    var items: [ScreenItem] = []
    let end = parseBlock(
      "\(kindWord) '\(name.text)'", itemKeywords: Self.screenItemKeywords,
      allowed: "push, present or on"
    ) { parser, keyword in
      if let item = parser.parseScreenItem(keyword) { items.append(item) }
    }
    return .screen(
      ScreenDeclaration(
        docs: docs, kind: kind, name: name, parameters: parameters, requires: requires,
        guardFailure: guardFailure, items: items,
        range: SourceRange(start: keywordRange.start, end: end ?? previousEnd)))
  }

  /// `screenItem = "push" identifier { "," identifier } | "present" identifier { "," identifier }
  ///   | handler ;`
  private mutating func parseScreenItem(_ itemKeyword: Keyword) -> ScreenItem? {
    let item: ScreenItem?
    if itemKeyword == .on {
      item = parseHandler().map(ScreenItem.handler)
    } else {
      let keywordRange = advance()
      let what = itemKeyword == .push ? "a screen name" : "a sheet or cover name"
      let names = parseNameList(what, after: itemKeyword)
      let range = keywordRange.union(.point(previousEnd))
      item =
        names.isEmpty
        ? nil
        : itemKeyword == .push ? .push(names, range: range) : .present(names, range: range)
    }
    if item == nil { skipToNextItem(Self.screenItemKeywords) }
    return item
  }

  /// `parameters = "(" [ parameter { "," parameter } [ "," ] ] ")" ;`
  private mutating func parseParameters(of screen: Identifier) -> [Parameter]? {
    advance()
    var parameters: [Parameter] = []
    while consume(.rightParen) == nil {
      guard let parameter = parseParameter(after: parameters.isEmpty ? "'('" : "','") else {
        return nil
      }
      parameters.append(parameter)
      if consume(.comma) == nil {
        if consume(.rightParen) != nil { break }
        // An unterminated string took the rest of its line, the `)` with it: its own error says
        // so, and "expected ')'" would be a second for the same quote.
        if previousTokenIsUnterminatedString {
          return nil
        }
        // Another parameter follows (`name: String`, on the next line or this one): the comma
        // between them is missing, not the `)`.
        if at(.identifier), index + 1 < tokens.count, tokens[index + 1].tag == .colon {
          reportExpected(
            "',' between parameters", after: "parameter '\(parameter.name.text)'",
            fixIt: .inserting(",", at: previousEnd))
          continue
        }
        // `screen Detail(id: Int` then `{` or the next line: the list ends where the line's text
        // does, so a fix-it closes it there and the declaration reads on.
        let closes = at(.leftBrace) || atLineEnd
        reportExpected(
          TokenKind.Tag.rightParen.description, after: "parameter '\(parameter.name.text)'",
          fixIt: closes
            ? Diagnostic.FixIt.inserting(")", at: previousEnd) : nil)
        guard closes else { return nil }
        break
      }
    }
    return parameters
  }

  /// `parameter = { docComment } identifier ":" type [ "=" literal ] ;`
  /// `type = identifier [ "?" ] ;`
  private mutating func parseParameter(after context: String) -> Parameter? {
    let docs = currentDocs()
    skipSwiftBindingKeyword()
    guard
      let name = parameterNameBeforeColon()
        ?? expectIdentifier("a parameter name or ')'", after: context),
      expectColon(afterParameter: name),
      let typeName = expectIdentifier("a type (String, Int, Double, Bool or UUID)", after: "':'")
    else { return nil }
    let isOptional = consume(.question) != nil
    let type = TypeReference(
      name: typeName, isOptional: isOptional, range: typeName.range.union(.point(previousEnd)))
    var defaultValue: Literal?
    if consume(.equals) != nil {
      guard let literal = parseLiteral(after: "'='") else { return nil }
      defaultValue = literal
    }
    return Parameter(
      docs: docs, name: name, type: type, defaultValue: defaultValue,
      range: name.range.union(.point(previousEnd)))
  }

  /// Whether the token just read is a string its line ended before its closing quote.
  private var previousTokenIsUnterminatedString: Bool {
    guard index > 0, tokens[index - 1].tag == .string else { return false }
    let range = tokens[index - 1].range
    return range.end <= range.start + 1 || source.bytes[range.end - 1] != UInt8(ascii: "\"")
  }

  /// The types a parameter may have, as written.
  private static let parameterTypeNames: Set<String> = ["String", "Int", "Double", "Bool", "UUID"]

  /// The `:` after a parameter's name. `id Int`, a name then a type on the same line, is one error
  /// whose fix-it inserts the colon, and the parameter reads on. Only a type's name counts: in
  /// `_ id: Int` or a list missing its `) {` before `push S`, the word is no type.
  private mutating func expectColon(afterParameter name: Identifier) -> Bool {
    if consume(.colon) != nil { return true }
    let typeFollows =
      !current.startsLine && Self.parameterTypeNames.contains(source.text(in: current.range))
    reportExpected(
      TokenKind.Tag.colon.description, after: "parameter '\(name.text)'",
      fixIt: typeFollows
        ? Diagnostic.FixIt.inserting(":", at: name.range.end) : nil)
    return typeFollows
  }

  /// `let id: Int`, `var id: Int`: a parameter is its name and type, as in a Swift function, not a
  /// property. One error with a fix-it removing the word, and the parameter is read on.
  private mutating func skipSwiftBindingKeyword() {
    guard case .identifier(let word) = tokens[index].kind, word == "let" || word == "var",
      index + 2 < tokens.count, tokens[index + 1].tag == .identifier,
      !tokens[index + 1].startsLine, tokens[index + 2].tag == .colon
    else { return }
    let keyword = advance()
    report(
      .unexpectedToken, at: keyword, SyntaxMessages.bindingKeywordInParameter(word),
      fixIt: Diagnostic.FixIt(
        "remove '\(word)'", replacing: SourceRange(start: keyword.start, end: current.range.start),
        with: ""))
  }

  /// A name followed by `:` is a parameter's, even a declaration keyword at the start of a line
  /// (`route: Int`), which `expectIdentifier` would take for the next declaration after a
  /// forgotten name: keywords are contextual, and one line per parameter is the layout that gives
  /// each its `///` comment.
  private mutating func parameterNameBeforeColon() -> Identifier? {
    guard case .identifier(let text) = tokens[index].kind, index + 1 < tokens.count,
      tokens[index + 1].tag == .colon
    else { return nil }
    return Identifier(text, range: advance())
  }
}
