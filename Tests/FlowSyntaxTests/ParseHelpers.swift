import FlowSyntax
import Foundation

/// Parses `text` as a file named `test.flow`.
func parse(_ text: String) -> ParseResult {
  Parser.parse(SourceFile(path: "test.flow", text: text))
}

/// Diagnostics as `line:column: CODE message` lines, the form tests compare against.
func diagnosticLines(_ text: String) -> [String] {
  let source = SourceFile(path: "test.flow", text: text)
  // In the order `flowc` reports them (the parser hands them on as it finds them).
  return Parser.parse(source).diagnostics.sorted(by: DiagnosticOrder.precedes).map { diagnostic in
    let location = source.location(of: diagnostic.range.start)
    return "\(location.line):\(location.column): \(diagnostic.code.rawValue) \(diagnostic.message)"
  }
}

/// Reads a spec from the repository's `Specs` folder.
func specSource(_ name: String) throws -> SourceFile {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let url = root.appendingPathComponent("Specs/\(name)/\(name).flow")
  return SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url)))
}
