import FlowSema
import FlowSyntax
import Testing

/// A prompt with an `else` of its own that requires every condition of its guard never shows when
/// the guard fails (FL0219): its `else` shows instead. Requiring some of them is a chain (sign in,
/// then pick an org), in whichever order the guard lists them.
struct PromptRequiringAllTests {
  private static let header = """
    app Corp { scheme "corp" }
    condition session
    condition orgChosen
    event signedIn
    event orgPicked
    phase main {
      default tab home "Home" icon "house" root Home
      tab org "Org" icon "building.2" root OrgHome requires session, orgChosen else present OrgPicker
    }
    screen Home
    screen OrgHome
    sheet SignIn { on signedIn -> dismiss }

    """

  /// `text` with the fix-it's replacement applied.
  @Test func aPromptRequiringEveryConditionOfItsGuardIsAnErrorWhoseFixItLeavesTheChain() throws {
    let text =
      Self.header
      + "sheet OrgPicker requires session, orgChosen else present SignIn { on orgPicked -> dismiss }"
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "8:89 FL0219 sheet 'OrgPicker' requires every condition of the guard that presents it, so "
          + "it never shows when that guard fails: when 'orgChosen' fails, sheet 'SignIn' shows "
          + "instead"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "remove 'orgChosen' from the `requires` of sheet 'OrgPicker', so that it shows when "
        + "'orgChosen' fails; it may require the guard's other conditions, which its own `else` "
        + "asks for first")
    #expect(diagnostic.notes.map { $0.range.map { source.text(in: $0) } } == ["orgChosen"])
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove 'orgChosen' from the requires of 'OrgPicker'")
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        "sheet OrgPicker requires session else present SignIn { on orgPicked -> dismiss }"))
    #expect(rendered(fixed) == [])
  }

  /// Requiring some of the guard's conditions is a chain, whichever the guard lists first: a spec
  /// does not say which one the prompt is for.
  @Test(arguments: ["session", "orgChosen"])
  func aPromptRequiringSomeOfTheGuardsConditionsIsAccepted(_ condition: String) {
    let text =
      Self.header
      + "sheet OrgPicker requires \(condition) else present SignIn { on orgPicked -> dismiss }"
    #expect(rendered(text) == [])
  }

  @Test func aFirstConditionIsRemovedWithTheCommaAfterIt() throws {
    // The guard lists `orgChosen` last, the prompt first: the fix-it takes it and its comma out.
    let text = """
      app A { scheme "a" }
      condition session
      condition orgChosen
      phase main { root Home }
      screen Home { push Console }
      screen Console requires session, orgChosen else present Picker
      sheet Picker requires orgChosen, session else present Ask
      sheet Ask
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:57 FL0219 sheet 'Picker' requires every condition of the guard that presents it, so it "
          + "never shows when that guard fails: when 'orgChosen' fails, sheet 'Ask' shows instead"
      ])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("sheet Picker requires session else present Ask\n"))
    #expect(rendered(fixed) == [])
  }

  @Test func aPromptForOneConditionThatRequiresItIsAnError() {
    // Entering a phase instead is named as what happens.
    let text = """
      app A { scheme "a" }
      condition verified
      phase main { root Home }
      phase welcome { root Home }
      screen Home { push Account }
      screen Account requires verified else present Verify
      cover Verify requires verified else -> welcome
      """
    #expect(
      rendered(text) == [
        "6:47 FL0219 cover 'Verify' requires every condition of the guard that presents it, so it "
          + "never shows when that guard fails: when 'verified' fails, phase 'welcome' is entered "
          + "instead"
      ])
  }

  /// Where the phase keeps `session` true, the guard fails only for `pro`: a paywall requiring
  /// `pro` never shows, though it does not require `session`. Where the phase keeps both true,
  /// the `else` never runs: FL0231 says so, and FL0219 says nothing of a paywall requiring both
  /// (a generated spec had both).
  @Test func conditionsThatHoldWhereTheGuardIsCheckedAreLeftOut() {
    let text = """
      app A { scheme "a" }
      condition session
      condition pro
      event signedIn
      phase launch { check session ? main : welcome }
      phase welcome { root Welcome  on signedIn -> main }
      phase main requires session { root Home }
      screen Welcome
      screen Home { push Movie }
      screen Movie requires session, pro else present Paywall
      sheet Paywall requires pro else present Upgrade
      sheet Upgrade
      """
    #expect(
      rendered(text) == [
        "10:49 FL0219 sheet 'Paywall' requires every condition the guard that presents it can fail "
          + "on ('session' always holds there), so it never shows when that guard fails: when "
          + "'pro' fails, sheet 'Upgrade' shows instead"
      ])
    let bothHeld =
      text
      .replacingOccurrences(of: "main requires session", with: "main requires session, pro")
      .replacingOccurrences(of: "Paywall requires pro", with: "Paywall requires session, pro")
    let codes = rendered(bothHeld).map { String($0.prefix(12)) }
    #expect(codes.contains("10:36 FL0231") && !codes.contains { $0.hasSuffix("FL0219") })
  }
}
