import FlowSema
import FlowSyntax
import Testing

/// FL0233: a sheet's or cover's handler that hides, while it is open, a phase's move on the same
/// event (the fifth new-users review: a sign-in sheet closing on `signedIn` left the signed-in user
/// on the signed-out screen).
struct HiddenPhaseHandlerTests {
  /// `out` moves to `main` on `signedIn` and shows SignIn `{present}`; `main` shows it `{inMain}`.
  static func spec(signIn: String, present: String = "present SignIn", inMain: String = "")
    -> String
  {
    """
    app A { scheme "a" }
    condition session
    event signedIn
    event closeAll
    phase launch { check session ? main : out }
    phase out {
      root Welcome
      \(present)
      on signedIn -> main animated
    }
    phase main requires session {
      default tab home "Home" icon "h" root Home
      on closeAll -> main
      \(inMain)
    }
    screen Welcome
    screen Home
    sheet SignIn {
      \(signIn)
    }

    """
  }

  static func warnings(_ text: String) -> [Diagnostic] {
    check(text).0.diagnostics.filter { $0.code == .phaseHandlerHidden }
  }

  @Test func aSheetClosingOnThePhasesMoveIsReportedAndTheFixItRemovesItsHandler() throws {
    let text = Self.spec(signIn: "on signedIn -> dismiss")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "19:3 FL0233 while sheet 'SignIn' is open in phase 'out', its `on signedIn -> dismiss` runs "
          + "instead of the phase's `on signedIn -> main animated`: the sheet closes and the app "
          + "stays where it is"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "remove the handler from 'SignIn', so the phase's runs while it is open too (entering "
        + "a phase closes what is open)")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove the handler for 'signedIn'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("sheet SignIn {\n}\n"))
    #expect(check(fixed).0.diagnostics.isEmpty)
  }

  /// Opened by a tab's guard in a phase that moves on the event: the prompt is found too.
  @Test func aGuardsPromptIsFoundWhereTheGuardIs() {
    let text = Self.spec(
      signIn: "on signedIn -> present Welcome2",
      present:
        "default tab a \"A\" icon \"a\" root Welcome\n  tab b \"B\" icon \"b\" root B requires session else present SignIn"
    )
    .replacingOccurrences(of: "  root Welcome\n", with: "")
    .replacingOccurrences(of: "screen Home\n", with: "screen Home\nscreen B\nsheet Welcome2\n")
    let messages = Self.warnings(text).map(\.message)
    #expect(
      messages == [
        "while sheet 'SignIn' is open in phase 'out', its `on signedIn -> present Welcome2` runs "
          + "instead of the phase's `on signedIn -> main animated`: 'Welcome2' opens and the app "
          + "stays where it is"
      ])
  }

  /// Shown in `main` too, where nothing moves on `signedIn`: still reported for `out`, but the
  /// handler does its work in `main`, so no fix-it removes it.
  @Test func aSheetAlsoShownWhereNoMoveIsHiddenHasNoFixIt() {
    let warnings = Self.warnings(
      Self.spec(signIn: "on signedIn -> dismiss", inMain: "present SignIn"))
    #expect(warnings.count == 1)
    #expect(warnings.first?.fixIt == nil)
  }

  /// On one line, the `;` that separated the handler goes with it (the diff review).
  @Test(arguments: [
    ("present Help; on signedIn -> dismiss", "sheet SignIn { present Help }"),
    ("on signedIn -> dismiss; on closeAll -> dismiss", "sheet SignIn { on closeAll -> dismiss }"),
    ("on signedIn -> dismiss; push Page", "sheet SignIn { push Page }"),
  ])
  func theFixItTakesTheSeparatorOnOneLine(_ items: String, _ fixed: String) throws {
    let text =
      Self.spec(signIn: "").replacingOccurrences(
        of: "sheet SignIn {\n  \n}", with: "sheet SignIn { \(items) }")
      + "screen Page\ncover Help\n"
    let diagnostic = try #require(Self.warnings(text).first)
    #expect(applying(try #require(diagnostic.fixIt), to: text).contains(fixed + "\n"))
  }

  /// Phases that move to different places are each named with their own move.
  @Test func eachPhaseIsNamedWithItsOwnMove() {
    let text = Self.spec(signIn: "on signedIn -> dismiss", inMain: "present SignIn")
      .replacingOccurrences(of: "  on closeAll -> main\n", with: "  on signedIn -> out\n")
    #expect(
      Self.warnings(text).map(\.message) == [
        "while sheet 'SignIn' is open in phases 'out' and 'main', its `on signedIn -> dismiss` runs "
          + "instead of the phases' `on signedIn -> main animated` in 'out' and `on signedIn -> out` "
          + "in 'main': the sheet closes and the app stays where it is"
      ])
  }

  /// A phase's reset of itself, and a presentation's own move, are not hidden moves.
  @Test func aResetOrAMoveInThePresentationIsNotReported() {
    #expect(
      Self.warnings(Self.spec(signIn: "on closeAll -> dismiss", inMain: "present SignIn")).isEmpty)
    #expect(Self.warnings(Self.spec(signIn: "on signedIn -> main")).isEmpty)
    #expect(Self.warnings(Self.spec(signIn: "")).isEmpty)
  }
}
