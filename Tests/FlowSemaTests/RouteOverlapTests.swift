import FlowRuntime
import FlowSema
import FlowSyntax
import Testing

/// FL0304: every overlapping pair is reported on the later route, up to a cap that says how many
/// more there are, and a winner that a malformed or repeated query item fails says where the link
/// falls back to, as the matcher does.
struct RouteOverlapTests {
  /// Home pushes Me, Item and Search; the routes start on line 7.
  private static func spec(_ routes: [String]) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Me, Item, Search }
    screen Me
    screen Item(id: Int, hl: Int?)
    screen Search(query: String)

    """ + routes.joined(separator: "\n")
  }

  /// The index of the route the runtime's matcher opens `link` with, nil when none.
  private static func routeOpening(_ link: String, _ result: CheckResult) throws -> Int? {
    let model = try #require(result.model)
    let table = RouteTable(
      routes: model.routes.map(\.spec), configuration: LinkConfiguration(schemes: ["a"]))
    guard case .matched(let match) = table.match(link) else { return nil }
    return match.routeIndex
  }

  @Test func eachOverlapOfARouteIsReportedWithTheQueryFallback() {
    let text = Self.spec([
      "route \"/u/me\" -> Me", "route \"/u/{id}?hl={hl}\" -> Item",
      "route \"/u/{query}\" -> Search",
    ])
    #expect(
      rendered(text) == [
        "9:7 FL0304 routes '/u/{query}' and '/u/me' both match URLs such as 'a://u/me'; '/u/me' wins",
        "9:7 FL0304 routes '/u/{query}' and '/u/{id}?hl={hl}' both match URLs such as 'a://u/1'; "
          + "'/u/{id}?hl={hl}' wins, but a link whose 'hl' is not an Int or that gives 'hl' twice, "
          + "such as 'a://u/1?hl=x', falls back to '/u/{query}'",
      ])
  }

  /// The fallbacks the warning names are the matcher's: each link lands where it says.
  @Test(arguments: [
    ("a://u/5?hl=x", 2), ("a://u/5?hl=1&hl=1", 2), ("a://u/5?hl=1", 1), ("a://u/me?hl=x", 0),
  ])
  func theMatcherFallsBackAsTheWarningSays(link: String, route: Int) throws {
    let (result, _, _) = check(
      Self.spec([
        "route \"/u/me\" -> Me", "route \"/u/{id}?hl={hl}\" -> Item",
        "route \"/u/{query}\" -> Search",
      ]))
    #expect(try Self.routeOpening(link, result) == route)
  }

  /// A custom-scheme host compares case-insensitively, so a first literal with capitals (FL0114,
  /// accepted for a legacy universal-link path) shares its links with the lowercase twin: the
  /// matcher reads the host as written, then lowercased (the third new-users review found no
  /// warning). Each link below lands where the warning says.
  @Test(arguments: [("a://Statements/1", 1), ("a://statements/1", 0), ("a://STATEMENTS/1", 0)])
  func routesWhoseHostsDifferInCaseOverlapAsTheWarningSays(link: String, route: Int) throws {
    let text = Self.spec([
      "route \"/statements/{id}\" -> Item",
      "route \"/Statements/{id}\" -> Item as archived",
    ])
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) }.filter { !$0.contains("FL0114") } == [
        "8:7 FL0304 routes '/Statements/{id}' and '/statements/{id}' both match custom-scheme links "
          + "such as 'a://Statements/1', whose host compares case-insensitively: "
          + "'/Statements/{id}' opens a link whose host is spelled 'Statements' exactly, and "
          + "'/statements/{id}' every other spelling"
      ])
    #expect(
      result.diagnostics.first { $0.code.rawValue == "FL0304" }?.help
        == "to open one route whatever the spelling, remove one of them (written in lowercase they "
        + "are the same route); when the case of the universal-link path matters, accept this "
        + "with `// flowc:ignore FL0304` on this route")
    #expect(try Self.routeOpening(link, result) == route)
  }

  /// Two spellings with capitals share no link: each reads only itself.
  @Test func hostsThatBothHaveCapitalsDoNotOverlap() {
    let text = Self.spec([
      "route \"/Statements/{id}\" -> Item", "route \"/STATEMENTS/{id}\" -> Item as archived",
    ])
    #expect(rendered(text).filter { $0.contains("FL0304") } == [])
  }

  @Test func aRequiredItemTheOtherRouteLacksFallsBackWhenMissing() {
    let text = Self.spec(["route \"/v?id={id}\" -> Item", "route \"/v\" -> Me"])
    #expect(
      rendered(text) == [
        "8:7 FL0304 routes '/v' and '/v?id={id}' both match URLs such as 'a://v?id=1'; "
          + "'/v?id={id}' wins, but a link that has no 'id', whose 'id' is not an Int or that "
          + "gives 'id' twice, such as 'a://v', falls back to '/v'"
      ])
  }

  @Test func anItemBothRoutesReadTheSameWayNamesNoFallback() {
    // Both read `hl` as an Int: ill-typed or given twice, it fails both, and the link is refused.
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item, Find }
      screen Item(id: Int, hl: Int?)
      screen Find(query: String, hl: Int?)
      route "/w/{id}?hl={hl}" -> Item
      route "/w/{query}?hl={hl}" -> Find
      """
    #expect(
      rendered(text) == [
        "7:7 FL0304 routes '/w/{query}?hl={hl}' and '/w/{id}?hl={hl}' both match URLs such as "
          + "'a://w/1'; '/w/{id}?hl={hl}' wins"
      ])
  }

  @Test func aRouteOverlappingManyIsReportedAgainstThreeAndSaysHowManyMore() {
    let routes =
      (0..<6).map { "route \"/n/s\($0)\" -> Me as me\($0)" } + ["route \"/n/{query}\" -> Search"]
    let lines = rendered(Self.spec(routes))
    #expect(lines.count == 3)
    #expect(
      lines.filter { $0.hasSuffix(" (3 more routes overlap '/n/{query}' and are not listed)") }
        .count == 1)
    // Declared first, the route that overlaps every other one is reported once per later route.
    let first = rendered(Self.spec(["route \"/n/{query}\" -> Search"] + routes.dropLast()))
    #expect(first.count == 6)
    #expect(!first.contains { $0.contains("not listed") })
  }
}
