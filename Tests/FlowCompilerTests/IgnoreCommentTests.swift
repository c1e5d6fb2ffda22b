import FlowSyntax
import Testing

@testable import FlowCompiler

/// `// flowc:ignore` comments accept warnings on one line, in the pipeline every tool shares, and are
/// themselves checked: unknown codes, errors, and comments that accept nothing are reported.
@Suite struct IgnoreCommentTests {
  /// Two routes that overlap (FL0304 on line 7) and a screen nothing shows (FL0210 on line 8).
  static let spec = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Search }
    screen Item(id: Int)
    screen Search(query: String)
    route "/items/{id}" -> Item
    route "/items/{query}" -> Search
    screen Orphan

    """

  static let warnings = [
    "7:7 warning FL0304 routes '/items/{query}' and '/items/{id}' both match URLs such as "
      + "'a://items/1'; '/items/{id}' wins",
    "8:8 warning FL0210 screen 'Orphan' is never shown: no root, push or present reaches it",
  ]

  /// The spec with `replacements` applied to whole lines (1-based).
  static func spec(replacingLines replacements: [Int: String]) -> String {
    var lines = spec.components(separatedBy: "\n")
    for (line, text) in replacements { lines[line - 1] = text }
    return lines.joined(separator: "\n")
  }

  /// `line:column severity code message` for each diagnostic, in order.
  static func printed(_ file: FileReport) -> [String] {
    file.diagnostics.map { diagnostic in
      let location = file.source.location(of: diagnostic.range.start)
      return "\(location.line):\(location.column) \(diagnostic.severity.rawValue) "
        + "\(diagnostic.code.rawValue) \(diagnostic.message)"
    }
  }

  func check(_ text: String, options: CompilerOptions = CompilerOptions()) -> FileReport {
    Compiler(options: options).check(InputFile(path: "a.flow", bytes: Array(text.utf8)))
  }

  @Test func withoutCommentsBothWarningsAreReported() {
    #expect(Self.printed(check(Self.spec)) == Self.warnings)
  }

  @Test func aCommentAfterCodeAcceptsItsOwnLine() {
    let text = Self.spec(replacingLines: [8: "screen Orphan // flowc:ignore FL0210"])
    #expect(Self.printed(check(text)) == [Self.warnings[0]])
  }

  @Test func aCommentAloneOnItsLineAcceptsTheNextLine() {
    let text = Self.spec(replacingLines: [
      7:
        "// flowc:ignore FL0304 -- the id route wins on purpose\nroute \"/items/{query}\" -> Search"
    ])
    let file = check(text)
    #expect(Self.printed(file) == [Self.warnings[1].replacing("8:8", with: "9:8")])
    #expect(file.model != nil)
  }

  /// A comment ending the line a declaration starts covers all of its lines: `flowc format` lays a
  /// one-line block out over several, and its push line must stay accepted (the diff review).
  @Test func aCommentOnADeclarationsFirstLineCoversTheDeclaration() {
    let duplicatePush = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { // flowc:ignore FL0214
        push Item
        push Item
      }
      screen Item

      """
    #expect(Self.printed(check(duplicatePush)) == [])
    // Alone on the line before, it keeps to the one line the author put it before (the second
    // review: covering the block hid a warning further down that it was not meant for).
    let alone = duplicatePush.replacing(
      "screen Home { // flowc:ignore FL0214", with: "// flowc:ignore FL0214\nscreen Home {")
    #expect(
      Self.printed(check(alone)).map { String($0.prefix(20)) } == [
        "3:1 warning FL0016 '", "6:8 warning FL0214 '",
      ])
    let unused = duplicatePush.replacing("  push Item\n  push Item", with: "  push Item")
    #expect(
      Self.printed(check(unused)) == [
        "3:15 warning FL0016 'flowc:ignore' accepts nothing: lines 3-5 have no FL0214 warning"
      ])
  }

  @Test func severalCodesInOneComment() {
    let text = Self.spec(replacingLines: [
      7: "route \"/items/{query}\" -> Search // flowc:ignore FL0210 FL0304",
      8: "screen Orphan // flowc:ignore FL0304,FL0210",
    ])
    #expect(
      Self.printed(check(text)) == [
        "7:50 warning FL0016 'FL0210' accepts nothing: line 7 has no FL0210 warning",
        "8:31 warning FL0016 'FL0304' accepts nothing: line 8 has no FL0304 warning",
      ])
  }

  @Test func acceptedWarningsDoNotFailWarningsAsErrors() {
    let text = Self.spec(replacingLines: [
      7: "route \"/items/{query}\" -> Search // flowc:ignore FL0304",
      8: "screen Orphan // flowc:ignore FL0210",
    ])
    let file = check(text, options: CompilerOptions(warningsAsErrors: true))
    #expect(file.diagnostics.isEmpty)
    #expect(file.model != nil)
  }

  @Test func aCommentOnAnotherLineAcceptsNothing() throws {
    let text = Self.spec(replacingLines: [6: "route \"/items/{id}\" -> Item // flowc:ignore FL0304"]
    )
    let file = check(text)
    #expect(
      Self.printed(file) == [
        "6:29 warning FL0016 'flowc:ignore' accepts nothing: line 6 has no FL0304 warning",
        Self.warnings[0], Self.warnings[1],
      ])
    let fixIt = file.diagnostics[0].fixIt
    #expect(fixIt?.message == "remove the comment")
    #expect(try applying(fixIt, to: text) == Self.spec)
  }

  @Test func removingAStandaloneCommentRemovesItsLine() throws {
    let text = Self.spec(replacingLines: [
      6: "route \"/items/{id}\" -> Item\n  // flowc:ignore FL0210, FL0214\n"
    ])
    let file = check(text)
    let unused = try #require(file.diagnostics.first { $0.code == .unusedIgnore })
    #expect(
      unused.message == "'flowc:ignore' accepts nothing: line 8 has no FL0210 or FL0214 warning")
    #expect(
      try applying(unused.fixIt, to: text)
        == Self.spec(replacingLines: [6: "route \"/items/{id}\" -> Item\n"]))
  }

  @Test func removingOneUnusedCodeKeepsTheOthers() throws {
    let text = Self.spec(replacingLines: [8: "screen Orphan // flowc:ignore FL0304, FL0210"])
    let file = check(text)
    let unused = try #require(file.diagnostics.first { $0.code == .unusedIgnore })
    #expect(unused.fixIt?.message == "remove 'FL0304'")
    #expect(
      try applying(unused.fixIt, to: text)
        == Self.spec(replacingLines: [8: "screen Orphan // flowc:ignore FL0210"]))
  }

  @Test func unknownCodesAreReportedWithASuggestion() throws {
    let text = Self.spec(replacingLines: [8: "screen Orphan // flowc:ignore FL0201, FL2010, fl0210"]
    )
    let file = check(text)
    #expect(
      Self.printed(file) == [
        Self.warnings[0], Self.warnings[1],
        "8:31 error FL0018 FL0201 is an error; only warnings can be ignored",
        "8:39 warning FL0017 unknown diagnostic code 'FL2010' in 'flowc:ignore'; did you mean "
          + "'FL0210'?",
        "8:47 warning FL0017 unknown diagnostic code 'fl0210' in 'flowc:ignore'; did you mean "
          + "'FL0210'?",
      ])
    #expect(file.diagnostics[3].fixIt?.message == "replace with 'FL0210'")
    #expect(file.diagnostics[4].fixIt?.replacement == "FL0210")
  }

  @Test func errorsNotesAndTheCommentsOwnCodesCannotBeIgnored() {
    let text = Self.spec(replacingLines: [
      8: "screen Orphan // flowc:ignore FL0210, FL0300, FL0510, FL0515, FL0016"
    ])
    #expect(
      Self.printed(check(text)) == [
        Self.warnings[0],
        "8:39 error FL0018 FL0300 is an error; only warnings can be ignored",
        "8:47 error FL0018 FL0510 compares two versions of a spec; only a spec's own warnings "
          + "can be ignored",
        "8:55 error FL0018 FL0515 compares two versions of a spec; only a spec's own warnings "
          + "can be ignored",
        "8:63 error FL0018 FL0016 is about ignore comments, which cannot ignore themselves",
      ])
  }

  /// A route past a launch check it does not require (FL0315) is accepted on its line like any
  /// other warning, and fails `--warnings-as-errors` only when it is not.
  @Test func aRouteSkippingALaunchCheckIsAccepted() {
    let spec = """
      app A { scheme "a" }
      condition onboarded
      phase launch { check onboarded ? main : intro }
      phase intro { root Intro }
      phase main { root Home }
      screen Intro
      screen Home { push Item }
      screen Item(id: Int)
      route "/items/{id}" -> Item{comment}

      """
    let strict = CompilerOptions(warningsAsErrors: true)
    let reported = check(spec.replacing("{comment}", with: ""), options: strict)
    #expect(
      Self.printed(reported) == [
        "9:7 error FL0315 route '/items/{id}' opens phase 'main' whenever a link arrives, but the "
          + "launch checks reach 'main' only when 'onboarded' holds (phase 'launch': check "
          + "onboarded ? main : intro); a link takes a user for whom it does not hold into 'main', "
          + "where the checks take them to 'intro'"
      ])
    let accepted = check(
      spec.replacing("{comment}", with: " // flowc:ignore FL0315 -- the item page is public"),
      options: strict)
    #expect(accepted.diagnostics.isEmpty)
    #expect(accepted.model != nil)
  }

  @Test func aCommentNamingNoCodeIsReported() {
    let text = Self.spec + "// flowc:ignore -- nothing named\n"
    #expect(
      Self.printed(check(text)) == Self.warnings + [
        "9:1 warning FL0017 'flowc:ignore' names no diagnostic code"
      ])
  }

  @Test func unusedCodesAreNotReportedWhenTheSpecHasErrors() {
    // With an error some passes did not run: the named warning may not have been looked for.
    let text = Self.spec(replacingLines: [
      4: "screen Item(id: Int) // flowc:ignore FL0210", 8: "screen Orphan(x: Nope)",
    ])
    #expect(Self.printed(check(text)).allSatisfy { !$0.contains("FL0016") })
  }

  @Test func acceptedWarningsDoNotCountTowardsTheLimit() {
    // 5,000 warnings, each accepted on its line: nothing left, and no FL0013 for the 4,900 past 100.
    let conditions = (0..<5_000).map { "condition c\($0) // flowc:ignore FL0213\n" }.joined()
    let spec = "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n" + conditions
    let file = check(spec)
    #expect(file.diagnostics.isEmpty)
    #expect(file.model != nil)
  }

  @Test func otherCommentsAreNotDirectives() {
    let lines = [
      "screen Orphan //flowc:ignored FL0210", "screen Orphan // see flowc:ignore FL0210",
    ]
    for line in lines {
      #expect(Self.printed(check(Self.spec(replacingLines: [8: line]))) == Self.warnings, "\(line)")
    }
    // One that reads as a directive but is not a `//` comment accepts nothing, and says so.
    let misplaced = [
      ("screen Orphan /* flowc:ignore FL0210 */", "8:18", "'/* */'"),
      ("screen Orphan //// flowc:ignore FL0210", "8:20", "'////'"),
    ]
    for (line, at, comment) in misplaced {
      #expect(
        Self.printed(check(Self.spec(replacingLines: [8: line]))) == Self.warnings + [
          "\(at) warning FL0016 'flowc:ignore' in a \(comment) comment accepts nothing: only a "
            + "'//' comment is a directive"
        ], "\(line)")
    }
    let tight = Self.spec(replacingLines: [8: "screen Orphan //flowc:ignore\tFL0210\r"])
    #expect(Self.printed(check(tight)) == [Self.warnings[0]])
  }
}
