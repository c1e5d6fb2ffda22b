import FlowSema
import FlowSyntax
import Testing

/// A prompt with an `else` of its own that requires a condition it is shown for never shows when
/// that condition fails (FL0219): its `else` shows instead. A guard asks for its conditions in the
/// order it lists them, so a prompt may require the earlier ones (sign in, then pick an org).
struct PromptOrderCheckTests {
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
  private func applying(_ fixIt: Diagnostic.FixIt, to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(fixIt.range.start..<fixIt.range.end, with: Array(fixIt.replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

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
        + "'orgChosen' fails; it may require the conditions the guard lists before 'orgChosen', "
        + "which its own `else` asks for first")
    #expect(diagnostic.notes.map { $0.range.map { source.text(in: $0) } } == ["orgChosen"])
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove 'orgChosen' from the requires of 'OrgPicker'")
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        "sheet OrgPicker requires session else present SignIn { on orgPicked -> dismiss }"))
    #expect(rendered(fixed) == [])
  }

  @Test func aPromptRequiringALaterConditionIsAnErrorWhoseFixItRemovesItsGuard() throws {
    let text =
      Self.header
      + "sheet OrgPicker requires orgChosen else present SignIn { on orgPicked -> dismiss }"
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "8:89 FL0219 sheet 'OrgPicker' requires 'orgChosen', which the guard that presents it "
          + "lists after 'session', so it never shows when 'orgChosen' fails: sheet 'SignIn' "
          + "shows instead"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "remove 'orgChosen' from the `requires` of sheet 'OrgPicker', so that it shows when "
        + "'orgChosen' fails, or if 'orgChosen' is asked for first, list it before 'session' in "
        + "the guard")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove `requires orgChosen else present SignIn` from 'OrgPicker'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed.hasSuffix("sheet OrgPicker { on orgPicked -> dismiss }"))
    // The sign-in was shown by that `else` alone.
    #expect(
      rendered(fixed) == [
        "12:7 FL0210 sheet 'SignIn' is never shown: no root, push or present reaches it"
      ])
  }

  @Test func theChainThatSignsInFirstThenPicksIsAccepted() {
    let text =
      Self.header
      + "sheet OrgPicker requires session else present SignIn { on orgPicked -> dismiss }"
    #expect(rendered(text) == [])
  }

  @Test func aFirstConditionIsRemovedWithTheCommaAfterIt() throws {
    // Listed first in the guard, `session` is asked for by the prompt; `orgChosen` is the one
    // required out of order, so the fix-it takes it and its comma out of the middle of the list.
    let text = """
      app A { scheme "a" }
      condition session
      condition orgChosen
      condition admin
      phase main { root Home }
      screen Home { push Console }
      screen Console requires session, orgChosen else present Picker
      sheet Picker requires orgChosen, admin else present Ask
      sheet Ask
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "7:57 FL0219 sheet 'Picker' requires 'orgChosen', which the guard that presents it lists "
          + "after 'session', so it never shows when 'orgChosen' fails: sheet 'Ask' shows instead"
      ])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("sheet Picker requires admin else present Ask\n"))
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
}
