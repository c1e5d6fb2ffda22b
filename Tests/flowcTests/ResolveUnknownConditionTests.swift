import Testing

/// `flowc resolve --given session=unknown` runs the navigator the app runs: a link into a guarded
/// tab is held without the sign-in sheet while the session is not known yet, where a session known
/// false shows it, and `expect ... when ?session` states the same.
@Suite struct ResolveUnknownConditionTests {
  /// The storefront's shape: `main` not guarded, a guarded tab and a guarded screen in it, each
  /// asking for a session with the sign-in sheet.
  static let store = """
    app Shop {
      scheme "shop"
    }

    condition session

    event signedIn

    phase main {
      default tab shop "Shop" icon "bag" root Catalog
      tab account "Account" icon "person" root AccountHome requires session else present SignIn
    }

    screen Catalog
    screen AccountHome {
      push Order
    }
    screen Order(id: Int) requires session

    sheet SignIn {
      on signedIn -> dismiss
    }

    route "/orders/{id}" -> Order(id: id) in account

    """

  /// Held either way; the sign-in sheet shows only for a session known false.
  @Test(arguments: [("unknown", ""), ("false", "\n  sheet:  SignIn")])
  func aGuardedLinkShowsTheSignInSheetOnlyForASessionKnownFalse(
    session: String, sheetLine: String
  ) throws {
    let workspace = try Workspace()
    try workspace.write("Shop.flow", Self.store)
    let run = try workspace.flowc(
      "resolve", "Shop.flow", "shop://orders/5", "--given", "session=\(session)")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        shop://orders/5
          given:  session=\(session)
          route:  /orders/{id}  id=5
          held:   until session
          shows:  main / shop
          stack:  Catalog\(sheetLine)
          then:   once session holds
            lands:  main / account
            stack:  AccountHome > Order(id: 5)

        """)
  }

  @Test func expectWhenUnknownSaysHeldThenLands() throws {
    let workspace = try Workspace()
    try workspace.write(
      "Shop.flow",
      Self.store + """
        expect "shop://orders/5" when ?session -> held, then session -> [AccountHome, Order(id: 5)] in account
        expect "shop://orders/5" when ?session -> [AccountHome, Order(id: 5)] in account

        """)
    let run = try workspace.flowc("check", "Shop.flow", "--format", "gnu")
    #expect(run.status == 1)
    // Only the second expect fails: the first states what the navigator does, as its note says.
    #expect(
      run.stdout == """
        Shop.flow:26:8: error: 'shop://orders/5' when ?session is held until session holds, \
        instead of landing on AccountHome > Order(id: 5) in account [FL0400]
        Shop.flow:26:8: note: route '/orders/{id}' matched it
        Shop.flow:26:8: note: it lands there once session holds; an expect says so with \
        `-> held, then session -> [AccountHome, Order(id: 5)] in account`
        Shop.flow:26:8: note: help: if the spec does what you want, change this expect to say \
        what happens; if not, change the spec (its routes, guards or pushes) until the link does \
        what the expect says

        """)
  }
}
