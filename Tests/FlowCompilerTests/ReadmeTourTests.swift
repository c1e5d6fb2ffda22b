import FlowSema
import FlowSyntax
import Foundation
import Testing

/// The README's tour spec is the first `.flow` a new user copies: it checks clean and is in the
/// canonical layout, so `flowc-format --check` passes on it where the user pasted it.
struct ReadmeTourTests {
  @Test func theTourSpecChecksCleanAndFormatsToItself() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(readme.firstRange(of: "```flow\n").map { readme[$0.upperBound...] })
    let end = try #require(block.firstRange(of: "```\n"))
    let text = String(block[..<end.lowerBound])
    let source = SourceFile(path: "Tour.flow", text: text)
    let parsed = Parser.parse(source)
    let checked = Checker.check(parsed.file, source: source)
    #expect((parsed.diagnostics + checked.diagnostics).map(\.message) == [])
    #expect(FlowSyntax.Formatter.format(source) == text)
  }
}
