import FlowSyntax
import Testing

/// Inputs found by `Benchmarks/Fuzz/run.sh frontend`, each with the behaviour it broke.
@Suite struct FuzzRegressionTests {
  /// Formatting a file that is not UTF-8 would replace its bad bytes with U+FFFD, changing text the
  /// user wrote; like a file with syntax errors, it should not be formatted at all.
  @Test
  func formatterRefusesInvalidUTF8() {
    // Fuzz input, minimized: `screen Home // <0xCF 0x00>`.
    let bytes: [UInt8] = Array("screen Home // ".utf8) + [0xCF, 0x00, 0x0A]
    #expect(Formatter.format(SourceFile(path: "fuzz.flow", bytes: bytes)) == nil)
  }

  /// A plain comment between a declaration's doc comment and a blank line moved below the
  /// declaration, and formatting the result again inserted a blank line: the formatter must keep
  /// comments before the item they preceded and give the same text when run on its own output.
  @Test
  func commentAfterDocCommentStaysInPlace() throws {
    // Fuzz input, minimized (the original: `///\n//\n\nroute"/"->A\nroute"/"->u`).
    let input = "/// a\n// b\n\nscreen A\nscreen B\n"
    let once = try #require(Formatter.format(SourceFile(path: "fuzz.flow", text: input)))
    let lines = once.split(separator: "\n", omittingEmptySubsequences: false)
    let comment = try #require(lines.firstIndex(of: "// b"))
    let screen = try #require(lines.firstIndex(of: "screen A"))
    #expect(comment < screen)
    #expect(Formatter.format(SourceFile(path: "fuzz.flow", text: once)) == once)
  }

  /// The same bug's second form: the comment moved into the body, and formatting again broke the
  /// inline parameters onto lines, because the comment was then inside the parameter list.
  @Test
  func commentAfterDocCommentStaysBeforeADeclarationWithABody() throws {
    // Fuzz input, minimized.
    let input = "///\n//\ncover v(p:D){push v}"
    let once = try #require(Formatter.format(SourceFile(path: "fuzz.flow", text: input)))
    #expect(once == "///\n//\ncover v(p: D) {\n  push v\n}\n")
    #expect(Formatter.format(SourceFile(path: "fuzz.flow", text: once)) == once)
  }

  /// A doc comment line ending in several `\r` lost one per formatting pass: documentation text now
  /// drops every trailing blank, so the first pass is the last.
  @Test func docCommentWithTrailingCarriageReturnsFormatsOnce() throws {
    // Fuzz input, minimized: `sheet B\n/// Bs\r\r\r\nsheet R\n`.
    let input = "sheet B\n/// Bs\r\r\r\nsheet R\n"
    let once = try #require(Formatter.format(SourceFile(path: "fuzz.flow", text: input)))
    #expect(once == "sheet B\n/// Bs\nsheet R\n")
    #expect(Formatter.format(SourceFile(path: "fuzz.flow", text: once)) == once)
  }

  /// A comment at the end of a declaration's line moved below a blank line on the second pass: the
  /// blank line was placed before the comments between two declarations, trailing ones included.
  @Test(arguments: [
    ("sheet //a\n // b\n\nB\nsheet C\n", "sheet B //a\n// b\n\nsheet C\n"),
    (
      "screen A\n\n// x\nscreen B // y\n\n// z\n\nscreen C\n",
      "screen A\n\n// x\nscreen B // y\n\n// z\n\nscreen C\n"
    ),
  ])
  func trailingCommentStaysOnItsLineAcrossABlankLine(input: String, expected: String) throws {
    // Fuzz input, minimized from comments between `sheet` and its name followed by a blank line.
    let once = try #require(Formatter.format(SourceFile(path: "fuzz.flow", text: input)))
    #expect(once == expected)
    #expect(Formatter.format(SourceFile(path: "fuzz.flow", text: once)) == once)
  }
}
