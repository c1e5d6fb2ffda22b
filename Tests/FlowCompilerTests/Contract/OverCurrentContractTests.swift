import FlowCompiler
import Testing

/// `flowc diff`: a route that starts or stops opening `over current` changes where old links take
/// the user, though they show the same sheet.
@Suite struct OverCurrentContractTests {
  static func spec(_ route: String) -> String {
    """
    app A { scheme "a" }
    phase main {
      default tab one "One" icon "1.circle" root One
      tab two "Two" icon "2.circle" root Two
    }
    screen One { present Compose }
    screen Two { present Compose }
    sheet Compose
    \(route)

    """
  }

  @Test func aRouteThatNowOpensOverCurrentIsALandingChange() {
    let report = diffed(
      Self.spec(#"route "/compose" -> Compose in one"#),
      Self.spec(#"route "/compose" -> Compose over current"#))
    #expect(
      lines(report) == [
        "new:9:7 FL0504 'a://compose' now lands on One > Compose over current, not One > Compose in one"
      ])
  }

  @Test func theSameOverCurrentRouteIsNoChange() {
    let spec = Self.spec(#"route "/compose" -> Compose over current"#)
    #expect(lines(diffed(spec, spec)) == [])
  }
}
