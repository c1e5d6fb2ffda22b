import FlowSyntax
import Testing

/// `over current` after a landing: parsed onto the landing for routes and expects alike, printed back
/// by the formatter, and a broken one reported once.
@Suite struct OverCurrentSyntaxTests {
  @Test func routeAndExpectCarryOverCurrent() throws {
    let text = """
      route "/compose" -> [Compose, Camera] over current as camera stack push
      expect "a://compose" -> Compose in inbox over current
      """
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    guard case .route(let route) = result.file.declarations.first,
      case .expect(let expectation) = result.file.declarations.last,
      case .lands(let expected) = expectation.outcome
    else {
      Issue.record("expected a route and an expect")
      return
    }
    let over = try #require(route.landing.overCurrent)
    #expect(SourceFile(path: "t", text: text).text(in: over) == "over current")
    #expect(route.landing.steps.map(\.name.text) == ["Compose", "Camera"])
    #expect(route.caseName?.text == "camera")
    #expect(route.options.map(\.value.text) == ["push"])
    #expect(expected.tab?.text == "inbox")
    #expect(expected.overCurrent != nil)
  }

  @Test func aLandingWithoutItMovesTheUser() {
    guard case .route(let route) = parse("route \"/x\" -> X in t").file.declarations.first else {
      Issue.record("expected a route")
      return
    }
    #expect(route.landing.overCurrent == nil)
  }

  @Test func overWithoutCurrentIsReportedOnce() {
    #expect(
      diagnosticLines("route \"/x\" -> X over there\nevent e") == [
        "1:22: FL0010 expected 'current' after 'over', found 'there'"
      ])
  }

  @Test func formatterPrintsItAfterTheTab() {
    let messy =
      #"route "/c"->[Compose,Camera]in inbox   over   current as cam"# + "\n"
      + #"expect "a://c"->Compose over current"# + "\n"
    let expected =
      #"route "/c" -> [Compose, Camera] in inbox over current as cam"# + "\n\n"
      + #"expect "a://c" -> Compose over current"# + "\n"
    #expect(Formatter.format(SourceFile(path: "t.flow", text: messy)) == expected)
    #expect(Formatter.format(SourceFile(path: "t.flow", text: expected)) == expected)
  }

  @Test func composeIsAlreadyCanonical() throws {
    let source = try specSource("Compose")
    let formatted = try #require(Formatter.format(source))
    #expect(formatted == String(decoding: source.bytes, as: UTF8.self))
  }
}
