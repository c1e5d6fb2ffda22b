import FlowSyntax
import Testing

/// Routes: bindings, landings and overlaps: each spec with the exact diagnostics the checker reports.
private let routeCheckCases: [SpecCase] = [
  SpecCase(
    "custom-scheme-host-segment-lowercase",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item
    route "/Items/new" -> Item
    route "/item/Other" -> Item as itemOther
    """,
    [
      "5:9 FL0114 'Items' is the host of custom-scheme links (scheme://Items/...), which the "
        + "matcher compares as written, then lowercased: with capitals it opens only links that "
        + "spell it exactly so; write it in lowercase"
    ]),
  SpecCase(
    "literal-with-a-longer-control-character",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item
    route "/a%E2%80%AEb/x%c2%85" -> Item
    route "/ok%E2%80%8D/caf%C3%A9" -> Item as itemOK
    """,
    [
      "5:9 FL0023 '%E2%80%AE' decodes to U+202E, an invisible control character links may not "
        + "carry, so no link could open this route; remove it from the route",
      "5:21 FL0023 '%C2%85' decodes to U+0085, an invisible control character links may not "
        + "carry, so no link could open this route; remove it from the route",
    ]),
  SpecCase(
    "route-bindings",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Pair }
    screen Item(id: Int)
    screen Pair(id: Int, name: String)
    route "/item/{id: String}" -> Item
    route "/pair/{id}/{extra}" -> Pair
    route "/files/{rest...}" -> Item(id: rest) as itemFiles
    route "/p/{x}" -> [Item(ident: x)]
    route "/q/{x}" -> [Item(id: y)]
    route "/r" -> [Item(id: "abc")]
    route "/s/{id}/{more}" -> Item(id: id, id: more)
    route "/t/{address}" -> Pair(id: 1, name: addr)
    """,
    [
      "6:15 FL0300 placeholder 'id' is declared String, but it binds parameter 'id' of 'Item', which is Int",
      "7:31 FL0301 the route does not supply 'name', a required parameter of 'Pair'",
      "8:16 FL0308 catch-all 'rest' binds parameter 'id' of 'Item', which is Int; a catch-all is always a String",
      "9:25 FL0100 'Item' has no parameter 'ident'",
      "10:29 FL0100 the pattern has no placeholder 'y'; did you mean 'x'?",
      "11:25 FL0309 \"abc\" does not fit parameter 'id' of 'Item', which is of type Int",
      "12:40 FL0310 argument 'id' is given more than once",
      "13:43 FL0100 the pattern has no placeholder 'addr'; did you mean 'address'?",
    ]),
  SpecCase(
    "landings",
    """
    app A { scheme "a" }
    phase main {
      default tab one "1" icon "i" root Home
      tab two "2" icon "i" root Home2
    }
    screen Home { push Item, Pair }
    screen Home2 { push Item }
    screen Item(id: Int)
    screen Pair(id: Int)
    screen Far(id: Int)
    route "/item/{id}" -> Item
    route "/far/{id}" -> Far
    route "/bad/{id}" -> [Pair, Item] in one
    route "/in/{id}" -> Far in two
    """,
    [
      "11:23 FL0306 'Item' is 1 step from the root of both tab 'one' and tab 'two', so the landing is ambiguous",
      "12:22 FL0307 no tab or phase root reaches 'Far' through pushes and presentations",
      "13:29 FL0305 'Item' cannot follow 'Pair': 'Pair' does not push it",
      "14:21 FL0307 'Far' cannot be reached from the root of 'two'",
    ]),
  SpecCase(
    "in-the-wrong-tab",
    """
    app A { scheme "a" }
    phase main {
      default tab one "1" icon "i" root Home
      tab two "2" icon "i" root Home2
    }
    screen Home { push Item }
    screen Home2
    screen Item
    route "/two" -> Home2 in one
    route "/item" -> Item in two
    """,
    [
      "9:17 FL0307 'Home2' cannot be reached from the root of 'one'",
      "10:18 FL0307 'Item' cannot be reached from the root of 'two'",
    ]),
  SpecCase(
    "three-way-tie",
    """
    app A { scheme "a" }
    phase main {
      default tab one "1" icon "i" root Home
      tab two "2" icon "i" root Home2
      tab three "3" icon "i" root Home3
    }
    screen Home { push Item }
    screen Home2 { push Item }
    screen Home3 { push Item }
    screen Item(id: Int)
    route "/item/{id}" -> Item
    """,
    [
      "11:23 FL0306 'Item' is 1 step from the root of tab 'one', tab 'two' and tab 'three', so the "
        + "landing is ambiguous"
    ]),
  SpecCase(
    "overlaps",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item, Named, Other }
    screen Item(id: Int)
    screen Named(name: String)
    screen Other(rest: String)
    route "/items/{id}" -> Item
    route "/items/{name}" -> Named
    route "/items/new" -> Other(rest: "x")
    route "/all/{rest...}" -> Other as otherAll
    route "/all" -> Other(rest: "") as otherAllRoot
    route "/things/{id}" -> Item as thing
    route "/things/{number}" -> Item(id: number) as thingNumber
    """,
    [
      "8:7 FL0304 routes '/items/{name}' and '/items/{id}' both match URLs such as 'a://items/1'; '/items/{id}' wins",
      "9:7 FL0304 routes '/items/new' and '/items/{name}' both match URLs such as 'a://items/new'; '/items/new' wins",
      "11:7 FL0304 routes '/all' and '/all/{rest...}' both match URLs such as 'a://all'; '/all' wins",
      "13:7 FL0303 route '/things/{number}' matches exactly the same URLs as route '/things/{id}', "
        + "such as 'a://things/1'; only the first can ever open",
    ]),
  // A root route opens only as a universal link: a custom-scheme link without a host opens
  // nothing, so the example is one on the app's host (it was the bare path '/'), and the fallback
  // is found through it too (it was left out).
  SpecCase(
    "duplicate-root-routes",
    """
    app A { scheme "a" host "a.example" }
    phase main { root Home }
    screen Home { push Other }
    screen Other
    route "/" -> Home
    route "/" -> Other
    """,
    [
      "6:7 FL0303 route '/' matches exactly the same URLs as route '/', such as "
        + "'https://a.example/'; only the first can ever open"
    ]),
  SpecCase(
    "overlapping-root-routes",
    """
    app A { scheme "a" host "a.example" }
    phase main { root Home }
    screen Home { push Third }
    screen Third(t: Int)
    route "/" -> Home
    route "/?t={t}" -> Third
    """,
    [
      "6:7 FL0304 routes '/?t={t}' and '/' both match URLs such as 'https://a.example/?t=1'; "
        + "'/?t={t}' wins, but a link that has no 't', whose 't' is not an Int or that gives 't' "
        + "twice, such as 'https://a.example/', falls back to '/'"
    ]),
  // A landing with an error is compared with other routes once it lands: `{id}` takes its type
  // from the screen, so while `ArticleById` is unknown nothing says whether it is an `Int`.
  SpecCase(
    "overlap-of-an-unknown-landing",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Article, ArticleByID }
    screen Article(slug: String)
    screen ArticleByID(id: Int)
    route "/articles/{slug}" -> Article
    route "/articles/{id}" -> ArticleById
    """,
    ["7:27 FL0100 unknown screen, sheet or cover 'ArticleById'; did you mean 'ArticleByID'?"]),
  SpecCase(
    "placeholder-types",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push A1 }
    screen A1(id: Int) { push B1 }
    screen B1(id: String)
    route "/x/{id}" -> [A1, B1]
    route "/y/{id: Int}?q={query: Strin}" -> A1
    """,
    [
      "6:12 FL0300 placeholder 'id' binds parameters of different types: 'id' of 'A1' is Int and 'id' of 'B1' is String",
      "7:24 FL0302 placeholder 'query' is not used by any screen in the landing",
      "7:31 FL0109 unknown type 'Strin'; did you mean 'String'?",
    ]),
  SpecCase(
    // A placeholder's type must be the type of the parameter it fills, so that is the fix-it,
    // however the misspelling reads: 'Strng' filling an Int was told String, which FL0300 then
    // refused. A placeholder that fills nothing keeps the spelling suggestion.
    "placeholder-type-misspelt",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item(id: Int, name: String = "x")
    route "/items/{itemId: Strng}?n={n: Intt}" -> Item(id: itemId, name: n)
    route "/other/{x: Strin}" -> Home
    """,
    [
      "5:24 FL0109 unknown type 'Strng'; the placeholder fills parameter 'id' of 'Item', whose type is Int",
      "5:37 FL0109 unknown type 'Intt'; the placeholder fills parameter 'name' of 'Item', whose type is String",
      "6:16 FL0302 placeholder 'x' is not used by any screen in the landing",
      "6:19 FL0109 unknown type 'Strin'; did you mean 'String'?",
    ]),
  SpecCase(
    // A parameter of an unknown type has its one error: it is not also "String" against the
    // next one's Int (a newcomer review found FL0300 saying 'id' of 'Show' is String).
    "placeholder-binding-an-unknown-type",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Show }
    screen Show(id: int) { push Episode }
    screen Episode(id: Int)
    route "/shows/{id}" -> [Show, Episode]
    route "/e/{id}" -> [Show(id: 1), Episode(id: id)] as direct
    """,
    [
      "4:17 FL0109 unknown type 'int'; did you mean 'Int'?"
    ]),
  SpecCase(
    // A root shows its defaults: the placeholder binds nothing, though the root has an `id`.
    "placeholder-for-a-root-parameter",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home(id: Int = 1)
    route "/home/{id}" -> Home
    """,
    [
      "4:15 FL0302 placeholder 'id' binds nothing: 'Home' is the root of its tab or phase, which "
        + "always shows it with its defaults"
    ]),
  SpecCase(
    // Bound by name to a root's parameter, the same: the help said to bind it explicitly, as it
    // was (the eighteenth new-users review).
    "placeholder-bound-to-a-root-parameter",
    """
    app R { scheme "r" }
    phase main { default tab map "Map" icon "map" root Map }
    screen Map(promo: String? = nil)
    route "/promo/{code}" -> Map(promo: code)
    """,
    [
      "4:16 FL0302 placeholder 'code' binds nothing: 'Map' is the root of its tab or phase, which "
        + "always shows it with its defaults"
    ]),
  SpecCase(
    // The screen has an `id`, but the landing gives it a constant or another placeholder.
    "placeholder-whose-parameter-is-given-otherwise",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id}" -> Item(id: 3)
    route "/other/{id}/{n: Int}" -> Item(id: n) as other
    route "/same/{id}" -> Item(id: id) as same
    route "/noted/{id}" -> Item(id: // a comment and a line break: not quoted
      4) as noted
    """,
    [
      "5:16 FL0302 placeholder 'id' binds nothing: the landing gives 'Item' `id: 3` instead",
      "6:16 FL0302 placeholder 'id' binds nothing: the landing gives 'Item' `id: n` instead",
      "8:16 FL0302 placeholder 'id' binds nothing: the landing gives 'Item' `id: 4` instead",
    ]),
  SpecCase(
    // With universal links, a path without a literal segment claims the whole site; a custom
    // scheme alone claims nothing, and a literal anywhere, or the root page alone, is fine.
    "universal-link-route-without-a-literal",
    """
    app A {
      scheme "a"
      host "a.example"
    }
    phase main { root Home }
    screen Home { push Profile }
    screen Profile(handle: String)
    route "/{handle}" -> Profile
    route "/u/{handle}" -> Profile as user
    route "/" -> Home
    """,
    [
      "8:7 FL0318 route '/{handle}' has no literal segment, so its universal links claim every "
        + "path of 'a.example': Apple matches its apple-app-site-association pattern against "
        + "'/about/team' too, and those pages of the site open the app, which opens only what "
        + "this route matches"
    ]),
  SpecCase(
    // Placeholders only, several: `/?*/?*` claims every path of two segments or more.
    "universal-link-route-of-placeholders-only",
    """
    app A {
      scheme "a"
      host "a.example"
      host "www.a.example"
    }
    phase main { root Home }
    screen Home { push Article }
    screen Article(year: Int, slug: String)
    route "/{year: Int}/{slug}" -> Article
    """,
    [
      "9:7 FL0318 route '/{year: Int}/{slug}' has no literal segment, so its universal links "
        + "claim every path of 2 segments or more of 'a.example' and 'www.a.example': Apple "
        + "matches its apple-app-site-association pattern against '/about/team/jobs' too, and "
        + "those pages of the site open the app, which opens only what this route matches"
    ]),
  SpecCase(
    "custom-scheme-route-without-a-literal",
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Page }
    screen Page(path: String)
    route "/{path...}" -> Page
    """,
    []),
  SpecCase(
    // A link landing in a sheet or cover replaces the open one: `presentation keep` cannot keep
    // it, there or over current. On a landing in a stack it keeps what is open, and is fine.
    "presentation-keep-on-a-presented-landing",
    """
    app A { scheme "a" }
    phase main {
      default tab shop "Shop" icon "s" root Shop
      present Tracking
    }
    screen Shop { push Item }
    screen Item(id: Int) { present Customize }
    sheet Customize
    cover Tracking(id: Int)
    route "/track/{id}" -> Tracking over current presentation keep
    route "/item/{id}/customize" -> Customize presentation keep stack push
    route "/item/{id}" -> Item presentation keep
    """,
    [
      "10:46 FL0319 `presentation keep` has no effect on route '/track/{id}': it lands in cover "
        + "'Tracking', and a link that lands in a sheet or cover always replaces the one open",
      "11:43 FL0319 `presentation keep` has no effect on route '/item/{id}/customize': it lands "
        + "in sheet 'Customize', and a link that lands in a sheet or cover always replaces the "
        + "one open",
    ]),
]

@Test(arguments: routeCheckCases)
func routeCheckDiagnostics(_ spec: SpecCase) {
  #expect(rendered(spec.source) == spec.expected)
}

/// A route's `in` naming a tab that does not reach its screen, where one other tab does: the fix
/// names that tab (new-user review: only "push or present it from a screen" was offered).
@Test func aRouteInTheWrongTabIsToldTheTabThatReachesIt() throws {
  let text = """
    app A { scheme "a" }
    phase main {
      default tab one "1" icon "i" root Home
      tab two "2" icon "i" root Home2
      tab three "3" icon "i" root Home3
    }
    screen Home { push Item }
    screen Home2 { push Item }
    screen Home3
    screen Item
    route "/two" -> Home2 in one
    route "/item" -> Item in three
    """
  let (result, _, _) = check(text)
  let fixIts = result.diagnostics.map { $0.fixIt.map { "\($0.message) -> \($0.replacement)" } }
  #expect(fixIts == ["replace with 'two' -> two", nil])
  #expect(
    result.diagnostics.map(\.help) == [
      "'Home2' can be shown in tab 'two'; write `in two`, or leave `in` out",
      // Tabs one and two both reach Item: both are listed, and no fix picks one.
      "'Item' can be shown in tab 'one' or tab 'two'; write one of them after `in`, such as `in one`",
    ])
}

/// The fix-it of a misspelt placeholder type is the type of the parameter it fills, so applying it
/// leaves nothing to fix.
@Test func aMisspeltPlaceholderTypeIsFixedToTheParametersType() throws {
  let text = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item(id: Int)
    route "/items/{id: Strng}" -> Item
    """
  let fixIt = try #require(check(text).0.diagnostics.first?.fixIt)
  #expect(fixIt.replacement == "Int")
  #expect(rendered(applying(fixIt, to: text)) == [])
}

/// FL0306's help offers `over current` for a sheet or cover every tab of the phase can open (the
/// phase presents it, or each root does), as a cover for the current ride wants; not for a screen
/// pushed in each tab, nor for a sheet one tab's root cannot open (FL0314 would follow).
@Test func anAmbiguousSheetEveryTabOpensIsOfferedOverCurrent() throws {
  func helps(_ text: String) -> [String?] {
    check(text).0.diagnostics.filter { $0.code == .ambiguousLanding }.map(\.help)
  }
  let tabs = """
    app A { scheme "a" }
    phase main {
      default tab ride "Ride" icon "r" root Map
      tab trips "Trips" icon "t" root Trips
      tab account "Account" icon "a" root Account
      present ActiveRide
    }
    cover ActiveRide
    sheet Rate
    route "/ride" -> ActiveRide
    route "/rate" -> Rate
    route "/trip" -> Trip

    """
  let overCurrent =
    "choose one with `in ride` or `in trips` or `in account`, or write `over current` to open "
    + "it over whichever tab the user is in"
  let everyRoot =
    tabs + """
      screen Map { present Rate  push Trip }
      screen Trips { present Rate  push Trip }
      screen Account { present Rate  push Trip }
      screen Trip
      """
  #expect(
    helps(everyRoot) == [
      overCurrent, overCurrent,
      "choose one with `in ride` or `in trips` or `in account`",
    ])
  let twoRoots =
    tabs + """
      screen Map { present Rate  push Trip }
      screen Trips { present Rate  push Trip }
      screen Account { push Trip }
      screen Trip
      """
  #expect(
    helps(twoRoots) == [
      overCurrent,
      "choose one with `in ride` or `in trips`",
      "choose one with `in ride` or `in trips` or `in account`",
    ])
}

/// A sheet or cover that one every tab opens presents in turn is offered `over current` too: a
/// checkout cover presented by the cart sheet the phase presents (a new-users review's
/// marketplace), which `over current` opens over the cart wherever the user is. One that only
/// some tabs reach through their presentations is not.
@Test func aPresentationOfOneEveryTabOpensIsOfferedOverCurrent() throws {
  let text = """
    app A { scheme "a" }
    phase main {
      default tab browse "Browse" icon "b" root Catalog
      tab search "Search" icon "s" root Search
      present Cart
    }
    screen Catalog { push Detail }
    screen Search { push Detail }
    screen Detail { present Share }
    sheet Share
    sheet Cart { present Checkout }
    cover Checkout { present Receipt }
    sheet Receipt
    route "/checkout" -> Checkout
    route "/receipt" -> Receipt
    route "/share" -> Share
    """
  let helps = check(text).0.diagnostics.filter { $0.code == .ambiguousLanding }.map(\.help)
  let offered =
    "choose one with `in browse` or `in search`, or write `over current` to open it over "
    + "whichever tab the user is in"
  // The share sheet opens from a pushed screen, not over wherever the user is.
  #expect(helps == [offered, offered, "choose one with `in browse` or `in search`"])
  let overCurrent = text.replacingOccurrences(
    of: "-> Checkout\n", with: "-> Checkout over current\n"
  )
  .replacingOccurrences(of: "-> Receipt\n", with: "-> Receipt over current\n")
  .replacingOccurrences(of: "-> Share", with: "-> Share in browse")
  #expect(rendered(overCurrent) == [])
  // Each tab reaching the cover through a sheet of its own: `over current` opens the chain the
  // compiler derives, the first tab's, which the other cannot open (FL0314), so it is not offered.
  let apart = """
    app A { scheme "a" }
    phase main {
      default tab browse "Browse" icon "b" root Catalog
      tab search "Search" icon "s" root Search
    }
    screen Catalog { present Cart }
    screen Search { present Wish }
    sheet Cart { present Checkout }
    sheet Wish { present Checkout }
    cover Checkout
    route "/checkout" -> Checkout
    """
  #expect(
    check(apart).0.diagnostics.map(\.help) == ["choose one with `in browse` or `in search`"])
}

/// Tied in tabs of two phases, FL0306 names each tab's phase and offers no fix-it: the first tab
/// declared, in the signed-out phase, sent every signed-in user there (the fifth new-users review).
@Test func anAmbiguousLandingAcrossPhasesNamesThemAndPicksNone() throws {
  let (result, source, _) = check(
    """
    app P { scheme "p" }
    condition session
    phase launch { check session ? main : browse }
    phase browse { default tab discover "D" icon "d" root Discover }
    phase main requires session {
      default tab home "H" icon "h" root Home
      tab discover2 "D" icon "d" root Discover
    }
    screen Discover { push Show }
    screen Home { push Show }
    screen Show
    route "/show" -> Show
    """)
  #expect(
    result.diagnostics.map { render($0, source) } == [
      "12:18 FL0306 'Show' is 1 step from the root of tab 'discover' of phase 'browse', tab 'home' "
        + "of phase 'main' and tab 'discover2' of phase 'main', so the landing is ambiguous"
    ])
  let diagnostic = try #require(result.diagnostics.first)
  #expect(diagnostic.fixIt == nil)
  #expect(
    diagnostic.help
      == "choose one with `in discover` (a link needs no condition there) or `in home` (a link "
      + "waits for 'session') or `in discover2` (a link waits for 'session'); a link takes the "
      + "user into the phase of the tab it lands in, so choose the phase its users are in")
}

/// A screen every one of twelve tabs pushes: FL0306 names eight of the tied tabs and counts the
/// rest, in its message and its help (at 100 tabs each was a line of 1,200 characters: a review of
/// large specs); its fix-it still picks the first.
@Test func anAmbiguousLandingAmongManyTabsNamesEightOfThem() throws {
  let tabs = (0..<12).map { "  \($0 == 0 ? "default " : "")tab t\($0) \"T\" icon \"i\" root Home" }
  let (result, source, _) = check(
    (["app A { scheme \"a\" }", "phase main {"] + tabs
      + ["}", "screen Home { push Shared }", "screen Shared", "route \"/shared\" -> Shared"])
      .joined(separator: "\n"))
  let named = (0..<8).map { "tab 't\($0)'" }.joined(separator: ", ")
  #expect(
    result.diagnostics.map { render($0, source) } == [
      "18:20 FL0306 'Shared' is 1 step from the root of \(named) and 4 more, so the landing is "
        + "ambiguous"
    ])
  let diagnostic = try #require(result.diagnostics.first)
  #expect(
    diagnostic.help
      == "choose one with " + (0..<8).map { "`in t\($0)`" }.joined(separator: " or ")
      + " or one of the 4 others")
  #expect(diagnostic.fixIt?.replacement == " in t0")
}

/// Nine tied tabs are all named ('and 1 more' saves nothing); and when the choices wait for
/// different conditions, the help names every choice with what it waits for, since that is why
/// no fix-it picks one (the ninth alone needed 'vip' and was left out: the session's review).
@Test func anAmbiguousLandingNamesNineTiesAndEveryChoiceThatWaits() throws {
  func spec(guardingLast: Bool) -> String {
    let tabs = (0..<9).map {
      "  \($0 == 0 ? "default " : "")tab t\($0) \"T\" icon \"i\" root Home"
        + (guardingLast && $0 == 8 ? " requires vip" : "")
    }
    return
      (["app A { scheme \"a\" }"] + (guardingLast ? ["condition vip"] : []) + ["phase main {"]
      + tabs
      + ["}", "screen Home { push Shared }", "screen Shared", "route \"/shared\" -> Shared"])
      .joined(separator: "\n")
  }
  let named = (0..<8).map { "tab 't\($0)'" }.joined(separator: ", ")
  let (plain, source, _) = check(spec(guardingLast: false))
  #expect(
    plain.diagnostics.map { render($0, source) } == [
      "15:20 FL0306 'Shared' is 1 step from the root of \(named) and tab 't8', so the landing is "
        + "ambiguous"
    ])
  #expect(
    plain.diagnostics.first?.help
      == "choose one with " + (0..<9).map { "`in t\($0)`" }.joined(separator: " or "))
  let (waiting, _, _) = check(spec(guardingLast: true))
  let diagnostic = try #require(waiting.diagnostics.first)
  #expect(diagnostic.fixIt == nil)
  #expect(
    diagnostic.help
      == "choose one with "
      + (0..<8).map { "`in t\($0)` (a link needs no condition there)" }.joined(separator: " or ")
      + " or `in t8` (a link waits for 'vip')")
}

/// Tied in tabs that need different conditions on the way, FL0306 offers no fix-it and says what
/// each choice waits for: the first tab's fix-it made every student's assignment link wait for
/// `instructor`, and elsewhere showed a private chat signed out (the seventeenth new-users review).
@Test func anAmbiguousLandingBetweenTabsGuardedDifferentlyPicksNone() throws {
  let spec = { (grading: String) in
    """
    app C { scheme "c" }
    condition instructor
    phase main {
      default tab courses "Courses" icon "c" root Courses
      tab grading "Grading" icon "g" root Grading\(grading)
      tab calendar "Calendar" icon "k" root Calendar
    }
    screen Courses
    screen Grading { push Assignment }
    screen Calendar { push Assignment }
    screen Assignment(id: Int)
    route "/assignment/{id}" -> Assignment
    """
  }
  let guarded = try #require(check(spec(" requires instructor")).0.diagnostics.first)
  #expect(guarded.code == .ambiguousLanding)
  #expect(guarded.fixIt == nil)
  #expect(
    guarded.help
      == "choose one with `in grading` (a link waits for 'instructor') or `in calendar` (a link "
      + "needs no condition there)")
  // Alike on the way, the first tab is as good as any: the fix-it stays.
  let alike = try #require(check(spec("")).0.diagnostics.first { $0.code == .ambiguousLanding })
  #expect(alike.fixIt?.replacement == " in grading")
  #expect(alike.help == "choose one with `in grading` or `in calendar`")
}

/// A number for a UUID parameter cannot be fixed, so the help says how a UUID is written, for a
/// route's argument as for a default (the eighteenth new-users review got only "does not fit").
@Test func aNumberForAUUIDArgumentSaysHowAUUIDIsWritten() throws {
  let (result, _, _) = check(
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Item }
    screen Item(id: UUID)
    route "/item" -> Item(id: 42)
    """)
  let diagnostic = try #require(result.diagnostics.first { $0.code == .argumentValueMismatch })
  #expect(diagnostic.fixIt == nil)
  #expect(
    diagnostic.help
      == "a UUID is written in quotes as 8-4-4-4-12 hexadecimal digits, such as "
      + "`id: \"00000000-0000-0000-0000-000000000000\"`")
}

/// FL0319's fix-it takes the option out with the blank before it, and the spec checks clean.
@Test func removingAPresentationKeepThatCannotKeepLeavesAWellFormedRoute() throws {
  let text = """
    app A { scheme "a" }
    phase main {
      default tab shop "Shop" icon "s" root Shop
      present Tracking
    }
    screen Shop
    cover Tracking(id: Int)
    route "/track/{id}" -> Tracking over current presentation keep

    """
  let diagnostic = try #require(check(text).0.diagnostics.first)
  let fixIt = try #require(diagnostic.fixIt)
  #expect(fixIt.message == "remove `presentation keep`")
  let fixed = applying(fixIt, to: text)
  #expect(fixed.contains("route \"/track/{id}\" -> Tracking over current\n"))
  #expect(rendered(fixed) == [])
  // Alone on its line, the option goes with its line; written twice, the first (the one the
  // policy is read from) is the one reported and removed.
  let ownLine = text.replacing(" presentation keep", with: "\n  presentation keep")
  let ownLineFix = try #require(check(ownLine).0.diagnostics.first?.fixIt)
  #expect(applying(ownLineFix, to: ownLine) == applying(fixIt, to: text))
  // A comment after it joins the line above; blanks after it go with the line; what follows it
  // on its line keeps the line's indentation (the second review).
  for (written, left) in [
    ("\n  presentation keep // why", "Tracking over current // why\n"),
    ("\n\tpresentation keep\t", "Tracking over current\n"),
    ("\n  presentation keep stack push", "Tracking over current\n  stack push\n"),
  ] {
    let layout = text.replacing(" presentation keep", with: written)
    let layoutFix = try #require(check(layout).0.diagnostics.first?.fixIt)
    #expect(applying(layoutFix, to: layout).contains(left))
  }
  let twice = text.replacing("presentation keep", with: "presentation keep presentation dismiss")
  let reported = check(twice).0.diagnostics.filter { $0.code == .presentationKeepWithoutEffect }
  #expect(reported.count == 1)
  let twiceFix = try #require(reported.first?.fixIt)
  #expect(applying(twiceFix, to: twice).contains("over current presentation dismiss\n"))
}

/// FL0300 between the screen a link opens and one the compiler put below it: the help gives the
/// one below its own placeholder and path, which checks clean; renaming the landing's, as the
/// help said, left the screen below without a value (FL0301, the eleventh new-users review).
@Test func mismatchedTypesBelowTheLandingGiveTheScreenBelowItsOwn() throws {
  let text = """
    app Home { scheme "home" }
    phase main { root RoomList }
    screen RoomList { push Room }
    screen Room(id: Int) { push Device }
    screen Device(id: String)
    route "/device/{id}/toggle" -> Device
    """
  let diagnostic = try #require(check(text).0.diagnostics.first)
  #expect(diagnostic.code == .routeTypeMismatch)
  #expect(
    diagnostic.help
      == "one placeholder has one type, and '{id}' is the value of the screen the link opens: "
      + "give Room, below it, its own, with a placeholder such as '{id2}' in the pattern and the "
      + "path written from Room on (`[Room(id: id2), ...]`)")
  let followed = text.replacing(
    #"route "/device/{id}/toggle" -> Device"#,
    with: #"route "/rooms/{id2}/device/{id}/toggle" -> [Room(id: id2), Device]"#)
  #expect(rendered(followed).isEmpty)
}

/// An argument naming a placeholder the pattern lacks: the one placeholder it abbreviates is said
/// ("did you mean"), never applied, as an abbreviation is as often another value's name; one named
/// like another parameter of the screen, or its opposite, is not offered at all (the diff review:
/// `--fix` sent a transfer to the account it came from).
@Test func anAbbreviatedPlaceholderIsSaidButNotApplied() throws {
  func unknown(_ route: String, _ parameters: String) -> Diagnostic? {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push P }
      screen P(\(parameters))
      \(route)
      """
    return check(text).0.diagnostics.first { $0.code == .unknownName }
  }
  let addr = try #require(
    unknown(
      #"route "/c?to={address}" -> P(to: addr)"#, #"to: String = """#))
  #expect(addr.message == "the pattern has no placeholder 'addr'; did you mean 'address'?")
  #expect(addr.fixIt == nil)
  #expect(addr.help == "add `{addr}` to the pattern, or pass a constant")
  let transfer = try #require(
    unknown(
      #"route "/t/{fromAccount}" -> P(fromAccount: fromAccount, toAccount: from)"#,
      "fromAccount: String, toAccount: String"))
  #expect(transfer.message == "the pattern has no placeholder 'from'")
  #expect(transfer.fixIt == nil)
  // Two edits away, as short names are: still another parameter's value, so not offered.
  let short = try #require(
    unknown(
      #"route "/t/{fromId}" -> P(fromId: fromId, toId: from)"#, "fromId: Int, toId: Int"))
  #expect(short.message == "the pattern has no placeholder 'from'")
  #expect(short.fixIt == nil)
  // One the word begins, two edits away, is said but not applied.
  let begun = try #require(unknown(#"route "/c/{ref}" -> P(to: re)"#, "to: String"))
  #expect(begun.message == "the pattern has no placeholder 're'; did you mean 'ref'?")
  #expect(begun.fixIt == nil)
  let opposite = try #require(
    unknown(#"route "/d/{hasnt}" -> P(hasPlan: has)"#, "hasPlan: Bool"))
  #expect(opposite.message == "the pattern has no placeholder 'has'")
  // A close misspelling is still applied.
  let typo = try #require(unknown(#"route "/c/{address}" -> P(to: adress)"#, "to: String"))
  #expect(typo.fixIt?.replacement == "address")
}

/// A capital in a route's first segment is lowered by FL0114's fix-it only where the app has no
/// host: with one, the segment is also the first of universal links' paths, which compare exactly,
/// and lowering it stops shared `https://` links from opening, so `--fix` must not do it unasked
/// (the tools round: `check --fix` broke `https://a.app/Q/1`).
@Test func aCapitalInTheHostSegmentIsLoweredByFixItOnlyWithoutAHost() throws {
  func diagnostic(_ app: String) throws -> Diagnostic {
    let text =
      "\(app)\nphase main { root Home }\nscreen Home { push Q }\nscreen Q(id: Int)\n"
      + "route \"/Q/{id}\" -> Q\n"
    return try #require(check(text).0.diagnostics.first { $0.code == .notLowercase })
  }
  let customOnly = try diagnostic(#"app A { scheme "a" }"#)
  #expect(customOnly.fixIt?.replacement == "q")
  #expect(customOnly.help == nil)
  let withHost = try diagnostic(#"app A { scheme "a"  host "a.app" }"#)
  #expect(withHost.fixIt == nil)
  #expect(
    withHost.message
      == "'Q' is the host of custom-scheme links (scheme://Q/...), which the matcher compares as "
      + "written, then lowercased: with capitals it opens only links that spell it exactly so")
  #expect(
    withHost.help
      == "universal links compare their path exactly, so written in lowercase it no longer opens "
      + "https://a.app/Q/... links already shared; lower it only if none were")
}
