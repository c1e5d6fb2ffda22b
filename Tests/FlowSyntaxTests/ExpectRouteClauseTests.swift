import FlowSyntax
import Testing

/// An expect copied from a route keeps the route's clauses: its `as`, `stack` and `presentation`
/// are one error each whose fix-it removes the clause, and `over current` before `in` gets the
/// route's order error and fix-it (the twenty-eighth new-users review got "expected a declaration
/// ..., found 'as'" for both, with no fix-it).
@Suite struct ExpectRouteClauseTests {
  @Test func aCaseNameIsRemoved() {
    #expect(
      NewUserSyntaxTests.described(#"expect "p://e/1" -> Episode(id: 1) as ep"#) == [
        "1:36 FL0011 an expect takes no 'as ep': it is a route's clause, and an expect says only "
          + "where a link lands",
        "help: remove it; a route's case name and options stay on the route the expect checks",
        #"fix-it: remove 'as ep' -> expect "p://e/1" -> Episode(id: 1)"#,
      ])
  }

  @Test func aStackOptionIsRemovedAndTheTabKept() {
    #expect(
      NewUserSyntaxTests.described(#"expect "p://e/1" -> Episode in browse stack push"#) == [
        "1:39 FL0011 an expect takes no 'stack push': it is a route's clause, and an expect says "
          + "only where a link lands",
        "help: remove it; a route's case name and options stay on the route the expect checks",
        #"fix-it: remove 'stack push' -> expect "p://e/1" -> Episode in browse"#,
      ])
  }

  @Test func clausesOutOfOrderGetTheRoutesFixIt() {
    let text = #"expect "p://play/1" -> NowPlaying over current in browse"#
    let described = NewUserSyntaxTests.described(text)
    #expect(
      described.first
        == "1:48 FL0011 'in browse' must come before 'over current': a route's clauses go in the order 'in', 'over current', 'as', then 'stack' and 'presentation'"
    )
    #expect(
      described.last
        == #"fix-it: move 'in browse' before 'over current' -> expect "p://play/1" -> NowPlaying in browse over current"#
    )
  }

  /// The landing read is the same either way: the tab and `over current` are kept.
  @Test func theLandingKeepsItsTabAndOverCurrent() throws {
    let text = #"expect "p://play/1" -> NowPlaying over current in browse"#
    let parsed = Parser.parse(SourceFile(path: "test.flow", text: text))
    guard case .expect(let expect)? = parsed.file.declarations.first,
      case .lands(let landing) = expect.outcome
    else {
      Issue.record("no expect landing in \(parsed.file.declarations)")
      return
    }
    #expect(landing.tab?.text == "browse")
    #expect(landing.overCurrent != nil)
    #expect(landing.range == SourceRange(start: 23, end: 56))
  }
}

/// Route clauses written before the `->` are one error whose fix-it moves them after the landing
/// (the twenty-eighth new-users review's `as det -> Detail` got "insert '->'", which wrote
/// `-> as det -> Detail`).
@Test func routeClausesBeforeTheArrowAreMovedAfterTheLanding() {
  #expect(
    NewUserSyntaxTests.described(#"route "/d/{id}" as det -> Detail(id: id)"#) == [
      "1:17 FL0011 'as det' must come after the landing: a route reads its pattern, '->', the "
        + "screens it opens, then its clauses",
      #"fix-it: move 'as det' after the landing -> route "/d/{id}" -> Detail(id: id) as det"#,
    ])
  #expect(
    NewUserSyntaxTests.described(#"route "/d" in home over current -> [A, B]"#) == [
      "1:12 FL0011 'in home over current' must come after the landing: a route reads its "
        + "pattern, '->', the screens it opens, then its clauses",
      #"fix-it: move 'in home over current' after the landing -> route "/d" -> [A, B] in home over current"#,
    ])
}
