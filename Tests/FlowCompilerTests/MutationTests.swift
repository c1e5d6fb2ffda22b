import FlowCompiler
import FlowSyntax
import FlowTestSupport
import Foundation
import Testing

/// Thousands of seeded mutations of the Archon spec: deleted, duplicated and swapped tokens, and
/// random bytes. The whole front end (read, parse, check, and generate when clean) must finish and
/// every diagnostic must point inside the file.
@Suite struct MutationTests {
  static let archon = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Specs/Archon/Archon.flow")

  @Test(arguments: 0..<4)
  func mutatedArchonNeverEscapesTheFile(batch: Int) throws {
    let original = SourceFile(path: "Archon.flow", bytes: Array(try Data(contentsOf: Self.archon)))
    let tokens = Lexer.tokenize(original).tokens.filter { $0.kind != .endOfFile }
    var generator = SeededGenerator(seed: UInt64(1000 + batch))
    let compiler = Compiler()
    var clean = 0
    for _ in 0..<600 {
      let bytes = Mutator.mutate(original.bytes, tokens: tokens, using: &generator)
      let report = compiler.check(InputFile(path: "mutant.flow", contents: .bytes(bytes)))
      for diagnostic in report.diagnostics {
        #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count)
        for note in diagnostic.notes {
          if let range = note.range { #expect(range.start >= 0 && range.end <= bytes.count) }
        }
        if let fixIt = diagnostic.fixIt {
          #expect(fixIt.range.start >= 0 && fixIt.range.end <= bytes.count)
        }
      }
      if report.model != nil {
        clean += 1
        #expect(compiler.generate(report)?.isEmpty == false)
      }
      let source = SourceFile(path: "mutant.flow", bytes: bytes)
      if let formatted = Formatter.format(source) {
        // Formatting is idempotent and keeps every declaration, for any spec that parses.
        #expect(Formatter.format(SourceFile(path: "mutant.flow", text: formatted)) == formatted)
        let reparsed = Parser.parse(SourceFile(path: "mutant.flow", text: formatted))
        #expect(reparsed.file.declarations.count == Parser.parse(source).file.declarations.count)
      }
    }
    // Some mutants must survive as valid specs, or generation was never exercised.
    #expect(clean > 0)
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
        bytes.insert(
          contentsOf: Array((junk.randomElement(using: &generator) ?? "{").utf8), at: offset)
      default:
        let cut = Int.random(in: 0...bytes.count, using: &generator)
        bytes.removeSubrange(cut..<bytes.count)
      }
    }
    return bytes
  }
}
