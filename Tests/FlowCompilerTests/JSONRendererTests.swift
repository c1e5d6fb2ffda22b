import FlowCompiler
import FlowSyntax
import Testing

@Suite struct JSONRendererTests {
  @Test func fullDiagnosticInFixedKeyOrder() {
    let source = SourceFile(path: "dir/a.flow", text: "screen A\n\tpush \"B\u{1}\"")
    let diagnostic = Diagnostic(
      .unknownName, path: "dir/a.flow", range: SourceRange(start: 15, end: 19),
      message: "unknown screen \"B\u{1}\"\tnow",
      notes: [.init("did you mean 'A'?", at: SourceRange(start: 7, end: 8)), .init("unranged")],
      fixIt: .init("replace with 'A'", replacing: SourceRange(start: 15, end: 19), with: "A\\é"),
      help: "line\u{2028}break")
    #expect(
      JSONRenderer().render([diagnostic], files: [source]) == #"""
        {
          "version": 1,
          "files": [
            "dir/a.flow"
          ],
          "unreadable": [],
          "diagnostics": [
            {
              "code": "FL0100",
              "severity": "error",
              "message": "unknown screen \"B\u0001\"\tnow",
              "path": "dir/a.flow",
              "range": {
                "start": {"line": 2, "column": 7, "offset": 15},
                "end": {"line": 2, "column": 11, "offset": 19}
              },
              "notes": [
                {
                  "message": "did you mean 'A'?",
                  "path": "dir/a.flow",
                  "range": {
                    "start": {"line": 1, "column": 8, "offset": 7},
                    "end": {"line": 1, "column": 9, "offset": 8}
                  }
                },
                {"message": "unranged", "path": "dir/a.flow", "range": null}
              ],
              "fixIt": {
                "message": "replace with 'A'",
                "range": {
                  "start": {"line": 2, "column": 7, "offset": 15},
                  "end": {"line": 2, "column": 11, "offset": 19}
                },
                "replacement": "A\\é",
                "isGuess": false
              },
              "help": "line\u2028break"
            }
          ]
        }

        """#)
  }

  @Test func emptyReportAndNulls() {
    let files = [SourceFile(path: "a.flow", text: ""), SourceFile(path: "b.flow", text: "x")]
    let diagnostic = Diagnostic(
      .unreachablePhase, path: "b.flow", range: SourceRange(start: 0, end: 1), message: "m")
    #expect(
      JSONRenderer().render([], files: files) == """
        {
          "version": 1,
          "files": [
            "a.flow",
            "b.flow"
          ],
          "unreadable": [],
          "diagnostics": []
        }

        """)
    #expect(
      JSONRenderer().render([diagnostic], files: files).contains(
        """
              "notes": [],
              "fixIt": null,
              "help": null
        """))
  }
}
