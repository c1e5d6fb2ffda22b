import FlowCompiler
import FlowSyntax
import Testing

/// A compose sheet that needs a verified account, whose verification needs a session: the prompt
/// requires one of the conditions it prompts for and hands on to the sign-in (accepted since FL0219
/// follows the chain). `expect` states what a link does signed out, with the navigator generated
/// code runs; a line that says otherwise fails.
@Suite struct PromptChainExpectationTests {
  static let spec = """
    app Mail { scheme "mail" }
    condition session
    condition verified
    event signedIn
    event verifiedNow
    event cancel
    phase main {
      default tab inbox "Inbox" icon "tray" root Inbox
      tab outbox "Out" icon "paperplane" root Outbox requires session else present SignIn
    }
    screen Inbox { present Compose }
    screen Outbox { present Compose }
    sheet Compose(to: String = "") requires session, verified else present Verify
    sheet Verify requires session else present SignIn {
      on verifiedNow -> dismiss
      on cancel -> dismiss
    }
    sheet SignIn {
      on signedIn -> dismiss
      on cancel -> dismiss
    }
    route "/compose?to={to}" -> Compose over current

    """

  static func diagnostics(_ expectation: String) -> [String] {
    lines(checked(spec + expectation + "\n"))
  }

  @Test(arguments: [
    #"expect "mail://compose?to=ann" -> Compose(to: "ann") over current"#,
    #"expect "mail://compose?to=ann" when !session, !verified -> held, then session, verified -> Compose(to: "ann") over current"#,
    #"expect "mail://compose" when session, !verified -> held, then verified -> Compose over current"#,
    #"expect "mail://compose" when !session, verified -> held, then session -> Compose over current"#,
  ])
  func statedOutcomesHold(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  /// A `then` per prompt of the chain (the third new-users review could state only the whole
  /// chain at once): each is checked after every step up to it, from a fresh launch.
  @Test(arguments: [
    #"expect "mail://compose" when !session, !verified -> held, then session -> held, then verified -> Compose over current"#,
    #"expect "mail://compose" when !session, !verified -> held, then session, signedIn -> held, then verified, verifiedNow -> Compose over current"#,
    // Signed in, the verification asks; declining it lets the link go.
    #"expect "mail://compose" when !session, !verified -> held, then session, signedIn -> held, then cancel -> dropped"#,
  ])
  func aThenPerPromptOfTheChainHolds(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  @Test func aThenOfTheChainThatSaysOtherwiseFailsAfterItsSteps() {
    #expect(
      Self.diagnostics(
        #"expect "mail://compose" when !session, !verified -> held, then session, verified -> held, then cancel -> dropped"#
      ) == [
        "test.flow:23:8 FL0400 once session, verified hold, 'mail://compose' lands on "
          + "Inbox > Compose(to: \"\") over current, but was expected to be still held",
        "  note: route '/compose?to={to}' matched it",
      ])
  }

  /// A name a later `then` misspells is said, even when an earlier `then` fails (the second diff
  /// review found only the failure).
  @Test func aMisspeltNameInALaterThenIsSaid() {
    #expect(
      Self.diagnostics(
        #"expect "mail://compose" when session, verified -> held, then session -> held, then verified -> Compse over current"#
      ) == ["test.flow:23:96 FL0100 unknown screen 'Compse'; did you mean 'Compose'?"])
  }

  @Test func aSignInAloneDoesNotLandALinkThatAlsoNeedsTheVerification() {
    #expect(
      Self.diagnostics(
        #"expect "mail://compose" when !session, !verified -> held, then session -> Compose over current"#
      ) == [
        "test.flow:23:8 FL0400 once session holds, 'mail://compose' is still held until verified "
          + "holds, instead of landing on Compose over current",
        "  note: route '/compose?to={to}' matched it",
      ])
  }
}
