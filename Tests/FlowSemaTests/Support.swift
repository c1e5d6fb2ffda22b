import FlowSema
import FlowSyntax
import Foundation
import Testing

/// Parses and checks a spec written in a test.
func check(_ text: String, path: String = "test.flow") -> (CheckResult, SourceFile, [Diagnostic]) {
  let source = SourceFile(path: path, text: text)
  let parsed = Parser.parse(source)
  var result = Checker.check(parsed.file, source: source)
  // Reported diagnostics are ordered once, by the compiler; tests read them in that order.
  result.diagnostics.sort(by: DiagnosticOrder.precedes)
  return (result, source, parsed.diagnostics.sorted(by: DiagnosticOrder.precedes))
}

/// The diagnostics as `line:column code message` lines, the form the tests compare.
func rendered(_ text: String) -> [String] {
  let (result, source, _) = check(text)
  return result.diagnostics.map { render($0, source) }
}

func render(_ diagnostic: Diagnostic, _ source: SourceFile) -> String {
  let location = source.location(of: diagnostic.range.start)
  return "\(location.line):\(location.column) \(diagnostic.code.rawValue) \(diagnostic.message)"
}

/// `text` with `fixIt` applied, to check what it leaves.
func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
  var bytes = Array(text.utf8)
  bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
  return String(decoding: bytes, as: UTF8.self)
}

/// The reference spec, read from the package.
func archonSource() throws -> String {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Specs/Archon/Archon.flow")
  return try String(contentsOf: url, encoding: .utf8)
}

/// A small spec and the diagnostics it must produce, as `line:column code message`.
struct SpecCase: Sendable, CustomTestStringConvertible {
  var name: String
  var source: String
  var expected: [String]

  init(_ name: String, _ source: String, _ expected: [String]) {
    self.name = name
    self.source = source
    self.expected = expected
  }

  var testDescription: String { name }
}

/// A shop whose `Item` requires `pro` and asks with `Paywall`, which `paywall` declares (on line
/// 12 on), and a route to `Item` (its last line), so that a link asks for the paywall over
/// `welcome`: the diff review's specs of what a link's prompt opens.
func linkedPaywallShop(_ paywall: String) -> String {
  """
  app Shop { scheme "shop" }
  condition session
  condition pro
  condition verified
  event signedIn
  phase launch { check session ? main : welcome }
  phase welcome { root Welcome  on signedIn -> main }
  phase main requires session { root Home }
  screen Welcome
  screen Home { push Item }
  screen Item requires pro else present Paywall

  """ + paywall + "route \"/item\" -> Item\n"
}
