import FlowSyntax
import Testing

/// Errors a new user's review found without a `help:`, each with its exact wording and fix-it: a
/// `requires` without commas, `then` without steps, and NaN or infinity as a value.
@Suite struct MissingHelpSyntaxTests {
  private static func described(_ text: String) -> [String] {
    NewUserSyntaxTests.described(text)
  }

  @Test func conditionsWithoutACommaAreOneErrorWhoseFixItInsertsIt() {
    let text = "screen Console requires session orgChosen"
    #expect(
      Self.described(text) == [
        "1:33 FL0010 expected ',' between 'session' and 'orgChosen': 'requires' separates its "
          + "conditions with commas",
        "help: write 'requires session, orgChosen', which holds while both conditions hold",
        "fix-it: insert ',' -> screen Console requires session, orgChosen",
      ])
    #expect(Self.described("screen Console requires session, orgChosen") == [])
  }

  @Test func aTabsConditionsWithoutACommaAreReadOnWithTheirElse() {
    let text = """
      phase main {
        tab org "Org" icon "o" root OrgHome requires session orgChosen else present OrgPicker
      }
      """
    #expect(
      Self.described(text) == [
        "2:56 FL0010 expected ',' between 'session' and 'orgChosen': 'requires' separates its "
          + "conditions with commas",
        "help: write 'requires session, orgChosen', which holds while both conditions hold",
        "fix-it: insert ',' -> "
          + "  tab org \"Org\" icon \"o\" root OrgHome requires session, orgChosen else present "
          + "OrgPicker",
      ])
  }

  @Test func aNameOnTheNextLineIsNotTakenForAForgottenComma() {
    // A declaration on the next line ends the list; a stray name there keeps its own error.
    #expect(
      Self.described("screen Console requires session\nstray").first
        == "2:1 FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
        + "route or expect), found 'stray'")
  }

  @Test func thenWithoutConditionsSaysWhatGoesThereAndWritesTheFailingOnes() {
    #expect(
      Self.described(#"expect "corp://x" when !session, ?org -> held, then -> Console"#) == [
        "1:53 FL0010 expected a condition or event name after 'then', found '->'",
        "help: after 'then' come the conditions that turn true ('session'), false ('!session') "
          + "or undecided ('?session') and the events that arrive while the link is held, in "
          + "order and separated by commas, then '->' and what becomes of it (where it lands, "
          + "'held' or 'dropped'): "
          + "'then session, org -> Console'",
        "fix-it: insert 'session, org' -> "
          + #"expect "corp://x" when !session, ?org -> held, then session, org -> Console"#,
      ])
    #expect(
      Self.described(#"expect "corp://x" when !session -> held, then session -> Console"#) == [])
  }

  /// Steps that end their line: what is missing is the outcome, not the next line's first word,
  /// which "found 'expect'" named (the thirty-eighth new-users review).
  @Test func thenStepsAtTheEndOfTheLineAskForTheOutcome() {
    let text = """
      expect "e://account" when !session -> held, then session, signedIn
      expect "e://home" -> nothing
      """
    #expect(
      Self.described(text) == [
        "1:67 FL0010 expected '->' and what becomes of the link after 'signedIn'",
        "help: end the steps with where the link lands, or whether it is still held or let go: "
          + "'then session, signedIn -> <screen>', 'then session, signedIn -> held' or "
          + "'then session, signedIn -> dropped'",
      ])
    #expect(
      Self.described(#"expect "e://a" -> held, then session"#).first
        == "1:37 FL0010 expected '->' and what becomes of the link after 'session'")
    // Likewise an arrow, or a `then`, that ends the line (the second diff review).
    #expect(
      Self.described("expect \"e://a\" -> held, then session ->\nexpect \"e://b\" -> B") == [
        "1:40 FL0010 expected what becomes of the link after '->', before the end of the line",
        "help: end the steps with where the link lands, or whether it is still held or let go: "
          + "'then session -> <screen>', 'then session -> held' or 'then session -> dropped'",
      ])
    #expect(
      Self.described("expect \"e://a\" when !session -> held, then\nexpect \"e://b\" -> B").first
        == "1:43 FL0010 expected a condition or event name after 'then', before the end of the "
        + "line")
  }

  @Test func thenWithoutConditionsOrFailingOnesHasNoFixIt() {
    #expect(
      Self.described(#"expect "corp://x" -> held, then -> [Home, Item]"#) == [
        "1:33 FL0010 expected a condition or event name after 'then', found '->'",
        "help: after 'then' come the conditions that turn true ('session'), false ('!session') "
          + "or undecided ('?session') and the events that arrive while the link is held, in "
          + "order and separated by commas, then '->' and what becomes of it (where it lands, "
          + "'held' or 'dropped'): "
          + "'then <condition> -> <screen>'",
      ])
  }

  @Test(arguments: ["nan", "inf", "Infinity"])
  func aNonFiniteDefaultSaysItCannotBeWritten(word: String) {
    #expect(
      Self.described("screen Plot(x: Double = \(word))") == [
        "1:25 FL0010 expected a value (a string, a number, true, false or nil) after '=', found "
          + "'\(word)'",
        "help: '\(word)' is not a value a spec can write: a value is a literal, a number, a "
          + "string in quotes, true, false or nil, and NaN and infinity have none; write a finite "
          + "number, or make a parameter optional ('x: Double? = nil') for no value",
      ])
  }

  @Test func anotherNameAsADefaultKeepsThePlainError() {
    #expect(
      Self.described("screen Plot(x: Double = zero)") == [
        "1:25 FL0010 expected a value (a string, a number, true, false or nil) after '=', found "
          + "'zero'"
      ])
  }
}
