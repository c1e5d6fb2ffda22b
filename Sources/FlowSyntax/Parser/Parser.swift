/// A recursive-descent parser for `.flow` files that never throws: it always returns a tree and every
/// diagnostic it found.
///
/// Each `parseX()` carries its grammar rule from `docs/Language.md`. On an error the parser reports it,
/// then skips to a token where parsing can safely resume: the next item of the enclosing block, or the
/// next declaration. Incomplete declarations are left out of the tree, so later passes never see a
/// half-built name. The grammar nests at most two blocks deep, and skipping counts brackets instead of
/// recursing, so no input can exhaust the stack.
public struct Parser {
  /// Brackets deeper than this in skipped input are reported once as FL0012.
  public static let maximumNesting = 256
  /// The parser stops recording diagnostics past this many; the compiler reports the overflow.
  public static let maximumDiagnostics = 500

  let source: SourceFile
  let tokens: [Token]
  var index = 0
  /// The doc comments by token position, and the first of them not before `index`.
  private let docComments: [AttachedDocComment]
  private var nextDocComment = 0
  var diagnostics: [Diagnostic] = []
  private var reportedNesting = false
  /// The item keywords of the innermost block being parsed, for recovery.
  var blockItemKeywords: Set<Keyword> = []
  /// The last block a declaration on a new line ended before its `}`: the missing-brace error
  /// reported for it, which a stray `}` after that declaration turns into "declarations go at the
  /// top level" (`phase main { root Home` then `screen Home` then `}`).
  var unclosedBlock: UnclosedBlock?
  /// The names after the first of a list (`event a, b`), declared each on its own: the language
  /// declares one name per `condition` or `event`, and the list is reported once, but its names are
  /// read as declared so that their uses are not reported too. `parseFile` takes them in order.
  var listedDeclarations: [Declaration] = []
  /// Where each of the lexer's diagnostics starts, in source order (the lexer reports as it
  /// reads), searched rather than scanned: a spec may have 100,000 names in one list.
  private let lexerProblemStarts: [Int]
  /// The lexer's escapes of each string that has any, by its first byte (`consumeString()`).
  private let stringEscapes: [Int: [StringEscape]]

  private init(
    source: SourceFile, tokens: [Token], docComments: [AttachedDocComment],
    diagnostics: [Diagnostic], stringEscapes: [Int: [StringEscape]]
  ) {
    self.source = source
    self.tokens = tokens
    self.docComments = docComments
    self.diagnostics = diagnostics
    self.stringEscapes = stringEscapes
    lexerProblemStarts = diagnostics.map(\.range.start).sorted()
  }

  /// Whether the lexer reported a problem starting in `start..<end`.
  func lexerProblemBetween(_ start: Int, _ end: Int) -> Bool {
    var low = 0
    var high = lexerProblemStarts.count
    while low < high {
      let middle = (low + high) / 2
      if lexerProblemStarts[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < lexerProblemStarts.count && lexerProblemStarts[low] < end
  }

  /// Parses a whole file, never failing: returns a tree (possibly partial) and every diagnostic.
  public static func parse(_ source: SourceFile) -> ParseResult {
    // Doc comments reach the tree through `docComments`; only the formatter needs them listed.
    let lexed = Lexer.tokenize(source, listingDocLines: false)
    var parser = Parser(
      source: source, tokens: lexed.tokens, docComments: lexed.docComments,
      diagnostics: lexed.diagnostics, stringEscapes: lexed.stringEscapes)
    let declarations = parser.parseFile()
    let misplaced = MisplacedIgnoreComment.find(
      docComments: lexed.docComments, comments: lexed.comments, in: source)
    let file = FlowFile(
      path: source.path, declarations: declarations, comments: lexed.comments,
      misplacedIgnores: misplaced)
    // In the order they were found; `DiagnosticOrder` orders every stage's at the end.
    return ParseResult(
      file: file, diagnostics: Array(parser.diagnostics.prefix(maximumDiagnostics)))
  }

  /// `file = { declaration } ;`
  private mutating func parseFile() -> [Declaration] {
    var declarations: [Declaration] = []
    // Sized once: a declaration is a large value, and growing a list of thousands moves every one
    // each time. Specs spend 5 to 7 tokens a declaration, so a quarter of the tokens is room for
    // all of them in nearly any spec; the unused tail of a large list is never touched.
    declarations.reserveCapacity(tokens.count / 4)
    while !at(.endOfFile) {
      let before = index
      if consume(.semicolon) != nil { continue }
      if at(.rightBrace), let unclosed = unclosedBlock.take() {
        reportNestedDeclaration(unclosed)
        advance()
        continue
      }
      if let declaration = parseDeclaration() {
        declarations.append(declaration)
      }
      if !listedDeclarations.isEmpty {
        declarations += listedDeclarations
        listedDeclarations.removeAll()
      }
      if index == before {
        // A declaration that consumed nothing was not one: report and skip to the next.
        if !followsErrorOnItsLine, !current.startsLine, atKeyword(.over) {
          // `sheet Gen over current`: the option of a route, written on what it opens (the
          // eighteenth new-users review got "expected a declaration").
          var written: (kind: String, name: String?)?
          if case .screen(let screen) = declarations.last {
            // A pushed screen cannot open over anything: no route to it is offered.
            written = (screen.kind.rawValue, screen.kind == .screen ? nil : screen.name.text)
          }
          report(
            .unexpectedToken, at: current.range,
            SyntaxMessages.overCurrentOnDeclaration(kind: written?.kind),
            help: SyntaxMessages.overCurrentOnDeclarationHelp(name: written?.name))
        } else if !followsErrorOnItsLine {
          // A word repeating the one before it is a stray copy (`event sent sent`), not `event`
          // misspelt; any other may be a declaration keyword misspelt, on its line or not.
          let repeatsPrevious = index > 0 && tokens[index - 1].kind == current.kind
          let misspelt =
            repeatsPrevious ? nil : misspeltKeyword(among: Keyword.misspeltAtTopLevel)
          // `on alarm -> present Alarm` at the top, for an alarm from any phase (the twelfth
          // new-users review): a handler belongs to what it is handled in.
          let help = atKeyword(.on) ? SyntaxMessages.topLevelHandlerHelp : appSettingOutsideAppHelp
          report(
            .unexpectedToken, at: current.range,
            Self.suggesting(SyntaxMessages.expectedDeclaration(found: current.kind), misspelt),
            fixIt: misspelt?.fixIt, help: help)
        }
        skipToNextDeclaration()
      }
    }
    return declarations
  }

  /// `declaration = { docComment } ( app | condition | event | phase | screen | route | expect ) ;`
  private mutating func parseDeclaration() -> Declaration? {
    guard let keyword = current.keyword else { return nil }
    let docs = currentDocs()
    switch keyword {
    case .app: return parseApp(docs: docs).map(Declaration.app)
    case .condition:
      return parseNamedDeclaration(what: "a condition name", docs: docs) {
        .condition(ConditionDeclaration(docs: $2, name: $0, range: $1))
      }
    case .event:
      return parseNamedDeclaration(what: "an event name", docs: docs) {
        .event(EventDeclaration(docs: $2, name: $0, range: $1))
      }
    case .phase: return parsePhase(docs: docs).map(Declaration.phase)
    case .screen, .sheet, .cover: return parseScreen(docs: docs)
    case .route: return parseRoute(docs: docs)
    case .expect: return parseExpect(docs: docs).map(Declaration.expect)
    default: return nil
    }
  }

  /// `condition = "condition" identifier ;` and `event = "event" identifier ;`: `make` builds the
  /// declaration from its name, its range and its doc comment.
  private mutating func parseNamedDeclaration(
    what: String, docs: DocComment?,
    _ make: (Identifier, SourceRange, DocComment?) -> Declaration
  ) -> Declaration? {
    let keywordRange = advance()
    let source = source
    guard let name = expectIdentifier(what, after: "'\(source.text(in: keywordRange))'") else {
      skipToNextDeclaration()
      return nil
    }
    // `condition linkedAccount requires session`: a condition is a Boolean the app reports, with
    // nothing of its own to require (the seventeenth new-users review got only "expected a
    // declaration"). The condition is still declared, so its uses raise nothing more.
    if !current.startsLine, atKeyword(.requires), what == "a condition name" {
      // The names it lists, for the help: `requires a, b` on the same line, as written; none
      // for anything else (`requires !a` is no guard either).
      var others: [String] = []
      var position = index + 1
      while position < tokens.count, !tokens[position].startsLine {
        if case .identifier(let text) = tokens[position].kind {
          others.append(text)
        } else if tokens[position].tag != .comma {
          others = []
          break
        }
        position += 1
      }
      report(
        .unexpectedToken, at: current.range, SyntaxMessages.conditionRequires(name.text),
        help: SyntaxMessages.conditionRequiresHelp(name.text, others: others))
      skipToNextDeclaration()
      return make(name, keywordRange.union(name.range), docs)
    }
    // `event a, b`, or `event a b` with no comma at all: each name is declared all the same.
    if !current.startsLine, at(.comma) || isListedName(current) {
      parseListedNames(after: name, keywordRange: keywordRange, make)
    }
    return make(name, keywordRange.union(name.range), docs)
  }
}

// MARK: - The token cursor

extension Parser {
  var current: Token { tokens[index] }

  var previousEnd: Int { index > 0 ? tokens[index - 1].range.end : 0 }

  // The questions asked of every token read its fields in place: going through `current` copies
  // the whole token (its text retained, then released) at each one.

  /// Whether the current token is of this kind. The parser asks only about kinds without a value
  /// (punctuation, the end of the file), which the token's tag answers without reading its kind.
  func at(_ kind: TokenKind.Tag) -> Bool { tokens[index].tag == kind }

  /// Whether the current token is the contextual keyword `keyword`.
  func atKeyword(_ keyword: Keyword) -> Bool { tokens[index].keyword == keyword }

  /// Whether the current token more likely starts the next declaration or block item than
  /// completes this one: a keyword at the start of a line, after a name was forgotten.
  var startsNextItem: Bool {
    guard tokens[index].startsLine, let keyword = tokens[index].keyword else { return false }
    return Keyword.declarationStarts.contains(keyword) || blockItemKeywords.contains(keyword)
  }

  /// Whether the current token starts a declaration on a fresh line: where a forgotten `}` belongs.
  var atDeclarationOnNewLine: Bool {
    guard tokens[index].startsLine, let keyword = tokens[index].keyword else { return false }
    return Keyword.declarationStarts.contains(keyword)
  }

  /// The `///` lines written directly before the current token. The parser only moves forward, so
  /// the comments before it are passed over for good.
  mutating func currentDocs() -> DocComment? {
    while nextDocComment < docComments.count, docComments[nextDocComment].tokenIndex < index {
      nextDocComment += 1
    }
    guard nextDocComment < docComments.count, docComments[nextDocComment].tokenIndex == index
    else { return nil }
    return docComments[nextDocComment].comment
  }

  /// Moves past the current token and returns its range, all that callers keep of it: a copy of
  /// the token would retain and release its text.
  @discardableResult
  mutating func advance() -> SourceRange {
    let range = tokens[index].range
    stepForward()
    return range
  }

  /// Moves to the next token, staying on `endOfFile` once there.
  private mutating func stepForward() {
    if index < tokens.count - 1 { index += 1 }
  }

  /// Consumes a token of this kind and returns its range, or returns `nil` without consuming.
  ///
  /// Only the range is handed back: a whole token is a copy of its text and doc comment, and these
  /// are asked of nearly every token of every file.
  mutating func consume(_ kind: TokenKind.Tag) -> SourceRange? {
    guard at(kind) else { return nil }
    let range = tokens[index].range
    stepForward()
    return range
  }

  /// Consumes the contextual keyword and returns its range, or returns `nil` without consuming.
  mutating func consumeKeyword(_ keyword: Keyword) -> SourceRange? {
    guard atKeyword(keyword) else { return nil }
    let range = tokens[index].range
    stepForward()
    return range
  }

  /// Consumes an identifier, or reports what was expected and returns `nil` without consuming.
  mutating func expectIdentifier(
    _ what: @autoclosure () -> String, after context: @autoclosure () -> String
  ) -> Identifier? {
    if case .identifier(let text) = tokens[index].kind, !startsNextItem {
      return Identifier(text, range: advance())
    }
    reportExpected(what(), after: context())
    return nil
  }

  /// Consumes a string literal, or reports what was expected and returns `nil` without consuming.
  mutating func expectString(
    _ what: @autoclosure () -> String, after context: @autoclosure () -> String
  ) -> StringLiteral? {
    if let literal = consumeString() { return literal }
    reportExpected(what(), after: context())
    return nil
  }

  /// Consumes the token at `index` when it is a string, as a literal with its escapes.
  mutating func consumeString() -> StringLiteral? {
    guard case .string(let value, let hasEscapes) = tokens[index].kind else { return nil }
    let escapes = hasEscapes ? stringEscapes[tokens[index].range.start] ?? [] : []
    return StringLiteral(value: value, range: advance(), hasEscapes: hasEscapes, escapes: escapes)
  }

  /// Consumes a punctuation token and returns its range, or reports it missing and returns `nil`
  /// without consuming.
  mutating func expect(_ kind: TokenKind.Tag, after context: @autoclosure () -> String)
    -> SourceRange?
  {
    if let range = consume(kind) { return range }
    reportExpected(kind.description, after: context())
    return nil
  }

  /// Whether the current token starts the next line, or the file ended: nothing more was written
  /// on the line being read.
  var atLineEnd: Bool { current.startsLine || at(.endOfFile) }

  mutating func reportExpected(
    _ what: String, after context: String, fixIt: Diagnostic.FixIt? = nil, help: String? = nil
  ) {
    // What stood there was a character the lexer already reported (`screen $`): that error is
    // the one for this mistake.
    if lexerProblemBetween(previousEnd, current.range.start) { return }
    // Point just after the previous token when the problem is something missing at a line break.
    let range =
      atLineEnd ? SourceRange.point(previousEnd) : current.range
    // What was wanted, written on the next line (`restore` with `tab` below it): the message says
    // where it must go, rather than "expected 'tab' ..., found 'tab'" (the tools review), and the
    // fix-it joins the lines when only blanks are between.
    if current.startsLine, what.contains(current.kind.description) {
      let gap = SourceRange(start: previousEnd, end: current.range.start)
      let blank = source.bytes[gap.start..<gap.end].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
          || $0 == UInt8(ascii: "\n")
      }
      let linesBelow = source.bytes[gap.start..<gap.end].count { $0 == UInt8(ascii: "\n") }
      report(
        .expectedToken, at: range,
        SyntaxMessages.expectedOnTheSameLine(
          what, after: context, found: current.kind, linesBelow: linesBelow),
        fixIt: fixIt
          ?? (blank ? .init(SyntaxMessages.joinTheLines, replacing: gap, with: " ") : nil),
        help: help)
      return
    }
    report(
      .expectedToken, at: range,
      SyntaxMessages.expected(what, after: context, found: current.kind), fixIt: fixIt, help: help)
  }

  mutating func report(
    _ code: DiagnosticCode, at range: SourceRange, _ message: String,
    fixIt: Diagnostic.FixIt? = nil, help: String? = nil
  ) {
    guard diagnostics.count < Self.maximumDiagnostics else { return }
    diagnostics.append(
      Diagnostic(code, path: source.path, range: range, message: message, fixIt: fixIt, help: help))
  }
}

// MARK: - Recovery

extension Parser {
  /// Whether an error already stands on the current token's line, at or before the token: the
  /// token is what that error left unread (`requires x, ?y`, `requires x && ?y`), and calling it
  /// "not a declaration" would be a second error for one mistake.
  ///
  /// The lexer's problems are searched; the parser's own are read back from the latest, which is
  /// where it reported them, and the look stops at one before the line: a file of one long line
  /// of stray tokens asks this once a token.
  var followsErrorOnItsLine: Bool {
    let start = current.range.start
    let line = source.location(of: start).line
    let lineStart = source.lineStarts[line - 1]
    if lexerProblemBetween(lineStart, start + 1) { return true }
    for diagnostic in diagnostics.dropFirst(lexerProblemStarts.count).reversed() {
      if diagnostic.range.start < lineStart { return false }
      if diagnostic.range.start <= start { return true }
    }
    return false
  }

  /// Skips to the next top-level declaration keyword outside any brackets.
  mutating func skipToNextDeclaration() {
    skip(stopAtClosingBrace: false) { parser, depth in
      guard depth == 0, let keyword = parser.current.keyword else { return false }
      return Keyword.declarationStarts.contains(keyword)
    }
  }

  /// Skips the rest of a broken block item: to the next item keyword starting a line or the `}` of the
  /// enclosing block, or to a declaration on a new line.
  mutating func skipToNextItem(_ itemKeywords: Set<Keyword>) {
    skip(stopAtClosingBrace: true) { parser, depth in
      if parser.atDeclarationOnNewLine { return true }
      guard depth == 0, parser.current.startsLine, let keyword = parser.current.keyword
      else { return false }
      return itemKeywords.contains(keyword)
    }
  }

  /// Advances until `stop` says so or the file ends, counting brackets rather than recursing.
  private mutating func skip(stopAtClosingBrace: Bool, until stop: (Parser, Int) -> Bool) {
    var depth = 0
    while !at(.endOfFile) {
      if stop(self, depth) { return }
      switch current.kind {
      case .leftBrace, .leftParen, .leftBracket:
        depth += 1
        if depth > Self.maximumNesting, !reportedNesting {
          reportedNesting = true
          report(
            .nestingTooDeep, at: current.range,
            SyntaxMessages.nestingTooDeep(limit: Self.maximumNesting))
        }
      case .rightBrace where depth == 0 && stopAtClosingBrace:
        return
      case .rightBrace, .rightParen, .rightBracket:
        depth = max(0, depth - 1)
      default:
        break
      }
      advance()
    }
  }
}
