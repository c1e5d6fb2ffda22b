import FlowSema
import Testing

/// FL0313 for an `over current` landing that begins with a pushed screen though the phase presents
/// its sheet or cover already: the landing must begin with the presentation, and the fix-it drops
/// the screens before it (the twenty-eighth new-users review was told to add the `present Pass`
/// the phase had, and `check --fix` changed nothing).
struct OverCurrentPushedFirstTests {
  static func spec(_ landing: String) -> String {
    """
    app V { scheme "v" }
    phase main {
      default tab a "A" icon "a" root Home
      present Pass
    }
    screen Home { push Trip }
    screen Trip(tripId: String) { present Pass }
    cover Pass(tripId: String = "") { push Seat }
    screen Seat(tripId: String = "")
    route "/trips/{tripId}/pass" -> \(landing) over current

    """
  }

  @Test(arguments: [
    ("[Trip, Pass]", "Pass"), ("[Trip, Pass, Seat]", "[Pass, Seat]"),
  ])
  func theLandingIsToldToBeginWithThePresentation(landing: String, fixed: String) throws {
    let text = Self.spec(landing)
    let (result, _, _) = check(text)
    let expected: [String] = [
      "10:\(34 + landing.count) FL0313 `over current` opens 'Pass' over wherever the user is, so "
        + "the landing must begin with it, but it begins with 'Trip', a screen pushed on a tab's "
        + "or phase's own stack"
    ]
    #expect(rendered(text) == expected)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(
      diagnostic.help
        == "begin the landing with 'Pass', which the phase or the root presents already; to open "
        + "'Trip' first, remove `over current`")
    let repaired = applying(try #require(diagnostic.fixIt), to: text)
    #expect(repaired == Self.spec(fixed))
    #expect(rendered(repaired) == [])
  }

  /// Presented only by the pushed screen, the phase is told to present it, as before.
  @Test func aCoverOnlyThePushedScreenPresentsKeepsItsHelp() {
    let text = Self.spec("[Trip, Pass]").replacing("  present Pass\n}", with: "}")
    #expect(
      rendered(text) == [
        "9:46 FL0313 `over current` opens 'Pass' over wherever the user is, but only 'Trip', a "
          + "screen pushed on a tab's or phase's own stack, presents it"
      ])
  }
}
