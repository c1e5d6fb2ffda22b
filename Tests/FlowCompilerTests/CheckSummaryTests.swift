import FlowCompiler
import Testing

/// The lines `flowc check` ends with on a terminal: one per file, clean or counted.
@Suite struct CheckSummaryTests {
  @Test func oneLinePerFileInOrder() {
    let clean = checked(
      "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n", path: "Specs/A.flow")
    let warned = checked(
      "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\ncondition c\ncondition d\n",
      path: "b.flow")
    let broken = checked("app A {\n", path: "c\nd.flow")
    let report = CompilationReport(
      files: clean.files + warned.files + broken.files, readErrors: [])
    #expect(
      CheckSummary.text(report) == """
        Specs/A.flow: no problems
        b.flow: 2 warnings
        c␊d.flow: 1 error

        """)
  }

  @Test func noFilesNoLines() {
    #expect(CheckSummary.text(CompilationReport(files: [], readErrors: [])) == "")
  }
}
