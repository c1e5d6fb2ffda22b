import FlowCompiler
import FlowSyntax
import Testing

@Suite struct GNURendererTests {
  let source = SourceFile(path: "a.flow", text: "screen A\nscreen A\n\tscreen é")

  @Test func oneLinePerDiagnosticNoteHelpAndFixIt() {
    let diagnostics = [
      Diagnostic(
        .duplicateDeclaration, path: "a.flow", range: SourceRange(start: 16, end: 17),
        message: "screen 'A' is declared twice",
        notes: [
          .init("first declared here", at: SourceRange(start: 7, end: 8)), .init("no range"),
        ],
        fixIt: .init("remove it", replacing: SourceRange(start: 9, end: 17), with: ""),
        help: "rename one"),
      Diagnostic(
        .unreachableScreen, path: "a.flow", range: SourceRange(start: 26, end: 28),
        message: "screen 'é' is never shown"),
    ]
    #expect(
      GNURenderer().render(diagnostics, files: [source]) == """
        a.flow:2:8: error: screen 'A' is declared twice [FL0101]
        a.flow:1:8: note: first declared here
        a.flow:2:8: note: no range
        a.flow:2:8: note: help: rename one
        a.flow:2:1: note: fix-it: remove it
        a.flow:3:9: warning: screen 'é' is never shown [FL0210]

        """)
  }

  /// A fix-it without a label is described from its edit, as the human format does.
  @Test(arguments: [
    ("B", "a.flow:2:8: note: fix-it: replace 'A' with 'B'"),
    ("", "a.flow:2:8: note: fix-it: remove 'A'"),
  ])
  func unlabelledFixItIsDescribedByItsEdit(replacement: String, expected: String) {
    let diagnostic = Diagnostic(
      .duplicateDeclaration, path: "a.flow", range: SourceRange(start: 16, end: 17),
      message: "screen 'A' is declared twice",
      fixIt: .init("", replacing: SourceRange(start: 16, end: 17), with: replacement))
    #expect(
      GNURenderer().render([diagnostic], files: [source]) == """
        a.flow:2:8: error: screen 'A' is declared twice [FL0101]
        \(expected)

        """)
  }

  @Test func anInsertionIsPlacedWhereItGoesAndHelpStaysOnOneLine() {
    let diagnostic = Diagnostic(
      .duplicateDeclaration, path: "a.flow", range: SourceRange(start: 16, end: 17),
      message: "screen 'A' is declared twice",
      fixIt: .init("", replacing: .point(26), with: "X"), help: "first\nsecond")
    #expect(
      GNURenderer().render([diagnostic], files: [source]) == """
        a.flow:2:8: error: screen 'A' is declared twice [FL0101]
        a.flow:2:8: note: help: first\u{240A}second
        a.flow:3:9: note: fix-it: insert 'X'

        """)
  }

  @Test func lineBreaksAndTabsInTextCannotSplitALine() {
    let diagnostic = Diagnostic(
      .unexpectedCharacter, path: "odd\nname.flow", range: .point(0), message: "one\ntwo\tthree")
    #expect(
      GNURenderer().render([diagnostic], files: []) == """
        odd\u{240A}name.flow:1:1: error: one\u{240A}two\u{2409}three [FL0002]

        """)
  }

  @Test func noDiagnosticsRenderNothing() {
    #expect(GNURenderer().render([], files: [source]) == "")
  }
}
