import Testing

/// `flowc check --fix`: the fix-its applied to the files in place, then the check of what remains.
@Suite struct FixCommandTests {
  static let typo = """
    app Shop {
      scheme "shop"
    }

    phase main {
      root Home
    }

    screen Home {
      push product
    }

    screen Product
    screen Orphan

    """

  @Test func theFileIsRewrittenAndWhatRemainsIsReported() throws {
    let workspace = try Workspace()
    try workspace.write("shop.flow", Self.typo)
    let run = try workspace.flowc("check", "--fix", "shop.flow", "--format", "gnu")
    #expect(run.stderr == "shop.flow: applied 1 fix-it\n")
    #expect(
      run.stdout
        == "shop.flow:14:8: warning: screen 'Orphan' is never shown: no root, push or present "
        + "reaches it [FL0210]\nshop.flow:14:8: note: help: add `push Orphan` to a screen that is "
        + "shown\n")
    #expect(run.status == 0)
    #expect(
      try workspace.read("shop.flow")
        == Self.typo.replacingOccurrences(of: "push product", with: "push Product"))
  }

  /// Nothing to fix: the file is not written and nothing is said about it.
  @Test func aFileWithNothingToFixIsLeftAlone() throws {
    let workspace = try Workspace()
    let clean = Self.typo.replacingOccurrences(of: "product", with: "Product")
      .replacingOccurrences(of: "screen Orphan\n", with: "")
    try workspace.write("shop.flow", clean)
    let run = try workspace.flowc("check", "--fix", "shop.flow")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(try workspace.read("shop.flow") == clean)
  }

  /// Fix-its printed but not applied are said to be, with why: one that only shows the next
  /// error (the third new-users review saw nothing happen and no reason), and one that writes a
  /// placeholder for the author.
  @Test func fixItsLeftUnappliedAreSaidToBe() throws {
    let spec = """
      app S { scheme "s" }
      phase main {
        default tab home "Home" icon "h" root Home
        tab other "Other" icon "o" root Other
      }
      screen Home { push Show }
      screen Other { push Show }
      screen Show(id: Int, season: Int)
      route "/shows/{id}" -> Show

      """
    let workspace = try Workspace()
    try workspace.write("s.flow", spec)
    // `in home` only shows that `season` is missing: one error either way.
    let notBetter = try workspace.flowc("check", "--fix", "s.flow", "--format", "gnu")
    #expect(
      notBetter.stderr
        == "s.flow: left 1 fix-it unapplied: applying it leaves as many problems, or more\n")
    #expect(try workspace.read("s.flow") == spec)
    #expect(notBetter.status == 1)
    let ambiguous = spec + "route \"/e/{id}\" -> Show(id: id, season: 1)\n"
    try workspace.write("s.flow", ambiguous)
    let placeholder = try workspace.flowc("check", "--fix", "s.flow", "--format", "gnu")
    #expect(
      placeholder.stderr
        == "s.flow: applied 2 fix-its\n"
        + "s.flow: left 1 fix-it unapplied: it writes a placeholder (<#...#>) for you to fill in\n")
    #expect(try workspace.read("s.flow").contains("route \"/shows/{id}\" -> Show in home\n"))
  }

  /// The fix-its of `--against` keep what the old spec promised (`as legacy`), a choice `--fix`
  /// leaves to the author, and saying so explains a file that did not change (the tools round
  /// found it silent).
  @Test func aFixItOfAgainstIsLeftAndSaidToBe() throws {
    let old = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push P }
      screen P(id: Int)
      route "/q/{id}" -> P as legacy

      """
    let new = old.replacingOccurrences(of: " as legacy", with: "")
    let workspace = try Workspace()
    try workspace.write("old.flow", old)
    try workspace.write("new.flow", new)
    let run = try workspace.flowc(
      "check", "--fix", "new.flow", "--against", "old.flow", "--format", "gnu")
    #expect(
      run.stderr
        == "new.flow: left 1 fix-it of --against unapplied: it keeps what the old spec promised "
        + "(a link, a Swift case name), a choice --fix leaves to you\n")
    #expect(try workspace.read("new.flow") == new)
    #expect(run.status == 1)
  }

  /// An ignore comment's misspelt code is never guessed, and saying so explains a file that did
  /// not change although `check` printed a fix-it (the tools review found `--fix` silent).
  @Test func aGuessedIgnoreCodeIsLeftAndSaidToBe() throws {
    let spec = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home
      screen Unused // flowc:ignore FL2010

      """
    let workspace = try Workspace()
    try workspace.write("u.flow", spec)
    let run = try workspace.flowc("check", "--fix", "u.flow", "--format", "gnu")
    #expect(run.stderr == Self.guessLeft("u.flow"))
    #expect(try workspace.read("u.flow") == spec)
  }

  /// A misspelt name's closest declared one is a guess, never applied: a forgotten declaration
  /// would check clean with another meaning (the tools round: `requires tier3` became `tier1`).
  @Test func aGuessedNameIsLeftAndSaidToBe() throws {
    let workspace = try Workspace()
    let misspelt = Self.typo.replacingOccurrences(of: "push product", with: "push Prodcut")
    try workspace.write("shop.flow", misspelt)
    let run = try workspace.flowc("check", "--fix", "shop.flow", "--format", "gnu")
    #expect(run.stderr == Self.guessLeft("shop.flow"))
    #expect(run.stdout.hasPrefix("shop.flow:10:8: error: unknown screen 'Prodcut'; did you mean"))
    #expect(run.status == 1)
    #expect(try workspace.read("shop.flow") == misspelt)
  }

  private static func guessLeft(_ path: String) -> String {
    "\(path): left 1 fix-it unapplied: it guesses what you meant (a misspelt name, a requirement), and a wrong guess "
      + "would check clean and mean something else: apply it yourself if right\n"
  }

  /// A typo in a route's screen is renamed, and the route kept: its `{id}`, typed by the screen it
  /// lands on, read as a `String` while the screen was unknown, so the route seemed to match
  /// exactly what an earlier one does, and that error's fix-it, removing the route, was applied
  /// first (the fifth new-users review).
  @Test func aRouteWhoseScreenIsMisspeltIsRenamedNotRemoved() throws {
    let spec = """
      app News { scheme "news" }
      phase main { root Home }
      screen Home { push Article, ArticleByID }
      screen Article(slug: String)
      screen ArticleByID(id: Int)
      route "/articles/{slug}" -> Article
      route "/articles/{id}" -> ArticleById

      """
    let workspace = try Workspace()
    try workspace.write("news.flow", spec)
    let run = try workspace.flowc("check", "--fix", "news.flow", "--format", "gnu")
    #expect(run.stderr == "news.flow: applied 1 fix-it\n")
    #expect(
      try workspace.read("news.flow")
        == spec.replacingOccurrences(of: "-> ArticleById", with: "-> ArticleByID"))
    #expect(run.stdout.contains("[FL0304]"))
    #expect(!run.stdout.contains("FL0303"))
    #expect(run.status == 0)
  }

  @Test func standardInputCannotBeFixed() throws {
    let run = try Workspace().flowc("check", "--fix", "-")
    #expect(
      run.stderr
        == "error: --fix rewrites files, so it cannot read standard input ('-')\n"
        + "usage: flowc check <file>... [--format <format>] [--warnings-as-errors] "
        + "[--against <old>] [--fix]\nRun 'flowc help check' for more information.\n")
    #expect(run.status == 2)
  }
}
