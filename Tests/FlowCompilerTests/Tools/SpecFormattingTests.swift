import FlowCompiler
import FlowSyntax
import FlowTools
import Foundation
import Testing

@Suite struct SpecFormattingTests {
  private func outcome(_ text: String) -> FormatOutcome {
    SpecFormatting.format(InputFile(path: "a.flow", bytes: Array(text.utf8)))
  }

  @Test func messyFileChangesToTheCanonicalLayout() {
    guard case .changed(let text) = outcome("app A {\nscheme \"a\"\n}\ncondition   s\n") else {
      Issue.record("expected a change")
      return
    }
    #expect(text == "app A {\n  scheme \"a\"\n}\n\ncondition s\n")
    guard case .unchanged = outcome(text) else {
      Issue.record("formatting is not idempotent")
      return
    }
  }

  @Test func semanticErrorsDoNotStopFormatting() {
    guard case .changed = outcome("app A {}\nscreen   Nowhere\n") else {
      Issue.record("a spec with only semantic errors must still format")
      return
    }
  }

  @Test func syntaxErrorsStopIt() {
    guard case .failed(let report) = outcome("app A {\n") else {
      Issue.record("expected a failure")
      return
    }
    #expect(report.diagnostics.map(\.code) == [.expectedToken])
  }

  /// A comment ending a continuation line would accept the whole item's warnings once the layout
  /// joins it: formatting would change what `flowc check` says, so the file is left alone (the
  /// new-users review).
  @Test func aJoinThatWouldChangeWhatAnIgnoreAcceptsStopsIt() throws {
    let head = """
      app I { scheme "i" }
      phase main { root Home }
      screen Home { push A, T }
      screen A(id: Int)
      screen T(name: String)
      route "/a/{id}" -> A

      """
    guard
      case .failed(let report) = outcome(
        head + "route \"/a/{name}\"\n  -> T // flowc:ignore FL0304\n")
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      report.diagnostics.map {
        "\(report.source.location(of: $0.range.start).line):\(report.source.location(of: $0.range.start).column) \($0.code.rawValue) \($0.message)"
      } == [
        "8:8 FL0019 formatting would move this `// flowc:ignore` to where it accepts other "
          + "warnings than it does now"
      ])
    // On the line its warning points at, the comment accepts the same once joined: formatted.
    guard
      case .changed(let text) = outcome(
        head + "route \"/a/{name}\" // flowc:ignore FL0304\n  -> T\n")
    else {
      Issue.record("expected a change")
      return
    }
    #expect(text.hasSuffix("route \"/a/{name}\" -> T // flowc:ignore FL0304\n"))
  }

  /// A comment alone inside an item, after formatting, stands after it, before the next item:
  /// it accepts the next route's warning instead, the same count of warnings (the diff review).
  @Test func aCommentMovedOntoAnotherItemsWarningStopsIt() {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(id: String)
      route "/i/{id}" -> Item
      route "/j/{id}" -> Item as j1
      route
        // flowc:ignore FL0304
        "/i/new" -> Home as h1
      route "/j/new" -> Home as h2

      """
    guard case .failed(let report) = outcome(text) else {
      Issue.record("expected a failure")
      return
    }
    #expect(report.diagnostics.map(\.code) == [.formatChangesIgnore])
    #expect(report.diagnostics.map { report.source.location(of: $0.range.start).line } == [8])
    // The comment moves after the item, which is joined, not split: the message says it moves.
    #expect(
      report.diagnostics.map(\.message) == [
        "formatting would move this `// flowc:ignore` to where it accepts other warnings than "
          + "it does now"
      ])
  }

  /// A comment alone above a one-line item accepts its warning there; laid out over several lines,
  /// the item puts the warning on a later line, which the comment does not cover. The comment does
  /// not move, and the message says what does (the tools review read "would move this").
  @Test func aCommentAboveAnItemTheLayoutSplitsSaysSo() {
    let text = """
      // flowc:ignore FL0223
      app Ign { scheme "ign" restore tab }
      event go
      phase start {
        root Home
        on go -> main
      }
      phase main {
        default tab a "A" icon "a" root Home
      }
      screen Home

      """
    guard case .failed(let report) = outcome(text) else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      report.diagnostics.map {
        "\(report.source.location(of: $0.range.start).line) \($0.message) / \($0.help ?? "")"
      } == [
        "1 formatting would lay the item below this `// flowc:ignore` out over several lines, "
          + "where it no longer accepts the warnings it does now / remove the comment, format, "
          + "then put it on the line its warning points at"
      ])
  }

  @Test func invalidUTF8StopsIt() {
    guard case .failed(let report) = SpecFormatting.format(InputFile(path: "a.flow", bytes: [0xFF]))
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(report.diagnostics.map(\.code) == [.invalidUTF8])
  }

  @Test func archonIsFormatted() throws {
    let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Specs/Archon/Archon.flow"))
    guard
      case .unchanged = SpecFormatting.format(InputFile(path: "Archon.flow", bytes: Array(bytes)))
    else {
      Issue.record("Specs/Archon/Archon.flow is not in the canonical layout")
      return
    }
  }

  @Test func atomicWriteReplacesContentsAndKeepsPermissions() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-atomic-\(UUID().uuidString).flow").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try AtomicWriter.write("new\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)
    #expect(throws: WriteError.self) { try AtomicWriter.write("x", to: "/nonexistent-dir/a.flow") }
  }
}
