import FlowSyntax
import FlowTestSupport
import Testing

/// Inputs no one writes on purpose: the parser finishes, reports a bounded number of errors, and every
/// range lies inside the file.
@Suite struct GarbageInputTests {
  private func check(_ bytes: [UInt8]) -> [Diagnostic] {
    let source = SourceFile(path: "garbage.flow", bytes: bytes)
    let diagnostics = Parser.parse(source).diagnostics
    for diagnostic in diagnostics {
      #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count)
    }
    #expect(diagnostics.count <= Parser.maximumDiagnostics)
    return diagnostics
  }

  @Test func hundredThousandNestedBraces() {
    let diagnostics = check(Array(repeating: UInt8(ascii: "{"), count: 100_000))
    #expect(diagnostics.map(\.code) == [.unexpectedToken, .nestingTooDeep])
  }

  @Test func nestedBracesInsideABlock() {
    let text = "phase p { " + String(repeating: "(", count: 50_000) + " }"
    let diagnostics = check(Array(text.utf8))
    #expect(diagnostics.map(\.code).contains(.nestingTooDeep))
  }

  @Test func binaryBytes() {
    var generator = SeededGenerator(seed: 7)
    let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    _ = check(bytes)
  }

  @Test func invalidUTF8() {
    let diagnostics = check([0x63, 0xFF, 0xFE, 0x20] + Array("condition c".utf8))
    #expect(diagnostics.map(\.message).contains("byte 0xFF is not valid UTF-8"))
  }

  /// A byte-order mark first is skipped (some Windows editors write one); anywhere else it is an
  /// unexpected character, as any stray U+FEFF is.
  @Test func byteOrderMarkFirstIsSkipped() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(check(mark + Array("condition c\nevent e\n".utf8)).isEmpty)
    #expect(check(mark).isEmpty)
    let later = check(Array("condition c\n".utf8) + mark + Array("event e\n".utf8))
    #expect(later.map(\.code) == [.unexpectedCharacter])
  }

  /// A byte-order mark is not a column: the first line's first character is column 1, and the
  /// line shown under a diagnostic does not start with it (a newcomer review found column 4).
  @Test func byteOrderMarkTakesNoColumn() {
    let source = SourceFile(
      path: "a.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("screen\nevent e".utf8))
    let diagnostic = Parser.parse(source).diagnostics.first
    #expect(diagnostic.map { source.location(of: $0.range.start).column } == 7)
    #expect(source.location(of: 3).column == 1)
    #expect(source.location(of: 0).column == 1)
    #expect(source.location(of: 10).line == 2 && source.location(of: 10).column == 1)
    #expect(source.lineText(1) == "screen")
  }

  @Test func fiveMegabytesOfDeclarations() {
    let text = String(repeating: "event e\nscreen S(a: Int) { push T }\n", count: 180_000)
    #expect(text.utf8.count > 5_000_000)
    #expect(check(Array(text.utf8)).isEmpty)
  }

  /// `and` between 100,000 conditions is one error. Each operator once copied the list of those
  /// before it: 16,000 took 2.3 s to check, and 200,000 did not finish in a minute.
  @Test func aHundredThousandConditionsJoinedWithAnd() {
    let text =
      "screen X requires " + Array(repeating: "a", count: 100_000).joined(separator: " and ")
    #expect(check(Array(text.utf8)).map(\.code) == [.unexpectedToken])
  }

  @Test func fiveMegabytesOfWords() {
    let text = String(repeating: "lorem ipsum ", count: 450_000)
    #expect(check(Array(text.utf8)).count == 1)
  }
}
