import FlowSema
import FlowSyntax
import Testing

/// Route case names depend only on the route: its `as` name, else the screen it shows.
@Suite struct RouteNamingTests {
  private let header = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home {
      push ProjectDetail
      present Preview
    }
    screen ProjectDetail(id: Int)
    sheet Preview(id: Int)

    """

  private func caseNames(_ routes: String) -> [String]? {
    check(header + routes).0.model?.routes.map(\.caseName)
  }

  @Test func namedForTheShownScreenOrTheirAsName() {
    #expect(
      caseNames(
        """
        route "/projects/{id}" -> ProjectDetail
        route "/p/{id}" -> ProjectDetail as projectShortLink
        route "/preview/{id}" -> Preview
        route "/home" -> Home as home_page
        """) == ["projectDetail", "projectShortLink", "preview", "home_page"])
  }

  /// A screen spelled like a member of the route enum (`Table` -> `table`) gets a `Route` suffix; a
  /// written name may not be a member.
  @Test func aNameTakenByARouteEnumMemberIsSuffixedOrRefused() throws {
    let spec = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Table }
      screen Table

      """
    #expect(
      check(spec + #"route "/t" -> Table"#).0.model?.routes.map(\.caseName) == ["tableRoute"])
    let text = spec + #"route "/t" -> Table as url"#
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "5:24 FL0102 route case name 'url' is taken by the member 'url' that every generated "
          + "route enum declares"
      ])
    // The fix-it gives it the suffix a route named for such a screen gets, which checks.
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(fixIt.message == "replace with 'urlRoute'")
    #expect(rendered(applying(fixIt, to: text)) == [])
    // Numbered past a name another route has or may derive (the diff review: a `UrlRoute`
    // screen's route and the fixed one both became `urlRoute`).
    let taken =
      spec.replacingOccurrences(of: "push Table }", with: "push Table, UrlRoute }")
      + "screen UrlRoute\nroute \"/u\" -> UrlRoute\n" + #"route "/t" -> Table as url"#
    let numbered = try #require(check(taken).0.diagnostics.first?.fixIt)
    #expect(numbered.message == "replace with 'urlRoute2'")
    #expect(rendered(applying(numbered, to: taken)) == [])
  }

  /// The issue: adding `/p/{id}` renamed `projectDetail` to `projectDetailProjects`.
  @Test func addingARouteRenamesNoOtherRoute() {
    let before = caseNames(#"route "/projects/{id}" -> ProjectDetail"#)
    let after = caseNames(
      """
      route "/projects/{id}" -> ProjectDetail
      route "/p/{id}" -> ProjectDetail as projectShortLink
      """)
    #expect(before == ["projectDetail"])
    #expect(after?.first == "projectDetail")
  }

  @Test func duplicateDerivedNameIsAnErrorWithAFixIt() throws {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail
        route "/p/{id}/open" -> ProjectDetail
        """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:25 FL0312 route '/p/{id}/open' and route '/projects/{id}' both become the Swift case 'projectDetail'"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.notes.map { "\($0.message) @ " + source.text(in: $0.range ?? .point(0)) } == [
        "route '/projects/{id}' is named here @ ProjectDetail"
      ])
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "insert 'as projectDetailPOpen'")
    #expect(fixIt.range == .point(text.utf8.count))
    #expect(fixIt.replacement == " as projectDetailPOpen")
    #expect(
      check(text + fixIt.replacement).0.model?.routes.map(\.caseName) == [
        "projectDetail", "projectDetailPOpen",
      ])
  }

  /// A case named with a `Route` suffix, as its screen spells a member of the route enum, says so
  /// where it clashes with a written name (a new-users review wrote `as urlRoute` and was pointed
  /// at `-> Url` alone); a screen whose own name ends in `Route` is named here plainly.
  @Test func aClashWithASuffixedNameSaysWhereTheSuffixComesFrom() throws {
    let spec = """
      app R { scheme "r" }
      phase main { root Home }
      screen Home { push Url, UrlRoute }
      screen Url
      screen UrlRoute

      """
    let suffixed = spec + "route \"/a\" -> Url\nroute \"/b\" -> Home as urlRoute\n"
    let (result, source, _) = check(suffixed)
    let notes = try #require(result.diagnostics.first { $0.code == .duplicateRouteCaseName })
      .notes.map { "\($0.message) @ " + source.text(in: $0.range ?? .point(0)) }
    #expect(
      notes == [
        "route '/a' is named here: its screen's name, 'url', is a member of the generated route "
          + "enum, so the case gets a 'Route' suffix @ Url"
      ])
    let plain = spec + "route \"/a\" -> UrlRoute\nroute \"/b\" -> Home as urlRoute\n"
    let (plainResult, plainSource, _) = check(plain)
    let plainNotes = try #require(
      plainResult.diagnostics.first { $0.code == .duplicateRouteCaseName }
    ).notes.map { "\($0.message) @ " + plainSource.text(in: $0.range ?? .point(0)) }
    #expect(plainNotes == ["route '/a' is named here @ UrlRoute"])
    // The suffixed route second: the note at it says so (the diff review found it silent).
    let second = spec + "route \"/b\" -> Home as urlRoute\nroute \"/a\" -> Url\n"
    let (secondResult, secondSource, _) = check(second)
    let secondNotes = try #require(
      secondResult.diagnostics.first { $0.code == .duplicateRouteCaseName }
    ).notes.map { "\($0.message) @ " + secondSource.text(in: $0.range ?? .point(0)) }
    #expect(
      secondNotes == [
        "route '/b' is named here @ urlRoute",
        "its screen's name, 'url', is a member of the generated route enum, so the case gets a "
          + "'Route' suffix @ Url",
      ])
  }

  /// A literal word that is the screen's name is not repeated in the suggestion (a review got
  /// `as articleArticleAmp` for `/article/{slug}/amp`).
  @Test func theSuggestedNameDoesNotRepeatTheScreensName() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Article }
      screen Article(slug: String)
      route "/article/{slug}" -> Article
      route "/article/{slug}/amp" -> Article
      """
    let fixIt = try #require(check(text).0.diagnostics.first?.fixIt)
    #expect(fixIt.replacement == " as articleAmp")
  }

  /// The same route written twice is one mistake: FL0303 says the second never opens, and its
  /// case name, the same as the first's, is not a second error (docs review).
  @Test func aRouteWrittenTwiceIsOneError() {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail
        route "/projects/{id}" -> ProjectDetail
        """
    let (result, _, _) = check(text)
    #expect(result.diagnostics.map(\.code) == [.duplicateRoute])
  }

  /// Literals that differ only in how Unicode composes a letter (`café` precomposed and `e` +
  /// U+0301) match different links, byte for byte, so they are two routes, not the same URLs
  /// twice: their shared case name is FL0312. It was skipped, as Swift's `==` on `String` holds for
  /// canonically equivalent text, and the generated enum declared `case projectDetail` twice.
  @Test func literalsDifferingOnlyInUnicodeCompositionAreTwoRoutesWithOneName() throws {
    let text =
      header + """
        route "/p/caf\\u{E9}/{id}" -> ProjectDetail
        route "/p/cafe\\u{301}/{id}" -> ProjectDetail
        """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:32 FL0312 route '/p/café/{id}' and route '/p/café/{id}' both become the Swift case "
          + "'projectDetail'"
      ])
    // Printed alike, the two are told apart in words.
    #expect(
      result.diagnostics.first?.help
        == "the two patterns are the same text to Unicode but not the same bytes (a letter "
        + "precomposed, or a letter and a combining mark, or a sign such as the Kelvin sign that "
        + "stands for a letter), so they print alike and open different links; spell both one way")
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(fixIt.replacement == " as projectDetailPCafe")
    #expect(
      check(text + fixIt.replacement).0.model?.routes.map(\.caseName) == [
        "projectDetail", "projectDetailPCafe",
      ])
  }

  /// The same for the same URLs under another placeholder name (CLI review: FL0312 too, whose
  /// fix-it left the FL0303); the fix-it removes the route that never opens, and its docs.
  @Test func theSameURLsUnderAnotherNameAreOneErrorWhoseFixItRemovesTheRoute() throws {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail
        /// The short form.
        route "/projects/{number}" -> ProjectDetail(id: number)
        route "/p/{id}" -> ProjectDetail as short

        """
    let (result, _, _) = check(text)
    #expect(result.diagnostics.map(\.code) == [.duplicateRoute])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(fixIt.message == "remove route '/projects/{number}'")
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        "route \"/projects/{id}\" -> ProjectDetail\nroute \"/p/{id}\" -> ProjectDetail as short\n"))
    #expect(check(fixed).0.diagnostics.isEmpty)
    // A comment ending the route's line, or an ignore alone on the line before it, goes with it:
    // left behind, the ignore would accept the next route's warnings (the second review).
    for (before, after) in [
      ("", " // flowc:ignore FL0304"), ("// flowc:ignore FL0304\n", ""), ("", " /* old */"),
    ] {
      let commented = text.replacing(
        "/// The short form.\nroute \"/projects/{number}\" -> ProjectDetail(id: number)\n",
        with: before + "route \"/projects/{number}\" -> ProjectDetail(id: number)" + after + "\n")
      let removal = try #require(check(commented).0.diagnostics.first?.fixIt)
      #expect(applying(removal, to: commented) == fixed, "\(before)\(after)")
    }
  }

  /// `/compose`, then a twin that reads `?text=`, on the file's last line (no line break after).
  static let composeTwins = """
    app J { scheme "j" }
    phase main { root Home }
    screen Home { present Compose }
    sheet Compose(text: String = "")
    route "/compose" -> Compose
    route "/compose?text={text}" -> Compose as composeText
    """

  /// A later twin that reads query items the first ignores: removing it, as the fix-it did, lost
  /// `?text=hello` from every link without a word (the new-users review), and removing the first
  /// lost the links whose `text` the twin cannot read (given twice: the fifth new-users review).
  /// The twin moves before the first, which opens those (FL0304 says so).
  @Test func aTwinReadingMoreQueryItemsMovesBeforeTheFirst() throws {
    let text = Self.composeTwins + "\n"
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:7 FL0303 route '/compose?text={text}' never opens: route '/compose', declared before "
          + "it, opens every URL it matches, such as 'j://compose', and ignores the query items "
          + "only it reads"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "move route '/compose?text={text}' before '/compose': it then reads the query items of "
        + "the links it opens, and '/compose' opens those whose items it cannot read (given "
        + "twice, or of another type); or remove one, or change a literal segment so they differ")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "move route '/compose?text={text}' before '/compose'")
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        ")\nroute \"/compose?text={text}\" -> Compose as composeText\nroute \"/compose\" -> Compose\n"
      ))
    let (after, afterSource, _) = check(fixed)
    #expect(
      after.diagnostics.map { render($0, afterSource) } == [
        "6:7 FL0304 routes '/compose' and '/compose?text={text}' both match URLs such as "
          + "'j://compose'; '/compose?text={text}' wins, but a link that gives 'text' twice, such "
          + "as 'j://compose?text=abc&text=abc', falls back to '/compose'"
      ])
  }

  /// The later route on the file's last line, with no line break after it, moves all the same, and
  /// the file still ends without one (the diff review found no fix-it there).
  @Test func aTwinOnTheLastLineWithoutALineBreakMovesToo() throws {
    let text = Self.composeTwins
    let fixIt = try #require(check(text).0.diagnostics.first?.fixIt)
    #expect(
      applying(fixIt, to: text).hasSuffix(
        ")\nroute \"/compose?text={text}\" -> Compose as composeText\nroute \"/compose\" -> Compose"
      ))
  }

  /// A loser reading the item as a type the winner's refuses is told with a value of its type:
  /// `?t=true` opens a `Bool` route behind a `Double` one (the diff review: the warning said only
  /// which wins).
  @Test func aFallbackOfAnotherTypeIsShownWithAValueOfThatType() {
    let (result, source, _) = check(
      """
      app J { scheme "j" }
      phase main { root Home }
      screen Home { push D, B }
      screen D(t: Double?)
      screen B(t: Bool?)
      route "/x?t={t}" -> D
      route "/x?t={t}" -> B as b
      """)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "7:7 FL0304 routes '/x?t={t}' and '/x?t={t}' both match URLs such as 'j://x'; "
          + "'/x?t={t}' wins, but a link whose 't' is not a Double, such as 'j://x?t=true', falls "
          + "back to '/x?t={t}'"
      ])
  }

  /// Routes that each read a query item the other ignores both open: a link whose `to` the first
  /// cannot read falls back to the second (they were FL0303, "only the first can ever open").
  /// The same for an optional item the later route ignores: `?t=90.5` is no `Int`.
  @Test func routesReadingDifferentQueryItemsBothOpen() throws {
    let text = """
      app J { scheme "j" }
      phase main { root Home }
      screen Home { present Compose }
      sheet Compose(text: String = "", to: String = "")
      route "/compose?to={to}" -> Compose
      route "/compose?text={text}" -> Compose as composeText

      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:7 FL0304 routes '/compose?text={text}' and '/compose?to={to}' both match URLs such as "
          + "'j://compose'; '/compose?to={to}' wins, but a link that gives 'to' twice, such as "
          + "'j://compose?to=abc&to=abc', falls back to '/compose?text={text}'"
      ])
    let episodes = """
      app Q { scheme "q" }
      phase main { root Home }
      screen Home { push Episode }
      screen Episode(number: Int, t: Int?)
      route "/e/{number}?t={t}" -> Episode
      route "/e/{number}" -> Episode as episodeNoTime

      """
    #expect(check(episodes).0.diagnostics.map(\.code) == [.overlappingRoutes])
  }

  /// A route pasted four times: one FL0303 per copy, each removing its own copy (each copy gave up
  /// to three, with the same fix-it, before; the second review).
  @Test func aRoutePastedSeveralTimesIsOneErrorPerCopy() {
    let route = #"route "/projects/{id}" -> ProjectDetail"# + "\n"
    let (result, _, _) = check(header + "\n" + String(repeating: route, count: 4))
    #expect(result.diagnostics.map(\.code) == [.duplicateRoute, .duplicateRoute, .duplicateRoute])
    #expect(Set(result.diagnostics.compactMap { $0.fixIt?.range.start }).count == 3)
  }

  @Test func duplicateWrittenNameIsReplacedByTheFixIt() throws {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail as link
        route "/p/{id}" -> Preview as link
        """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:31 FL0312 route '/p/{id}' and route '/projects/{id}' both become the Swift case 'link'"
      ])
    let fixIt = try #require(result.diagnostics.first?.fixIt)
    #expect(fixIt.message == "replace with 'previewP'")
    #expect(source.text(in: fixIt.range) == "link")
    #expect(fixIt.replacement == "previewP")
  }

  @Test func suggestionAvoidsNamesAlreadyTaken() {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail
        route "/q/{id}" -> Preview as projectDetailPX
        route "/p/{id}/x" -> ProjectDetail
        """
    #expect(check(text).0.diagnostics.map { $0.fixIt?.replacement } == [" as projectDetailPX2"])
  }

  @Test func writtenNameMustBeASwiftIdentifier() throws {
    let text =
      header + """
        route "/projects/{id}" -> ProjectDetail as project-link
        route "/p/{id}" -> ProjectDetail as default
        """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "9:44 FL0102 route case name 'project-link' is not a Swift identifier",
        "10:37 FL0102 route case name 'default' is a Swift keyword",
      ])
    #expect(result.diagnostics.map { $0.fixIt?.replacement } == ["project_link", nil])
  }

  /// A duplicate found among routes whose landing failed is not reported: they have no name.
  @Test func routesWithBrokenLandingsAreNotNamed() {
    #expect(
      rendered(
        header + """
          route "/projects/{id}" -> ProjectDetail
          route "/p/{x}" -> ProjectDetail
          """) == [
          "10:19 FL0301 the route does not supply 'id', a required parameter of 'ProjectDetail'"
        ])
  }
}

/// `RouteCaseNaming.legacy`: the names compilers before `as` gave, for reading old specs in a diff.
@Suite struct LegacyRouteNamingTests {
  @Test func routesSharingAScreenAddTheirLiteralWordsThenACounter() {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item, Other }
      screen Item(id: Int)
      screen Other(id: Int)
      route "/items/{id}" -> Item
      route "/i/{id}" -> Item
      route "/other/{id}" -> Other
      route "/i/{id}/x" -> Item
      route "/i-x/{id}" -> Item
      route "/i_x/{id}" -> Item

      """
    let source = SourceFile(path: "test.flow", text: text)
    let file = Parser.parse(source).file
    #expect(Checker.check(file, source: source).model == nil)
    let legacy = Checker.check(file, source: source, routeNaming: .legacy)
    #expect(legacy.diagnostics.isEmpty)
    #expect(
      legacy.model?.routes.map(\.caseName) == [
        "itemItems", "itemI", "other", "itemIX", "itemI_x", "itemI_x2",
      ])
  }
}
