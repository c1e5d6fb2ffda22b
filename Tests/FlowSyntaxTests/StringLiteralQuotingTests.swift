import Testing

@testable import FlowSyntax

/// `StringLiteral.quoted` is what `flowc resolve` prints for an `expect` to paste and what generated
/// Swift writes for a default: a spec's lexer must read it back as exactly the value.
struct StringLiteralQuotingTests {
  @Test(arguments: [
    "", "plain", "it's", #"say "hi""#, #"back\slash"#, #"\u{41}"#, "tab\there", "two\nlines",
    "\r\n", "\0", "\u{7F}\u{85}\u{9F}", "é", "e\u{301}", "\u{301}lead", "👨‍👩‍👧", "#", #"""""#,
    "\u{202E}evil\u{202C}", "\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}", "line\u{2028}para\u{2029}",
    "\u{FEFF}bom", "😀 \u{10FFFF}",
  ])
  func aQuotedStringReadsBackAsItsValue(_ value: String) {
    let quoted = StringLiteral.quoted(value)
    let lexed = Lexer.tokenize(SourceFile(path: "t.flow", text: quoted))
    #expect(lexed.diagnostics.isEmpty)
    guard case .string(let read, _)? = lexed.tokens.first?.kind else {
      Issue.record("no string token in \(quoted)")
      return
    }
    #expect(Array(read.unicodeScalars) == Array(value.unicodeScalars))
  }

  /// A bidirectional control or a line separator, raw, makes a line read in another order than a
  /// compiler reads it; control characters cannot stand on a line at all.
  @Test func invisibleAndReorderingCharactersAreWrittenAsEscapes() {
    #expect(
      StringLiteral.quoted("a\u{202E}b\u{2066}c\u{2028}") == #""a\u{202E}b\u{2066}c\u{2028}""#)
    #expect(StringLiteral.quoted("\0\u{1B}\u{85}") == #""\u{0}\u{1B}\u{85}""#)
    #expect(StringLiteral.quoted("it's \"é\"\\") == #""it's \"é\"\\""#)
    #expect(StringLiteral.quoted("👨‍👩‍👧") == "\"👨‍👩‍👧\"")
    // What shows as a space or as nothing is written so, else two values print alike (the
    // nineteenth new-users review's transaction hashes): a zero-width joiner stays, for emoji.
    #expect(
      StringLiteral.quoted("a\u{A0}b\u{200B}c\u{FEFF}d\u{AD}e\u{2060}")
        == #""a\u{A0}b\u{200B}c\u{FEFF}d\u{AD}e\u{2060}""#)
    #expect(StringLiteral.quoted("a b") == "\"a b\"")
  }
}
