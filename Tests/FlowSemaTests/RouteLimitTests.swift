import Testing

/// Routes over the matcher's limits (FlowRuntime's `LinkLayout`: 64 segments, 8,192 bytes) can never
/// match; the checker refuses them, and accepts those exactly at the limits.
@Suite struct RouteLimitTests {
  private func spec(route pattern: String, host: String? = nil) -> String {
    """
    app A { scheme "a"\(host.map { " host \"\($0)\"" } ?? "") }
    phase main { root Home }
    screen Home
    route "\(pattern)" -> Home

    """
  }

  private func path(segments: Int) -> String {
    String(repeating: "/s", count: segments)
  }

  @Test func sixtyFourSegmentsMatch() {
    #expect(rendered(spec(route: path(segments: 64))) == [])
  }

  @Test func sixtyFiveSegmentsNeverMatch() {
    #expect(
      rendered(spec(route: path(segments: 65))) == [
        "4:7 FL0311 this route can never match: its links have at least 65 segments, more than the 64 a link may have"
      ])
  }

  @Test func placeholdersCountAsSegmentsAndCatchAllsDoNot() {
    func source(literals: Int) -> String {
      """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(id: Int, rest: String)
      route "\(path(segments: literals))/{id}/{rest...}" -> Item

      """
    }
    #expect(rendered(source(literals: 63)) == [])
    #expect(
      rendered(source(literals: 64)) == [
        "5:7 FL0311 this route can never match: its links have at least 65 segments, more than the 64 a link may have"
      ])
  }

  /// `a://` + 8,188 bytes is 8,192 bytes; one more byte is over.
  @Test func shortestLinkAtTheLengthLimitMatches() {
    #expect(rendered(spec(route: "/" + String(repeating: "x", count: 8188))) == [])
  }

  @Test func shortestLinkOverTheLengthLimitNeverMatches() {
    #expect(
      rendered(spec(route: "/" + String(repeating: "x", count: 8189))) == [
        "4:7 FL0311 this route can never match: its shortest link is 8193 bytes, more than the 8192 a link may have"
      ])
  }

  /// `a://` has no host, which the matcher refuses, so `/` opens only through a universal link.
  @Test func rootRouteNeedsAUniversalHost() {
    #expect(
      rendered(spec(route: "/")) == [
        "4:7 FL0311 this route can never match: the first segment of a custom-scheme link is its host, and this pattern has none ('scheme://' with no host is refused)"
      ])
    #expect(rendered(spec(route: "/", host: "a.app")) == [])
  }

  /// The shortest link is through the shortest of the app's schemes and hosts.
  @Test func lengthUsesTheShortestSchemeOrHost() {
    let source = """
      app A { scheme "abcdefghij" host "h.io" }
      phase main { root Home }
      screen Home
      route "/\(String(repeating: "x", count: 8180))" -> Home

      """
    // https://h.io/ + 8,180 = 8,193; abcdefghij:// + 8,180 = 8,193 as well.
    #expect(
      rendered(source) == [
        "4:7 FL0311 this route can never match: its shortest link is 8193 bytes, more than the 8192 a link may have"
      ])
    let shorter = """
      app A { scheme "abcdefghij" host "h.i" }
      phase main { root Home }
      screen Home
      route "/\(String(repeating: "x", count: 8180))" -> Home

      """
    #expect(rendered(shorter) == [])
  }

  /// A placeholder is never empty, and is as short as its type allows: a UUID is 36 bytes, `true`
  /// 4, one byte else. Counted as none, a route whose shortest link was over by a byte was accepted
  /// (the limits review).
  @Test(arguments: [("Int", 1), ("String", 1), ("Bool", 4), ("UUID", 36)])
  func aPlaceholderCountsTheShortestValueOfItsType(_ type: String, _ shortest: Int) {
    func source(literal: Int) -> String {
      """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(id: \(type))
      route "/\(String(repeating: "x", count: literal))/{id}" -> Item

      """
    }
    // `a://` + literal + `/` + value.
    let fits = 8192 - 4 - 1 - shortest
    #expect(rendered(source(literal: fits)) == [])
    #expect(
      rendered(source(literal: fits + 1)) == [
        "5:7 FL0311 this route can never match: its shortest link is 8193 bytes, more than the 8192 a link may have"
      ])
  }

  /// Every link has a required query item: its `?` and key, and `=` with a value unless a key
  /// alone (the empty `String`) fits; an optional one or one with a default may be left out.
  @Test func requiredQueryItemsCountAndOptionalOnesDoNot() {
    func source(literal: Int, parameters: String) -> String {
      """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(\(parameters))
      route "/\(String(repeating: "x", count: literal))?key=\u{7B}k\u{7D}&n=\u{7B}n\u{7D}" -> Item

      """
    }
    // `a://` + literal + `?key` + `&n=1`.
    let fits = 8192 - 4 - 4 - 4
    #expect(rendered(source(literal: fits, parameters: "k: String, n: Int")) == [])
    #expect(
      rendered(source(literal: fits + 1, parameters: "k: String, n: Int")) == [
        "5:7 FL0311 this route can never match: its shortest link is 8193 bytes, more than the 8192 a link may have"
      ])
    #expect(rendered(source(literal: fits + 1, parameters: "k: String?, n: Int = 0")) == [])
  }

  /// A literal is as long in a link as its shortest spelling there: `é` cannot travel as it is,
  /// so `%C3%A9` is six bytes of every link, not the two it decodes to (the second review).
  @Test func aLiteralCountsItsEscapes() {
    func source(count: Int) -> String {
      spec(route: "/" + String(repeating: "%C3%A9", count: count))
    }
    // `a://` + 6 bytes an `é`: 1,364 of them are 8,188 bytes, one more is over.
    #expect(rendered(source(count: 1364)) == [])
    #expect(
      rendered(source(count: 1365)) == [
        "4:7 FL0311 this route can never match: its shortest link is 8194 bytes, more than the 8192 a link may have"
      ])
    // A byte a link may hold as it is counts one: `~` and `@`, unlike `%2F`, need no escape.
    #expect(rendered(spec(route: "/" + String(repeating: "~@", count: 4094))) == [])
  }
}
