import FlowSyntax
import Testing

@testable import FlowCompiler

/// A file that starts with a byte-order mark: its first character is column 1 in every format, and
/// the human snippet neither prints the mark nor puts the caret one column right (a review found
/// SARIF and GitHub still saying column 2 after the other formats were fixed).
@Suite struct ByteOrderMarkRenderingTests {
  static let source = SourceFile(
    path: "b.flow", bytes: [0xEF, 0xBB, 0xBF] + Array("App Pod {\n".utf8))

  static var report: CompilationReport {
    CompilationReport(files: [Compiler().check(source)], readErrors: [])
  }

  @Test func everyFormatSaysColumnOne() {
    let report = Self.report
    #expect(GNURenderer().render(report).hasPrefix("b.flow:1:1: error:"))
    #expect(GitHubRenderer().render(report).contains("line=1,col=1,"))
    #expect(SARIFRenderer().render(report).contains(#""startColumn": 1"#))
  }

  @Test func theSnippetHasNoMarkAndTheCaretUnderTheWord() {
    let lines = HumanRenderer().render(Self.report).split(separator: "\n")
    #expect(lines.count > 2)
    #expect(lines.dropFirst().prefix(2) == ["App Pod {", "^~~"])
  }
}
