import FlowCompiler
import FlowRuntime
import Testing

@testable import FlowSimulation

/// One Account sheet that asks for two things, a session and then a verified email, named by the
/// guards on both (accepted with an ignore comment, as FL0232 says). Closed once it signed the
/// user in, it did its part: it is asked again for the verification, rather than the link being
/// dropped as if the user had declined it (the second review of the eleventh session).
@Suite struct SharedPromptExpectationTests {
  static let spec = """
    app Two { scheme "two" }
    condition session
    condition verified
    event signedIn
    event verifiedEmail
    event cancel
    phase main { root Home }
    screen Home { push Orders }
    screen Orders requires session else present Account { push Refund }
    // flowc:ignore FL0232
    screen Refund(id: Int) requires verified else present Account
    sheet Account {
      on signedIn -> dismiss
      on verifiedEmail -> dismiss
      on cancel -> dismiss
    }
    route "/refund/{id}" -> [Orders, Refund]

    """

  static func diagnostics(_ expectation: String) -> [String] {
    lines(checked(spec + expectation + "\n"))
  }

  @Test(arguments: [
    #"expect "two://refund/1" when !session, !verified -> held, then session, signedIn -> held"#,
    #"expect "two://refund/1" when !session, !verified -> held, then session, signedIn -> held, then verified, verifiedEmail -> [Home, Orders, Refund(id: 1)]"#,
    // Closed by the user once signed in, it did its part too: asked again for the rest.
    #"expect "two://refund/1" when !session, !verified -> held, then session, cancel -> held"#,
    // Asked again, and declined there: the link goes.
    #"expect "two://refund/1" when !session, !verified -> held, then session, signedIn -> held, then cancel -> dropped"#,
    // Declined before it did anything: the link goes.
    #"expect "two://refund/1" when !session, !verified -> held, then cancel -> dropped"#,
    #"expect "two://refund/1" when session, !verified -> held, then cancel -> dropped"#,
  ])
  func statedOutcomesHold(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  /// The sheet is on screen again after the sign-in closed it, for a link and for a tap alike,
  /// and the target lands once the email is verified.
  @MainActor @Test(arguments: [true, false])
  func theSheetAsksAgainForTheVerification(fromALink: Bool) throws {
    let values = ReportedConditions(["session": false, "verified": false])
    let navigator = try values.navigator(Self.spec)
    navigator.start()
    let orders = DynamicScreen(name: "Orders", arguments: [])
    let refund = DynamicScreen(name: "Refund", arguments: [.init(label: "id", value: "1")])
    if fromALink {
      navigator.open(url: "two://refund/1")
    } else {
      navigator.setPath([orders, refund], for: .root)
    }
    #expect(navigator.presentations.map(\.modal.kind.name) == ["Account"])
    values.values["session"] = true
    navigator.conditionsDidChange()
    navigator.send(DynamicName("signedIn"))
    #expect(navigator.presentations.map(\.modal.kind.name) == ["Account"])
    #expect(navigator.pendingLink != nil || navigator.heldEntry != nil)
    values.values["verified"] = true
    navigator.conditionsDidChange()
    navigator.send(DynamicName("verifiedEmail"))
    #expect(navigator.presentations.isEmpty)
    #expect(navigator.path(.root).map(\.name) == ["Orders", "Refund"])
  }
}
