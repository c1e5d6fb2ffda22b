import Foundation
import Testing

/// The `### FLxxxx` entries of docs/Diagnostics.md, read once for the tests that check them.
enum DiagnosticsDocument {
  /// One entry: its code, its example specs in order, and the line it says the compiler prints.
  struct Entry: Sendable, CustomTestStringConvertible {
    var code: String
    var specs: [String] = []
    var output: String?
    var testDescription: String { code }
  }

  static func entries() throws -> [Entry] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/Diagnostics.md"), encoding: .utf8)
    var entries: [Entry] = []
    var block: (kind: String, lines: [String])?
    for line in text.components(separatedBy: "\n") {
      if let open = block {
        if line == "```" {
          if open.kind == "flow" {
            entries[entries.count - 1].specs.append(open.lines.joined(separator: "\n") + "\n")
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
}
