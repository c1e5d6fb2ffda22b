import FlowSyntax
import Testing

@testable import FlowCompiler
@testable import FlowTools

/// `flowc check --fix`'s core: fix-its applied pass by pass, a pass kept only when the spec is
/// better for it.
@Suite struct SpecFixingTests {
  static func fix(_ text: String) -> SpecFixing.Outcome {
    SpecFixing.fix(InputFile(path: "f.flow", bytes: Array(text.utf8)))
  }

  static func codes(_ text: String) -> [String] {
    Compiler().check(InputFile(path: "f.flow", bytes: Array(text.utf8))).diagnostics.map(
      \.code.rawValue)
  }

  /// A pass whose fix-its together leave the spec no better still applies the first that helps
  /// alone: one that wrote unknown codes kept a good one from being applied (the diff review).
  @Test func aFixItThatHelpsAloneIsAppliedWhenThePassIsNoBetter() throws {
    let text = """
      app Shop { scheme "shop" }
      phase main { root Home }
      screen Home { push Prodcut }
      screen Product

      """
    let report = Compiler().check(InputFile(path: "f.flow", bytes: Array(text.utf8)))
    let good = try #require(report.diagnostics.first?.fixIt)
    let bytes = Array(text.utf8)
    let worse = Diagnostic.FixIt(
      "break it", replacing: SourceRange(start: 0, end: 0), with: "phase phase phase\n")
    let together = Compiler().check(
      InputFile(path: "f.flow", bytes: SpecFixing.apply([worse, good], to: bytes)))
    #expect(SpecFixing.badness(of: together) >= SpecFixing.badness(of: report))
    let (applied, fixed, after) = try #require(
      SpecFixing.betterAlone([worse, good], bytes, report, Compiler()))
    #expect(applied == 1)
    #expect(String(decoding: fixed, as: UTF8.self) == text.replacing("Prodcut", with: "Product"))
    #expect(after.diagnostics.isEmpty)
    #expect(SpecFixing.betterAlone([worse], bytes, report, Compiler()) == nil)
  }

  /// Every fix-it that helps alone goes in together, in one pass, and the one that makes the spec
  /// worse is said to be left: five stale ignore comments took four runs' passes, one a pass, and
  /// a second `--fix` still found one (the docs review).
  @Test func everyFixItThatHelpsAloneIsAppliedTogether() throws {
    var text =
      "app Shop { scheme \"shop\" }\nphase main { root Home }\n"
      + "screen Home { push Home1, Home2, Home3, Home4, Home5 }\n"
    for number in 1...5 { text += "screen Home\(number) // flowc:ignore FL0210\n" }
    let report = Compiler().check(InputFile(path: "f.flow", bytes: Array(text.utf8)))
    let stale = report.diagnostics.compactMap(\.fixIt)
    #expect(stale.count == 5)
    let worse = Diagnostic.FixIt(
      "break it", replacing: SourceRange(start: 0, end: 0), with: "phase phase phase\n")
    let (applied, fixed, _) = try #require(
      SpecFixing.betterAlone([worse] + stale, Array(text.utf8), report, Compiler()))
    #expect(applied == stale.count)
    #expect(!String(decoding: fixed, as: UTF8.self).contains("flowc:ignore"))
  }

  /// Two names in the wrong case: both fixed in one pass (a misspelt one is a guess, left alone).
  @Test func theFixItsOfOneSpecAreAppliedTogether() {
    let text = """
      app Shop { scheme "shop" }
      phase main { root home }
      screen Home { push PRODUCT }
      screen Product

      """
    #expect(Self.codes(text) == ["FL0100", "FL0100"])
    #expect(
      Self.fix(text)
        == SpecFixing.Outcome(
          text: """
            app Shop { scheme "shop" }
            phase main { root Home }
            screen Home { push Product }
            screen Product

            """, appliedCount: 2))
  }

  /// An ignore comment that accepts nothing in the file as given is removed, and so is one a fix
  /// left accepting nothing (here, the case fix made `Product` reachable), in the same run: kept,
  /// the next `--fix` removed it, so fixing twice changed the file twice (the tools review).
  @Test func ignoreCommentsLeftAcceptingNothingAreRemovedInTheSameRun() throws {
    let stale = """
      app Shop { scheme "shop" }
      phase main { root Home }
      screen Home { push Product }
      screen Product // flowc:ignore FL0210

      """
    #expect(Self.codes(stale) == ["FL0016"])
    #expect(
      Self.fix(stale).text == stale.replacingOccurrences(of: " // flowc:ignore FL0210", with: ""))
    let madeStale = stale.replacingOccurrences(of: "push Product", with: "push product")
    #expect(Self.codes(madeStale) == ["FL0100"])
    let outcome = Self.fix(madeStale)
    let clean = stale.replacingOccurrences(of: " // flowc:ignore FL0210", with: "")
    #expect(outcome == SpecFixing.Outcome(text: clean, appliedCount: 2))
    #expect(Self.fix(clean).text == nil)
  }

  /// A missing `}` before a trailing ignore comment goes after the comment, which keeps accepting
  /// its warning on its line, reason and all (a review found the comment moved to the `}` line and
  /// then removed as accepting nothing).
  @Test func aMissingBraceGoesAfterATrailingComment() {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home {
        push Detail
        push Detail // flowc:ignore FL0214 -- pushed twice on purpose
      screen Detail

      """
    #expect(
      Self.fix(text)
        == SpecFixing.Outcome(
          text: text.replacingOccurrences(
            of: "on purpose\n", with: "on purpose\n}\n"), appliedCount: 1))
  }

  /// A missing `}` hides the names after it; fixed, they are checked, and the next pass fixes the
  /// name they had in the wrong case.
  @Test func aSecondPassFixesWhatTheFirstRevealed() throws {
    let text = "app Shop { scheme \"shop\" }\nphase main { root HOME\nscreen Home\n"
    let outcome = Self.fix(text)
    let fixed = try #require(outcome.text)
    #expect(Self.codes(fixed) == [])
    #expect(outcome.appliedCount == 2)
    #expect(fixed == "app Shop { scheme \"shop\" }\nphase main { root Home\n}\nscreen Home\n")
  }

  /// After a `/* */` comment too, and in a CRLF file the `}` goes before the line break, not
  /// between its `\r` and `\n` (a review found `"ab"\r\r\n}\n`).
  @Test func aMissingBraceKeepsCommentsAndLineBreaks() {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home {
        push Detail
        push Detail /* b */ // flowc:ignore FL0214 -- why
      screen Detail

      """
    #expect(
      Self.fix(text).text == text.replacingOccurrences(of: "-- why\n", with: "-- why\n}\n"))
    for value in ["ab", #"a\\b"#] {
      let crlf = "app A { scheme \"\(value)\r\nphase main { root Home }\r\nscreen Home\r\n"
      #expect(
        Self.fix(crlf).text
          == "app A { scheme \"\(value)\"\r\n}\r\nphase main { root Home }\r\nscreen Home\r\n")
    }
  }

  /// An unknown code in an ignore comment is left for the author: its closest spelling (FL0000 ->
  /// FL0207) would accept a warning nobody named.
  @Test func anUnknownIgnoredCodeIsNotGuessed() {
    let text =
      "app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n"
      + "event refreshed // flowc:ignore FL0000\n"
    #expect(Self.codes(text).contains("FL0017"))
    #expect(
      Self.fix(text) == SpecFixing.Outcome(text: nil, appliedCount: 0, guessCount: 1))
  }

  /// FL0315's `requires` for a phase an onboarding event enters is a guess (only the team knows
  /// whether the app reports the condition before the event), offered by each route into the
  /// phase: one edit, left once (the review: `--fix` said two guesses of a misspelt name).
  @Test func oneGuessedEditOfferedTwiceCountsOnce() {
    let text = """
      app A { scheme "a" }
      condition onboarded
      event done
      phase launch { check onboarded ? main : intro }
      phase intro {
        root Intro
        on done -> main
      }
      phase main { root Home }
      screen Intro
      screen Home { push Item, Other }
      screen Item
      screen Other
      route "/item" -> Item
      route "/other" -> Other

      """
    #expect(Self.codes(text) == ["FL0315", "FL0315"])
    #expect(Self.fix(text) == SpecFixing.Outcome(text: nil, appliedCount: 0, guessCount: 1))
  }

  /// A misspelt name's closest declared one is a guess, left for the author: the unknown name is
  /// as often one they forgot to declare, and the guess checks clean and means something else
  /// (the tools round: a vault's forgotten `tier3` became the `tier1` its phase already
  /// requires, a payslip came to require `employer`, a route to `Item2` landed on `Item1`). A
  /// name that differs only in letter case is no guess, and is applied.
  @Test(arguments: [("tier3", "Item1"), ("employee", "Item1"), ("tier1", "Item2")])
  func aGuessedNameIsNotApplied(guardedBy condition: String, landing: String) throws {
    let text = Self.vault(guardedBy: condition, landing: landing)
    #expect(Self.codes(text).contains("FL0100"))
    #expect(Self.fix(text) == SpecFixing.Outcome(text: nil, appliedCount: 0, guessCount: 1))
  }

  /// An expect's misspelt `then` name is a guess too: fixed to another declared name, the expect
  /// would check clean saying something else (the review of this rule).
  @Test func aGuessedThenStepIsNotApplied() {
    let text = """
      app A { scheme "a" }
      condition session
      phase launch { check session ? main : out }
      phase out { root Welcome }
      phase main requires session { root Home }
      screen Welcome
      screen Home { push Item }
      screen Item
      route "/item" -> Item
      expect "a://item" when !session -> held, then sesion -> Item

      """
    #expect(Self.codes(text) == ["FL0100"])
    #expect(Self.fix(text) == SpecFixing.Outcome(text: nil, appliedCount: 0, guessCount: 1))
  }

  @Test(arguments: [("Tier1", "Item1"), ("tier1", "item1")])
  func aNameDifferingOnlyInCaseIsApplied(guardedBy condition: String, landing: String) throws {
    let fixed = try #require(Self.fix(Self.vault(guardedBy: condition, landing: landing)).text)
    #expect(fixed == Self.vault(guardedBy: "tier1", landing: "Item1"))
  }

  private static func vault(guardedBy condition: String, landing: String) -> String {
    """
    app A { scheme "a" }
    condition tier1
    condition employer
    phase launch { check employer ? main : main }
    phase main { root Home }
    screen Home { push Vault, Item1 }
    screen Vault requires \(condition)
    screen Item1
    route "/item" -> \(landing)

    """
  }

  /// A fix-it that writes a placeholder leaves a spec no better: nothing is written, and it is
  /// counted, for `--fix` to say it was left for the author.
  @Test func aPlaceholderFixItIsNotApplied() {
    let text =
      "app A { scheme \"a\" }\nphase main { default tab home \"Home\" root Home }\nscreen Home\n"
    #expect(Self.codes(text) == ["FL0010"])
    #expect(Self.fix(text) == SpecFixing.Outcome(text: nil, appliedCount: 0, placeholderCount: 1))
    #expect(Self.fix("app A { scheme \"a\" }\nphase main { root Home }\nscreen Home\n").text == nil)
  }

  /// Beside another fix, a placeholder made the pass look better (two errors became one, the
  /// placeholder's): it is left out, and the other fix is applied alone (the new-users review).
  @Test func aPlaceholderFixItIsLeftOutBesideAnotherFix() {
    let text =
      "app A { scheme \"a\" }\nphase main { default tab home \"Home\" root Home }\nscreen Home\n"
      + "route \"x\" -> Home\n"
    #expect(Self.codes(text) == ["FL0010", "FL0020"])
    let fixed = Self.fix(text)
    #expect(
      fixed.text
        == "app A { scheme \"a\" }\nphase main { default tab home \"Home\" root Home }\n"
        + "screen Home\nroute \"/x\" -> Home\n")
    #expect(fixed.appliedCount == 1)
    #expect(fixed.text.map(Self.codes) == ["FL0010"])
  }

  /// Two edits of one place cannot both be applied as written: the later waits.
  @Test func fixItsTouchingAnEarlierOneWait() {
    let fixIts = [
      Diagnostic.FixIt("b", replacing: SourceRange(start: 4, end: 6), with: "B"),
      Diagnostic.FixIt("a", replacing: SourceRange(start: 0, end: 4), with: "A"),
      Diagnostic.FixIt("c", replacing: .point(9), with: "C"),
    ]
    let diagnostics = fixIts.map {
      Diagnostic(.unknownName, path: "f", range: $0.range, message: "m", fixIt: $0)
    }
    let independent = SpecFixing.independentFixIts(of: diagnostics)
    #expect(independent.map(\.message) == ["a", "c"])
    #expect(
      String(decoding: SpecFixing.apply(independent, to: Array("0123456789".utf8)), as: UTF8.self)
        == "A45678C9")
  }

  /// Every example of docs/Diagnostics.md: a fixed spec is better (checked further, or fewer
  /// errors, or as many errors and fewer warnings), and has fewer of the diagnostic the example
  /// shows: every documented fix-it that is applied fixes what it is for.
  @Test(arguments: try DiagnosticsDocument.entries())
  func fixingADocumentedExampleFixesItsDiagnostic(_ entry: DiagnosticsDocument.Entry) {
    for text in entry.specs {
      guard let fixed = Self.fix(text).text else { continue }
      #expect(Self.badness(fixed) < Self.badness(text), "\(text)")
      #expect(
        Self.codes(fixed).count { $0 == entry.code } < Self.codes(text).count { $0 == entry.code },
        "\(text)")
    }
  }

  static func badness(_ text: String) -> (unchecked: Int, errors: Int, warnings: Int) {
    SpecFixing.badness(of: Compiler().check(InputFile(path: "f.flow", bytes: Array(text.utf8))))
  }
}
