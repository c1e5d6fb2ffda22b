import FlowCompiler
import FlowSyntax
import Testing

/// The FL0115 example of docs/Diagnostics.md, two specs checked as one module, produces exactly the
/// diagnostic shown.
struct ModuleTypeDocumentTests {
  @Test func theExampleProducesItsDiagnostic() throws {
    let entry = try #require(try DiagnosticsDocument.entries().first { $0.code == "FL0115" })
    let output = try #require(entry.output)
    #expect(entry.specs.count == 2)
    let compiler = Compiler()
    let sources = zip(["Mail.flow", "MailCompose.flow"], entry.specs).map {
      SourceFile(path: $0, text: $1)
    }
    let report = compiler.checkAsModule(
      CompilationReport(files: sources.map { compiler.check($0) }, readErrors: []))
    let printed = report.diagnostics.map { diagnostic in
      let source = sources.first { $0.path == diagnostic.path } ?? sources[0]
      let location = source.location(of: diagnostic.range.start)
      return "\(location.line):\(location.column) \(diagnostic.code.rawValue) \(diagnostic.message)"
    }
    #expect(printed == [output])
  }
}
