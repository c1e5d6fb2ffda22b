import FlowRuntime
import FlowSema
import FlowSyntax
import Testing

/// Mistakes a new user made, each with every line `flowc check` prints for it: where, what is wrong,
/// and how to fix it (`help:` and `fix-it:`, the fix-it as the text it leaves in place).
struct NewUserDiagnosticTests {
  /// A spec whose only problems are the ones `extra` (from line 9) adds.
  private static let base = """
    app A { scheme "a" }
    phase main {
      default tab home "Home" icon "house" root Home
    }
    screen Home { push Detail }
    screen Detail(id: Int)
    // Each test's own lines follow.


    """

  /// Syntax then checker diagnostics of `base + extra`, each as `line:column CODE message`, then
  /// its help and its fix-it applied to the line it edits; codes in `ignored` are left out.
  private static func described(_ extra: String, ignoring ignored: Set<String> = []) -> [String] {
    let (result, source, syntax) = check(Self.base + extra)
    let text = Self.base + extra
    let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var described: [String] = []
    for diagnostic in syntax + result.diagnostics where !ignored.contains(diagnostic.code.rawValue)
    {
      described.append(render(diagnostic, source))
      if let help = diagnostic.help { described.append("help: \(help)") }
      if let fixIt = diagnostic.fixIt {
        let start = source.location(of: fixIt.range.start)
        let line = fileLines[start.line - 1]
        let edited = source.text(in: fixIt.range)
        let before = String(line.prefix(start.column - 1))
        let after = String(line.dropFirst(start.column - 1 + edited.count))
        described.append("fix-it: \(fixIt.message) -> \(before)\(fixIt.replacement)\(after)")
      }
    }
    return described
  }

  /// The help never repeats the written scheme or host, which may not be the app's: it names the
  /// app's own, and `https`, the only web scheme the matcher opens.
  @Test(arguments: [
    (
      #"route "myapp://d/{id}" -> Detail"#,
      [
        #"9:8 FL0020 a route pattern is the path alone, not a whole URL like "myapp://d/{id}""#,
        "help: the scheme comes from the app's `scheme` lines, and the first segment is the "
          + #"link's host: "/d/{id}" matches links like '<scheme>://d/{id}', <scheme> being one "#
          + "of the app's `scheme`s",
        #"fix-it: replace 'myapp://' with '/' -> route "/d/{id}" -> Detail"#,
      ]
    ),
    (
      #"route "a://" -> Home"#,
      [
        #"9:8 FL0020 a route pattern is the path alone, not a whole URL like "a://""#,
        "help: the scheme comes from the app's `scheme` lines, and the first segment is the "
          + #"link's host, which a custom-scheme link needs: "/" matches only 'https://<host>/', "#
          + "<host> being one of the app's `host`s",
        #"fix-it: replace 'a://' with '/' -> route "/" -> Home"#,
      ]
    ),
    (
      #"route "https://host.example/x/{id}" -> Detail"#,
      [
        #"9:8 FL0020 a route pattern is the path alone, not a whole URL like "https://host.example/x/{id}""#,
        "help: https links take their host from the app's `host` lines: \"/x/{id}\" matches "
          + "links like 'https://<host>/x/{id}', <host> being one of the app's `host`s",
        #"fix-it: remove 'https://host.example' -> route "/x/{id}" -> Detail"#,
      ]
    ),
    (
      #"route "http://shop.example/x" -> Home"#,
      [
        #"9:8 FL0020 a route pattern is the path alone, not a whole URL like "http://shop.example/x""#,
        "help: https links take their host from the app's `host` lines: \"/x\" matches links "
          + "like 'https://<host>/x', <host> being one of the app's `host`s; 'http://' links "
          + "never open the app",
        #"fix-it: remove 'http://shop.example' -> route "/x" -> Home"#,
      ]
    ),
    (
      #"route "HTTPS://host.example" -> Home"#,
      [
        #"9:8 FL0020 a route pattern is the path alone, not a whole URL like "HTTPS://host.example""#,
        "help: https links take their host from the app's `host` lines: \"/\" matches links "
          + "like 'https://<host>/', <host> being one of the app's `host`s",
        #"fix-it: replace 'HTTPS://host.example' with '/' -> route "/" -> Home"#,
      ]
    ),
    (
      #"route "d/{id}" -> Detail"#,
      [
        #"9:8 FL0020 a route pattern starts with '/', like "/projects/{id}""#,
        #"fix-it: insert '/' -> route "/d/{id}" -> Detail"#,
      ]
    ),
  ])
  func wholeURLPatternIsTheFirstSegmentOn(_ extra: String, _ expected: [String]) {
    #expect(Self.described(extra) == expected)
  }

  @Test(arguments: [
    (
      #"route "/d/{id: String}" -> Detail"#,
      [
        "9:12 FL0300 placeholder 'id' is declared String, but it binds parameter 'id' of 'Detail', "
          + "which is Int",
        "help: write '{id: Int}' to match 'id' of 'Detail', or just '{id}', which takes the "
          + "parameter's type",
        #"fix-it: replace 'String' with 'Int' -> route "/d/{id: Int}" -> Detail"#,
      ]
    ),
    (
      #"route "/f/{id...}" -> Detail"#,
      [
        "9:12 FL0308 catch-all 'id' binds parameter 'id' of 'Detail', which is Int; a catch-all is "
          + "always a String",
        "help: a catch-all reads the rest of the path as text: write '{id}' to read one segment as "
          + "an Int, or declare 'id' of 'Detail' as String",
      ]
    ),
    (
      #"route "/f/{id...}/x" -> Detail"#,
      [
        "9:11 FL0022 a catch-all '{name...}' must be the last path segment",
        "help: move '{id...}' to the end of the path, or write '{id}' to read just one segment",
      ]
    ),
    (
      #"route "/d/{id}/{id}" -> Detail"#,
      [
        "9:17 FL0024 placeholder 'id' appears twice in this pattern",
        "help: a placeholder reads one value: rename the second '{id}' and bind it to another "
          + "parameter, or remove it",
      ]
    ),
    (
      #"route "/d/{id}?q={a}&q={b}" -> Detail"#,
      [
        "9:22 FL0024 query key 'q' appears twice in this pattern",
        "help: a link gives each key one value: remove one 'q=' item, or rename its key",
      ]
    ),
  ])
  func routeErrorSaysHowToFixIt(_ extra: String, _ expected: [String]) {
    #expect(Self.described(extra) == expected)
  }

  @Test(arguments: [
    (
      #"screen X(n: Int = "five")"#,
      [
        #"9:19 FL0110 default value "five" does not fit parameter 'n' of type Int"#,
        #"help: "five" is text; an Int default is a number without quotes, such as `n: Int = 1`"#,
      ]
    ),
    (
      #"screen X(n: Double = "2.5")"#,
      [
        #"9:22 FL0110 default value "2.5" does not fit parameter 'n' of type Double"#,
        "help: a number is written without quotes: `n: Double = 2.5`",
        "fix-it: replace with '2.5' -> screen X(n: Double = 2.5)",
      ]
    ),
    (
      "screen X(n: Int = 1.5)",
      [
        "9:19 FL0110 default value 1.5 does not fit parameter 'n' of type Int",
        "help: an Int is a whole number: write `n: Int = 1`, or declare `n: Double` to keep 1.5",
      ]
    ),
    // A whole number with a fraction means that number: the fix-it writes it (the twenty-first
    // new-users review).
    (
      "screen X(n: Int = 7.0)",
      [
        "9:19 FL0110 default value 7.0 does not fit parameter 'n' of type Int",
        "help: an Int is a whole number: write `n: Int = 7`, or declare `n: Double` to keep 7.0",
        "fix-it: replace with '7' -> screen X(n: Int = 7)",
      ]
    ),
    // Past Int's range there is no whole number to offer (the second review saw `0` offered).
    (
      "screen X(n: Int = 1e20)",
      [
        "9:19 FL0110 default value 1e20 does not fit parameter 'n' of type Int",
        "help: an Int holds at most 9223372036854775807: declare `n: Double` to keep 1e20",
      ]
    ),
    (
      "screen X(n: Int? = 1.5)",
      [
        "9:20 FL0110 default value 1.5 does not fit parameter 'n' of type Int?",
        "help: an Int is a whole number: write `n: Int? = 1`, or declare `n: Double?` to keep 1.5",
      ]
    ),
    // Text that reads as a number is offered in the spelling the lexer reads unquoted.
    (
      #"screen X(n: Int = "+5")"#,
      [
        #"9:19 FL0110 default value "+5" does not fit parameter 'n' of type Int"#,
        "help: a number is written without quotes: `n: Int = 5`",
        "fix-it: replace with '5' -> screen X(n: Int = 5)",
      ]
    ),
    (
      #"screen X(n: Double = ".5")"#,
      [
        #"9:22 FL0110 default value ".5" does not fit parameter 'n' of type Double"#,
        "help: a number is written without quotes: `n: Double = 0.5`",
        "fix-it: replace with '0.5' -> screen X(n: Double = 0.5)",
      ]
    ),
    (
      #"screen X(n: Double = "5.")"#,
      [
        #"9:22 FL0110 default value "5." does not fit parameter 'n' of type Double"#,
        "help: a number is written without quotes: `n: Double = 5.0`",
        "fix-it: replace with '5.0' -> screen X(n: Double = 5.0)",
      ]
    ),
    (
      #"screen X(n: Double = "+1E300")"#,
      [
        #"9:22 FL0110 default value "+1E300" does not fit parameter 'n' of type Double"#,
        "help: a number is written without quotes: `n: Double = 1e+300`",
        "fix-it: replace with '1e+300' -> screen X(n: Double = 1e+300)",
      ]
    ),
    (
      "screen X(n: Bool? = 1)",
      [
        "9:21 FL0110 default value 1 does not fit parameter 'n' of type Bool?",
        "help: a Bool default is `true` or `false`, such as `n: Bool? = true`",
      ]
    ),
    (
      #"screen X(n: Bool = "true")"#,
      [
        #"9:20 FL0110 default value "true" does not fit parameter 'n' of type Bool"#,
        "help: a Bool is written without quotes: `n: Bool = true`",
        "fix-it: replace with 'true' -> screen X(n: Bool = true)",
      ]
    ),
    (
      "screen X(n: String = 42)",
      [
        "9:22 FL0110 default value 42 does not fit parameter 'n' of type String",
        #"help: a String default is written in quotes: `n: String = "42"`"#,
        #"fix-it: replace with '"42"' -> screen X(n: String = "42")"#,
      ]
    ),
    (
      "screen X(n: Int = 99999999999999999999)",
      [
        "9:19 FL0006 '99999999999999999999' does not fit in an Int, which has 64 bits",
        "help: an Int is from -9223372036854775808 to 9223372036854775807; for a Double, write "
          + "it with a point ('99999999999999999999.0'); for a longer number, use a String "
          + "parameter and write the value in quotes",
      ]
    ),
    (
      "screen X(n: Double = -1e400)",
      [
        "9:22 FL0006 '-1e400' does not fit in a Double",
        "help: a Double is at most about 1.8e308 either side of zero (1.7976931348623157e308); "
          + "write a smaller exponent",
      ]
    ),
    // A review found `1e-400` accepted as `0.0` while `1e400` was refused.
    (
      "screen X(n: Double = 1e-400)",
      [
        "9:22 FL0006 '1e-400' does not fit in a Double",
        "help: a Double closer to zero than about 5e-324 rounds to 0; write 0.0 if zero is meant, "
          + "or an exponent nearer zero (1e-300)",
      ]
    ),
  ])
  func defaultErrorSaysHowToWriteTheValue(_ extra: String, _ expected: [String]) {
    // `X` is never shown (FL0210); only the default's error is asked about.
    #expect(
      Self.described(extra, ignoring: ["FL0210"])
        == expected)
  }

  /// The number offered for quoted text is accepted as the default, unquoted, exactly as printed.
  @Test(arguments: [
    ("Int", "+5"), ("Int", "-007"), ("Double", ".5"), ("Double", "5."), ("Double", "+1E300"),
    ("Double", "-0"), ("Double", "1e-320"), ("Double", "12345678901234567890"),
  ])
  func offeredNumberIsAcceptedUnquoted(type: String, text: String) throws {
    let quoted = Self.described("screen X(n: \(type) = \"\(text)\")", ignoring: ["FL0210"])
    let help = try #require(quoted.first { $0.hasPrefix("help: ") })
    let offered = try #require(help.firstMatch(of: #/without quotes: `n: \w+ = ([^`]+)`$/#)).1
    #expect(Self.described("screen X(n: \(type) = \(offered))", ignoring: ["FL0210"]) == [])
    // The fix-it writes exactly what the help offers.
    #expect(quoted.last == "fix-it: replace with '\(offered)' -> screen X(n: \(type) = \(offered))")
  }

  @Test func exampleLinksAreLinksTheMatcherAccepts() throws {
    // The matcher refuses raw non-ASCII and spaces: the examples spell them as the builder does.
    let extra = """
      route "/y/%c3%a9/{id}" -> Detail
      route "/y/%C3%A9/{id}" -> Detail as other
      route "/café%20d/{id}" -> Detail as third
      route "/caf%C3%A9%20d/{x}" -> Detail(id: x) as fourth
      route "/a:b/{id}" -> Detail as fifth
      route "/a:b/7" -> Detail(id: 7) as sixth
      """
    #expect(
      Self.described(extra) == [
        "10:7 FL0303 route '/y/%C3%A9/{id}' matches exactly the same URLs as route "
          + "'/y/%c3%a9/{id}', such as 'a://y/%C3%A9/1'; only the first can ever open",
        "help: remove one route, or change a literal segment so they differ",
        "fix-it: remove route '/y/%C3%A9/{id}' -> ",
        "12:7 FL0303 route '/caf%C3%A9%20d/{x}' matches exactly the same URLs as route "
          + "'/café%20d/{id}', such as 'a://caf%C3%A9%20d/1'; only the first can ever open",
        "help: remove one route, or change a literal segment so they differ",
        "fix-it: remove route '/caf%C3%A9%20d/{x}' -> ",
        "14:7 FL0304 routes '/a:b/7' and '/a:b/{id}' both match URLs such as 'a://a%3Ab/7'; "
          + "'/a:b/7' wins",
      ])
    // Each printed link opens the route the message says wins, on the runtime's own matcher. The
    // FL0303 errors leave no model, so each route is lowered by checking it alone.
    let routes = try extra.split(separator: "\n").map { line in
      try #require(check(Self.base + line).0.model?.routes.first)
    }
    let table = RouteTable(
      routes: routes.map(\.spec), configuration: LinkConfiguration(schemes: ["a"]))
    let links = check(Self.base + extra).0.diagnostics.compactMap { diagnostic in
      diagnostic.message.firstMatch(of: #/'(a://[^']*)'/#).map { String($0.1) }
    }
    #expect(links == ["a://y/%C3%A9/1", "a://caf%C3%A9%20d/1", "a://a%3Ab/7"])
    let opened = links.map { link in
      table.match(link).match.map { routes[$0.routeIndex].pattern } ?? "nothing"
    }
    #expect(opened == ["/y/%c3%a9/{id}", "/café%20d/{id}", "/a:b/7"])
  }

  @Test func hostCaseWarningFoldsASCIILettersOnly() {
    let extra = """
      route "/ÉCOLE/{id}" -> Detail
      route "/École/{id}" -> Detail as second
      route "/école/x/{id}" -> Detail as third
      """
    #expect(
      Self.described(extra) == [
        "9:9 FL0114 'ÉCOLE' is the host of custom-scheme links (scheme://%C3%89COLE/...), which "
          + "the matcher compares as written, then lowercased: with capitals it opens only links "
          + "that spell it exactly so; write it in lowercase",
        #"fix-it: replace with 'École' -> route "/École/{id}" -> Detail"#,
        // Folded, 'ÉCOLE' is 'École', so the two share links (the third new-users review).
        "10:7 FL0304 routes '/École/{id}' and '/ÉCOLE/{id}' both match custom-scheme links such as "
          + "'a://%C3%89COLE/1', whose host compares case-insensitively: '/ÉCOLE/{id}' opens a link "
          + "whose host is spelled 'ÉCOLE' exactly, and '/École/{id}' every other spelling",
        "help: to open one route whatever the spelling, remove one of them (written in lowercase "
          + "they are the same route); when the case of the universal-link path matters, accept "
          + "this with `// flowc:ignore FL0304` on this route",
      ])
  }

  @Test func hostCaseFixItKeepsEscapesAsWritten() {
    #expect(
      Self.described(#"route "/Items%20X%2Fb/{id}" -> Detail"#) == [
        "9:9 FL0114 'Items X/b' is the host of custom-scheme links (scheme://Items%20X%2Fb/...), "
          + "which the matcher compares as written, then lowercased: with capitals it opens only "
          + "links that spell it exactly so; write it in lowercase",
        #"fix-it: replace with 'items%20x%2fb' -> route "/items%20x%2fb/{id}" -> Detail"#,
      ])
    // An escaped capital becomes its lowercase letter: lowering `%55`'s hex changed nothing, and
    // `check --fix` left it (the second diff review).
    #expect(
      Self.described(#"route "/%55p/{id}" -> Detail"#).last
        == #"fix-it: replace with 'up' -> route "/up/{id}" -> Detail"#)
  }

  @Test func nonASCIINameIsOneErrorNamingItWhole() {
    #expect(
      Self.described("screen Ünïcødé\nscreen Caf-é2", ignoring: ["FL0210"]) == [
        "9:8 FL0002 'Ünïcødé' is not a valid name: names use ASCII letters, digits, '_' and '-', "
          + "and start with a letter or '_'",
        "help: rename it with ASCII letters only; a name becomes a Swift identifier in the "
          + "generated code",
        "10:8 FL0002 'Caf-é2' is not a valid name: names use ASCII letters, digits, '_' and '-', "
          + "and start with a letter or '_'",
        "help: rename it with ASCII letters only; a name becomes a Swift identifier in the "
          + "generated code",
      ])
  }

  /// A decomposed accent (`e` then U+0301) belongs to its word: one error naming the whole name,
  /// which is still declared, as a precomposed `é` is.
  @Test func combiningMarkIsPartOfTheName() {
    let described = Self.described(
      "screen Cafe\u{301}\nscreen Re\u{301}sume\u{301}-x { push Cafe\u{301} }",
      ignoring: ["FL0210"])
    #expect(
      described == [
        "9:8 FL0002 'Cafe\u{301}' is not a valid name: names use ASCII letters, digits, '_' and "
          + "'-', and start with a letter or '_'",
        "help: rename it with ASCII letters only; a name becomes a Swift identifier in the "
          + "generated code",
        "10:8 FL0002 'Re\u{301}sume\u{301}-x' is not a valid name: names use ASCII letters, "
          + "digits, '_' and '-', and start with a letter or '_'",
        "help: rename it with ASCII letters only; a name becomes a Swift identifier in the "
          + "generated code",
        "10:28 FL0002 'Cafe\u{301}' is not a valid name: names use ASCII letters, digits, '_' "
          + "and '-', and start with a letter or '_'",
        "help: rename it with ASCII letters only; a name becomes a Swift identifier in the "
          + "generated code",
      ])
    // Swift compares strings by canonical equivalence: the mark must be in the message itself.
    #expect(described.first?.unicodeScalars.contains("\u{301}") == true)
  }

  /// A placeholder named for the link's wording rather than the parameter: the help offers the
  /// shown screen's parameters still at their defaults, one each, as the line to write, not `memo`,
  /// which its own placeholder binds (the fifth new-users review's bank transfer, whose
  /// help said `Screen(parameter: iban)`).
  @Test func unusedPlaceholderHelpNamesTheScreensOwnParameters() {
    let described = Self.described(
      """
      phase pay {
        root Pay
      }
      screen Pay { present Transfer }
      sheet Transfer(to: String = "", amount: Int = 0, memo: String = "")
      route "/transfer?to={iban}&amount={cents}&memo={memo}" -> Transfer
      route "/pay/{id}" -> Pay
      """, ignoring: ["FL0210", "FL0201"])
    #expect(
      described == [
        "14:22 FL0302 placeholder 'iban' is not used by any screen in the landing",
        "help: name a parameter 'iban', or bind it explicitly: `Transfer(to: iban)`",
        "14:36 FL0302 placeholder 'cents' is not used by any screen in the landing",
        "help: name a parameter 'cents', or bind it explicitly: `Transfer(amount: cents)`",
        // A root alone shows no parameters to offer.
        "15:14 FL0302 placeholder 'id' is not used by any screen in the landing",
        "help: name a parameter 'id', or bind it explicitly, such as `Screen(parameter: id)`",
      ])
    // A placeholder with its type written is offered no parameter, whose type may differ.
    let typed = Self.described(
      """
      phase pay {
        root Pay
      }
      screen Pay { present Transfer }
      sheet Transfer(to: String = "")
      route "/transfer?to={iban: Int}" -> Transfer
      """, ignoring: ["FL0210", "FL0201"])
    #expect(
      typed.last
        == "help: name a parameter 'iban', or bind it explicitly, such as `Screen(parameter: iban)`"
    )
    // A catch-all is offered only a String parameter, the one type it binds: `Pay(amount: rest)`
    // was FL0308 (a new-users team's payment link); one of another type before it is skipped.
    let catchAll = { (parameters: String) in
      Self.described(
        """
        phase pay {
          root Wallet
        }
        screen Wallet { push Pay }
        screen Pay(payeeID: String\(parameters))
        route "/pay/{payeeID}/{rest...}" -> Pay
        """, ignoring: ["FL0210", "FL0201"]
      ).last
    }
    #expect(
      catchAll(", amount: Double = 0")
        == "help: name a parameter 'rest', or bind it explicitly, such as `Screen(parameter: rest)`"
    )
    #expect(
      catchAll(", amount: Double = 0, memo: String = \"\"")
        == "help: name a parameter 'rest', or bind it explicitly: `Pay(memo: rest)`")
  }

  /// FL0302's fix-it binds a placeholder only to a screen's one parameter at its default, in either
  /// order of the parameters: the catch-all's offer of a String one left the count of defaulted
  /// parameters one short when it came first, and `check --fix` bound `rest` to `restText` beside
  /// `restCount` (the review of the catch-all help).
  @Test func aSoleBindingIsOfferedOnlyForTheOneDefaultedParameter() {
    let fixIts = { (parameters: String) in
      Self.described(
        """
        phase pay {
          root Wallet
        }
        screen Wallet { push Pay }
        screen Pay(\(parameters))
        route "/p/{rest...}" -> Pay
        """, ignoring: ["FL0210", "FL0201"]
      ).filter { $0.hasPrefix("fix-it:") }
    }
    #expect(fixIts(#"restText: String = "", restCount: Int = 0"#) == [])
    #expect(fixIts(#"restCount: Int = 0, restText: String = """#) == [])
    #expect(
      fixIts(#"restText: String = """#) == [
        #"fix-it: write 'Pay(restText: rest)' -> route "/p/{rest...}" -> Pay(restText: rest)"#
      ])
  }
}
