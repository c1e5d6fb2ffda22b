import FlowSyntax
import Testing

@testable import FlowCompiler

/// The edit that accepts a warning with a `// flowc:ignore` comment (an editor's "accept" quick
/// fix): applied, it silences that warning and nothing else, and no comment is left accepting
/// nothing (FL0016).
@Suite struct WarningAcceptanceTests {
  static func check(_ text: String) -> [Diagnostic] {
    Compiler().check(InputFile(path: "w.flow", bytes: Array(text.utf8))).diagnostics
  }

  /// `text` with the acceptance of its first `code` warning applied, or nil when there is none.
  static func accepting(_ code: DiagnosticCode, in text: String, occurrence: Int = 0) -> String? {
    let source = SourceFile(path: "w.flow", text: text)
    let warnings = check(text).filter { $0.code == code }
    guard warnings.indices.contains(occurrence),
      let fixIt = WarningAcceptance.fixIt(
        accepting: warnings[occurrence], in: source, comments: Lexer.tokenize(source).comments)
    else { return nil }
    return apply(fixIt, to: text)
  }

  static func apply(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(
      fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  static let spec = """
    app Shop { scheme "shop" }
    phase main {
      root Home
    }
    screen Home {
      push Item, Item
    }
    screen Item
    /// Never shown.
    screen Orphan { push Orphan2, Orphan2 } // flowc:ignore FL0210 -- from the widget
    // flowc:ignore FL0210
    screen Orphan2
    event refreshed

    """

  /// A new comment alone on the line before, indented like the warning's line; after a doc
  /// comment's line it leaves the doc comment documenting the declaration.
  @Test func aNewCommentStandsAloneOnTheLineBefore() throws {
    let accepted = try #require(Self.accepting(.duplicateEdge, in: Self.spec))
    #expect(
      accepted.contains("screen Home {\n  // flowc:ignore FL0214\n  push Item, Item\n}"))
    #expect(Self.check(accepted).map(\.code) == [.duplicateEdge, .unhandledEvent])
    let event = try #require(Self.accepting(.unhandledEvent, in: Self.spec))
    #expect(event.hasSuffix("screen Orphan2\n// flowc:ignore FL0207\nevent refreshed\n"))
  }

  /// The code joins a comment that already applies to the line, before its reason: after code on
  /// the line, or alone on the line before (a new line between would leave it accepting nothing).
  @Test func theCodeJoinsACommentThatAppliesToTheLine() throws {
    let sameLine = try #require(Self.accepting(.duplicateEdge, in: Self.spec, occurrence: 1))
    #expect(
      sameLine.contains(
        "screen Orphan { push Orphan2, Orphan2 } // flowc:ignore FL0210, FL0214 -- from the widget")
    )
    #expect(Self.check(sameLine).map(\.code) == [.duplicateEdge, .unhandledEvent])
  }

  /// Errors, notes, `flowc diff` codes and the ignore comments' own warnings get no comment, nor
  /// does a warning on a line that starts inside a block comment.
  @Test func whatNoCommentCanAccept() throws {
    let errorSpec = "app Shop { scheme \"shop\" }\nphase main { root Missing }\n"
    let source = SourceFile(path: "w.flow", text: errorSpec)
    let error = try #require(Self.check(errorSpec).first { $0.severity == .error })
    #expect(WarningAcceptance.fixIt(accepting: error, in: source, comments: []) == nil)
    let unused =
      "app Shop { scheme \"shop\" }\nphase main { root Home }\nscreen Home // flowc:ignore FL0210\n"
    let stale = try #require(Self.check(unused).first { $0.code == .unusedIgnore })
    let unusedSource = SourceFile(path: "w.flow", text: unused)
    #expect(
      WarningAcceptance.fixIt(
        accepting: stale, in: unusedSource, comments: Lexer.tokenize(unusedSource).comments) == nil)
    let inComment =
      "app Shop { scheme \"shop\" }\nphase main { root Home }\nscreen Home /* a\n*/ screen Orphan\n"
    #expect(Self.check(inComment).map(\.code) == [.unreachableScreen])
    #expect(Self.accepting(.unreachableScreen, in: inComment) == nil)
  }

  /// Every warning of every example in docs/Diagnostics.md that a comment may accept: accepted,
  /// it is gone with every warning of its code on its line (a comment accepts a code on a line),
  /// every other diagnostic stays, and the comment is not reported.
  @Test(arguments: try DiagnosticsDocument.entries())
  func acceptingEachDocumentedWarningSilencesExactlyIt(_ entry: DiagnosticsDocument.Entry) {
    var accepted = 0
    for text in entry.specs {
      let diagnostics = Self.check(text)
      let source = SourceFile(path: "w.flow", text: text)
      let comments = Lexer.tokenize(source).comments
      let line = { (diagnostic: Diagnostic) in source.location(of: diagnostic.range.start).line }
      for warning in diagnostics {
        guard
          let fixIt = WarningAcceptance.fixIt(accepting: warning, in: source, comments: comments)
        else { continue }
        accepted += 1
        let expected = diagnostics.filter {
          $0.code != warning.code || line($0) != line(warning) || $0.severity != .warning
        }
        let after = Self.check(Self.apply(fixIt, to: text))
        #expect(
          after.map(\.code.rawValue).sorted() == expected.map(\.code.rawValue).sorted(),
          "accepting \(warning.code.rawValue) on line \(line(warning)) in:\n\(text)")
      }
    }
    // An entry for a warning a comment may accept shows that warning, so it was tried at least once.
    if let code = DiagnosticCode(rawValue: entry.code), WarningSuppression.isIgnorable(code) {
      #expect(accepted > 0)
    }
  }
}
