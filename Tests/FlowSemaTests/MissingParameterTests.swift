import FlowSema
import FlowSyntax
import Testing

/// FL0301: one error per screen naming every missing parameter, saying when the compiler put the
/// screen on the back stack, and help and fix-its that check once applied.
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

  /// Applies each FL0301's fix-it in turn, checking that the result holds the edit its help shows
  /// and that each step leaves fewer errors, until none is left.
  private func fixingEveryScreen(_ text: String) throws -> String {
    var text = text
    var remaining = missing(text).count
    while let first = missing(text).first {
      let fixIt = try #require(first.fixIt)
      text = applying(fixIt, to: text)
      #expect(text.contains(try #require(shownEdit(first.help))))
      let now = missing(text).count
      #expect(now < remaining, "\(text)")
      if now >= remaining { break }
      remaining = now
    }
    return text
  }

  @Test func aDerivedScreenIsSaidToBeOnTheBackStackAndGetsAConstantNotAPlaceholderOfAnotherType()
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
        == "write the path from 'Results' out and pass a constant: "
        + "`[Results(q: \"\"), Flight(flightId: fid), Seats(flightId: fid)]`, or add `{q}` to the "
        + "pattern so that the link carries it")
    let fixIt = try #require(diagnostic.fixIt)
    let fixed = applying(fixIt, to: text)
    #expect(
      fixed.hasSuffix(
        "route \"/f/{fid}/seats\" -> [Results(q: \"\"), Flight(flightId: fid), Seats(flightId: fid)]"
      ))
    #expect(rendered(fixed) == [])
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
    // Results and Flight are derived; Seats' `flightId: n` tells what Flight's takes.
    let text = Self.spec("route \"/s/{n}\" -> Seats(flightId: n)")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "7:19 FL0301 the route does not supply 'flightId', a required parameter of 'Flight', a "
          + "screen the compiler put on the back stack below 'Seats'",
        "7:19 FL0301 the route does not supply 'q', a required parameter of 'Results', a screen "
          + "the compiler put on the back stack below 'Seats'",
      ])
    #expect(
      result.diagnostics.map(\.help) == [
        "write the path from 'Flight' out and bind it to the placeholder 'n': "
          + "`[Flight(flightId: n), Seats(flightId: n)]`",
        "write the path from 'Results' out and pass a constant: "
          + "`[Results(q: \"\"), Flight, Seats(flightId: n)]`, or add `{q}` to the pattern so "
          + "that the link carries it",
      ])
    let fixed = try fixingEveryScreen(text)
    #expect(fixed.hasSuffix("-> [Results(q: \"\"), Flight(flightId: n), Seats(flightId: n)]"))
    #expect(rendered(fixed) == [])
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
        == "bind 'a' to the placeholder 'x' and pass constants for 'b' and 'c': "
        + "`Pair(a: x, b: \"\", c: false)`, or add `{b}` and `{c}` to the pattern so that the "
        + "link carries them")
    #expect(diagnostic.fixIt?.replacement == "(a: x, b: \"\", c: false)")
    #expect(rendered(try fixingEveryScreen(text)) == [])
  }

  @Test(arguments: [
    // Written arguments are kept, the missing ones added after them.
    ("route \"/i/{x}\" -> Item(note: \"n\")", "Item(note: \"n\", id: x)", [String]()),
    // Inside empty parentheses.
    ("route \"/i/{x}\" -> Item()", "Item(id: x)", []),
    // A placeholder that writes another type is not offered; a constant is.
    ("route \"/i/{x: Bool}/{y}\" -> Item(flag: x)", "Item(flag: x, id: y)", []),
    // A placeholder that fits no parameter is left to its own error, which the landing's
    // FL0301 held back (a landing that does not bind reports no unused placeholder).
    (
      "route \"/i/{x: Bool}\" -> Item", "Item(id: 0)",
      ["5:12 FL0302 placeholder 'x' is not used by any screen in the landing"]
    ),
    // A catch-all binds only a String.
    (
      "route \"/i/{rest...}\" -> Item", "Item(id: 0)",
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
    #expect(rendered(fixed) == after)
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
        == "write the path from 'Results' out and pass a constant: `[Results(q: \"\"), Flight]`")
    #expect(rendered(applying(try #require(diagnostic.fixIt), to: text)) == [])
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
