import FlowSyntax
import Testing

/// Thousands of seeded mutations of the Archon spec: deleted, duplicated and swapped tokens, and
/// random bytes. The parser must finish and every diagnostic must point inside the file.
@Suite struct MutationTests {
  @Test(arguments: 0..<4)
  func mutatedArchonNeverEscapesTheFile(batch: Int) throws {
    let original = try specSource("Archon")
    let tokens = Lexer.tokenize(original).tokens.filter { $0.kind != .endOfFile }
    var generator = SeededGenerator(seed: UInt64(1000 + batch))
    for _ in 0..<600 {
      let bytes = Mutator.mutate(original.bytes, tokens: tokens, using: &generator)
      let source = SourceFile(path: "mutant.flow", bytes: bytes)
      let result = Parser.parse(source)
      if let formatted = Formatter.format(source) {
        // Formatting is idempotent and keeps every declaration, for any spec that parses.
        let reformatted = Formatter.format(SourceFile(path: "mutant.flow", text: formatted))
        #expect(reformatted == formatted)
        let reparsed = Parser.parse(SourceFile(path: "mutant.flow", text: formatted))
        #expect(reparsed.file.declarations.count == result.file.declarations.count)
      }
      for diagnostic in result.diagnostics {
        #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count)
        for note in diagnostic.notes {
          if let range = note.range { #expect(range.start >= 0 && range.end <= bytes.count) }
        }
      }
    }
  }
}

/// Makes a broken variant of a spec the way editing accidents do.
enum Mutator {
  static func mutate(
    _ bytes: [UInt8], tokens: [Token], using generator: inout SeededGenerator
  ) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      guard !bytes.isEmpty, let token = tokens.randomElement(using: &generator) else { break }
      let range = min(token.range.start, bytes.count)..<min(token.range.end, bytes.count)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        bytes.removeSubrange(range)
      case 1:
        bytes.insert(contentsOf: bytes[range], at: range.upperBound)
      case 2:
        if let other = tokens.randomElement(using: &generator), other.range.end <= bytes.count {
          bytes.replaceSubrange(range, with: bytes[other.range.start..<other.range.end])
        }
      case 3:
        let offset = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[offset] = UInt8.random(in: 0...255, using: &generator)
      case 4:
        let offset = Int.random(in: 0...bytes.count, using: &generator)
        let junk = ["{", "}", "(", "\"", "->", "[", "?", ":", "/*", "\u{0}", "é", "///"]
        bytes.insert(contentsOf: Array(junk.randomElement(using: &generator)!.utf8), at: offset)
      default:
        let cut = Int.random(in: 0...bytes.count, using: &generator)
        bytes.removeSubrange(cut..<bytes.count)
      }
    }
    return bytes
  }
}
