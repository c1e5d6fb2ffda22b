import FlowSema
import FlowSyntax
import Testing

/// FL0227: a phase after the first whose every tab needs a condition the phase does not require
/// selects no tab without it and shows the waiting view for good (the journeys review: an event
/// into such a phase left a signed-out user there, and a lapsed subscription did the same).
struct EveryTabGuardedTests {
  /// `welcome` enters `main` by an event; `{main}` is main's header after its name, `{home}` and
  /// `{vault}` the tabs' guards.
  /// The help of `text`'s one diagnostic, an FL0227 that has no fix-it.
  static func helpWithoutFixIt(_ text: String) throws -> String? {
    let (result, _, _) = check(text)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.map(\.code) == [.everyTabGuarded])
    #expect(diagnostic.fixIt == nil)
    return diagnostic.help
  }

  static func spec(main: String = "", home: String = "session", vault: String = "session")
    -> String
  {
    """
    app A { scheme "a" }
    condition session
    condition premium
    event go
    phase welcome {
      root Welcome
      on go -> main
    }
    phase main\(main) {
      default tab home "Home" icon "h" root Home requires \(home)
      tab vault "Vault" icon "v" root Vault requires \(vault)
    }
    screen Welcome
    screen Home
    screen Vault

    """
  }

  @Test func everyTabNeedingWhatThePhaseLacksIsAnErrorWhoseFixItRequiresIt() throws {
    let text = Self.spec(vault: "session, premium")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:55 FL0227 every tab of phase 'main' is guarded, and its default tab 'home' requires "
          + "'session', which the phase does not: entered without it, or losing it there, the "
          + "phase selects no tab and shows the waiting view, with no tab bar and nothing to tap"
      ])
    #expect(result.model == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "add `requires session` to phase 'main' (an event or a check is then refused without "
        + "it, a link waits for it, and losing it leaves the phase), or leave one tab unguarded")
    // Every tab needs 'session'; 'premium' is one tab's, so requiring 'session' is the fix.
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "add `requires session` to phase 'main'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("phase main requires session {"))
    #expect(rendered(fixed) == [])
  }

  @Test func aConditionThePhaseRequiresDoesNotCountAndTheFixItJoinsItsList() throws {
    let text = Self.spec(main: " requires session", home: "session, premium", vault: "premium")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:64 FL0227 every tab of phase 'main' is guarded, and its default tab 'home' requires "
          + "'premium', which the phase does not: entered without it, or losing it there, the "
          + "phase selects no tab and shows the waiting view, with no tab bar and nothing to tap"
      ])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(applying(fixIt, to: text).contains("phase main requires session, premium {"))
  }

  /// A launch check leads into `main` and none decides `unlocked`: requiring it would stop the
  /// launch at that check (FL0228), and `--fix` then dropped the tabs' unlock prompts as redundant
  /// (the seventh new-users review). Help says to decide it first; a check of it makes the fix-it
  /// right again.
  @Test func requiringAConditionNoLaunchCheckDecidesIsNoFixIt() throws {
    let text = """
      app A { scheme "a" }
      condition session
      condition unlocked
      phase launch { check session ? main : signIn }
      phase signIn { root SignIn }
      phase main requires session {
        default tab home "Home" icon "h" root Home requires unlocked else present Unlock
        tab more "More" icon "m" root More requires unlocked else present Unlock
      }
      screen SignIn
      screen Home
      screen More
      cover Unlock

      """
    #expect(
      try Self.helpWithoutFixIt(text)
        == "leave one tab unguarded, or decide 'unlocked' before the phase with a check such as "
        + "`check unlocked ? main : <a phase for users without it>` (a lock screen, say) and add "
        + "`requires unlocked` to phase 'main'; requiring it alone would stop the launch at the "
        + "check that leads here")
    let decided =
      text
      .replacing("check session ? main : signIn }", with: "check session ? gate : signIn }")
      .replacing(
        "phase signIn",
        with: "phase gate { check unlocked ? main : lock }\nphase lock { root Lock }\nphase signIn"
      ).replacing("screen SignIn", with: "screen SignIn\nscreen Lock")
    let (checked, _, _) = check(decided)
    #expect(checked.diagnostics.map(\.code) == [.everyTabGuarded])
    let fixIt = try #require(checked.diagnostics.first?.fixIt)
    // The phase requires `session` already: the edit extends that list, and the label says so.
    #expect(fixIt.message == "add 'unlocked' to the `requires` of phase 'main'")
    // A check of it that only an event reaches decides nothing for the launch (the review).
    let offPath =
      text
      .replacing(
        "phase signIn", with: "phase relock { check unlocked ? main : signIn }\nphase signIn"
      )
      .replacing("  tab more", with: "  on lock -> relock\n  tab more")
      .replacing("condition unlocked", with: "condition unlocked\nevent lock")
    let (unchecked, _, _) = check(offPath)
    #expect(unchecked.diagnostics.map(\.code) == [.everyTabGuarded])
    #expect(unchecked.diagnostics.first?.fixIt == nil)
    // Nor does a launch check of it on another branch than the one into `main`.
    let otherBranch =
      text
      .replacing("check session ? main : signIn }", with: "check session ? main : gate }")
      .replacing(
        "phase signIn",
        with:
          "phase gate { check unlocked ? signIn : lock }\nphase lock { root Lock }\nphase signIn"
      ).replacing("screen SignIn", with: "screen SignIn\nscreen Lock")
    let (elsewhere, _, _) = check(otherBranch)
    #expect(elsewhere.diagnostics.map(\.code) == [.everyTabGuarded])
    #expect(elsewhere.diagnostics.first?.fixIt == nil)
  }

  /// Every tab needing two conditions: requiring one would not be the whole fix.
  @Test(arguments: [spec(home: "session, premium", vault: "session, premium")])
  func whereOneRequirementIsNotTheWholeFixThereIsHelpAndNoFixIt(_ text: String) throws {
    #expect(
      try Self.helpWithoutFixIt(text)
        == "add one tab's conditions to phase 'main' with `requires`, or leave one tab unguarded")
  }

  /// An unguarded tab, a phase requiring what its tabs need, or an undeclared condition (FL0100's).
  @Test(arguments: [
    spec(vault: "session").replacing("root Vault requires session", with: "root Vault"),
    spec(main: " requires session"),
    spec(main: " requires premium, session", home: "premium", vault: "session, premium"),
  ])
  func nothingIsSaidWhereATabCanShow(_ source: String) {
    // 'premium' is declared for the cases that use it; unused, it is only FL0213.
    #expect(rendered(source).filter { !$0.contains("FL0213") } == [])
  }

  @Test func anUndeclaredConditionIsOneErrorOfItsOwn() {
    let (result, _, _) = check(Self.spec(home: "sesion", vault: "sesion"))
    #expect(!result.diagnostics.map(\.code).contains(.everyTabGuarded))
  }

  /// The first phase is FL0217's, once.
  @Test func theFirstPhaseIsFL0217sAlone() {
    let first = Self.spec().replacing(
      "phase welcome {\n  root Welcome\n  on go -> main\n}\n", with: ""
    )
    .replacing("screen Welcome\n", with: "").replacing("event go\n", with: "")
    let (result, _, _) = check(first)
    #expect(result.diagnostics.map(\.code) == [.unusedCondition, .guardedFirstPhase])
  }

  /// Different conditions with none in common: a warning, FL0230, since roles that exclude each
  /// other (a personal or a team account) each show a tab, while unrelated ones (approved as a
  /// seller, set up for payouts) leave a user with neither on the waiting view.
  @Test func tabsNeedingDifferentConditionsAreAWarning() throws {
    let (result, source, _) = check(Self.spec(vault: "premium"))
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:55 FL0230 every tab of phase 'main' needs a condition the phase does not require, not "
          + "the same one (the default tab 'home' needs 'session'): a user with none of them gets "
          + "the waiting view, with no tab bar and nothing to tap"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.fixIt == nil)
    #expect(result.model != nil)
  }
}
