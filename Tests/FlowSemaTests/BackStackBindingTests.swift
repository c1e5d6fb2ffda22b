import FlowSema
import FlowSyntax
import Testing

/// FL0316: a derived back-stack screen that takes the landing's `{id}` by name, while the route
/// has a placeholder named for that screen, is warned about, with a fix-it writing the path out
/// that gives the screen its own value.
struct BackStackBindingTests {
  /// `{landing}` is replaced by the route's landing.
  static let files = """
    app A { scheme "a" }
    phase main {
      default tab projects "Projects" icon "folder" root Projects
    }
    screen Projects { push Project }
    screen Project(id: Int) { push Folder }
    screen Folder { push File }
    screen File(projectId: Int, id: Int, line: Int = 1)
    route "/projects/{projectId}/files/{id}" -> {landing}

    """

  static func files(_ landing: String) -> String {
    files.replacing("{landing}", with: landing)
  }

  static let warning =
    "9:45 FL0316 '{id}' gives Project on this link's back stack its 'id', the value File takes "
    + "too, though the route's '{projectId}' reads as meant for Project"

  /// The arguments the route's landing gives `screen`, by parameter.
  private func arguments(_ text: String, screen: String) throws -> [String: ArgumentBinding] {
    let model = try #require(check(text).0.model)
    let route = try #require(model.routes.first)
    let instance = try #require(
      route.landing.stack.first { model[$0.screen].name == screen })
    return Dictionary(uniqueKeysWithValues: instance.arguments.map { ($0.parameter, $0.binding) })
  }

  @Test func aDerivedScreenGivenTheLandingsIdIsWarnedAndTheFixGivesItsOwn() throws {
    let text = Self.files("File")
    let (result, source, _) = check(text)
    #expect(result.diagnostics.map { render($0, source) } == [Self.warning])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "placeholders bind by name, and the compiler derived Project; write the path from "
        + "Project on to give it '{projectId}', or add '// flowc:ignore FL0316' if its 'id' is "
        + "meant to be '{id}'")
    // As written, the project gets the file's id: what the warning is about.
    #expect(try arguments(text, screen: "Project")["id"] == .placeholder("id"))
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "write '[Project(id: projectId), Folder, File]'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed == Self.files("[Project(id: projectId), Folder, File]"))
    #expect(rendered(fixed).isEmpty)
    #expect(try arguments(fixed, screen: "Project")["id"] == .placeholder("projectId"))
    #expect(try arguments(fixed, screen: "File")["id"] == .placeholder("id"))
  }

  /// The placeholder meant for the derived screen taken by nothing else: its FL0302 error, which
  /// stops the build, carries the fix-it and the warning's words, and the warning goes (it
  /// offered an ignore that could not make the spec pass: the twenty-fourth new-users review).
  @Test func anUnusedPlaceholderMeantForTheDerivedScreenCarriesTheFix() throws {
    let text = """
      app L { scheme "l" }
      phase main { root Leagues }
      screen Leagues { push LeagueDetail }
      screen LeagueDetail(id: Int) { push Team }
      screen Team(id: Int)
      route "/leagues/{leagueId}/teams/{id}" -> Team

      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:18 FL0302 placeholder 'leagueId' is not used by any screen in the landing"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    let note: String =
      "'{id}' gives LeagueDetail on this link's back stack its 'id', the value Team takes too, "
      + "though the route's '{leagueId}' reads as meant for LeagueDetail"
    #expect(diagnostic.notes.map(\.message) == [note])
    #expect(
      diagnostic.help
        == "placeholders bind by name, and the compiler derived LeagueDetail; write the path from "
        + "LeagueDetail on to give it this placeholder")
    let fixIt = try #require(diagnostic.fixIt)
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("-> [LeagueDetail(id: leagueId), Team]"))
    #expect(rendered(fixed).isEmpty)
  }

  @Test func aWrittenPathKeepsItsStepsAndTheirArguments() throws {
    let text = Self.files("[Folder, File(line: 3)] in projects")
    let diagnostic = try #require(check(text).0.diagnostics.first)
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "write '[Project(id: projectId), Folder, File(line: 3)]'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed == Self.files("[Project(id: projectId), Folder, File(line: 3)] in projects"))
    #expect(rendered(fixed).isEmpty)
  }

  /// A placeholder named for the screen alone, or for the start of its name, reads as its value.
  @Test func aPlaceholderBeginningTheScreensNameCounts() {
    let text = """
      app Tv { scheme "tv" }
      phase main { root Discover }
      screen Discover { push ShowDetail }
      screen ShowDetail(id: Int) { push Episode }
      screen Episode(show: Int, id: Int)
      route "/shows/{show}/episodes/{id}" -> Episode

      """
    #expect(
      rendered(text) == [
        "6:40 FL0316 '{id}' gives ShowDetail on this link's back stack its 'id', the value "
          + "Episode takes too, though the route's '{show}' reads as meant for ShowDetail"
      ])
  }

  @Test(arguments: [
    // The value is shared on purpose: no other placeholder is named for the project.
    ("/projects/{id}/files/{name}", "screen File(id: Int, name: String)", "File"),
    // Written out already.
    (
      "/projects/{projectId}/files/{id}", "screen File(projectId: Int, id: Int)",
      "[Project(id: projectId), Folder, File]"
    ),
    // The placeholder names another screen.
    ("/projects/{ownerId}/files/{id}", "screen File(ownerId: Int, id: Int)", "File"),
    // The placeholder named for the project is a String, the project's id an Int: giving it to
    // the project would be FL0300, so the fix would not check (a review).
    ("/projects/{project}/files/{id}", "screen File(project: String, id: Int)", "File"),
    // The landing does not take `{id}`: the back stack alone does.
    ("/projects/{id}/files/{projectId}", "screen File(projectId: Int)", "File"),
  ])
  func noWarningWhereTheValueIsNotTakenAgain(pattern: String, file: String, landing: String) {
    let text = """
      app A { scheme "a" }
      phase main { root Projects }
      screen Projects { push Project }
      screen Project(id: Int) { push Folder }
      screen Folder { push File }
      \(file)
      route "\(pattern)" -> \(landing)

      """
    #expect(!rendered(text).contains { $0.contains("FL0316") }, "\(rendered(text))")
  }
}

/// With no placeholder named for it, a derived screen given `{id}` is still warned about when the
/// link's path ends in it and the landing takes it as its own id: an episode link opened the show
/// of the episode's id (the eleventh new-users review). An `{id}` with more path after it is the
/// earlier screen's (`/shows/{id}/reviews`), and so is one beside a value of the landing's own.
struct BackStackSharedIDTests {
  static let shows = """
    app S { scheme "s" }
    phase main { root Home }
    screen Home { push Show }
    screen Show(id: String) { push Episode, Show }
    screen Episode(id: String{more})
    route "{pattern}" -> Episode

    """

  static func shows(pattern: String = "/episodes/{id}", more: String = "") -> String {
    shows.replacing("{pattern}", with: pattern).replacing("{more}", with: more)
  }

  @Test func aDerivedScreenGivenTheOnlyIdOfAnotherKindIsWarned() throws {
    let (result, source, _) = check(Self.shows())
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:27 FL0316 '{id}' gives Show on this link's back stack its 'id', the id of the Episode "
          + "it opens: a link to Episode 7 opens Show 7 beneath it"
      ])
    #expect(
      result.diagnostics.first?.help
        == "placeholders bind by name, and the compiler derived Show; if the link carries its id, "
        + "add a placeholder for it ('{showId}') and write the path from Show on "
        + "(`[Show(id: showId), ...]`), or add '// flowc:ignore FL0316' if they share one id")
    #expect(result.diagnostics.first?.fixIt == nil)
    // The suggested name is the screen's Swift case name, not its first letter lowered
    // (`uRLShowId`, where the generated code says `urlShow`).
    let acronym = check(Self.shows().replacing("Show", with: "URLShow")).0.diagnostics
    #expect(acronym.first?.help?.contains("('{urlShowId}')") == true)
    #expect(acronym.first?.help?.contains("`[URLShow(id: urlShowId), ...]`") == true)
  }

  @Test func anIdWithMorePathAfterItIsTheEarlierScreens() {
    // The fourth review's corpus: 25 of 27 such links meant one item, a show and its reviews.
    #expect(rendered(Self.shows(pattern: "/shows/{id}/reviews")).isEmpty)
    let text = Self.shows(pattern: "/shows/{id}/episodes/{number}", more: ", number: Int")
    #expect(rendered(text).isEmpty)
    // Written out, `Episode(id: id)` takes it as its own all the same.
    let written = Self.shows().replacing("-> Episode", with: "-> Episode(id: id)")
    #expect(rendered(written).count == 1)
  }

  /// The word before `{id}` says whose it is, and a query `id` is the link's own (the fifth
  /// review: `/episode?id={id}` and `/episodes/{id}/play` were missed; `/shows/{id}` opening an
  /// episode, a show's link, is not warned).
  @Test(arguments: [
    ("/episode?id={id}", 1), ("/episodes/{id}/play", 1), ("/shows/{id}", 0),
    ("/shows/{id}/play", 0), ("/play/{id}", 1),
  ])
  func theWordBeforeTheIdSaysWhoseItIs(pattern: String, warnings: Int) {
    #expect(rendered(Self.shows(pattern: pattern)).count == warnings)
  }
}
