import FlowSyntax
import Testing

/// The syntax layer finds `// flowc:ignore` comments among the comments the parser keeps, with the
/// line each applies to and every code as written; it judges none of them.
@Suite struct IgnoreCommentCollectionTests {
  func collect(_ text: String) -> [IgnoreComment] {
    let source = SourceFile(path: "a.flow", text: text)
    return IgnoreComment.collect(from: Parser.parse(source).file.comments, in: source)
  }

  @Test func afterCodeOrAloneOnItsLine() {
    let text = "screen A // flowc:ignore FL0210\n  // flowc:ignore FL0304,FL0210 -- why\nscreen B\n"
    let found = collect(text)
    #expect(found.count == 2)
    #expect(found.map(\.line) == [1, 3])
    #expect(found.map(\.followsCode) == [true, false])
    #expect(found.map { $0.codes.map(\.text) } == [["FL0210"], ["FL0304", "FL0210"]])
    #expect(found[0].range == SourceRange(start: 9, end: 31))
    #expect(
      found[1].codes.map(\.range) == [
        SourceRange(start: 50, end: 56), SourceRange(start: 57, end: 63),
      ])
  }

  @Test func codesAsWrittenEvenWhenWrong() {
    let found = collect("// flowc:ignore   fl0210 ,, X-1\t FL0304\r\n")
    #expect(found.map { $0.codes.map(\.text) } == [["fl0210", "X-1", "FL0304"]])
    #expect(collect("// flowc:ignore").map(\.codes.isEmpty) == [true])
    #expect(collect("// flowc:ignore -- no code").map(\.codes.isEmpty) == [true])
  }

  @Test(arguments: [
    "/* flowc:ignore FL0210 */", "/// flowc:ignore FL0210", "// flowc:ignored FL0210",
    "// flowc:ignore-next FL0210", "// not flowc:ignore FL0210", "//// flowc:ignore FL0210",
    "screen A \"// flowc:ignore FL0210\"",
  ])
  func otherTextIsNoDirective(text: String) {
    #expect(collect(text + "\n").isEmpty)
  }
}
