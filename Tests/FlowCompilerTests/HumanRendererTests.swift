import FlowCompiler
import FlowSyntax
import Testing

@Suite struct HumanRendererTests {
  let source = SourceFile(
    path: "Specs/App.flow",
    text: "app Archon {\n\tscheme \"archon\"\n}\nscreen Déjà { push 日本 }\nscreen Ok"
  )

  private func render(_ diagnostics: [Diagnostic], colored: Bool = false) -> String {
    HumanRenderer(colored: colored).render(diagnostics, files: [source])
  }

  private func range(of text: String) -> SourceRange {
    let bytes = Array(text.utf8)
    let all = source.bytes
    for start in 0...(all.count - bytes.count)
    where Array(all[start..<start + bytes.count]) == bytes {
      return SourceRange(start: start, end: start + bytes.count)
    }
    Issue.record("'\(text)' is not in the source")
    return .point(0)
  }

  @Test func errorWithNotesHelpAndFixIt() {
    let diagnostic = Diagnostic(
      .unknownName, path: source.path, range: range(of: "日本"),
      message: "unknown screen '日本'",
      notes: [
        .init("did you mean 'Ok'?", at: range(of: "Ok")),
        .init("screens are declared with 'screen'"),
      ],
      fixIt: .init("", replacing: range(of: "日本"), with: "Ok"),
      help: "declare the screen or fix the name")
    #expect(
      render([diagnostic]) == """
        Specs/App.flow:4:22: error: unknown screen '日本' [FL0100]
        screen Déjà { push 日本 }
                           ^~~~
        Specs/App.flow:5:8: note: did you mean 'Ok'?
        screen Ok
               ^~
        note: screens are declared with 'screen'
        help: declare the screen or fix the name
        fix-it: replace '日本' with 'Ok'
        1 error generated.

        """)
  }

  @Test func tabsAreKeptInTheCaretLine() {
    let diagnostic = Diagnostic(
      .invalidScheme, path: source.path, range: range(of: "\"archon\""), message: "bad scheme")
    #expect(
      render([diagnostic]) == """
        Specs/App.flow:2:9: error: bad scheme [FL0106]
        \tscheme "archon"
        \t       ^~~~~~~~
        1 error generated.

        """)
  }

  @Test func multiLineRangeIsUnderlinedToTheEndOfItsFirstLine() {
    let start = range(of: "{\n\tscheme").start
    let end = range(of: "}\nscreen").end
    let diagnostic = Diagnostic(
      .duplicateSetting, severity: .warning, path: source.path,
      range: SourceRange(start: start, end: end), message: "spans lines")
    #expect(
      render([diagnostic]) == """
        Specs/App.flow:1:12: warning: spans lines [FL0112]
        app Archon {
                   ^
        1 warning generated.

        """)
  }

  @Test func rangeAtEndOfFile() {
    let end = source.bytes.count
    let diagnostics = [
      Diagnostic(.expectedToken, path: source.path, range: .point(end), message: "expected '{'"),
      Diagnostic(
        .unusedCondition, path: source.path, range: range(of: "app"), message: "first"),
    ]
    #expect(
      render(diagnostics) == """
        Specs/App.flow:5:10: error: expected '{' [FL0010]
        screen Ok
                 ^
        Specs/App.flow:1:1: warning: first [FL0213]
        app Archon {
        ^~~
        1 error, 1 warning generated.

        """)
  }

  @Test func fixItLabelsAndDerivedDescriptions() {
    let point = range(of: "Ok").end
    let diagnostics = [
      Diagnostic(
        .expectedToken, path: source.path, range: .point(point), message: "a",
        fixIt: .init("insert '{ }'", replacing: .point(point), with: " { }")),
      Diagnostic(
        .expectedToken, path: source.path, range: .point(point), message: "b",
        fixIt: .init("", replacing: .point(point), with: "!")),
      Diagnostic(
        .expectedToken, path: source.path, range: range(of: "Ok"), message: "c",
        fixIt: .init("", replacing: range(of: "Ok"), with: "")),
    ]
    let fixIts = render(diagnostics).split(separator: "\n").filter { $0.hasPrefix("fix-it") }
    #expect(fixIts == ["fix-it: insert '{ }'", "fix-it: insert '!'", "fix-it: remove 'Ok'"])
  }

  @Test func colourWhenAsked() {
    let diagnostic = Diagnostic(
      .unknownName, path: source.path, range: range(of: "Ok"), message: "unknown",
      notes: [.init("here")], help: "fix it")
    let escape = "\u{1B}["
    #expect(
      render([diagnostic], colored: true) == """
        \(escape)1mSpecs/App.flow:5:8:\(escape)0m \(escape)1;31merror:\(escape)0m \
        \(escape)1munknown [FL0100]\(escape)0m
        screen Ok
        \(escape)1;32m       ^~\(escape)0m
        \(escape)1mnote:\(escape)0m here
        \(escape)1mhelp:\(escape)0m fix it
        1 error generated.

        """)
  }

  @Test func controlCharactersAreMadeVisible() {
    let nul = SourceFile(path: "nul.flow", text: "screen A\u{0}\u{1B}[31m\nx")
    let diagnostic = Diagnostic(
      .unexpectedCharacter, path: "nul.flow", range: SourceRange(start: 8, end: 9),
      message: "unexpected NUL\nbyte")
    #expect(
      HumanRenderer().render([diagnostic], files: [nul]) == """
        nul.flow:1:9: error: unexpected NUL\u{240A}byte [FL0002]
        screen A\u{2400}\u{241B}[31m
                ^
        1 error generated.

        """)
  }

  @Test func longLinesAreCutAroundTheRange() {
    let line = String(repeating: "a", count: 300) + "$" + String(repeating: "b", count: 300)
    let long = SourceFile(path: "long.flow", text: line)
    let diagnostic = Diagnostic(
      .unexpectedCharacter, path: "long.flow", range: SourceRange(start: 300, end: 301),
      message: "unexpected character '$'")
    let shown = "..." + String(repeating: "a", count: 60) + "$" + String(repeating: "b", count: 99)
    #expect(
      HumanRenderer().render([diagnostic], files: [long]) == """
        long.flow:1:301: error: unexpected character '$' [FL0002]
        \(shown)...
        \(String(repeating: " ", count: 63))^
        1 error generated.

        """)
  }

  @Test func emptyFilesAndUnknownFilesShowNoSourceLine() {
    let diagnostics = [
      Diagnostic(.fileTooLarge, path: "big.flow", range: .point(0), message: "too large"),
      Diagnostic(.noPhases, path: "elsewhere.flow", range: .point(5), message: "no phases"),
    ]
    #expect(
      HumanRenderer().render(diagnostics, files: [SourceFile(path: "big.flow", bytes: [])]) == """
        big.flow:1:1: error: too large [FL0015]
        elsewhere.flow:1:1: error: no phases [FL0200]
        2 errors generated.

        """)
  }

  @Test func noDiagnosticsRenderNothing() {
    #expect(render([]) == "")
  }
}
