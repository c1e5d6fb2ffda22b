import FlowSyntax
import Testing

/// Mistakes the last review left over, each one error with its exact wording, `help:` and fix-it:
/// a scheme or host before a route's path, a fragment in a pattern, a name in backticks, and a
/// route's negated `requires`.
@Suite struct LeftoverSyntaxTests {
  private static func described(_ text: String) -> [String] {
    NewUserSyntaxTests.described(text)
  }

  @Test(arguments: [
    (
      #"route "a:/x" -> Home"#,
      [
        "1:8 FL0020 a route pattern is the path alone; it does not start with a scheme like 'a:'",
        "help: the scheme comes from the app's `scheme` lines, and the pattern starts at the "
          + "path, its first segment being a custom-scheme link's host: \"/x\" matches links like "
          + "'<scheme>://x', <scheme> being one of the app's `scheme`s",
        #"fix-it: remove 'a:' -> route "/x" -> Home"#,
      ]
    ),
    (
      // No single edit says which path an address was meant to be: no fix-it.
      #"route "mailto:x" -> Home"#,
      [
        "1:8 FL0020 a route pattern is the path alone; it does not start with a scheme like "
          + "'mailto:'",
        "help: the scheme comes from the app's `scheme` lines, and the pattern starts at the "
          + "path, its first segment being a custom-scheme link's host: \"/x\" matches links like "
          + "'<scheme>://x', <scheme> being one of the app's `scheme`s",
      ]
    ),
    (
      #"route "//host/x" -> Home"#,
      [
        #"1:8 FL0020 a route pattern is the path alone, not a whole URL like "//host/x""#,
        "help: https links take their host from the app's `host` lines: \"/x\" matches links "
          + "like 'https://<host>/x', <host> being one of the app's `host`s",
        #"fix-it: remove '//host' -> route "/x" -> Home"#,
      ]
    ),
    (
      #"route "//shop.example" -> Home"#,
      [
        #"1:8 FL0020 a route pattern is the path alone, not a whole URL like "//shop.example""#,
        "help: https links take their host from the app's `host` lines: \"/\" matches links "
          + "like 'https://<host>/', <host> being one of the app's `host`s",
        #"fix-it: replace '//shop.example' with '/' -> route "/" -> Home"#,
      ]
    ),
  ])
  func aSchemeOrHostBeforeThePathIsOneError(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func aSchemeAloneLeavesTheRootPath() {
    // `"/"` matches no custom-scheme link, which needs a host: the help says which links it does.
    #expect(
      Self.described(#"route "a:/" -> Home"#) == [
        "1:8 FL0020 a route pattern is the path alone; it does not start with a scheme like 'a:'",
        "help: the scheme comes from the app's `scheme` lines, and the pattern starts at the "
          + "path, its first segment being a custom-scheme link's host, which such a link needs: "
          + #""/" matches only 'https://<host>/', <host> being one of the app's `host`s"#,
        #"fix-it: remove 'a:' -> route "/" -> Home"#,
      ])
  }

  @Test func aFragmentAfterAWholeURLIsItsOwnError() {
    // The whole-URL message quotes the URL without the fragment, which has its own error, and the
    // two fix-its edit apart.
    #expect(
      Self.described(#"route "//a.example/x#c" -> Home"#) == [
        #"1:8 FL0020 a route pattern is the path alone, not a whole URL like "//a.example/x""#,
        "help: https links take their host from the app's `host` lines: \"/x\" matches links "
          + "like 'https://<host>/x', <host> being one of the app's `host`s",
        #"fix-it: remove '//a.example' -> route "/x#c" -> Home"#,
        "1:21 FL0023 a route pattern has no fragment: '#c' would never be matched",
        "help: a link's fragment (from '#' on) is ignored when it is matched, so the pattern "
          + "without it matches links with any fragment or none",
        #"fix-it: remove '#c' -> route "//a.example/x" -> Home"#,
      ])
  }

  @Test(arguments: [
    (
      // A fragment alone is one error, whose fix-it writes the word as a path: removing it would
      // leave an empty pattern, a second error.
      ##"route "#top" -> Home"##,
      [
        "1:8 FL0023 a route pattern has no fragment: '#top' would never be matched",
        "help: a route matches a link's path and query; its fragment (from '#' on) is never "
          + #"matched: write the path the links have, starting with '/', like "/top""#,
        #"fix-it: replace '#top' with '/top' -> route "/top" -> Home"#,
      ]
    ),
    (
      // A hash route (a web app's `#/...`): its path is the pattern.
      ##"route "#/products/{id}" -> Home"##,
      [
        "1:8 FL0023 a route pattern has no fragment: '#/products/{id}' would never be matched",
        "help: a route matches a link's path and query; its fragment (from '#' on) is never "
          + #"matched: write the path the links have, starting with '/', like "/products/{id}""#,
        #"fix-it: remove '#' -> route "/products/{id}" -> Home"#,
      ]
    ),
    (
      // No word to make a path of: the help shows the root.
      ##"route "#..x" -> Home"##,
      [
        "1:8 FL0023 a route pattern has no fragment: '#..x' would never be matched",
        "help: a route matches a link's path and query; its fragment (from '#' on) is never "
          + #"matched: write the path the links have, starting with '/', like "/""#,
      ]
    ),
  ])
  func aFragmentAloneIsOneErrorWithAPath(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func aDoubledSlashIsStillAnEmptySegment() {
    // Without a path after it or a dot, `//x` reads as a doubled slash, not a host.
    #expect(
      Self.described(#"route "//x" -> Home"#) == [
        "1:9 FL0025 empty path segment ('//') in a route pattern"
      ])
    #expect(Self.described(#"route "mailto" -> Home"#).first?.contains("starts with '/'") == true)
  }

  @Test(arguments: [
    (
      #"route "/a/{id}#top" -> Item"#,
      [
        "1:15 FL0023 a route pattern has no fragment: '#top' would never be matched",
        "help: a link's fragment (from '#' on) is ignored when it is matched, so the pattern "
          + "without it matches links with any fragment or none",
        #"fix-it: remove '#top' -> route "/a/{id}" -> Item"#,
      ]
    ),
    (
      #"route "/a?q={q}#" -> Item"#,
      [
        "1:16 FL0023 a route pattern has no fragment: '#' would never be matched",
        "help: a link's fragment (from '#' on) is ignored when it is matched, so the pattern "
          + "without it matches links with any fragment or none",
        #"fix-it: remove '#' -> route "/a?q={q}" -> Item"#,
      ]
    ),
  ])
  func aFragmentIsOneErrorThatDeletesIt(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func theRestOfAPatternWithAFragmentIsStillChecked() {
    #expect(
      Self.described(#"route "/a b#top" -> Item"#).filter { $0.first != "h" && $0.first != "f" }
        == [
          "1:10 FL0023 a space cannot appear in a URL path; percent-encode it",
          "1:12 FL0023 a route pattern has no fragment: '#top' would never be matched",
        ])
  }

  @Test(arguments: [
    (
      "phase main { root `screen` }",
      [
        "1:19 FL0002 names are plain identifiers, written without backticks: write 'screen', "
          + "not '`screen`'",
        "help: FlowKit's own keywords are names wherever the grammar expects a name, so no name "
          + "needs backticks",
        "fix-it: remove the backticks -> phase main { root screen }",
      ]
    ),
    (
      // Swift keywords are refused as names (FL0102): removing the backticks fixes nothing, so
      // the message does not say to (the third new-users review).
      "screen `default`",
      [
        "1:8 FL0002 'default' is a Swift keyword, which cannot be a name, in backticks or not",
        "help: choose another name than 'default': generated Swift cannot use it, and backticks in "
          + "a spec do not change that",
      ]
    ),
    (
      "screen Item(`for`: String)",
      [
        "1:13 FL0002 'for' is a Swift keyword, which cannot be a name, in backticks or not",
        "help: choose another name than 'for': generated Swift cannot use it, and backticks in "
          + "a spec do not change that",
      ]
    ),
    (
      // A screen's case name is lowercased: `Class` becomes the keyword `class`.
      "screen `Class`",
      [
        "1:8 FL0002 'Class' becomes the Swift keyword 'class', which cannot be a name, in "
          + "backticks or not",
        "help: choose another name than 'Class': generated Swift cannot use it, and backticks in "
          + "a spec do not change that",
      ]
    ),
  ])
  func aNameInBackticksIsOneError(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func aBacktickedNameStillDeclaresItsName() throws {
    let result = Parser.parse(SourceFile(path: "t.flow", text: "screen `Item`(`id`: Int)"))
    #expect(result.diagnostics.count == 2)
    guard case .screen(let screen)? = result.file.declarations.first else {
      Issue.record("no screen")
      return
    }
    #expect(screen.name.text == "Item")
    #expect(screen.parameters.map(\.name.text) == ["id"])
    // A lone backtick is still an unexpected character.
    #expect(
      Self.described("screen Item `") == ["1:13 FL0002 unexpected character '`'"])
  }

  @Test(arguments: [
    (
      #"route "/x" -> Home requires !session"#,
      [
        "1:20 FL0011 a route takes no 'requires': a link is guarded by the 'requires' of the "
          + "phase, tab, screens and presentations it lands in",
        "help: a guard cannot negate 'session' either: declare a condition that holds exactly "
          + "when it does not (such as 'condition notSession', which the app keeps), and to guard "
          + "this link, add 'requires notSession' to the declaration of 'Home', after its name and "
          + "parameters, or to its tab or phase; that guards every way there, links included",
      ]
    ),
    (
      #"route "/x" -> Home requires a, !b else present Sign"#,
      [
        "1:20 FL0011 a route takes no 'requires': a link is guarded by the 'requires' of the "
          + "phase, tab, screens and presentations it lands in",
        "help: a guard cannot negate 'b' either: declare a condition that holds exactly when it "
          + "does not (such as 'condition notB', which the app keeps), and to guard this link, add "
          + "'requires a, notB else present Sign' to the declaration of 'Home', after its name and "
          + "parameters, or to its tab or phase; that guards every way there, links included",
      ]
    ),
    (
      #"route "/x" -> Home requires a else -> intro"#,
      [
        "1:20 FL0011 a route takes no 'requires': a link is guarded by the 'requires' of the "
          + "phase, tab, screens and presentations it lands in",
        "help: to guard this link, add 'requires a else -> intro' to the declaration of 'Home', "
          + "after its name and parameters, or to its tab or phase; that guards every way there, "
          + "links included",
      ]
    ),
  ])
  func aRouteRequiresIsOneErrorNegatedOrNot(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }
}
