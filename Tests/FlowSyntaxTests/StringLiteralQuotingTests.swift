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
    // Every default-ignorable scalar and every other space prints as an escape, but for what
    // emoji are made of (the nuR review: U+034F, U+E0001, the Hangul fillers and U+FFFF printed
    // raw, so `a` U+034F `b` read as `ab`).
    #expect(
      StringLiteral.quoted("a\u{34F}b\u{E0001}c\u{115F}d\u{3164}e\u{2003}f\u{FE00}g")
        == #""a\u{34F}b\u{E0001}c\u{115F}d\u{3164}e\u{2003}f\u{FE00}g""#)
    // Swift source cannot spell a noncharacter: made from its value.
    let noncharacters = String(
      String.UnicodeScalarView([0xFFFF, 0x10FFFE, 0xFDD0].compactMap(Unicode.Scalar.init)))
    #expect(StringLiteral.quoted(noncharacters) == #""\u{FFFF}\u{10FFFE}\u{FDD0}""#)
    // What emoji and scripts are made of stays where they are made with it: a family, a keycap,
    // Scotland's flag, a non-joiner in Persian.
    for text in [
      "❤️", "☺︎", "👨\u{200D}👩\u{200D}👧", "1\u{FE0F}\u{20E3}",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "می\u{200C}خواهم",
    ] {
      #expect(StringLiteral.quoted(text) == "\"\(text)\"")
    }
    // Alone, or after ASCII text, the same scalars show as nothing, and are escaped (the review
    // of the nuR fix: `a` U+200D `b` printed as `ab`).
    #expect(
      StringLiteral.quoted("a\u{200D}b\u{FE0F}c\u{200C}\u{E0067}")
        == #""a\u{200D}b\u{FE0F}c\u{200C}\u{E0067}""#)
    #expect(StringLiteral.quoted("\u{200D}x") == #""\u{200D}x""#)
    // A combining mark first, or after an escape, would sit on the quote or the brace, and the
    // value would read without it (the twelfth new-users review: `"́x"` read as `"x"`); after a
    // letter it is how the letter is written.
    #expect(
      StringLiteral.quoted("\u{301}x\u{200B}\u{20DD}\"\u{64B}")
        == #""\u{301}x\u{200B}\u{20DD}\"\u{64B}""#)
    #expect(StringLiteral.quoted("e\u{301} \u{915}\u{94D}") == "\"e\u{301} \u{915}\u{94D}\"")
  }

  /// Unicode's own properties decide what shows as nothing or as a space, so no such scalar is
  /// missing from the list (a hand-kept list missed five: the nuR review).
  @Test func everyScalarUnicodeCallsInvisibleOrASpaceIsEscaped() {
    var missed: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let showsAsNothingOrASpace =
        properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
        || (properties.isWhitespace && value != 0x20)
      if showsAsNothingOrASpace, StringLiteral.quoted(String(scalar)) == "\"\(scalar)\"" {
        missed.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(missed == [])
  }
}
