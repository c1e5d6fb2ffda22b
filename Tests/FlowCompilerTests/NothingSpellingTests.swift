import FlowCompiler
import Testing

/// `nil`, `none` and `nothing` where a screen is named: an expect's outcome is `nothing`, and a
/// route to nothing is no route. A newcomer review found `-> nil` an unknown screen with no fix,
/// and a route `-> nothing` told to declare `screen nothing`.
@Suite struct NothingSpellingTests {
  static let spec = """
    app A { scheme "a" }
    phase main { root Home }
    screen Home
    route "/x" -> Home

    """

  @Test(arguments: ["nil", "none", "null"])
  func anExpectOfNilIsNothing(written: String) throws {
    let text = Self.spec + #"expect "a://y" -> "# + written
    let report = checked(text)
    #expect(
      lines(report) == [
        "test.flow:5:19 FL0100 unknown screen '\(written)'; did you mean 'nothing'?"
      ])
    #expect(lines(checked(try applying(report.diagnostics.first?.fixIt, to: text))) == [])
  }

  /// `-> close` in a sheet's handler meant `-> dismiss`: the help says so before "declare it".
  @Test(arguments: ["close", "pop", "back"])
  func aHandlerClosingBySomeOtherWordIsPointedToDismiss(word: String) {
    let report = checked(
      Self.spec + "event done\nsheet S { on done -> \(word) }\nscreen P { present S }\n")
    let diagnostic = report.diagnostics.first { $0.code.rawValue == "FL0100" }
    #expect(
      diagnostic?.help
        == "to close the topmost sheet or cover, write `-> dismiss`; otherwise declare it with "
        + "`phase \(word) { ... }`")
  }

  @Test func aRouteToNothingSaysItNeedsNoRoute() {
    let report = checked(Self.spec + #"route "/old" -> nothing"#)
    #expect(lines(report) == ["test.flow:5:17 FL0100 unknown screen, sheet or cover 'nothing'"])
    #expect(
      report.diagnostics.first?.help
        == "a route opens the screens it names; a link that should open nothing needs no route, "
        + "as the matcher refuses links no route matches")
  }
}
