import FlowSyntax
import Testing

/// What newcomers write from other languages, each one error with exact wording, its `help:`, and
/// its fix-it as the lines it leaves: a negated or combined condition, a route's `requires`, route
/// clauses out of order, a tab without its icon.
@Suite struct NewUserSyntaxTests {
  /// Each diagnostic as `line:column CODE message`, then its help, then its fix-it as
  /// `fix-it: label -> ` and the lines the edit touches, after it.
  static func described(_ text: String) -> [String] {
    let source = SourceFile(path: "test.flow", text: text)
    var described: [String] = []
    for diagnostic in Parser.parse(source).diagnostics.sorted(by: DiagnosticOrder.precedes) {
      let location = source.location(of: diagnostic.range.start)
      described.append(
        "\(location.line):\(location.column) \(diagnostic.code.rawValue) \(diagnostic.message)")
      if let help = diagnostic.help { described.append("help: \(help)") }
      if let fixIt = diagnostic.fixIt {
        let bytes = Array(text.utf8)
        let fixed = String(
          decoding: bytes[..<fixIt.range.start] + Array(fixIt.replacement.utf8)
            + bytes[fixIt.range.end...], as: UTF8.self)
        let first = source.location(of: fixIt.range.start).line
        let count = fixIt.replacement.filter { $0 == "\n" }.count + 1
        let lines = fixed.split(separator: "\n", omittingEmptySubsequences: false)
        described.append(
          "fix-it: \(fixIt.message) -> "
            + lines[(first - 1)..<(first - 1 + count)].joined(separator: "\n"))
      }
    }
    return described
  }

  /// A condition that "needs" another is one error saying why it cannot, and the condition is still
  /// declared (the seventeenth new-users review got only "expected a declaration").
  @Test func aConditionRequiringAnotherIsOneErrorThatSaysWhy() {
    let text = "condition session\ncondition linkedAccount requires session\nevent linked\n"
    #expect(
      Self.described(text) == [
        "2:25 FL0011 a condition cannot require anything: 'linkedAccount' is a Boolean the app "
          + "reports, so whatever it depends on is the app's to decide when it reports it",
        "help: remove this clause, and guard what needs both with both (`requires session, "
          + "linkedAccount`); to ask for 'session' before 'linkedAccount', guard the prompt for "
          + "'linkedAccount' with it (`sheet Ask requires session else present ...`)",
      ])
    // Names only what it lists: two of them, or none for what is no list of names.
    #expect(
      Self.described("condition y requires a, b\n").last?.hasPrefix(
        "help: remove this clause, and guard what needs them all with all (`requires a, b, y`)")
        == true)
    #expect(
      Self.described("condition y requires !a\n").last
        == "help: remove this clause, and list every condition on what needs them (`requires a, y`)"
    )
    let names = Parser.parse(SourceFile(path: "t", text: text)).file.declarations.compactMap {
      declaration -> String? in
      switch declaration {
      case .condition(let condition): "condition " + condition.name.text
      case .event(let event): "event " + event.name.text
      default: nil
      }
    }
    #expect(names == ["condition session", "condition linkedAccount", "event linked"])
  }

  /// A second prompt, listed or in a guard of its own, is one error that shows how prompts ask in
  /// turn (the nineteenth new-users review's checkout, written three ways, got "expected a
  /// declaration" and no further check).
  @Test(arguments: [
    (
      "cover Checkout requires session else present SignIn requires hasAddress else present Address {",
      "as written, 'SignIn' asks for 'session' and 'Address' for 'hasAddress'"
    ),
    (
      "cover Checkout requires session, hasAddress else present SignIn, Address {",
      "as their names read, 'SignIn' asks for 'session' and 'Address' asks for 'hasAddress'"
    ),
    (
      "cover Checkout requires session else present SignIn, hasAddress else present Address {",
      "as written, 'SignIn' asks for 'session' and 'Address' for 'hasAddress'"
    ),
  ])
  func aSecondPromptSaysHowPromptsAskInTurn(_ line: String, _ pairing: String) {
    let described = Self.described(line + "\n  push Done\n}\nscreen Done\n")
    #expect(described.count == 2)
    #expect(
      described.first?.hasSuffix(
        "FL0011 a guard has one `requires` list and one `else`, which presents one sheet or cover")
        == true)
    let help: String =
      "help: list every condition in one guard and present the last prompt (`requires "
      + "session, hasAddress else present Address`), and let it ask for the ones before in turn: "
      + "give 'Address' the guard `requires session else present SignIn` (\(pairing)); if their "
      + "own guards already hand on from one to the other, present only the one that hands on"
    #expect(described.last == help)
  }

  /// Guards written in pairs say which prompt asks for what, whatever the prompts are named (the
  /// twelfth new-users review got `present ...` for its named prompts).
  @Test func aSecondPromptsHelpPairsThePromptsAsWritten() {
    let help: String =
      "help: list every condition in one guard and present the last prompt (`requires "
      + "session, adult else present Ask`), and let it ask for the ones before in turn: give "
      + "'Ask' the guard `requires session else present Gate` (as written, 'Gate' asks for "
      + "'session' and 'Ask' for 'adult'); if their own guards already hand on from one to the "
      + "other, present only the one that hands on"
    let written = "sheet Reserve requires session else present Gate, adult else present Ask\n"
    #expect(Self.described(written).last == help)
    // One prompt named by both pairs: no guard that presents itself (the review).
    let same = "sheet R requires session else present Account, verified else present Account\n"
    #expect(Self.described(same).last?.contains("else present Account` (as written") == false)
  }

  /// The prompts are paired with the conditions as their names read, not in the order they are
  /// written: read in order, the twenty-fifth new-users review's help chained `VerifyPhone` before
  /// `SignIn`, asking a signed-in user to sign in, and the check was clean.
  @Test func aSecondPromptsHelpPairsThePromptsByTheirNames() {
    let named: String =
      "help: list every condition in one guard and present the last prompt (`requires "
      + "session, phoneVerified else present VerifyPhone`), and let it ask for the ones before "
      + "in turn: give 'VerifyPhone' the guard `requires session else present SignIn` (as their "
      + "names read, 'SignIn' asks for 'session' and 'VerifyPhone' asks for 'phoneVerified'); "
      + "if their own guards already hand on from one to the other, present only the one that "
      + "hands on"
    #expect(
      Self.described(
        "sheet Reserve requires session, phoneVerified else present VerifyPhone, SignIn\n"
      ).last == named)
    // Names that say nothing of their conditions: no guess, the chain in words.
    let unnamed: String =
      "help: list every condition in one guard and present the prompt that asks for 'adult' "
      + "(`requires session, adult else present ...`), and let that prompt ask for the ones "
      + "before in turn: give it the guard `requires session else present ...`, naming the "
      + "prompt that asks for 'session'; if their own guards already hand on from one to the "
      + "other, present only the one that hands on"
    #expect(
      Self.described("sheet Reserve requires session, adult else present Ask, Gate\n").last
        == unnamed)
  }

  /// `present cover CheckIn`, the kind written before the name: one error whose fix-it removes
  /// it, wherever `present` names one (the twenty-fifth new-users review's `,` fix-it made a
  /// sheet named 'cover').
  @Test(arguments: [
    ("screen Booking { present cover CheckIn }", "1:26", "screen Booking { present CheckIn }"),
    ("phase main {\n  present sheet CheckIn, Help\n}", "2:11", "  present CheckIn, Help"),
    (
      "screen Desk requires session else present cover SSO", "1:43",
      "screen Desk requires session else present SSO"
    ),
    ("phase main {\n  on startSSO -> present cover SSO\n}", "2:26", "  on startSSO -> present SSO"),
  ])
  func theKindBeforeAPresentedNameIsOneErrorWithAFix(
    _ source: String, _ position: String, _ fixed: String
  ) {
    let described = Self.described(source)
    #expect(described.count == 2)
    #expect(
      described.first?.hasPrefix(
        "\(position) FL0011 'present' takes a sheet's or cover's name alone: the kind is written where "
      )
        == true)
    #expect(described.last?.hasSuffix(" -> " + fixed) == true)
  }

  /// A second prompt on the next line is one too, and one condition with two prompts is told to
  /// keep one (the third review of the recoveries: a stray-comma fix-it left the file broken).
  @Test func aSecondPromptOnTheNextLineIsOneToo() {
    let described = Self.described(
      "cover Checkout requires session else present SignIn,\n  Address {\n  push Done\n}\nscreen Done\n"
    )
    #expect(
      described == [
        "1:52 FL0011 a guard has one `requires` list and one `else`, which presents one sheet or "
          + "cover",
        "help: one condition, 'session', is asked for by one prompt: keep the one that asks for it "
          + "(`else present SignIn` or `else present Address`)",
      ])
    #expect(
      Self.described(
        "cover C requires a else present A\n  requires b else present B {\n}\n"
      ).count == 2)
  }

  /// A comma after the one prompt, and nothing after it, is a stray comma: removed.
  @Test func aCommaAfterThePromptAloneIsRemoved() {
    #expect(
      Self.described("sheet Share requires a else present Ask, {\n}\n") == [
        "1:40 FL0011 a failed guard presents one sheet or cover, 'Ask': nothing follows this ','",
        "fix-it: remove ',' -> sheet Share requires a else present Ask {",
      ])
  }

  /// `over current` written on a sheet says where it belongs (the eighteenth new-users review got
  /// "expected a declaration").
  @Test func overCurrentOnASheetSaysItIsARouteOption() {
    #expect(
      Self.described("sheet Gen(length: Int = 20) over current\nscreen Home\n") == [
        "1:29 FL0011 `over current` is an option of a route, not of a sheet: a link opens a sheet "
          + "or cover over wherever the user is when its route says so",
        "help: remove it here, present the sheet or cover from every tab's root or from the phase, "
          + "and write it on the route (`route \"/gen\" -> Gen over current`)",
      ])
  }

  /// Phases take no `else` (found by a docs review: "expected '{'" said nothing of why).
  @Test func anElseOnAPhaseGuardIsOneErrorThatRemovesIt() {
    #expect(
      Self.described("phase main requires session else -> welcome { root Home }") == [
        "1:29 FL0011 a phase's `requires` has no `else`: phase 'main' is not entered while its "
          + "guard fails, and losing the condition in it goes back to the first phase",
        "help: to send users to 'welcome' while 'session' does not hold, enter 'main' from a "
          + "check (`check session ? main : welcome`), or put `requires session else -> welcome` "
          + "on its tabs or screens",
        "fix-it: remove the 'else' clause -> phase main requires session { root Home }",
      ])
    #expect(
      Self.described("phase main requires a, b else present SignIn { root Home }").last
        == "fix-it: remove the 'else' clause -> phase main requires a, b { root Home }")
  }

  /// The help writes the check from what the `else` says (the twenty-eighth new-users review was
  /// offered `check session ? main : welcome` for an `else -> pickHome` on `homeSelected`).
  @Test func anElseOnAPhaseGuardIsToldTheCheckItMeant() {
    #expect(
      Self.described(
        "phase main requires session, homeSelected else -> pickHome { root Rooms }")[1]
        == "help: to send users to 'pickHome' while 'homeSelected' does not hold, enter 'main' "
        + "from a check (`check homeSelected ? main : pickHome`), or put `requires homeSelected "
        + "else -> pickHome` on its tabs or screens")
    #expect(
      Self.described("phase main else present SignIn requires session { root Home }")[1]
        == "help: to ask for 'session' with 'SignIn', put `requires session else present SignIn` "
        + "on the phase's tabs or screens; a phase is entered from a check (`check session ? "
        + "main : ...`)")
  }

  /// `default` written at the end of a tab's line marked the next line's tab, silently (a
  /// newcomer review): it is one error whose fix-it moves it, and the tab it follows is the
  /// default, so nothing after it is misread.
  @Test func aDefaultAfterATabIsOneErrorThatMovesIt() {
    let text = """
      phase main {
        tab library "Library" icon "books" root Library default
        tab search "Search" icon "magnifyingglass" root Search
      }
      """
    #expect(
      Self.described(text) == [
        "2:51 FL0011 'default' goes before 'tab' ('default tab library ...'); after a tab it "
          + "would mark the next one",
        #"fix-it: move 'default' before 'tab' ->   default tab library "Library" icon "books" root Library"#,
      ])
    guard case .phase(let phase) = parse(text).file.declarations.first else {
      Issue.record("expected a phase")
      return
    }
    let tabs = phase.items.compactMap { item -> String? in
      guard case .tab(let tab) = item else { return nil }
      return tab.name.text + (tab.defaultKeyword == nil ? "" : " (default)")
    }
    #expect(tabs == ["library (default)", "search"])
  }

  /// An event's `present` shows its target with defaults: values after it are one error.
  @Test func valuesAfterAHandlersPresentAreOneErrorThatRemovesThem() {
    #expect(
      Self.described("phase main {\n  root Home\n  on go -> present Sheet(id: f(3))\n}") == [
        "3:25 FL0011 an event's `present` takes no values: 'Sheet' is shown with its "
          + "parameters' defaults",
        "help: to show 'Sheet' with values, list it in a `present` and let the app present it "
          + "(`navigator.present(sheet: ...)`), or open it with a link",
        "fix-it: remove the values ->   on go -> present Sheet",
      ])
  }

  /// Misspelt keywords get "did you mean" and a fix-it, as misspelt names do (docs review).
  @Test func aMisspeltKeywordIsSuggested() {
    #expect(
      Self.described("screeen Home") == [
        "1:1 FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
          + "route or expect), found 'screeen'; did you mean 'screen'?",
        "fix-it: replace with 'screen' -> screen Home",
      ])
    #expect(
      Self.described("screen Home { pus Item }") == [
        "1:15 FL0011 'pus' cannot appear in screen 'Home'; expected push, present or on; did you "
          + "mean 'push'?",
        "fix-it: replace with 'push' -> screen Home { push Item }",
      ])
    #expect(
      Self.described("phase main require session { root Home }") == [
        "1:12 FL0010 expected '{' after 'phase main', found 'require'; did you mean 'requires'?",
        "fix-it: replace with 'requires' -> phase main requires session { root Home }",
      ])
    // A word close to no keyword says what it said before.
    #expect(
      Self.described("screen Home { zebra }").first
        == "1:15 FL0011 'zebra' cannot appear in screen 'Home'; expected push, present or on")
  }

  /// Screens written inside their phase: one error at the nested declaration, not a missing `}`
  /// plus a stray one (docs review). A block whose `}` is really missing keeps that error.
  @Test func aDeclarationInsideABlockSaysDeclarationsGoAtTheTopLevel() {
    #expect(
      Self.described("phase main {\n  root Home\n  screen Home { push X }\n  screen X\n}") == [
        "3:3 FL0011 'screen' cannot appear inside phase 'main': declarations go at the top level "
          + "of the file",
        "help: move the 'screen' declaration below the '}' that closes phase 'main'",
      ])
    #expect(
      Self.described("phase main {\n  root Home\nscreen Home") == [
        "2:12 FL0010 expected '}' to close phase 'main'",
        "fix-it: insert '}' ->   root Home\n}",
      ])
  }

  @Test func aBlockOnATabSaysItBelongsOnTheRootScreen() {
    #expect(
      Self.described("phase main {\n  tab a \"A\" icon \"a\" root Home {\n    present S\n  }\n}")
        == [
          "2:32 FL0011 tab 'a' takes no block: what its root pushes and presents is written on "
            + "screen 'Home'",
          "help: move the lines inside the braces to `screen Home { ... }`",
        ])
  }

  @Test func bracketedParametersBecomeParentheses() {
    #expect(
      Self.described("screen D[id: Int, name: String]") == [
        "1:9 FL0011 parameters go in parentheses: 'D(id: Int, name: String)'",
        "fix-it: replace the brackets with parentheses -> screen D(id: Int, name: String)",
      ])
  }

  /// `else` before `requires`, or with none: one error saying the order (docs review: "expected a
  /// declaration, found 'else'").
  @Test func anElseBeforeItsRequiresIsPutAfterIt() {
    #expect(
      Self.described("screen D else present SignIn requires session, paid") == [
        "1:10 FL0011 'else' follows 'requires': the guard comes first, then what entering does "
          + "while it fails",
        "fix-it: put 'requires' first -> screen D requires session, paid else present SignIn",
      ])
    #expect(
      Self.described("screen D else -> welcome") == [
        "1:10 FL0011 'else' says what entering does while a guard fails, so it follows "
          + "'requires': 'requires <condition> else -> welcome'"
      ])
  }

  /// `when session=false`, as `--given` writes it (new-user review): one error, the prefix as fix.
  @Test func aConditionAssignedInAnExpectGetsItsPrefix() {
    #expect(
      Self.described(#"expect "a://d" when session=false, paid = unknown -> D"#) == [
        "1:21 FL0011 an expect writes a condition's value with a prefix, not '=': '!session' for "
          + "'session=false' (a name alone holds, '!' does not, '?' is not decided yet)",
        #"fix-it: replace with '!session' -> expect "a://d" when !session, paid = unknown -> D"#,
        "1:36 FL0011 an expect writes a condition's value with a prefix, not '=': '?paid' for "
          + "'paid = unknown' (a name alone holds, '!' does not, '?' is not decided yet)",
        #"fix-it: replace with '?paid' -> expect "a://d" when session=false, ?paid -> D"#,
      ])
  }

  /// `when a and b`, `&&`, `or`, and the same in a follow-up's `then`: a review found each an
  /// "expected '->'" (or a stray character and a cascade); each is one error.
  @Test(arguments: [
    (
      #"expect "a://d" when session and !paid -> D"#,
      [
        "1:29 FL0011 'when' lists its conditions with ',', not 'and'",
        #"fix-it: replace with 'session, !paid' -> expect "a://d" when session, !paid -> D"#,
      ]
    ),
    (
      #"expect "a://d" when a, b && ?c & d -> D"#,
      [
        "1:26 FL0011 'when' lists its conditions with ',', not '&&'",
        #"fix-it: replace with 'a, b, ?c, d' -> expect "a://d" when a, b, ?c, d -> D"#,
      ]
    ),
    (
      #"expect "a://d" when a and b or c -> D"#,
      [
        "1:29 FL0011 'when' cannot take 'or': it gives each condition it names one value",
        "help: write one expect for each case, such as 'when a, !b, !c' and 'when !a, b, !c' and "
          + "'when !a, !b, c'",
      ]
    ),
    (
      #"expect "a://d" when !s -> held, then s || t -> D"#,
      [
        "1:40 FL0011 'then' cannot take '||': it gives each condition it names one value",
        "help: write one expect for each case, such as 'then s, !t' and 'then !s, t'",
      ]
    ),
    (
      // A negated or unknown term is written as its opposite, not with a second mark ('!!b').
      #"expect "a://d" when premium || !adult -> D"#,
      [
        "1:29 FL0011 'when' cannot take '||': it gives each condition it names one value",
        "help: write one expect for each case, such as 'when premium, adult' and "
          + "'when !premium, !adult'",
      ]
    ),
    (
      #"expect "a://d" when !p or ?a -> D"#,
      [
        "1:24 FL0011 'when' cannot take 'or': it gives each condition it names one value",
        "help: write one expect for each case, such as 'when !p, a' and 'when p, ?a'",
      ]
    ),
    (
      // An operator ending a line goes on to the next line's term, as a ',' does.
      "expect \"a://d\" when a and\n  ?b -> D",
      [
        "1:23 FL0011 'when' lists its conditions with ',', not 'and'",
        "fix-it: replace with 'a, ?b' -> expect \"a://d\" when a, ?b -> D",
      ]
    ),
    (
      #"expect "a://d" when s, and ?p -> D"#,
      [
        "1:24 FL0011 'when' lists its conditions with ',', not 'and'",
        #"fix-it: remove 'and' -> expect "a://d" when s, ?p -> D"#,
      ]
    ),
    (
      // A review: `not b` was "expected '->'"; with the `and`, its fix-it overlapped the list's.
      #"expect "a://d" when a and not b, c=false -> D"#,
      [
        "1:23 FL0011 'when' lists its conditions with ',', not 'and'",
        #"fix-it: replace with 'a, !b, !c' -> expect "a://d" when a, !b, !c -> D"#,
        "1:27 FL0011 an expect writes a condition that does not hold with '!', not 'not': '!b'",
        "1:34 FL0011 an expect writes a condition's value with a prefix, not '=': '!c' for "
          + "'c=false' (a name alone holds, '!' does not, '?' is not decided yet)",
      ]
    ),
    (
      #"expect "a://d" when not a -> D"#,
      [
        "1:21 FL0011 an expect writes a condition that does not hold with '!', not 'not': '!a'",
        #"fix-it: replace with '!a' -> expect "a://d" when !a -> D"#,
      ]
    ),
  ])
  func anExpectsConditionsTakeNoOperators(_ text: String, _ expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  /// `!session=false` writes the value twice: one error (it fell to "expected '->'"), whose fix
  /// keeps what the `=` says.
  @Test func aConditionWithAPrefixAndAnAssignedValueIsOneError() {
    #expect(
      Self.described(#"expect "a://d" when !session=false -> D"#) == [
        "1:21 FL0011 '!session=false' gives the condition a value twice, with a prefix and with "
          + "'='; write one: '!session' for what the '=' says (a name alone holds, '!' does not, "
          + "'?' is not decided yet)",
        #"fix-it: replace with '!session' -> expect "a://d" when !session -> D"#,
      ])
    #expect(
      Self.described(#"expect "a://d" when ?paid=true -> D"#) == [
        "1:21 FL0011 '?paid=true' gives the condition a value twice, with a prefix and with "
          + "'='; write one: 'paid' for what the '=' says (a name alone holds, '!' does not, "
          + "'?' is not decided yet)",
        #"fix-it: replace with 'paid' -> expect "a://d" when paid -> D"#,
      ])
  }

  /// New-user review: `restore stacks tab` and `else push Y`, each one error with its fix.
  @Test func aSecondSettingValueAndAnElsePushAreOneErrorEach() {
    #expect(
      Self.described("app A { restore stacks tab }") == [
        "1:24 FL0011 `restore` takes one value, and 'stacks' is given already: `restore stacks` "
          + "keeps the selected tab too",
        "fix-it: remove 'tab' -> app A { restore stacks }",
      ])
    #expect(
      Self.described("screen X requires offline else push Y") == [
        "1:32 FL0011 a failed guard cannot push: write `else present Y` (a sheet or cover shown "
          + "while the guard fails), or `else -> phase`",
        "fix-it: replace with 'present' -> screen X requires offline else present Y",
      ])
  }

  /// Review of the change: the nested-declaration error finds the missing-brace error it
  /// replaces even after the `&&` check removed lexer diagnostics before it, and the other
  /// constructs' recoveries stay one error each.
  @Test func recoveriesStayOneErrorEachNextToOtherMistakes() {
    #expect(
      Self.described(
        "condition a\ncondition b\nphase main { root Home\nscreen Home\n"
          + "phase x { check a && b ? main : main }\n}"
      ).filter { !$0.hasPrefix("help:") } == [
        "4:1 FL0011 'screen' cannot appear inside phase 'main': declarations go at the top "
          + "level of the file",
        "5:19 FL0011 a check tests one condition; '&&' cannot combine 'a' and 'b'",
      ])
    #expect(
      Self.described("screen D[id: Int\nscreen E") == [
        "1:9 FL0011 parameters go in parentheses: 'D(id: Int)'",
        "fix-it: replace the brackets with parentheses -> screen D(id: Int)",
      ])
    #expect(
      Self.described("phase main else present S requires x { root Home }").last
        == "fix-it: remove the 'else' clause -> phase main requires x { root Home }")
    #expect(
      Self.described("phase launch { check x ? main else\n}").map { $0.prefix(8) } == [
        "1:31 FL0", "fix-it: ",
      ])
  }

  /// `push A B` is read as `push A, B`, with one error inserting the comma.
  @Test func aMissingCommaInAPushListIsInserted() {
    #expect(
      Self.described("screen Home { push A B }") == [
        "1:22 FL0010 expected ',' between 'A' and 'B': 'push' separates its names with commas",
        "help: write 'push A, B'",
        "fix-it: insert ',' -> screen Home { push A, B }",
      ])
  }

  @Test func elseBetweenACheckBranchesBecomesAColon() {
    #expect(
      Self.described("phase launch { check session ? main else welcome }") == [
        "1:37 FL0011 a check separates its branches with ':', not 'else': 'check session ? main "
          + ": welcome'",
        "fix-it: replace 'else' with ':' -> phase launch { check session ? main : welcome }",
      ])
  }

  /// A default written in the pattern, as a new-users review's brief spelt it: the parameter holds
  /// it (the message read "'Int = 1' is not a valid placeholder name").
  @Test func aDefaultInAPlaceholderSaysWhereItGoes() {
    #expect(
      Self.described(#"route "/l/{slug}/reviews?page={page: Int = 1}" -> Reviews"#) == [
        "1:42 FL0021 a placeholder has no default ('= 1'); the screen's parameter holds it",
        "help: write the default on the screen's parameter (`page: Int = 1`) and `{page: Int}` "
          + "here: a link without this query item then takes the default",
      ])
  }

  /// An enumeration written as the type (`{mode: driving|walking}`) is said to be no type, not a
  /// bad name (a new-users review read "'driving|walking|transit' is not a valid placeholder
  /// name" about its `mode`).
  @Test func anEnumerationAsAPlaceholderTypeSaysThereAreNone() {
    #expect(
      Self.described(#"route "/directions?mode={mode: driving|walking}" -> Directions"#) == [
        "1:32 FL0021 'driving|walking' is not a type; a placeholder's type is String, Int, "
          + "Double, Bool or UUID",
        "help: there are no enumerated types: take the value in the parameter's own type "
          + "(`{mode: String}` for words) and check it in the app, or give each value a route of its "
          + "own with a literal segment",
      ])
  }

  /// `event a, b` reads naturally, but each name has its own declaration (a new-users review got a
  /// bare "found ','"): one error at the first comma, a fix-it giving each name its own line at the
  /// list's indentation, and every name declared, so that its uses are not reported as well.
  @Test func aListOfNamesIsOneErrorThatDeclaresEachName() {
    let text =
      "event a, b,c\n  condition x, y\nevent d,\nevent e,, f\nevent g, phase main { root Home }\n"
      + "event h, i j\nevent k l"
    #expect(
      Self.described(text) == [
        "1:8 FL0011 ',' does not list events: each event is declared on its own line, as 'event "
          + "name'",
        "fix-it: declare each event on its own line -> event a\nevent b\nevent c",
        "2:14 FL0011 ',' does not list conditions: each condition is declared on its own line, as "
          + "'condition name'",
        "fix-it: declare each condition on its own line ->   condition x\n  condition y",
        "3:8 FL0011 ',' does not list events: each event is declared on its own line, as 'event "
          + "name'",
        "fix-it: remove ',' -> event d",
        "4:8 FL0011 ',' does not list events: each event is declared on its own line, as 'event "
          + "name'",
        "fix-it: declare each event on its own line -> event e\nevent f",
        // A keyword after the comma may start the next declaration: it is read as one.
        "5:8 FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
          + "route or expect), found ','",
        // A comma left out between listed names lists the name after it too.
        "6:8 FL0011 ',' does not list events: each event is declared on its own line, as 'event "
          + "name'",
        "fix-it: declare each event on its own line -> event h\nevent i\nevent j",
        // No comma at all (a review got "expected a declaration").
        "7:9 FL0011 a second name after 'event k': each event is declared on its own line, as "
          + "'event name'",
        "fix-it: declare each event on its own line -> event k\nevent l",
      ])
    let names = Parser.parse(SourceFile(path: "test.flow", text: text)).file.declarations
      .compactMap { declaration -> String? in
        switch declaration {
        case .event(let event): "event \(event.name.text)"
        case .condition(let condition): "condition \(condition.name.text)"
        default: nil
        }
      }
    #expect(
      names == [
        "event a", "event b", "event c", "condition x", "condition y", "event d", "event e",
        "event f", "event g", "event h", "event i", "event j", "event k", "event l",
      ])
  }

  /// In the path the same help would be false: `/steps/{index: Int}` never matches `/steps`, so
  /// the help offers the query item a link may leave out (a new-users review followed the query
  /// help and `/steps` matched nothing).
  @Test func aDefaultInAPathPlaceholderOffersAQueryItem() {
    #expect(
      Self.described(#"route "/steps/{index: Int = 1}" -> Step"#) == [
        "1:27 FL0021 a placeholder has no default ('= 1'); the screen's parameter holds it",
        "help: a path segment is always in a link, so a default there is never used: to let a "
          + "link leave the value out, make it a query item (`?index={index: Int}`) and write the "
          + "default on the screen's parameter (`index: Int = 1`)",
      ])
    // Blanks are not copied into the key, and a pattern with a query already gets an `&` item.
    #expect(
      Self.described(#"route "/s/{ id : Int = 1 }?x={x}" -> S"#).last
        == "help: a path segment is always in a link, so a default there is never used: to let a "
        + "link leave the value out, make it a query item (`&id={id: Int}`) and write the default "
        + "on the screen's parameter (`id: Int = 1`)")
  }

  /// A profile link's `@{username}` cannot be written; the help says what to write instead (a
  /// new-users review got the bare message), for text before or after the one placeholder.
  @Test func aPlaceholderInsideTextSaysWhatToWriteInstead() {
    #expect(
      Self.described(#"route "/@{username}" -> Profile"#) == [
        "1:9 FL0021 a placeholder must be a whole segment, like '/{id}'; braces cannot appear "
          + "inside other text",
        "help: give the fixed text a segment of its own ('/@/{username}'), or take the whole "
          + "segment ('/{username}', which reads '@' too) and remove '@' in the app",
      ])
    #expect(
      Self.described(#"route "/{id: Int}.json" -> Item"#).last
        == "help: give the fixed text a segment of its own ('/{id}/.json'), or take the whole "
        + "segment ('/{id}', which reads '.json' too) and remove '.json' in the app")
    #expect(
      Self.described(#"route "/x{a}y{b}" -> Item"#).last
        == "help: give each placeholder a segment of its own, and the fixed text another")
    // Placeholders joined by punctuation, as job and article links are (the twenty-first
    // new-users review got the generic help).
    #expect(
      Self.described(#"route "/job/{slug}-{id: Int}" -> Item"#).last
        == "help: give each placeholder a segment of its own ('/{slug}/{id}'), or read the whole "
        + "segment as one String ('/{slugAndId}') and split it in the app")
    // Offered without the `?` a path placeholder cannot have; a catch-all is no such case (the
    // second review).
    #expect(
      Self.described(#"route "/job/{slug}-{id?}" -> Item"#).contains(
        "help: give each placeholder a segment of its own ('/{slug}/{id}'), or read the whole "
          + "segment as one String ('/{slugAndId}') and split it in the app"))
    #expect(
      Self.described(#"route "/f/{slug}-{path...}" -> Item"#).last
        == "help: give each placeholder a segment of its own, and the fixed text another")
  }

  @Test func aFatArrowIsOneErrorAndReadsAsAnArrow() {
    #expect(
      Self.described(#"route "/h" => Home"#) == [
        "1:12 FL0002 '=>' is not an arrow in a spec: write '->'",
        #"fix-it: replace with '->' -> route "/h" -> Home"#,
      ])
  }

  /// `then` goes after `held`, once per prompt of a chain, and not after a link that landed or
  /// was dropped (docs review: both said "expected a declaration").
  @Test func aMisplacedThenSaysWhereStepsGo() {
    #expect(Self.described(#"expect "a://d" -> held, then a -> held, then b -> D"#) == [])
    #expect(
      Self.described(#"expect "a://d" -> held, then a -> D, then b -> D"#) == [
        "1:38 FL0011 'then' comes only after 'held': after these steps the link lands, so nothing "
          + "comes after it",
        "help: if the link still waits after those steps, write 'held' there, and where it lands "
          + "after the next: '-> held, then session -> held, then verified -> Home'",
      ])
    #expect(
      Self.described(#"expect "a://d" -> held, then a -> dropped, then b -> D"#)[0]
        == "1:44 FL0011 'then' comes only after 'held': after these steps the link is dropped, so "
        + "nothing comes after it")
    #expect(
      Self.described(#"expect "a://d" -> D, then a -> D"#) == [
        "1:22 FL0011 'then' comes only after 'held': this expect says the link lands at once, so "
          + "nothing comes after it",
        "help: if the link waits, write what it shows after the steps: '-> held, then session -> "
          + "Home'",
      ])
    #expect(
      Self.described(#"expect "a://d" -> nothing, then a -> D"#)[0]
        == "1:28 FL0011 'then' comes only after 'held': this expect says the URL matches no route, "
        + "so nothing comes after it")
  }

  /// `requires follows(handle)`: a condition is one Boolean, and its parentheses are one error
  /// the rest of the spec is read past (they were "expected a declaration, found '('", and
  /// nothing after was checked: the ninth new-users review).
  @Test func aConditionWithArgumentsIsOneErrorAndTheSpecReadsOn() {
    let text = """
      screen Profile(handle: String) requires follows(handle), session else present SignIn
      screen Next(
      """
    let message =
      "1:48 FL0011 a condition takes no arguments: 'follows(handle)' is not supported; a "
      + "condition is one Boolean for the whole app"
    let help =
      "help: require 'follows' as the app sets it for what is shown (the app keeps it for the "
      + "profile or item on screen), or check the value in the screen itself: a guard cannot "
      + "depend on a parameter"
    let fixIt =
      "fix-it: remove '(handle)' -> screen Profile(handle: String) requires follows, session "
      + "else present SignIn"
    #expect(Array(Self.described(text).prefix(3)) == [message, help, fixIt])
    let source = SourceFile(path: "test.flow", text: text)
    let screens = Parser.parse(source).file.declarations.compactMap { declaration -> String? in
      guard case .screen(let screen) = declaration else { return nil }
      return screen.name.text + ":" + screen.requires.map(\.text).joined(separator: ",")
    }
    #expect(screens.first == "Profile:follows,session")
    // Every group on the line goes with it; left open at the line's end, no fix-it removes half
    // of it (the fifth review).
    let twice = Self.described("screen P requires follows(a)(b), session\nscreen Q")
    #expect(twice.last == "fix-it: remove '(a)(b)' -> screen P requires follows, session")
    let open = Self.described("screen P requires follows(\n  handle)\nscreen Q")
    #expect(!open.contains { $0.hasPrefix("fix-it:") })
  }

  @Test func aNegatedGuardSaysHowToGuardOnTheOpposite() {
    #expect(
      Self.described("phase main requires !session { root Home }") == [
        "1:21 FL0011 'requires' cannot negate a condition: '!session' is not supported; "
          + "'requires' lists conditions that must hold",
        "help: declare a condition that holds exactly when 'session' does not (such as "
          + "'condition notSession', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'session' does not hold: "
          + "'check session ? otherPhase : thisPhase'",
      ])
    // The list goes on after it, and an `else` still belongs to the guard.
    #expect(
      Self.described("screen Item requires a, !b else present Sign").first
        == "1:25 FL0011 'requires' cannot negate a condition: '!b' is not supported; "
        + "'requires' lists conditions that must hold")
    #expect(Self.described("screen Item requires a, !b else present Sign").count == 2)
  }

  /// `requires a or b`, `and`, `not`, `||`, `&&`: a review found each read as two names missing a
  /// comma, with a fix-it inserting one (`requires session, or`), or as an unexpected character
  /// followed by a cascade.
  @Test(arguments: [
    (
      "phase main requires session and premium { root Home }",
      [
        "1:29 FL0011 'requires' lists its conditions with ',', not 'and'",
        "help: write 'requires session, premium', which holds while all of them hold",
        "fix-it: replace with ', premium' -> phase main requires session, premium { root Home }",
      ]
    ),
    (
      "phase main requires a && b && c { root Home }",
      [
        "1:23 FL0011 'requires' lists its conditions with ',', not '&&'",
        "help: write 'requires a, b, c', which holds while all of them hold",
        "fix-it: replace with ', b, c' -> phase main requires a, b, c { root Home }",
      ]
    ),
    (
      "phase main requires session or guest { root Home }",
      [
        "1:29 FL0011 'requires' cannot take 'or': a guard holds only while every condition it "
          + "lists holds",
        "help: declare one condition the app sets while any of 'session', 'guest' holds (such as "
          + "'condition sessionOrGuest') and require that",
      ]
    ),
    (
      "screen Item requires a || b else present Sign",
      [
        "1:24 FL0011 'requires' cannot take '||': a guard holds only while every condition it "
          + "lists holds",
        "help: declare one condition the app sets while any of 'a', 'b' holds (such as "
          + "'condition aOrB') and require that",
      ]
    ),
    (
      "phase main requires not session { root Home }",
      [
        "1:21 FL0011 'requires' cannot negate a condition: 'not session' is not supported; "
          + "'requires' lists conditions that must hold",
        "help: declare a condition that holds exactly when 'session' does not (such as "
          + "'condition notSession', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'session' does not hold: "
          + "'check session ? otherPhase : thisPhase'",
      ]
    ),
    (
      // A mix is read as 'or' (no list of commas says it), with every name in the help.
      "phase main requires a and b or c { root Home }",
      [
        "1:23 FL0011 'requires' cannot take 'or': a guard holds only while every condition it "
          + "lists holds",
        "help: declare one condition the app sets while 'a and b or c' holds, and require that",
      ]
    ),
    (
      "screen Item requires signed-in OR guest else present Sign",
      [
        "1:32 FL0011 'requires' cannot take 'OR': a guard holds only while every condition it "
          + "lists holds",
        "help: declare one condition the app sets while any of 'signed-in', 'guest' holds (such "
          + "as 'condition signedInOrGuest') and require that",
      ]
    ),
    (
      "phase main requires a and not b { root Home }",
      [
        "1:27 FL0011 'requires' cannot negate a condition: 'not b' is not supported; 'requires' "
          + "lists conditions that must hold",
        "help: declare a condition that holds exactly when 'b' does not (such as "
          + "'condition notB', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'b' does not hold: "
          + "'check b ? otherPhase : thisPhase'",
      ]
    ),
    (
      "phase main requires a && !b { root Home }",
      [
        "1:26 FL0011 'requires' cannot negate a condition: '!b' is not supported; 'requires' "
          + "lists conditions that must hold",
        "help: declare a condition that holds exactly when 'b' does not (such as "
          + "'condition notB', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'b' does not hold: "
          + "'check b ? otherPhase : thisPhase'",
      ]
    ),
    (
      "phase main requires a, and b { root Home }",
      [
        "1:24 FL0011 'requires' lists its conditions with ',', not 'and'",
        "fix-it: remove 'and' -> phase main requires a, b { root Home }",
      ]
    ),
    (
      "phase main requires a and { root Home }",
      [
        "1:23 FL0011 'requires' lists its conditions with ',', not 'and'",
        "fix-it: remove 'and' -> phase main requires a { root Home }",
      ]
    ),
    (
      // A review: the `!` was read as the start of a condition and nothing was reported; then
      // the 'and' and the '!' were two errors for one missing name.
      "phase main requires a and ! { root Home }",
      [
        "1:27 FL0010 expected a condition name after '!'; 'requires' lists conditions that must "
          + "hold, and cannot negate one"
      ]
    ),
    (
      "phase main requires a ! { root Home }",
      [
        "1:23 FL0010 expected a condition name after '!'; 'requires' lists conditions that must "
          + "hold, and cannot negate one"
      ]
    ),
    (
      // The negation stands for the slip; a missing ',' beside it would be a second error.
      "phase main requires a !b { root Home }",
      [
        "1:23 FL0011 'requires' cannot negate a condition: '!b' is not supported; 'requires' "
          + "lists conditions that must hold",
        "help: declare a condition that holds exactly when 'b' does not (such as "
          + "'condition notB', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'b' does not hold: "
          + "'check b ? otherPhase : thisPhase'",
      ]
    ),
    (
      // An operator ending a line goes on to the next line's name, as a ',' does.
      "screen T requires a and\n  b else present S",
      [
        "1:21 FL0011 'requires' lists its conditions with ',', not 'and'",
        "help: write 'requires a, b', which holds while all of them hold",
        "fix-it: replace with ', b' -> screen T requires a, b else present S",
      ]
    ),
    (
      // A review: rewriting the list dropped the comment between its lines; no fix-it then.
      "screen T requires a and\n  // the second\n  b else present S",
      [
        "1:21 FL0011 'requires' lists its conditions with ',', not 'and'",
        "help: write 'requires a, b', which holds while all of them hold",
      ]
    ),
    (
      // So after a comma: removing 'and' through to 'b' dropped the comment too.
      "screen T requires a, and\n  // the second\n  b else present S",
      ["1:22 FL0011 'requires' lists its conditions with ',', not 'and'"]
    ),
    (
      "screen T requires a and /* both */ b else present S",
      [
        "1:21 FL0011 'requires' lists its conditions with ',', not 'and'",
        "help: write 'requires a, b', which holds while all of them hold",
      ]
    ),
    (
      "screen T requires a &&\r\n  !b else present S",
      [
        "2:3 FL0011 'requires' cannot negate a condition: '!b' is not supported; 'requires' "
          + "lists conditions that must hold",
        "help: declare a condition that holds exactly when 'b' does not (such as "
          + "'condition notB', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'b' does not hold: "
          + "'check b ? otherPhase : thisPhase'",
      ]
    ),
    (
      "screen T requires a ||\n  b else present S",
      [
        "1:21 FL0011 'requires' cannot take '||': a guard holds only while every condition it "
          + "lists holds",
        "help: declare one condition the app sets while any of 'a', 'b' holds (such as "
          + "'condition aOrB') and require that",
      ]
    ),
    (
      // A keyword on the next line is no condition: the operator dangles.
      "screen T requires a and\nscreen U",
      [
        "1:21 FL0011 'requires' lists its conditions with ',', not 'and'",
        "fix-it: remove 'and' -> screen T requires a",
      ]
    ),
    (
      // A review: a negation, then an operator, cascaded into three errors.
      "phase main requires !a or b { root Home }",
      [
        "1:21 FL0011 'requires' cannot negate a condition: '!a' is not supported; 'requires' "
          + "lists conditions that must hold",
        "help: declare a condition that holds exactly when 'a' does not (such as "
          + "'condition notA', which the app keeps) and require it, or for a phase, enter it from "
          + "the ':' branch of a check, taken while 'a' does not hold: "
          + "'check a ? otherPhase : thisPhase'",
      ]
    ),
    (
      // A review: the `else` after the operator was read as a condition.
      "screen T requires a and else present S",
      [
        "1:21 FL0011 'requires' lists its conditions with ',', not 'and'",
        "fix-it: remove 'and' -> screen T requires a else present S",
      ]
    ),
    (
      // A condition named `or`, after a comma and before `else`, is that condition.
      "screen T requires a, or else present S",
      []
    ),
    (
      // A review: so is one named `NOT` (it was read as negating `else`).
      "screen T requires NOT else present S",
      []
    ),
    (
      "phase main requires a or\n{ root Home }",
      [
        "1:23 FL0011 'requires' cannot take 'or': a guard holds only while every condition it "
          + "lists holds"
      ]
    ),
  ])
  func requiresHasNoOperators(_ text: String, _ expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  /// A route's `requires a or b` is the route's one error, and its help does not turn the `or`
  /// into a list that must all hold (a review found `requires a, b` there).
  @Test func aRouteRequiringEitherConditionIsOneErrorNamingWhatToDeclare() {
    #expect(
      Self.described(#"route "/i" -> Item requires a or b"#) == [
        "1:20 FL0011 a route takes no 'requires': a link is guarded by the 'requires' of the "
          + "phase, tab, screens and presentations it lands in",
        "help: a guard cannot take 'or' either: declare one condition the app sets while any of "
          + "'a', 'b' holds (such as 'condition aOrB'), and to guard this link, add 'requires "
          + "aOrB' to the declaration of 'Item', after its name and parameters, or to its tab or "
          + "phase; that guards every way there, links included",
      ])
    // A review: with a negation the help wrote 'requires b, signedOut', both required.
    let negatedHelp: String =
      "help: a guard cannot take 'or' either: declare one condition the app sets while any of "
      + "'b', '!a' holds (such as 'condition bOrNotA'), and to guard this link, add 'requires "
      + "bOrNotA' to the declaration of 'Item', after its name and parameters, or to its tab or "
      + "phase; that guards every way there, links included"
    #expect(
      Self.described(#"route "/i" -> Item requires !a or b"#).dropFirst().first == negatedHelp)
    // A review: a mix of 'or' and 'and' was "any of" all three.
    let mixedHelp: String =
      "help: a guard cannot take 'or' either: declare one condition the app sets while 'a or b "
      + "and c' holds (such as 'condition aOrBOrC'), and to guard this link, add 'requires "
      + "aOrBOrC' to the declaration of 'Item', after its name and parameters, or to its tab or "
      + "phase; that guards every way there, links included"
    #expect(
      Self.described(#"route "/i" -> Item requires a or b and c"#).dropFirst().first == mixedHelp)
    #expect(
      Self.described(#"route "/i" -> Item requires a and b"#).dropFirst().first
        == "help: to guard this link, add 'requires a, b' to the declaration of 'Item', after its "
        + "name and parameters, or to its tab or phase; that guards every way there, links "
        + "included")
  }

  /// A review: `check !a && b`'s swap fix-it dropped `&& b` (its result checked, meaning
  /// something else); the negation gets no fix-it when conditions are combined after it.
  @Test func aNegatedCombinedCheckGetsNoFixItThatDropsAConditon() {
    let described = Self.described("phase launch { check !a && b ? main : intro }")
    #expect(!described.contains { $0.hasPrefix("fix-it") })
    #expect(
      described.first == "1:22 FL0011 a check cannot negate its condition: '!a' is not supported")
  }

  /// A review: `check a and !b` showed the chain for `a and b`.
  @Test func aCombinedCheckWithANegationChainsTheBranchesSwapped() {
    #expect(
      Self.described("phase launch { check a and !b ? main : intro }") == [
        "1:24 FL0011 a check tests one condition; 'and' cannot combine 'a' and 'b'",
        "help: chain checks, one condition each: 'check a ? checkB : intro' and a new "
          + "'phase checkB { check b ? intro : main }'; a guard takes several that must all "
          + "hold: 'requires a, b'",
      ])
  }

  @Test func aNegatedCheckSwapsItsBranches() {
    #expect(
      Self.described("phase launch { check !session ? intro : main }") == [
        "1:22 FL0011 a check cannot negate its condition: '!session' is not supported",
        "help: swap the branches instead: the '?' branch is taken while 'session' holds, the ':' "
          + "branch while it does not",
        "fix-it: swap the branches -> phase launch { check session ? main : intro }",
      ])
  }

  @Test(arguments: [
    (
      "phase launch { check session || other ? main : intro }",
      [
        "1:30 FL0011 a check tests one condition; '||' cannot combine 'session' and 'other'",
        "help: chain checks, one condition each: 'check session ? main : checkOther' and a new "
          + "'phase checkOther { check other ? main : intro }'",
      ]
    ),
    (
      "phase launch { check a&&b ? main : intro }",
      [
        "1:23 FL0011 a check tests one condition; '&&' cannot combine 'a' and 'b'",
        "help: chain checks, one condition each: 'check a ? checkB : intro' and a new "
          + "'phase checkB { check b ? main : intro }'; a guard takes several that must all "
          + "hold: 'requires a, b'",
      ]
    ),
    (
      "phase launch { check a or b or c ? main : intro }",
      [
        "1:24 FL0011 a check tests one condition; 'or' cannot combine 'a' and 'b'",
        "help: chain checks, one condition each: 'check a ? main : checkB' and a new "
          + "'phase checkB { check b ? main : intro }', and one more such phase for each "
          + "further condition",
      ]
    ),
    (
      // A mix: no one chain says it (the grouping is the writer's), nor one read as 'or'.
      "phase launch { check a and b or c ? main : intro }",
      [
        "1:24 FL0011 a check tests one condition; 'and' cannot combine 'a' and 'b'",
        "help: chain checks, one condition each, a phase for each: where 'and' joins two "
          + "conditions the first check's '?' branch goes on to the second, where 'or' joins "
          + "them its ':' branch does",
      ]
    ),
  ])
  func combinedConditionsAreOneErrorShowingTheChain(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func aRouteRequiresSaysWhereGuardsGo() {
    #expect(
      Self.described(
        """
        route "/x/{id}" -> Item requires session
        screen Item(id: Int)
        """) == [
          "1:25 FL0011 a route takes no 'requires': a link is guarded by the 'requires' of the "
            + "phase, tab, screens and presentations it lands in",
          "help: to guard this link, add 'requires session' to the declaration of 'Item', after "
            + "its name and parameters, or to its tab or phase; that guards every way there, "
            + "links included",
        ])
  }

  @Test(arguments: [
    (
      #"route "/x/{id}" -> Detail as hv in kind"#,
      [
        "1:33 FL0011 'in kind' must come before 'as hv': a route's clauses go in the order "
          + "'in', 'over current', 'as', then 'stack' and 'presentation'",
        "help: write them in that order, like 'route \"/p/{id}\" -> Item in tab over current as "
          + "name stack push presentation keep'",
        #"fix-it: move 'in kind' before 'as hv' -> route "/x/{id}" -> Detail in kind as hv"#,
      ]
    ),
    (
      #"route "/c" -> Compose stack push over current as c"#,
      [
        "1:34 FL0011 'over current' must come before 'stack push': a route's clauses go in the "
          + "order 'in', 'over current', 'as', then 'stack' and 'presentation'",
        "help: write them in that order, like 'route \"/p/{id}\" -> Item in tab over current as "
          + "name stack push presentation keep'",
        "fix-it: move 'over current' before 'stack push' -> "
          + #"route "/c" -> Compose over current as c stack push"#,
      ]
    ),
  ])
  func routeClausesOutOfOrderSayTheOrder(text: String, expected: [String]) {
    #expect(Self.described(text) == expected)
  }

  @Test func clausesOnSeveralLinesGetNoFixIt() {
    #expect(
      Self.described("route \"/x\" -> Detail as hv\n  in kind").last
        == "help: write them in that order, like 'route \"/p/{id}\" -> Item in tab over current "
        + "as name stack push presentation keep'")
  }

  @Test func clausesInOrderParseAsBefore() throws {
    let result = parse(#"route "/x/{id}" -> Detail in kind over current as hv stack push"#)
    #expect(result.diagnostics.isEmpty)
    guard case .route(let route)? = result.file.declarations.first else {
      Issue.record("no route")
      return
    }
    #expect(route.landing.tab?.text == "kind")
    #expect(route.landing.overCurrent != nil)
    #expect(route.caseName?.text == "hv")
    #expect(route.options.map(\.value.text) == ["push"])
    #expect(route.landing.range == SourceRange(start: 19, end: 46))
  }

  @Test func aTabWithoutItsIconGetsItInserted() {
    #expect(
      Self.described(#"phase main { default tab x "X" root Home }"#) == [
        "1:31 FL0010 tab 'x' has no icon: expected 'icon' and an SF Symbol name in quotes after "
          + "its title",
        #"help: every tab shows an SF Symbol in the tab bar: 'tab x "Title" icon "house" root Screen'"#,
        #"fix-it: insert 'icon "<#symbol#>"', a placeholder for an SF Symbol name to fill in -> phase main { default tab x "X" icon "<#symbol#>" root Home }"#,
      ])
    #expect(
      Self.described(#"phase main { default tab x "X" "house" root Home }"#) == [
        "1:32 FL0010 expected 'icon' before the SF Symbol name of tab 'x'",
        #"fix-it: insert 'icon' -> phase main { default tab x "X" icon "house" root Home }"#,
      ])
  }

  /// A tab's guard written before its root, in a phase's order (the thirty-eighth new-users
  /// review got "expected 'root' after the tab's icon" and no fix-it): one error, whose fix-it
  /// moves the root in front, and the tab is read as written so.
  @Test func aTabsGuardBeforeItsRootGetsTheRootMovedInFront() throws {
    let text =
      #"phase main { default tab x "X" icon "i" requires session else present SignIn root Home }"#
    #expect(
      Self.described(text) == [
        "1:41 FL0010 tab 'x' names its guard before its root: a tab's 'requires' follows 'root'",
        "fix-it: move 'root Home' before 'requires session else present SignIn' -> phase main { "
          + #"default tab x "X" icon "i" root Home requires session else present SignIn }"#,
      ])
    let result = parse(text)
    guard case .phase(let phase)? = result.file.declarations.first,
      case .tab(let tab)? = phase.items.first
    else {
      Issue.record("no tab")
      return
    }
    #expect(tab.root.text == "Home")
    #expect(tab.requires.map(\.text) == ["session"])
    #expect(tab.guardFailure != nil)
    // A comment between the guard and the root: the error, but no fix-it that would drop it (the
    // second diff review).
    let commented = "phase main {\n  tab x \"X\" icon \"i\" requires session // why\n  root Home\n}"
    #expect(
      Self.described(commented) == [
        "2:22 FL0010 tab 'x' names its guard before its root: a tab's 'requires' follows 'root'"
      ])
    // Without `root` after the guard, what is missing is said after the guard.
    #expect(
      Self.described(#"phase main { tab x "X" icon "i" requires session }"#).first
        == "1:50 FL0010 expected 'root' after the tab's guard, found '}'")
  }

  /// A setting's value on the line below it: the message says it belongs on the same line, where
  /// it read "expected 'tab' ..., found 'tab'" (the tools review), and the fix-it joins the lines.
  @Test func aValueOnTheNextLineIsAskedForOnTheSameLine() {
    #expect(
      Self.described("app A {\n  scheme \"a\"\n  restore\n    tab\n}") == [
        "3:10 FL0010 expected 'tab', 'stacks' or 'nothing' after 'restore' on the same line, "
          + "found 'tab' on the next line",
        "fix-it: join the lines ->   restore tab",
      ])
    // Lines further down, behind a comment: how far, and no fix-it (it would join the comment).
    #expect(
      Self.described("app A {\n  scheme \"a\"\n  restore\n  // why\n\n  tab\n}") == [
        "3:10 FL0010 expected 'tab', 'stacks' or 'nothing' after 'restore' on the same line, "
          + "found 'tab' 3 lines below"
      ])
    // Something else on the next line is a missing value, said as before.
    #expect(
      Self.described("app A {\n  scheme \"a\"\n  restore\n}").first
        == "3:10 FL0010 expected 'tab', 'stacks' or 'nothing' after 'restore', found '}'")
  }

  /// `requires` doubled by an edit: the fix-it removes the second, where a `,` between the two
  /// made `requires` a condition (the tools review).
  @Test func aDoubledRequiresIsRemoved() {
    #expect(
      Self.described("screen Account requires requires session") == [
        "1:25 FL0011 'requires' is written twice; the conditions follow the first",
        "fix-it: remove the second 'requires' -> screen Account requires session",
      ])
    #expect(
      Self.described("screen Account requires\n  requires session").prefix(1) == [
        "2:3 FL0011 'requires' is written twice; the conditions follow the first"
      ])
  }

  /// `else hide` and `else SignIn`: one error each, saying what to write, where the word was also
  /// "cannot appear in phase" (the twentieth and twenty-first new-users reviews). The fix-it
  /// removes an `else hide`, and inserts `present` before a sheet's name or `->` before a phase's.
  @Test func anElseWithoutPresentOrArrowIsOneErrorWithAFix() {
    let tab = "phase main {\n  tab store \"Store\" icon \"bag\" root Store requires grownUp else "
    #expect(
      Self.described(tab + "hide\n}") == [
        "2:65 FL0010 expected 'present' or '->' after 'else', found 'hide'",
        "help: without `else`, what a failed guard keeps out is hidden: a tab leaves the tab bar, "
          + "and a screen, sheet or cover is not shown; a link to it waits for the condition",
        "fix-it: remove the 'else' ->   tab store \"Store\" icon \"bag\" root Store requires grownUp",
      ])
    #expect(
      Self.described("screen Saved requires session else SignIn") == [
        "1:36 FL0010 expected 'present' or '->' after 'else', found 'SignIn'",
        "help: to show a sheet or cover while the guard fails, write `else present SignIn`; to "
          + "move to a phase, `else -> SignIn`",
        "fix-it: insert 'present' -> screen Saved requires session else present SignIn",
      ])
    #expect(
      Self.described("screen Saved requires session else welcome {\n}").last
        == "fix-it: insert '->' -> screen Saved requires session else -> welcome {")
  }

  /// What an error on its line left unread is read past, but a misspelt item keyword there is
  /// still suggested (the review of the cascade rule saw `pussh`'s suggestion go).
  @Test func aMisspeltKeywordAfterAnErrorOnItsLineIsStillSuggested() {
    let described = Self.described("screen Home {\n  push Detail # pussh Other\n}\n")
    #expect(described.contains("fix-it: replace with 'push' ->   push Detail # push Other"))
    #expect(Self.described("screen Home {\n  push Detail # Other\n}\n").count == 1)
  }

  /// `requires (a, b)`: one error whose fix-it removes the parentheses, where the `(` was also
  /// "cannot appear in phase 'main'" (the twenty-first new-users review).
  @Test func parenthesizedConditionsAreOneErrorWithAFix() {
    #expect(
      Self.described("phase main {\n  tab a \"A\" icon \"a\" root A requires (session, grownUp)\n}")
        == [
          "2:38 FL0011 the conditions after 'requires' are listed without parentheses",
          "help: every condition listed must hold: `requires session, grownUp`",
          "fix-it: remove the parentheses ->   tab a \"A\" icon \"a\" root A requires session, grownUp",
        ])
    #expect(Self.described("screen S requires (session)").count == 3)
    // What was inside stays as written: a negation (its own error) and a comment (the review saw
    // the fix-it drop both).
    #expect(
      Self.described("screen S requires (!guest, adult)").contains(
        "fix-it: remove the parentheses -> screen S requires !guest, adult"))
    #expect(
      Self.described("screen S requires (session, // who\n  adult)").last
        == "fix-it: remove the parentheses -> screen S requires session, // who\n  adult")
  }

  /// `animated` after `present X` or `dismiss`: it goes with a move to a phase alone, said so,
  /// where it read as a phase item that "cannot appear in phase" (the twentieth and twenty-first
  /// new-users reviews).
  @Test func animatedAfterAPresentationIsOneErrorWithAFix() {
    #expect(
      Self.described("sheet Filters { on done -> dismiss animated }") == [
        "1:36 FL0011 'animated' goes only with a move to a phase (`on signedIn -> main animated`); "
          + "'dismiss' takes none, as the UI animates sheets and covers itself",
        "fix-it: remove 'animated' -> sheet Filters { on done -> dismiss }",
      ])
    #expect(
      Self.described("phase main {\n  root A\n  on help -> present Help animated\n}").last
        == "fix-it: remove 'animated' ->   on help -> present Help")
    #expect(Self.described("phase main {\n  root A\n  on done -> main animated\n}") == [])
  }
}

/// `.5`, `5.` and `+5` as other languages write numbers: one error each whose fix-it writes the
/// number this language reads, and the value read on, where each was "unexpected character" (the
/// twenty-eighth new-users review).
@Test(arguments: [
  (
    ".5", "1:22 FL0006 a number starts with a digit: write '0' before its '.'",
    "fix-it: insert '0' -> screen X(r: Double = 0.5)"
  ),
  (
    "5.", "1:23 FL0006 a number ends with a digit: write '0' after its '.'",
    "fix-it: insert '0' -> screen X(r: Double = 5.0)"
  ),
  (
    "+5", "1:22 FL0006 a number is written without '+'",
    "fix-it: remove '+' -> screen X(r: Double = 5)"
  ),
])
func aNumberWrittenAsAnotherLanguageDoesGetsItsFixIt(value: String, error: String, fixIt: String) {
  #expect(
    NewUserSyntaxTests.described("screen X(r: Double = \(value))") == [error, fixIt])
}
