import FlowSema
import FlowSyntax
import Testing

/// FL0301: one error per screen naming every missing parameter, saying when the compiler put the
/// screen on the back stack, and help and fix-its that check once applied, and once the author
/// fills in the editor placeholders (`<#String#>`) they leave for values only the author knows.
struct MissingParameterTests {
  /// Home pushes Results, Results pushes Flight, Flight pushes Seats; `routes` follow on line 7.
  private static func spec(_ routes: String) -> String {
    """
    app A { scheme "a" }
    phase main { root Home }
    screen Home { push Results }
    screen Results(q: String) { push Flight }
    screen Flight(flightId: Int) { push Seats }
    screen Seats(flightId: Int)
    \(routes)
    """
  }

  /// The FL0301s of `text`.
  private func missing(_ text: String) -> [Diagnostic] {
    check(text).0.diagnostics.filter { $0.code == .routeMissingParameter }
  }

  /// The code the help shows, between its first pair of backticks.
  private func shownEdit(_ help: String?) -> String? {
    help?.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
  }

  /// `text` with its editor placeholders filled in as an author might: `""`, `0`, `false`.
  private func filledIn(_ text: String) -> String {
    [("<#String#>", "\"\""), ("<#Int#>", "0"), ("<#Double#>", "0.5"), ("<#Bool#>", "false")]
      .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// Applies each FL0301's fix-it in turn, checking that the result holds the edit its help shows
  /// and that each step, its placeholders filled in, leaves fewer errors, until none is left.
  private func fixingEveryScreen(_ text: String) throws -> String {
    var text = text
    var remaining = missing(text).count
    while let first = missing(text).first {
      let fixIt = try #require(first.fixIt)
      text = applying(fixIt, to: text)
      #expect(text.contains(try #require(shownEdit(first.help))))
      text = filledIn(text)
      let now = missing(text).count
      #expect(now < remaining, "\(text)")
      if now >= remaining { break }
      remaining = now
    }
    return text
  }

  @Test
  func aDerivedScreenIsSaidToBeOnTheBackStackAndGetsAValueToFillInNotAPlaceholderOfAnotherType()
    throws
  {
    let text = Self.spec(
      "route \"/f/{fid}/seats\" -> [Flight(flightId: fid), Seats(flightId: fid)]")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "7:27 FL0301 the route does not supply 'q', a required parameter of 'Results', a screen "
          + "the compiler put on the back stack below 'Flight'"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "write the path from 'Results' out and fill in a value: "
        + "`[Results(q: <#String#>), Flight(flightId: fid), Seats(flightId: fid)]`, or add `{q}` "
        + "to the pattern so that the link carries it")
    let fixIt = try #require(diagnostic.fixIt)
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        "route \"/f/{fid}/seats\" -> [Results(q: <#String#>), Flight(flightId: fid), "
          + "Seats(flightId: fid)]"))
    // Until the author fills it in, the spec does not check.
    #expect(rendered(fixed).contains { $0.hasPrefix("7:39 ") && $0.contains("'<#String#>'") })
    #expect(rendered(filledIn(fixed)) == [])
    // The other way the help offers: a placeholder named like the parameter.
    let withPlaceholder = text.replacingOccurrences(
      of: "\"/f/{fid}/seats\"", with: "\"/f/{fid}/seats?q={q}\"")
    #expect(rendered(withPlaceholder) == [])
  }

  @Test func aSparePlaceholderOfAFittingTypeIsBound() throws {
    let text = Self.spec("route \"/r/{query}\" -> Flight(flightId: 7)")
    let diagnostic = try #require(missing(text).first)
    #expect(
      diagnostic.help
        == "write the path from 'Results' out and bind it to the placeholder 'query': "
        + "`[Results(q: query), Flight(flightId: 7)]`")
    #expect(rendered(try fixingEveryScreen(text)) == [])
  }

  @Test func aPlaceholderBindingTheSameParameterElsewhereIsPreferred() throws {
    // Results and Flight are derived; Seats' `flightId: n` tells what Flight's takes. Both are
    // one error, as their edit is one path: two fix-its each writing half of it conflicted (the
    // thirty-seventh new-users review).
    let text = Self.spec("route \"/s/{n}\" -> Seats(flightId: n)")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "7:19 FL0301 the route does not supply required parameters of screens the compiler put "
          + "on the back stack below 'Seats': 'q' of 'Results' and 'flightId' of 'Flight'"
      ])
    #expect(
      result.diagnostics.map(\.help) == [
        "write the path from 'Results' out and bind 'flightId' to the placeholder 'n' and fill in "
          + "a value for 'q': `[Results(q: <#String#>), Flight(flightId: n), Seats(flightId: n)]`, "
          + "or add `{q}` to the pattern so that the link carries it"
      ])
    #expect(result.diagnostics.map { $0.notes.count } == [2])
    let fixed = try fixingEveryScreen(text)
    #expect(fixed.hasSuffix("-> [Results(q: \"\"), Flight(flightId: n), Seats(flightId: n)]"))
    #expect(rendered(fixed) == [])
  }

  /// A booking confirmation below a hotel and a booking sheet that both take `hotelId` (the
  /// thirty-seventh new-users review): one error naming both, whose one fix-it, filled in, leaves
  /// a spec that checks; before, each screen's fix-it wrote half the path, and applying one
  /// brought a third, longer one.
  @Test func screensOnTheDerivedBackStackShareOneErrorWhoseFixItWritesTheWholePath() throws {
    let text = """
      app V { scheme "v" }
      phase main { root Explore }
      screen Explore { push Hotel }
      screen Hotel(hotelId: String) { present Booking }
      sheet Booking(hotelId: String) { push Confirmation }
      screen Confirmation(reference: String)
      route "/bookings/{reference}" -> Confirmation
      """
    let errors = missing(text)
    #expect(
      errors.map(\.message) == [
        "the route does not supply required parameters of screens the compiler put on the back "
          + "stack below 'Confirmation': 'hotelId' of 'Hotel' and 'hotelId' of 'Booking'"
      ])
    let fixIt = try #require(errors.first?.fixIt)
    let edit = "[Hotel(hotelId: <#String#>), Booking(hotelId: <#String#>), Confirmation]"
    #expect(fixIt.message == "write '\(edit)'")
    #expect(
      errors.first?.help
        == "write the path from 'Hotel' out and fill in a value: `\(edit)`, or add `{hotelId}` "
        + "to the pattern so that the link carries it")
    let fixed = filledIn(applying(fixIt, to: text))
    #expect(fixed.hasSuffix("-> [Hotel(hotelId: \"\"), Booking(hotelId: \"\"), Confirmation]"))
    #expect(rendered(fixed) == [])
    // The pattern's own placeholder, the other way the help offers, binds both by name.
    let carried = text.replacingOccurrences(
      of: "\"/bookings/{reference}\"", with: "\"/hotels/{hotelId}/bookings/{reference}\"")
    #expect(rendered(carried) == [])
  }

  /// In one error for several derived screens, a value is shared only by parameters of the same
  /// name and type, never two screens' `id`s, which are each their own; the help names each
  /// screen's parameter where names repeat, and offers no `{id}` that would bind both (the diff
  /// review found an Int given a String's placeholder, and `{id}` offered for a show and season).
  @Test func derivedScreensShareAValueOnlyForTheSameNameAndTypeAndNeverAnId() throws {
    func single(_ text: String) throws -> Diagnostic {
      let errors = missing(text)
      #expect(errors.count == 1)
      return try #require(errors.first)
    }
    let typed = try single(
      """
      app V { scheme "v" }
      phase main { root Explore }
      screen Explore { push Hotel }
      screen Hotel(hotelId: String) { present Booking }
      sheet Booking(hotelId: Int) { push Confirmation }
      screen Confirmation(reference: String)
      route "/bookings/{h}/{reference}" -> Confirmation
      """)
    #expect(
      typed.help
        == "write the path from 'Hotel' out and bind 'hotelId' of 'Hotel' to the placeholder 'h' "
        + "and fill in a value for 'hotelId' of 'Booking': "
        + "`[Hotel(hotelId: h), Booking(hotelId: <#Int#>), Confirmation]`")
    let shows = """
      app S { scheme "s" }
      phase main { root Home }
      screen Home { push Show }
      screen Show(id: String) { push Season }
      screen Season(id: String) { push Episode }
      screen Episode(id: String)

      """
    let placeholders = try single(shows + #"route "/e/{a}/{b}/{c}" -> Episode(id: c)"#)
    #expect(
      placeholders.help
        == "write the path from 'Show' out and bind 'id' of 'Show' and 'id' of 'Season' to the "
        + "placeholders 'a' and 'b': `[Show(id: a), Season(id: b), Episode(id: c)]`")
    let values = try single(shows + #"route "/e/{c}" -> Episode(id: c)"#)
    #expect(
      values.help
        == "write the path from 'Show' out and fill in values: "
        + "`[Show(id: <#String#>), Season(id: <#String#>), Episode(id: c)]`")
  }

  /// A screen over the parameter limit has its FL0116, and no FL0301 listing hundreds of
  /// parameters: working that edit out took seconds on a 59 KB spec (the random-spec review).
  @Test func aScreenOverTheParameterLimitGetsNoEditForItsParameters() {
    let parameters = (0..<200).map { "p\($0): Int" }.joined(separator: ", ")
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Big }
      screen Big(\(parameters))
      route "/big/{p0}" -> Big
      """
    let codes = check(text).0.diagnostics.map(\.code)
    #expect(codes == [.tooManyParameters])
  }

  /// A placeholder no screen of the derived path takes by name, given to a parameter of another
  /// name while screens off the path take it: no fix-it, and the help names those screens (the
  /// nineteenth new-users review's `--fix` bound a project's `{id}` to a new project's `asset`).
  @Test func aPlaceholderOtherScreensTakeByNameIsNotBoundToAnotherName() throws {
    let text = """
      app E { scheme "e" }
      phase main { root Projects }
      screen Projects { push Project  present Fresh }
      screen Project(id: UUID) { present Editor }
      cover Editor(id: UUID) { push AITools }
      cover Fresh(asset: String) { push AITools }
      screen AITools
      route "/p/{id}/ai" -> AITools

      """
    let diagnostic = try #require(missing(text).first)
    #expect(diagnostic.fixIt == nil)
    #expect(
      diagnostic.help
        == "'Project' and 'Editor' take a parameter 'id': if the link's 'id' is for them, write the "
        + "path through one of them to 'AITools' out, or write the path from 'Fresh' out and bind it to "
        + "the placeholder 'id': `[Fresh(asset: id), AITools]`")
    // A screen taking `id` that does not lead to the landing is no reason to withhold it.
    let apart = text.replacing(
      "cover Editor(id: UUID) { push AITools }", with: "cover Editor(id: UUID)")
    #expect(try #require(missing(apart).first).fixIt != nil)
    // Written out as the help says, it checks clean.
    let through = text.replacing(
      "-> AITools\n", with: "-> [Project(id: id), Editor(id: id), AITools]\n")
    #expect(rendered(through) == [])
  }

  /// The same for a parameter of the step the route writes: a thread reached from the activity
  /// tab, given the channel's `{id}` as its `channelId`, opened with no channel behind it (the
  /// twentieth new-users review's chat app, where `--fix` wrote `Thread(channelId: id)`).
  @Test func aWrittenStepIsNotGivenAPlaceholderOtherScreensTakeByName() throws {
    let text = """
      app C { scheme "c" }
      phase main {
        default tab channels "Channels" icon "number" root Channels
        tab activity "Activity" icon "bell" root Activity
      }
      screen Channels { push Channel }
      screen Channel(id: String) { push Thread }
      screen Activity { push Thread }
      screen Thread(channelId: String, ts: String)
      route "/c/{id}/t/{ts}" -> Thread

      """
    let diagnostic = try #require(missing(text).first)
    #expect(diagnostic.fixIt == nil)
    #expect(
      diagnostic.help
        == "'Channel' takes a parameter 'id': if the link's 'id' is for it, write the path through "
        + "it to 'Thread' out, or bind it to the placeholder 'id': `Thread(channelId: id)`")
    // With no screen taking `id` on the way to the thread, the binding is the fix.
    let apart = text.replacing("screen Channel(id: String)", with: "screen Channel(name: String)")
    #expect(try #require(missing(apart).first).fixIt != nil)
    // Written out as the help says, it lands in the channels tab and checks clean.
    let through = text.replacing("-> Thread\n", with: "-> [Channel, Thread(channelId: id)]\n")
    #expect(rendered(through) == [])
  }

  /// A constant where the link carries the value would show every link the same note: a
  /// placeholder named for the screen and its parameter, or binding what the parameter is named
  /// for, is bound instead (the new-users review).
  @Test func aPlaceholderNamedForTheScreenAndParameterIsBoundOverAConstant() throws {
    let notes = """
      app N { scheme "n" }
      phase main { root Folders }
      screen Folders { push Note }
      screen Note(id: Int) { present Share
        push History }
      sheet Share(noteId: Int)
      screen History(noteId: Int)

      """
    // `{noteId}` binds Share's `noteId`, and is named for Note's `id`.
    let share = notes + "route \"/share/{noteId}\" -> Share"
    #expect(
      missing(share).map(\.help) == [
        "write the path from 'Note' out and bind it to the placeholder 'noteId': "
          + "`[Note(id: noteId), Share]`"
      ])
    #expect(try fixingEveryScreen(share).hasSuffix("-> [Note(id: noteId), Share]"))
    // `{id}` binds Note's `id`, which History's `noteId` is named for.
    let history = notes + "route \"/notes/{id}/history\" -> [Note(id: id), History]"
    #expect(
      missing(history).map(\.help) == ["bind it to the placeholder 'id': `History(noteId: id)`"])
    #expect(rendered(try fixingEveryScreen(history)) == [])
  }

  /// A parameter named for the last word of a screen's name (`order` for `WorkOrder`) takes the
  /// placeholder binding that screen's `id`: it was given a value to fill in (the fifth new-users
  /// review's signature cover).
  @Test func aParameterNamedForTheLastWordOfAScreenTakesItsPlaceholder() throws {
    let text = """
      app F { scheme "f" }
      phase main { root Orders }
      screen Orders { push WorkOrder }
      screen WorkOrder(id: UUID) { present Signature }
      cover Signature(order: UUID)
      route "/orders/{id}/sign" -> Signature
      """
    #expect(
      missing(text).map(\.help) == ["bind it to the placeholder 'id': `Signature(order: id)`"])
    #expect(rendered(try fixingEveryScreen(text)) == [])
  }

  /// A streaming app (the third new-users review): `{show}` is named for `Show`, so it binds its
  /// `id`; `{id2}` is the episode's, so the shows and seasons below it get values to fill in, not
  /// the episode's number, and `check --fix` (which never writes a placeholder) leaves them.
  @Test func aPlaceholderTheLandingTakesIsNotOfferedToTheScreensBelowIt() throws {
    let stream = """
      app Stream { scheme "stream" }
      phase main { root Home }
      screen Home { push Show }
      screen Show(id: String) { push Season }
      screen Season(show: String, number: Int) { push Episode }
      screen Episode(id: Int)

      """
    let season = stream + "route \"/shows/{show}/seasons/{number}\" -> Season"
    #expect(
      missing(season).map(\.help) == [
        "write the path from 'Show' out and bind it to the placeholder 'show': "
          + "`[Show(id: show), Season]`"
      ])
    let episode = stream + "route \"/episodes/{id2}\" -> Episode"
    #expect(
      missing(episode).map(\.help) == [
        "bind it to the placeholder 'id2': `Episode(id: id2)`",
        "write the path from 'Show' out and fill in values: "
          + "`[Show(id: <#String#>), Season(show: <#String#>, number: <#Int#>), Episode]`, or add "
          + "`{show}` and `{number}` to the pattern so that the link carries them",
      ])
  }

  /// `{show}` reads as `Show`'s value, so it is not a spare for `Episode` written after it, which
  /// gets `{number}`; and once `Episode(id: id2)` is written, `Show`'s `id` is not given `{id2}`
  /// for sharing the name `id`: another screen's `id` is another thing's (the diff review found
  /// both binding the wrong value, the second through `check --fix`'s second pass).
  @Test func aPlaceholderNamedForOneScreenOrAnotherScreensIdIsNotOffered() {
    let stream = """
      app TV { scheme "tv" }
      phase main { root Shows }
      screen Shows { push Show }
      screen Show(id: String) { push Episode }
      screen Episode(id: String)

      """
    #expect(
      missing(stream + "route \"/shows/{show}/episodes/{number}\" -> Episode").map(\.help) == [
        "bind it to the placeholder 'number': `Episode(id: number)`",
        "write the path from 'Show' out and bind it to the placeholder 'show': "
          + "`[Show(id: show), Episode]`",
      ])
    #expect(
      missing(stream + "route \"/episodes/{id2}\" -> Episode(id: id2)").map(\.help) == [
        "write the path from 'Show' out and fill in a value: "
          + "`[Show(id: <#String#>), Episode(id: id2)]`, or add `{id}` to the pattern so that the "
          + "link carries it"
      ])
  }

  @Test func oneErrorNamesEveryMissingParameterOfAScreen() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Pair }
      screen Pair(a: Int, b: String, c: Bool)
      route "/p/{x}" -> Pair
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "5:19 FL0301 the route does not supply 'a', 'b' and 'c', required parameters of 'Pair'"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.notes.count == 3)
    #expect(
      diagnostic.help
        == "bind 'a' to the placeholder 'x' and fill in values for 'b' and 'c': "
        + "`Pair(a: x, b: <#String#>, c: <#Bool#>)`, or add `{b}` and `{c}` to the pattern so "
        + "that the link carries them")
    #expect(diagnostic.fixIt?.replacement == "(a: x, b: <#String#>, c: <#Bool#>)")
    #expect(rendered(try fixingEveryScreen(text)) == [])
  }

  @Test(arguments: [
    // Written arguments are kept, the missing ones added after them.
    ("route \"/i/{x}\" -> Item(note: \"n\")", "Item(note: \"n\", id: x)", [String]()),
    // Inside empty parentheses.
    ("route \"/i/{x}\" -> Item()", "Item(id: x)", []),
    // A placeholder that writes another type is not offered; a value to fill in is.
    ("route \"/i/{x: Bool}/{y}\" -> Item(flag: x)", "Item(flag: x, id: y)", []),
    // A placeholder that fits no parameter is left to its own error, which the landing's
    // FL0301 held back (a landing that does not bind reports no unused placeholder).
    (
      "route \"/i/{x: Bool}\" -> Item", "Item(id: <#Int#>)",
      ["5:12 FL0302 placeholder 'x' is not used by any screen in the landing"]
    ),
    // A catch-all binds only a String.
    (
      "route \"/i/{rest...}\" -> Item", "Item(id: <#Int#>)",
      ["5:12 FL0302 placeholder 'rest' is not used by any screen in the landing"]
    ),
  ])
  func theFixItChecks(route: String, step: String, after: [String]) throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(id: Int, note: String = "", flag: Bool = false)
      \(route)
      """
    let diagnostic = try #require(missing(text).first)
    #expect(shownEdit(diagnostic.help) == step)
    let fixed = applying(try #require(diagnostic.fixIt), to: text)
    #expect(fixed.hasSuffix("-> " + step))
    #expect(rendered(text).filter { !$0.contains("FL0301") } == [])
    #expect(rendered(filledIn(fixed)) == after)
  }

  @Test func aPlaceholderThatWouldBindAnotherTypeIsNotOffered() throws {
    // `{q}` would also bind Flight's `q: Int?`, which is not a String.
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Results }
      screen Results(q: String) { push Flight }
      screen Flight(q: Int?)
      route "/f" -> Flight
      """
    let diagnostic = try #require(missing(text).first)
    #expect(
      diagnostic.help
        == "write the path from 'Results' out and fill in a value: "
        + "`[Results(q: <#String#>), Flight]`")
    #expect(rendered(filledIn(applying(try #require(diagnostic.fixIt), to: text))) == [])
  }

  @Test func aParameterOfUnknownTypeGetsNoFixIt() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(id: Colour)
      route "/i" -> Item
      """
    let diagnostic = try #require(missing(text).first)
    #expect(diagnostic.fixIt == nil)
    #expect(diagnostic.help == "add `{id}` to the pattern so that the link carries it")
  }
}
