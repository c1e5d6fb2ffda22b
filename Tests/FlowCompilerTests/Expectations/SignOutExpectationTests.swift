import FlowCompiler
import FlowSyntax
import Testing

/// A link held for a signed-in user is let go when they sign out, and an `expect` says so: it
/// neither asks the signed-out user to sign in nor lands for whoever signs in next (the journeys
/// review: a store whose account tab asks for a session, and an order that waits for `verified`).
@Suite struct SignOutExpectationTests {
  static let spec = """
    app Shop { scheme "shop" }
    condition session
    condition verified
    event signedIn
    event cancelSignIn
    phase store {
      default tab browse "Browse" icon "b" root Catalog
      tab account "Account" icon "p" root AccountHome requires session else present SignIn
    }
    screen Catalog
    screen AccountHome { push Order }
    screen Order(id: Int) requires verified
    sheet SignIn {
      on signedIn -> dismiss
      on cancelSignIn -> dismiss
    }
    route "/orders/{id}" -> Order

    """

  static func diagnostics(_ expectation: String) -> [String] {
    lines(checked(spec + expectation + "\n"))
  }

  @Test(arguments: [
    #"expect "shop://orders/7" when !verified -> held, then !session -> dropped"#,
    // Signed in again, verified: the dropped link stays dropped.
    #"expect "shop://orders/7" when !verified -> held, then !session, signedIn, session, verified -> dropped"#,
    // Not known at first, then known false: the link asks for the sign-in and waits for it.
    #"expect "shop://orders/7" when ?session -> held, then !session -> held"#,
  ])
  func statedOutcomesHold(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  @Test func aLinkLetGoAtTheSignOutIsNotStillHeld() {
    #expect(
      Self.diagnostics(#"expect "shop://orders/7" when !verified -> held, then !session -> held"#)
        == [
          "test.flow:18:8 FL0400 after session stops holding, 'shop://orders/7' is dropped while "
            + "it waited for verified, but was expected to be still held",
          "  note: route '/orders/{id}' matched it",
        ])
  }
}
