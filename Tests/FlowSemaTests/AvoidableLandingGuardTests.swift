import FlowSema
import FlowSyntax
import Testing

/// FL0317: a landing without `in` whose nearest place needs a condition that another place reaching
/// the screen does not (the silent-mistakes review found `/books/{id}` held for `premium` in the
/// studio, though the free library shows the book).
struct AvoidableLandingGuardTests {
  static func spec(studio: String = "requires premium", route: String = "") -> String {
    """
    app A { scheme "a" }
    condition premium
    condition session
    phase main {
      default tab library "Library" icon "books" root Library
      tab studio "Studio" icon "wand" root Studio \(studio)
      tab home "Home" icon "house" root Home
    }
    screen Home
    screen Library { push Shelf }
    screen Shelf { push Book }
    screen Studio { push Book }
    screen Book(id: Int)
    route "/books/{id}" -> Book\(route)

    """
  }

  static func warnings(_ text: String) -> [String] {
    rendered(text).filter { $0.contains("FL0317") }
  }

  @Test func aNearerGuardedPlaceIsWarnedNamingTheFreeOne() throws {
    #expect(
      Self.warnings(Self.spec()) == [
        "14:24 FL0317 'Book' lands in tab 'studio', the nearest place that shows it, where a link "
          + "waits for 'premium'; tab 'library' shows it without 'premium'"
      ])
    let (result, _, _) = check(Self.spec())
    let warning = try #require(result.diagnostics.first { $0.code == .landingBehindAvoidableGuard })
    #expect(warning.severity == .warning)
    #expect(warning.fixIt == nil)
    #expect(
      warning.help
        == "write `in library` to land where 'premium' is not needed, or `in studio` to keep this "
        + "landing")
    // The guard of a screen the compiler derives on the way counts too.
    let onTheWay = Self.spec(studio: "")
      .replacingOccurrences(
        of: "screen Studio { push Book }",
        with: "screen Studio { push Gate }\nscreen Gate requires premium { push Book }"
      )
      .replacingOccurrences(
        of: "screen Shelf { push Book }",
        with: "screen Shelf { push Aisle }\nscreen Aisle { push Book }")
    #expect(Self.warnings(onTheWay).count == 1)
  }

  /// Not warned: `in` (either choice), the same guard on both paths, a guard on the screen itself
  /// (every path needs it), a nearest place needing nothing, or another place that needs a
  /// condition the nearest does not.
  @Test(arguments: [
    (spec(route: " in studio"), "in studio"),
    (spec(route: " in library"), "in library"),
    (spec(studio: ""), "no guard"),
    (
      spec(studio: "requires session").replacingOccurrences(
        of: "root Library\n", with: "root Library requires premium\n"), "different guards"
    ),
    (
      spec(studio: "").replacingOccurrences(
        of: "screen Book(id: Int)", with: "screen Book(id: Int) requires premium"), "screen guard"
    ),
  ])
  func notWarned(text: String, why: String) {
    // Nothing but the conditions a case leaves unused (FL0213).
    #expect(rendered(text).filter { !$0.contains("FL0213") }.isEmpty, "\(why)")
  }

  /// Only places of the landing's phase are compared: a guest phase beside a signed-in one shows
  /// the same screens by design, and `in guest` would take signed-in users past the launch check
  /// (FL0315; the diff review found the warning on every route of that shape).
  @Test func anotherPhaseIsNotCompared() {
    let text = """
      app A { scheme "a" }
      condition session
      phase launch { check session ? main : guest }
      phase guest { root Browse }
      phase main requires session { root Home }
      screen Browse { push Shelf }
      screen Shelf { push Item }
      screen Home { push Item }
      screen Item(id: Int)
      route "/items/{id}" -> Item

      """
    #expect(rendered(text) == [])
  }

  /// Several conditions: what the link waits for joined by "and", what the other place does
  /// without by "or".
  @Test func severalConditionsAreListed() {
    let text = Self.spec(studio: "requires premium, session")
      .replacingOccurrences(
        of: "screen Library { push Shelf }", with: "screen Library { push Shelf }"
      )
      .replacingOccurrences(
        of: "screen Book(id: Int)", with: "screen Book(id: Int) requires session"
      )
      .replacingOccurrences(
        of: "tab home \"Home\" icon \"house\" root Home",
        with: "tab home \"Home\" icon \"house\" root Home")
    #expect(
      Self.warnings(text) == [
        "14:24 FL0317 'Book' lands in tab 'studio', the nearest place that shows it, where a link "
          + "waits for 'premium' and 'session'; tab 'library' shows it without 'premium'"
      ])
  }
}
