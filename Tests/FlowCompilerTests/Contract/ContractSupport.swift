import FlowCompiler
import FlowSyntax
import FlowTools
import Foundation
import Testing

/// A compilation's diagnostics as `path:line:column code message` lines, the form contract and
/// expectation tests compare; notes follow as `  note: message`.
func lines(_ report: CompilationReport) -> [String] {
  let sources = Dictionary(
    report.sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
  return report.diagnostics.flatMap { diagnostic -> [String] in
    let location = sources[diagnostic.path]?.location(of: diagnostic.range.start)
    let head =
      "\(diagnostic.path):\(location?.line ?? 0):\(location?.column ?? 0) "
      + "\(diagnostic.code.rawValue) \(diagnostic.message)"
    return [head] + diagnostic.notes.map { "  note: \($0.message)" }
  }
}

/// The source after applying one diagnostic's fix-it, which must be there.
func applying(_ fixIt: Diagnostic.FixIt?, to text: String) throws -> String {
  let fixIt = try #require(fixIt)
  let bytes = Array(text.utf8)
  let result =
    Array(bytes[..<fixIt.range.start]) + Array(fixIt.replacement.utf8)
    + Array(bytes[fixIt.range.end...])
  return String(decoding: result, as: UTF8.self)
}

/// Checks a spec written in a test, as `flowc check` would.
func checked(_ text: String, path: String = "test.flow") -> CompilationReport {
  let report = Compiler().check(InputFile(path: path, bytes: Array(text.utf8)))
  return CompilationReport(files: [report], readErrors: [])
}

/// Compares two versions of a spec written in a test, as `flowc diff old new` would.
func diffed(_ old: String, _ new: String, options: CompilerOptions = CompilerOptions())
  -> CompilationReport
{
  Compiler(options: options).diff(
    old: InputFile(path: "old", bytes: Array(old.utf8)),
    new: InputFile(path: "new", bytes: Array(new.utf8)))
}

/// The reference spec's text.
func archonText() throws -> String {
  try String(
    contentsOf: packageRoot.appendingPathComponent("Specs/Archon/Archon.flow"), encoding: .utf8)
}
