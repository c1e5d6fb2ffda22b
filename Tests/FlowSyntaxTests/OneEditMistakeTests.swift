import FlowSyntax
import Testing

/// One-token edits of real specs whose error or fix-it the mutation review found wrong: each is
/// one error at the edit, and its fix-it restores what was meant, never a spec that checks with
/// another meaning.
@Suite struct OneEditMistakeTests {
  static func described(_ text: String) -> [String] { NewUserSyntaxTests.described(text) }

  /// A misspelt route clause is said as one: left to the top level, `overs` was "did you mean
  /// 'cover'?", whose fix-it declared a cover named `current`.
  @Test(arguments: [
    ("route \"/help\" -> Help overs current", "route \"/help\" -> Help over current", "over"),
    ("route \"/a\" -> A ins home", "route \"/a\" -> A in home", "in"),
  ])
  func aMisspeltRouteClauseIsSaidAsOne(line: String, fixed: String, clause: String) throws {
    let described = Self.described(line + "\nscreen B\n")
    #expect(described.count == 2, "\(described)")
    let word = line.split(separator: " ")[4]
    #expect(
      described.first?.hasSuffix(
        "'\(word)' is not a route clause; did you mean '\(clause)'? (after a landing come `in`, "
          + "`over current`, `as`, `stack` and `presentation`)") == true)
    #expect(described.last == "fix-it: replace with '\(clause)' -> \(fixed)")
  }

  /// A word repeated after a list's keyword or name is removed, not separated by a comma (which
  /// listed `session` twice, or made `present` a sheet's name).
  @Test(arguments: [
    ("screen A requires session session", "screen A requires session", "session"),
    ("screen A { push B B }", "screen A { push B }", "B"),
    ("screen A { push B B, C }", "screen A { push B, C }", "B"),
    ("screen A { present present Compose }", "screen A { present Compose }", "present"),
  ])
  func aRepeatedWordIsRemoved(line: String, fixed: String, word: String) {
    let described = Self.described(line + "\n")
    #expect(described.count == 2, "\(described)")
    #expect(described.first?.hasSuffix("'\(word)' is written twice") == true)
    #expect(described.last == "fix-it: remove the second '\(word)' -> \(fixed)")
  }

  /// Both branches of a check, the `:` forgotten: the fix-it inserts it, not a placeholder branch.
  @Test func aCheckMissingItsColonGetsIt() {
    #expect(
      Self.described("phase launch { check c ? main onboarding }\n") == [
        "1:31 FL0010 expected ':' between 'main' and 'onboarding': a check's branches are "
          + "'check condition ? thenPhase : elsePhase'",
        "fix-it: insert ':' -> phase launch { check c ? main : onboarding }",
      ])
  }

  /// A word after a declaration on its line is not a misspelt declaration keyword: `event sent
  /// sent` was "did you mean 'event'?", whose fix-it gave another syntax error.
  @Test func aStrayWordMidLineIsNoMisspeltKeyword() {
    let described = Self.described("event sent sent\nscreen A\n")
    // The repeat is removed, not declared again, nor taken for a misspelt keyword.
    #expect(
      described == [
        "1:12 FL0011 a second name after 'event sent': each event is declared on its own line, as "
          + "'event name'",
        "fix-it: remove 'sent' -> event sent",
      ])
    // Any other word still may be one, at the start of a line or after a declaration on it.
    #expect(Self.described("evnt sent\n").joined().contains("did you mean 'event'?"))
    #expect(
      Self.described("screen H sheet Compose scren X\n").joined().contains(
        "did you mean 'screen'?"))
  }

  /// A block's header pasted twice is one error whose fix-it removes the copy; read as a `}`
  /// forgotten, its fix-it made an empty second phase and the errors multiplied.
  @Test func aBlockHeaderWrittenTwiceIsOneErrorRemovingTheCopy() {
    let text = "phase main requires session {\nphase main requires session {\n  root Home\n}\n"
    #expect(
      Self.described(text) == [
        "2:1 FL0011 'phase main requires session {' is written twice",
        "fix-it: remove the repeat ->   root Home",
      ])
    // Not when the second line differs, or something stands between them.
    #expect(!Self.described("phase main {\nphase other {\n}\n").joined().contains("twice"))
    #expect(
      !Self.described("phase main {\n  root Home\nphase main {\n}\n").joined().contains("twice"))
  }

  /// A header pasted three times is two errors, each removing a copy; one with a comment after its
  /// `{` is found too, and the fix-it keeps the comment.
  @Test func aHeaderPastedThriceOrWithACommentIsFound() {
    #expect(
      Self.described("phase main {\nphase main {\nphase main {\n  root H\n}\n").filter {
        $0.contains("written twice")
      }.count == 2)
    #expect(
      Self.described("phase main { // x\nphase main { // x\n  root H\n}\n") == [
        "2:1 FL0011 'phase main {' is written twice",
        "fix-it: remove the repeat ->  // x",
      ])
  }

  /// A name written 100,000 times is one error each, up to the limit, and no deeper a call (a
  /// recursion crashed at 2,000).
  @Test func aNameRepeatedAHundredThousandTimesDoesNotCrash() {
    let text =
      "screen S requires " + Array(repeating: "a", count: 100_000).joined(separator: " ") + "\n"
    let diagnostics = Parser.parse(SourceFile(path: "t.flow", text: text)).diagnostics
    #expect(diagnostics.first?.message == "'a' is written twice")
  }

  /// A check missing its `:` before another item of the phase on its line keeps the else-branch
  /// error: `on` is no branch, and reading it as one swallowed the handler.
  @Test func aKeywordAfterACheckIsNoBranch() {
    let described = Self.described("phase launch { check s ? main on e -> main }\n")
    #expect(described.first?.contains("FL0014 'check' needs an else branch") == true)
    #expect(described.count == 2)
  }
}
