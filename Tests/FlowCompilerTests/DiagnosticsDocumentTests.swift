import FlowCompiler
import FlowSema
import FlowSyntax
import Foundation
import Testing

/// docs/Diagnostics.md lists every code, and each example produces exactly the diagnostic shown.
struct DiagnosticsDocumentTests {
  /// One `### FLxxxx` entry: its code, its example spec and the line it says the compiler prints.
  struct Entry {
    var code: String
    var example: String?
    var output: String?
  }

  static func entries() throws -> [Entry] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/Diagnostics.md")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    var entries: [Entry] = []
    var block: (kind: String, lines: [String])?
    for line in lines {
      if let open = block {
        if line == "```" {
          if open.kind == "flow" {
            entries[entries.count - 1].example = open.lines.joined(separator: "\n") + "\n"
          } else {
            entries[entries.count - 1].output = open.lines.first
          }
          block = nil
        } else {
          block?.lines.append(line)
        }
      } else if line.hasPrefix("### FL") {
        entries.append(Entry(code: String(line.dropFirst(4).prefix(6))))
      } else if line.hasPrefix("```"), !entries.isEmpty {
        block = (String(line.dropFirst(3)), [])
      }
    }
    return entries
  }

  @Test func everyCodeIsDocumentedOnce() throws {
    let documented = try Self.entries().map(\.code)
    #expect(documented == DiagnosticCode.allCases.map(\.rawValue))
  }

  @Test func everyExampleProducesItsDiagnostic() throws {
    let withoutExample: Set<String> = ["FL0001", "FL0012", "FL0013", "FL0015"]
    // Ignore comments (FL0016-FL0018), expectations (FL04xx) and the URL contract (FL05xx) run in
    // FlowCompiler, whose tests check those examples
    // (Tests/FlowCompilerTests/Contract/DiagnosticsDocumentContractTests.swift).
    let inCompiler: Set<String> = ["FL0016", "FL0017", "FL0018"]
    for entry in try Self.entries()
    where !entry.code.hasPrefix("FL04") && !entry.code.hasPrefix("FL05")
      && !inCompiler.contains(entry.code)
    {
      guard let example = entry.example, let output = entry.output else {
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
