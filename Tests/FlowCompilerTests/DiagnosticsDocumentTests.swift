import FlowCompiler
import FlowSema
import FlowSyntax
import Testing

/// docs/Diagnostics.md lists every code, and each example produces the diagnostic shown (the
/// smallest examples of syntax errors produce others too: a string left open leaves no phase).
struct DiagnosticsDocumentTests {
  @Test func everyCodeIsDocumentedOnce() throws {
    let documented = try DiagnosticsDocument.entries().map(\.code)
    #expect(documented == DiagnosticCode.allCases.map(\.rawValue))
  }

  @Test func everyExampleProducesItsDiagnostic() throws {
    // FL0019 comes from formatting, not checking: SpecFormattingTests shows its example.
    let withoutExample: Set<String> = [
      "FL0001", "FL0012", "FL0013", "FL0015", "FL0019", "FL0116",
    ]
    // Ignore comments (FL0016-FL0018), expectations (FL04xx) and the URL contract (FL05xx) run in
    // FlowCompiler, whose tests check those examples
    // (Tests/FlowCompilerTests/Contract/DiagnosticsDocumentContractTests.swift), as does the check
    // across a module's specs (FL0115, ModuleTypeDocumentTests.swift).
    let inCompiler: Set<String> = ["FL0016", "FL0017", "FL0018", "FL0115"]
    for entry in try DiagnosticsDocument.entries()
    where !entry.code.hasPrefix("FL04") && !entry.code.hasPrefix("FL05")
      && !inCompiler.contains(entry.code)
    {
      guard let example = entry.specs.last, let output = entry.output else {
        #expect(withoutExample.contains(entry.code), "\(entry.code) has no example")
        continue
      }
      let source = SourceFile(path: "test.flow", text: example)
      let parse = Parser.parse(source)
      let result = Checker.check(parse.file, source: source)
      let printed = (parse.diagnostics + result.diagnostics).map { diagnostic in
        let location = source.location(of: diagnostic.range.start)
        return
          "\(location.line):\(location.column) \(diagnostic.code.rawValue) \(diagnostic.message)"
      }
      #expect(printed.contains(output), "\(entry.code): \(printed)")
    }
  }
}
