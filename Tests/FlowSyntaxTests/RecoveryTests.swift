import FlowSyntax
import Testing

/// Broken input: every independent error is reported once, at the right place, and parsing goes on.
@Suite struct RecoveryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: [String]
    var testDescription: String { source.debugDescription }
  }

  static let cases: [Case] = [
    Case(
      source: "expect \"a://x\" when -> held\ncondition c",
      expected: ["1:21: FL0010 expected a condition name after 'when', found '->'"]),
    Case(
      source: "expect \"a://x\" when !session, -> held",
      expected: ["1:31: FL0010 expected a condition name after ',', found '->'"]),
    Case(
      source: "expect \"a://x\" when ! -> held",
      expected: ["1:23: FL0010 expected a condition name after '!', found '->'"]),
    Case(
      source: "expect \"a://x\" when !session held",
      expected: ["1:30: FL0010 expected '->' after '!session', found 'held'"]),
    Case(
      source: "expect \"a://x\" when !session -> held then session -> A\ncondition c",
      expected: ["1:38: FL0010 expected ',' after 'held', found 'then'"]),
    Case(
      source: "expect \"a://x\" when !session -> held, session -> A",
      expected: ["1:39: FL0010 expected 'then' after 'held,', found 'session'"]),
    Case(
      source: "expect \"a://x\" when !session -> held, then -> A",
      expected: ["1:44: FL0010 expected a condition or event name after 'then', found '->'"]),
    Case(
      source: "expect \"a://x\" when !session -> held, then session A",
      expected: ["1:52: FL0010 expected '->' after 'session', found 'A'"]),
    Case(
      source: "expect \"a://x\" when !session -> held, then session -> Landed(",
      expected: [
        "1:62: FL0010 expected a parameter name or ')' after '(', found the end of the file"
      ]),
    // Single quotes are read as the string meant, reported once rather than as a cascade.
    Case(
      source: "route '/p/{id}' -> P",
      expected: ["1:7: FL0002 strings are written in double quotes, not single quotes"]),
    // `nothing` after `then` is a URL matching no route: a held link let go is `dropped`.
    Case(
      source: "expect \"a://x\" when !session -> held, then session -> nothing",
      expected: [
        "1:55: FL0010 'nothing' says a URL matches no route; a held link the navigator lets go is "
          + "'dropped'"
      ]),
    Case(
      source: "phase main {\n  root Home\n\nscreen Home",
      expected: ["2:12: FL0010 expected '}' to close phase 'main'"]),
    // What an error on a line leaves unread is not also "not a declaration".
    Case(
      source: "screen D requires x, ?y\ncondition c",
      expected: ["1:22: FL0010 expected a condition name after ',', found '?'"]),
    Case(
      source: "screen D requires x && ?y\ncondition c",
      expected: ["1:21: FL0002 unexpected character '&'"]),
    // A stray token on the next line is still reported.
    Case(
      source: "screen D requires x, ?y\ncondition c\n? event e",
      expected: [
        "1:22: FL0010 expected a condition name after ',', found '?'",
        "3:1: FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
          + "route or expect), found '?'",
      ]),
    Case(
      source: "condition\nevent ok",
      expected: ["1:10: FL0010 expected a condition name after 'condition', found 'event'"]),
    Case(
      source: "app A {\n  schema \"a\"\n  scheme \"a\"\n}",
      expected: [
        "2:3: FL0011 'schema' cannot appear in the app block; expected scheme, host, restore, stack or "
          + "presentation; did you mean 'scheme'?"
      ]),
    Case(
      source: "app A { restore everything }",
      expected: [
        "1:17: FL0011 'everything' is not a valid value for 'restore'; expected 'tab', 'stacks' or 'nothing'"
      ]),
    Case(
      source: "phase p {\n  check session ? main\n}",
      expected: [
        "2:23: FL0014 'check' needs an else branch: 'check condition ? thenPhase : elsePhase'"
      ]),
    Case(
      source: "screen A(id Int)\nscreen B",
      expected: ["1:13: FL0010 expected ':' after parameter 'id', found 'Int'"]),
    Case(
      source: "route \"projects/{id}\" -> P",
      expected: ["1:8: FL0020 a route pattern starts with '/', like \"/projects/{id}\""]),
    Case(
      source: "route \"/p/{id\" -> P",
      expected: ["1:11: FL0021 unclosed '{' in a route pattern; a placeholder ends with '}'"]),
    // A `?` between braces is an optional type, not the start of the query: one error, at the `?`.
    Case(
      source: "route \"/p/{id: Int?}/x?q={q: Int?}\" -> P",
      expected: [
        "1:19: FL0021 a path placeholder cannot be optional: its segment is always there (the "
          + "parameter it fills may still be optional); for a value a link may leave out, use a "
          + "query item, like '?id={id}'"
      ]),
    Case(
      source: "route \"/p/{id?}\" -> P",
      expected: [
        "1:14: FL0021 a path placeholder cannot be optional: its segment is always there (the "
          + "parameter it fills may still be optional); for a value a link may leave out, use a "
          + "query item, like '?id={id}'"
      ]),
    // In the query, `{date?}` is what other routers write for an optional item: its parameter
    // says so instead (the tenth new-users review read "not a valid placeholder name").
    Case(
      source: "route \"/p?date={date?}\" -> P",
      expected: [
        "1:17: FL0021 'date?' is not a placeholder name: a query item is optional when the "
          + "parameter it fills is, with no '?' here"
      ]),
    Case(
      source: "route \"/p/x{id}\" -> P",
      expected: [
        "1:11: FL0021 a placeholder must be a whole segment, like '/{id}'; braces cannot appear inside other text"
      ]),
    Case(
      source: "route \"/p/{rest...}/x\" -> P",
      expected: ["1:11: FL0022 a catch-all '{name...}' must be the last path segment"]),
    Case(
      source: "route \"/p//x/\" -> P",
      expected: [
        "1:11: FL0025 empty path segment ('//') in a route pattern",
        "1:14: FL0025 a route pattern does not end with '/'; URLs with one trailing '/' match anyway",
      ]),
    Case(
      source: "route \"/p/a b/%zz\" -> P",
      expected: [
        "1:12: FL0023 a space cannot appear in a URL path; percent-encode it",
        "1:15: FL0023 malformed percent escape; write '%' followed by two hex digits",
      ]),
    Case(
      source: "route \"/p/{id}?q={id}&q={x}\" -> P",
      expected: [
        "1:19: FL0024 placeholder 'id' appears twice in this pattern",
        "1:23: FL0024 query key 'q' appears twice in this pattern",
      ]),
    Case(
      source: "route \"/p/..\" -> P",
      expected: ["1:11: FL0023 a route pattern segment cannot be '.' or '..'"]),
    // Escaped, the dot is found after decoding (the other way to `appendLiteral`).
    Case(
      source: "route \"/p/%2E%2e\" -> P",
      expected: ["1:11: FL0023 a route pattern segment cannot be '.' or '..'"]),
    // Well-formed digits that name no scalar are told apart from malformed ones.
    Case(
      source: "app A { scheme \"a\\u{D800}\" }",
      expected: [
        "1:18: FL0004 '\\u{D800}' is a UTF-16 surrogate, half of a pair, not a character; write the character's own code point, like \\u{1F600}"
      ]),
    Case(
      source: "app A { scheme \"a\\u{110000}\" }",
      expected: [
        "1:18: FL0004 '\\u{110000}' is past U+10FFFF, the last code point; write the character's own code point, like \\u{1F600}"
      ]),
    // A control character decoded from a link is refused, so such a literal never matches.
    Case(
      source: "route \"/x/a%0Ab\" -> P",
      expected: [
        "1:12: FL0023 '%0A' decodes to a control character, which links never match once decoded; remove it from the route"
      ]),
    Case(
      source: "route \"/x/%7f\" -> P",
      expected: [
        "1:11: FL0023 '%7f' decodes to a control character, which links never match once decoded; remove it from the route"
      ]),
    // A backslash is refused in a link's path, escaped or not, so neither form is a literal.
    Case(
      source: "route \"/x/a%5cb\" -> P",
      expected: [
        "1:12: FL0023 '%5c' decodes to a backslash, which links never carry in a path (some parsers read it as '/'); remove it from the route"
      ]),
    Case(
      source: "route \"/x/a\\\\b\" -> P",
      expected: [
        "1:12: FL0023 a backslash cannot appear in a URL path, written out or percent-encoded; remove it"
      ]),
    Case(
      source: "app A { scheme \"unterminated\n}",
      expected: ["1:16: FL0003 unterminated string; a string ends with '\"' on the same line"]),
    // Classic Mac line ends: said once, at the first, as every line and column after it is off.
    Case(
      source: "condition c\revent e\rcondition d\r",
      expected: [
        "1:12: FL0002 this file ends its lines with a carriage return alone: .flow files end "
          + "lines with '\\n' or '\\r\\n', so it reads as one line"
      ]),
    Case(source: "condition c\r\nevent e\r\ncondition d\r", expected: []),
    // A stray carriage return with text after it in a file of `\n` lines: editors start a line
    // there, so code after one in a comment shows in the editor and not to flowc (the tools
    // review). One each, so `--fix` mends all; one with only blanks after it hides nothing.
    Case(
      source: "// a note\rcondition hidden\ncondition c \r \nevent e\rcondition d\n",
      expected: [
        "1:10: FL0002 a carriage return without a line feed: editors start a new line here and "
          + "flowc does not, so the text after it belongs to this line (after a `//`, it is "
          + "comment, though the editor shows it as code)",
        "3:8: FL0002 a carriage return without a line feed: editors start a new line here and "
          + "flowc does not, so the text after it belongs to this line (after a `//`, it is "
          + "comment, though the editor shows it as code)",
      ]),
    Case(source: "condition c\r\nevent e\r\r\ncondition d \r\t\ncondition e\r", expected: []),
    Case(
      source: "condition c @@@ event e",
      expected: ["1:13: FL0002 unexpected character '@'"]),
    Case(
      source: "condition \u{0}c",
      expected: ["1:11: FL0002 unexpected NUL byte; .flow files are text"]),
    Case(
      source: "condition é",
      expected: [
        "1:11: FL0002 'é' is not a valid name: names use ASCII letters, digits, '_' and '-', and "
          + "start with a letter or '_'"
      ]),
    Case(
      source: "condition a →\nevent b",
      expected: [
        "1:13: FL0002 unexpected character '→'; names use ASCII letters, digits, '_' and '-'"
      ]),
    Case(
      source: "screen S(x: Int = 99999999999999999999)",
      expected: [
        "1:19: FL0006 '99999999999999999999' does not fit in an Int, which has 64 bits"
      ]),
    Case(
      source: "screen S(id: UUID = 12345678-1234-1234-1234-123456789abc)",
      expected: [
        "1:21: FL0006 '12345678-1234-1234-1234-123456789abc' is a UUID without quotes; a UUID is "
          + "written as a string: \"12345678-1234-1234-1234-123456789abc\""
      ]),
    Case(
      source: "event e \"\\q\"",
      expected: [
        "1:9: FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, route or "
          + "expect), found a string",
        "1:10: FL0004 unknown escape '\\q'; strings support \\\\, \\\", \\n, \\t, \\r and \\u{...}",
      ]),
    Case(source: "/* never closed", expected: ["1:1: FL0005 unterminated '/*' comment"]),
    Case(
      source: "}}} condition c",
      expected: [
        "1:1: FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, route or "
          + "expect), found '}'"
      ]),
    Case(
      source: "phase p { tab x \"X\" root Y }",
      expected: [
        "1:20: FL0010 tab 'x' has no icon: expected 'icon' and an SF Symbol name in quotes after "
          + "its title"
      ]),
    Case(
      source: "screen S { pop A }\nevent e",
      expected: ["1:12: FL0011 'pop' cannot appear in screen 'S'; expected push, present or on"]),
    Case(
      source: "condition a\ncondition\ncondition b\nphase p {\n  root\n  root X\n}\nevent",
      expected: [
        "2:10: FL0010 expected a condition name after 'condition', found 'condition'",
        "5:7: FL0010 expected the root screen's name after 'root', found 'root'",
        "8:6: FL0010 expected an event name after 'event', found the end of the file",
      ]),
  ]

  @Test(arguments: cases)
  func reportsEachErrorOnce(_ testCase: Case) {
    #expect(diagnosticLines(testCase.source) == testCase.expected)
  }

  @Test func keepsTheDeclarationsAroundAnError() {
    let result = parse("condition a\nscreen S { pop A }\nevent e\nphase p { root X")
    let names = result.file.declarations.map { declaration -> String in
      switch declaration {
      case .condition(let condition): condition.name.text
      case .screen(let screen): screen.name.text
      case .event(let event): event.name.text
      case .phase(let phase): phase.name.text
      default: "?"
      }
    }
    #expect(names == ["a", "S", "e", "p"])
  }

  @Test func anUnquotedUUIDIsOneErrorWhoseFixQuotesIt() throws {
    let text = "screen S(id: UUID = 12345678-1234-1234-1234-123456789abc)"
    let source = SourceFile(path: "test.flow", text: text)
    let result = Parser.parse(source)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    let fixIt = try #require(diagnostic.fixIt)
    let fixed =
      String(text.utf8.prefix(fixIt.range.start))! + fixIt.replacement
      + String(text.utf8.dropFirst(fixIt.range.end))!
    #expect(fixed == "screen S(id: UUID = \"12345678-1234-1234-1234-123456789abc\")")
    #expect(Parser.parse(SourceFile(path: "test.flow", text: fixed)).diagnostics.isEmpty)
  }

  /// On a `\r\n` line the string ends before the `\r`: the range, the fix-it's quote and the
  /// string's text stop there, with and without an escape in it.
  @Test(arguments: ["\"/a", "\"/a\\u{62}"])
  func anUnterminatedStringOnACRLFLineEndsBeforeTheCR(string: String) throws {
    let text = "app A { host \(string) b\r\n}\r\n"
    let source = SourceFile(path: "test.flow", text: text)
    let diagnostic = try #require(Parser.parse(source).diagnostics.first)
    let lineEnd = text.utf8.firstIndex(of: UInt8(ascii: "\r")).map {
      text.utf8.distance(from: text.utf8.startIndex, to: $0)
    }
    #expect(diagnostic.range.end == lineEnd)
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.range.start == lineEnd)
    let fixed =
      String(text.utf8.prefix(fixIt.range.start))! + fixIt.replacement
      + String(text.utf8.dropFirst(fixIt.range.end))!
    #expect(fixed == "app A { host \(string) b\"\r\n}\r\n")
    let tokens = Lexer.tokenize(source).tokens
    let strings = tokens.compactMap { token -> String? in
      if case .string(let value, _) = token.kind { return value }
      return nil
    }
    #expect(strings.first?.hasSuffix(" b") == true)
  }

  /// A `\` ending its line escapes nothing, on `\r\n` lines too, and the unterminated string gets
  /// no fix-it: a quote after it would be escaped and leave the string open (a review). After an
  /// escaped backslash (`\\`), the quote closes the string and is offered.
  @Test(arguments: ["\n", "\r\n"])
  func aBackslashEndingTheLineIsADanglingEscapeWithNoQuoteFix(lineEnd: String) throws {
    let source = SourceFile(path: "test.flow", text: "route \"/x\\" + lineEnd + "screen Home\n")
    let diagnostics = Parser.parse(source).diagnostics
    #expect(diagnostics.map(\.message).contains("a '\\' at the end of a line escapes nothing"))
    let unterminated = try #require(diagnostics.first { $0.code == .unterminatedString })
    #expect(unterminated.fixIt == nil)
    let escaped = SourceFile(path: "test.flow", text: "route \"/x\\\\" + lineEnd)
    let fixIt = try #require(
      Parser.parse(escaped).diagnostics.first { $0.code == .unterminatedString }?.fixIt)
    #expect(fixIt.replacement == "\"")
  }

  @Test func missingBraceNotePointsAtTheOpeningBrace() throws {
    let source = SourceFile(path: "test.flow", text: "phase main {\n  root Home\nscreen Home")
    let diagnostic = try #require(Parser.parse(source).diagnostics.first)
    #expect(diagnostic.notes.map(\.message) == ["'{' opened here"])
    #expect(diagnostic.notes.first?.range.map { source.location(of: $0.start).column } == 12)
    #expect(diagnostic.fixIt?.replacement == "\n}")
  }
}
