import Testing

/// One typo, one error: a misspelt name in a `root`, `push`, `present`, `requires` or landing is
/// reported where it is written, and the checks that only fail because of it say nothing more.
private let cascadeCases: [SpecCase] = [
  // A misspelt phase in a handler or a check's branch: the phase its fix-it names is not also
  // "never entered" (the new-users review).
  SpecCase(
    "handler-phase",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase launch { check session ? main : welcome }
    phase welcome { root Welcome
      on signedIn -> Main }
    phase main { root Home }
    phase later { root Home }
    screen Welcome { present Help }
    screen Home
    sheet Help { on signedIn -> Later }
    """,
    [
      "6:18 FL0100 unknown phase 'Main'; did you mean 'main'?",
      "11:29 FL0100 unknown phase 'Later'; did you mean 'later'?",
    ]),
  SpecCase(
    "check-branch-phase",
    """
    app A { scheme "a" }
    condition session
    phase launch { check session ? mian : welcome }
    phase welcome { root Home }
    phase main { root Home }
    screen Home
    """,
    [
      "3:32 FL0100 unknown phase 'mian'; did you mean 'main'?"
    ]),
  SpecCase(
    "push",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Detial }
    screen Detail(id: Int) { push Reviews }
    screen Reviews(id: Int)
    route "/items/{id}" -> Detail
    route "/items/{id}/reviews" -> [Detail(id: id), Reviews(id: id)]
    route "/reviews/{id}" -> Reviews
    """,
    [
      "3:20 FL0100 unknown screen 'Detial'; did you mean 'Detail'?"
    ]),
  SpecCase(
    "duplicate-phase-and-screen",
    """
    app A { scheme "a" }
    phase main { root Home }
    phase main { root Other }
    screen Home { push Item }
    screen Item
    sheet Item { push Deep }
    screen Deep
    screen Other { present Help }
    cover Help
    route "/item" -> Item
    """,
    [
      "3:7 FL0101 'main' is already declared as a phase",
      "6:7 FL0101 'Item' is already declared as a screen",
    ]),
  SpecCase(
    "duplicate-tab",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase guest {
      default tab home "Home" icon "house" root GuestHome
      on signedIn -> main
    }
    phase main requires session {
      default tab home "Home" icon "house" root Home
    }
    screen GuestHome
    screen Home
    route "/guest" -> GuestHome
    """,
    [
      "9:15 FL0101 'home' is already declared as a tab"
    ]),
  // A route's `in` naming the repeated tab: the first 'home' does not reach Home, but which one the
  // route meant is the FL0101's question (it also said "cannot be reached from the root of 'home'",
  // with a fix-it to another tab).
  SpecCase(
    "duplicate-tab-in-route",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase guest {
      default tab home "Home" icon "house" root GuestHome
      on signedIn -> main
    }
    phase main requires session {
      default tab home "Home" icon "house" root Home
    }
    screen GuestHome
    screen Home { push Item }
    screen Item
    route "/guest" -> GuestHome
    route "/item" -> Item in home
    """,
    [
      "9:15 FL0101 'home' is already declared as a tab"
    ]),
  SpecCase(
    "condition-and-event-names",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase main {
      default tab home "Home" icon "house" root Home
      tab account "Account" icon "p" root Account requires sesion
    }
    screen Home { present SignIn }
    screen Account
    sheet SignIn { on signedIm -> dismiss }
    route "/account" -> Account
    route "/sign-in" -> SignIn
    """,
    [
      "6:56 FL0100 unknown condition 'sesion'; did you mean 'session'?",
      "10:19 FL0100 unknown event 'signedIm'; did you mean 'signedIn'?",
    ]),
  SpecCase(
    "parameter-default",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Other }
    screen Item(id: Int, name: Strnig = "x")
    screen Other(count: Int = "many")
    route "/item/{id}" -> Item
    route "/other" -> Other
    """,
    [
      "4:28 FL0109 unknown type 'Strnig'; did you mean 'String'?",
      "5:27 FL0110 default value \"many\" does not fit parameter 'count' of type Int",
    ]),
  SpecCase(
    "guard-prompt",
    """
    app A { scheme "a" }
    condition session
    event signedIn
    phase main {
      default tab home "Home" icon "house" root Home
      tab account "Account" icon "p" root Account requires session else present SignIm
    }
    screen Home
    screen Account
    sheet SignIn { on signedIn -> dismiss }
    """,
    [
      "6:77 FL0100 unknown sheet or cover 'SignIm'; did you mean 'SignIn'?"
    ]),
  SpecCase(
    "tab-root",
    """
    app A { scheme "a" }
    phase main {
      default tab home "Home" icon "house" root Hmoe
      tab more "More" icon "ellipsis" root More
    }
    screen Home { push Detail }
    screen More
    screen Detail
    route "/detail" -> Detail
    route "/home/detail" -> Detail in home
    route "/home" -> Home in home
    """,
    [
      "3:45 FL0100 unknown screen 'Hmoe'; did you mean 'Home'?"
    ]),
  SpecCase(
    "present-list",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { present Setings }
    sheet Settings { push Account }
    screen Account
    route "/settings" -> Settings
    route "/settings/account" -> [Settings, Account]
    """,
    [
      "3:23 FL0100 unknown sheet or cover 'Setings'; did you mean 'Settings'?"
    ]),
  SpecCase(
    "handler",
    """
    app A { scheme "a" }
    event openSettings
    phase main { root Home
      on openSettings -> present Setings }
    screen Home
    sheet Settings { push Account }
    screen Account
    route "/settings" -> Settings
    route "/settings/account" -> [Settings, Account]
    """,
    [
      "4:30 FL0100 unknown sheet or cover 'Setings'; did you mean 'Settings'?"
    ]),
  SpecCase(
    "root-requires",
    """
    app A { scheme "a" }
    condition session
    phase main { root Home }
    screen Home requires sesion
    """,
    [
      "4:22 FL0100 unknown condition 'sesion'; did you mean 'session'?"
    ]),
  SpecCase(
    "tab-requires",
    """
    app A { scheme "a" }
    condition session
    phase main {
      default tab home "Home" icon "house" root Home requires sesion
      tab more "More" icon "ellipsis" root More
    }
    screen Home requires session
    screen More
    """,
    [
      "4:59 FL0100 unknown condition 'sesion'; did you mean 'session'?"
    ]),
  SpecCase(
    "landing-step",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Detail }
    screen Detail(id: Int) { push Reviews }
    screen Reviews(id: Int)
    route "/items/{id}/reviews" -> [Detial(id: id), Reviews(id: id)]
    route "/items/{id}/more" -> [Detail(id: id), Reviwes(id: id)]
    """,
    [
      "6:33 FL0100 unknown screen, sheet or cover 'Detial'; did you mean 'Detail'?",
      "7:46 FL0100 unknown screen, sheet or cover 'Reviwes'; did you mean 'Reviews'?",
    ]),
  SpecCase(
    "landing-tab",
    """
    app A { scheme "a" }
    phase main {
      default tab home "Home" icon "house" root Home
    }
    screen Home { push Detail }
    screen Detail
    route "/detail" -> Detail in hme
    """,
    [
      "7:30 FL0100 unknown tab 'hme'; did you mean 'home'?"
    ]),
  SpecCase(
    "root-names-a-phase",
    """
    app A { scheme "a" }
    phase main { root other }
    phase other { root Home }
    screen Home
    """,
    [
      "2:19 FL0108 'other' is a phase, but `root` needs a screen"
    ]),
  // A `check` written into a phase with tabs: the phase is read by what it shows, so its tabs'
  // screens stay reachable and the check is not also a loop through its own phase.
  SpecCase(
    "check-in-tabs-phase",
    """
    app A { scheme "a" }
    condition session
    condition premium
    phase launch { check session ? main : welcome }
    phase welcome { root Welcome }
    phase main requires session {
      check premium ? main : welcome
      default tab home "Home" icon "house" root Home
      tab more "More" icon "ellipsis" root More
    }
    screen Welcome
    screen Home { push Item }
    screen More
    screen Item(id: Int)
    route "/items/{id}" -> Item
    """,
    [
      "8:3 FL0202 phase 'main' has both a `check` and tabs; a phase does exactly one of them"
    ]),
  SpecCase(
    "check-after-root",
    """
    app A { scheme "a" }
    condition session
    phase main {
      root Home
      check session ? main : main
    }
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id}" -> Item
    """,
    [
      "5:3 FL0202 phase 'main' has both a `root` and a `check`; a phase does exactly one of them"
    ]),
  // The launch phase with a splash root and its check: the phases the check names are not also
  // "never entered", nor `restore tab` said never to apply (the diff review).
  SpecCase(
    "check-beside-a-splash-root",
    """
    app A { scheme "a"
      restore tab }
    condition session
    phase launch {
      check session ? main : welcome
      root Splash
    }
    phase welcome { root Welcome }
    phase main requires session { default tab home "Home" icon "house" root Home }
    screen Splash
    screen Welcome
    screen Home
    """,
    [
      "6:3 FL0202 phase 'launch' has both a `check` and a `root`; a phase does exactly one of them"
    ]),
]

@Test(arguments: cascadeCases)
func oneTypoGivesOneError(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// The quiet is only for a graph with a hole: without a typo, an unreachable landing is an error.
@Test func unreachableLandingWithoutTypoIsStillAnError() {
  let source = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home
    screen Detail
    route "/detail" -> Detail
    """
  #expect(
    rendered(source) == [
      "5:20 FL0307 no tab or phase root reaches 'Detail' through pushes and presentations"
    ])
}

/// A sheet shown only as a failed guard's prompt is no landing: the help says why and how to link
/// to it (an apps review added a phase-level `present` only after guessing).
@Test func aPromptOnlyLandingSaysWhyALinkCannotOpenIt() throws {
  let source = """
    app N { scheme "n" }
    condition premium
    phase main { default tab top "Top" icon "t" root Top }
    screen Top { push Article }
    screen Article(id: Int) requires premium else present Paywall
    sheet Paywall
    route "/paywall" -> Paywall
    route "/a/{id}" -> Article
    """
  let (result, _, _) = check(source)
  #expect(result.diagnostics.map(\.code.rawValue) == ["FL0307"])
  #expect(
    result.diagnostics.first?.help
      == "'Paywall' is shown only by a failed guard (`else present Paywall`), which is no place a "
      + "link can open it from; to link to it, present it from a phase or a screen a tab shows "
      + "(`present Paywall`)")
}
