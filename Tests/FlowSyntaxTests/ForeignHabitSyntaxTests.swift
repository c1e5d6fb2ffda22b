import FlowSyntax
import Testing

/// Habits from other tools and documents that a newcomer review found giving a cascade, a wrong
/// place or no fix: each is one error at the mistake, and its fix-it gives the line that was meant.
@Suite struct ForeignHabitSyntaxTests {
  static func described(_ text: String) -> [String] { NewUserSyntaxTests.described(text) }

  @Test func aStringMissingItsQuoteBeforeTheArrowEndsThere() {
    #expect(
      Self.described("route \"/shows/{id} -> Show in library\nroute \"/x\" -> X") == [
        "1:7 FL0003 unterminated string; a string ends with '\"' on the same line",
        #"fix-it: insert '"' -> route "/shows/{id}" -> Show in library"#,
      ])
  }

  /// The same before a `}` or `)` that ends the line and opens nowhere in the string (the CLI
  /// review: FL0003's own doc example also gave "expected '}'", and its fix-it left it).
  @Test(arguments: [
    ("app A { scheme \"a }", #"fix-it: insert '"' -> app A { scheme "a" }"#),
    (
      "screen Home(t: String = \"x)\nscreen B",
      #"fix-it: insert '"' -> screen Home(t: String = "x")"#
    ),
  ])
  func aStringMissingItsQuoteBeforeAClosingBracketEndsThere(line: String, fixed: String) {
    let described = Self.described(line)
    #expect(described.count == 2)
    #expect(described.last == fixed)
  }

  /// A `//` comment after a blank ends the string before it, so the fix-it's quote keeps the
  /// comment a comment (a review found `--fix` making it the scheme's text); then a `}` before it
  /// ends the string as above. A `//` inside a URL stays in the string.
  @Test(arguments: [
    (
      "app A {\n  scheme \"demo // the scheme comment\n}",
      #"fix-it: insert '"' ->   scheme "demo" // the scheme comment"#
    ),
    ("app A { scheme \"a } // app (x)", #"fix-it: insert '"' -> app A { scheme "a" } // app (x)"#),
    (
      "app A { host \"https://a.example\n}",
      #"fix-it: insert '"' -> app A { host "https://a.example""#
    ),
    (
      "app A {\n  scheme \"demo /* c */\n}",
      #"fix-it: insert '"' ->   scheme "demo" /* c */"#
    ),
  ])
  func aStringMissingItsQuoteBeforeACommentEndsThere(text: String, fixed: String) {
    let described = Self.described(text)
    #expect(described.count == 2)
    #expect(described.last == fixed)
  }

  /// With an escape in the string it ends there too (the last session left it swallowing the
  /// comment), and the string's value is the text before the cut, its escapes read: an escape after
  /// the cut is no part of it, nor is its error (the diff review found `\d` in the comment
  /// reported as an unknown escape).
  @Test(arguments: [
    (
      "app A {\n  scheme \"de\\\"mo // the \\n scheme\n}",
      #"fix-it: insert '"' ->   scheme "de\"mo" // the \n scheme"#, "de\"mo", true
    ),
    (
      "route \"/a\\u{62} -> B\nscreen B",
      #"fix-it: insert '"' -> route "/a\u{62}" -> B"#, "/ab", true
    ),
    // An escape error past the cut belongs to the comment, not the string: withdrawn.
    (
      "screen Home(t: String = \"a\\tb // was \\d\nscreen B",
      #"fix-it: insert '"' -> screen Home(t: String = "a\tb" // was \d"#, "a\tb", true
    ),
    (
      "app A { scheme \"a } // \\t",
      #"fix-it: insert '"' -> app A { scheme "a" } // \t"#, "a", false
    ),
  ])
  func aStringWithEscapesMissingItsQuoteEndsBeforeTheComment(
    text: String, fixed: String, value: String, hasEscapes: Bool
  ) {
    let described = Self.described(text)
    #expect(described.count == 2)
    #expect(described.last == fixed)
    let string = Lexer.tokenize(SourceFile(path: "a.flow", text: text)).tokens.first {
      if case .string = $0.kind { true } else { false }
    }
    #expect(string?.kind == .string(value, hasEscapes: hasEscapes))
  }

  /// A `/*` the line does not close stays in the string: ended before it, the comment would run
  /// to the end of the file (a review found `--fix` commenting out every declaration after it).
  @Test func anUnclosedBlockCommentOpenerStaysInTheString() {
    #expect(
      Self.described("app A {\n  scheme \"a /* b\n}\nscreen Home\n") == [
        "2:10 FL0003 unterminated string; a string ends with '\"' on the same line",
        #"fix-it: insert '"' ->   scheme "a /* b""#,
      ])
  }

  /// A `}` or `)` the string opens stays in it: the quote goes at the end of the line.
  @Test func aBracketTheStringOpensStaysInIt() {
    #expect(
      Self.described("route \"/items/{id}\n") == [
        "1:7 FL0003 unterminated string; a string ends with '\"' on the same line",
        #"fix-it: insert '"' -> route "/items/{id}""#,
        "1:19 FL0010 expected '->' after the route's pattern, found the end of the file",
      ])
  }

  /// A parameter list missing its `:` or `)` is one error with the fix-it, and the rest of the
  /// file is read as written (CLI review: neither had a fix-it).
  @Test func aParameterListMissingItsColonOrParenthesisHasAFixIt() {
    #expect(
      Self.described("screen X(id Int)\nscreen Y") == [
        "1:13 FL0010 expected ':' after parameter 'id', found 'Int'",
        "fix-it: insert ':' -> screen X(id: Int)",
      ])
    #expect(
      Self.described("screen Detail(id: Int {\n  push Y\n}\nscreen Y") == [
        "1:23 FL0010 expected ')' after parameter 'id', found '{'",
        "fix-it: insert ')' -> screen Detail(id: Int) {",
      ])
    #expect(
      Self.described("screen Y(a: Int, b: String\nscreen Z") == [
        "1:27 FL0010 expected ')' after parameter 'b', found 'screen'",
        "fix-it: insert ')' -> screen Y(a: Int, b: String)",
      ])
  }

  /// What the two fix-its must not guess at (the diff review): a missing comma between parameters
  /// on separate lines is that comma, a word that is no type gets no `:`, and an unterminated
  /// string that took the `)` is its own one error.
  @Test func parameterListRecoveryDoesNotGuessWrong() {
    #expect(
      Self.described("screen Item(\n  id: Int\n  /// The name.\n  name: String\n)") == [
        "2:10 FL0010 expected ',' between parameters after parameter 'id', found 'name'",
        "fix-it: insert ',' ->   id: Int,",
      ])
    #expect(
      Self.described("screen Item(id: Int = 3 name: String)") == [
        "1:25 FL0010 expected ',' between parameters after parameter 'id', found 'name'",
        "fix-it: insert ',' -> screen Item(id: Int = 3, name: String)",
      ])
    #expect(
      Self.described("screen Show(_ id: Int)") == [
        "1:15 FL0010 expected ':' after parameter '_', found 'id'"
      ])
    #expect(
      Self.described("screen Home(t: String = \"x) { push Item }\nscreen Item").map {
        String($0.prefix(11))
      } == ["1:25 FL0003", "fix-it: ins"])
  }

  /// The fix-it's label names what it inserts (the CLI review: it said ': elsePhase').
  @Test func aCheckWithoutItsElseBranchSaysWhatTheFixItInserts() {
    #expect(
      Self.described("phase p {\n  check session ? main\n}").last
        == "fix-it: insert ': <#phase#>' for the phase to enter when the condition fails ->   "
        + "check session ? main : <#phase#>")
  }

  /// A character the lexer refuses where a name goes is the one error; "expected the screen's
  /// name" at the next line was a second, out of order (the CLI review).
  @Test func aRefusedCharacterWhereANameGoesIsOneError() {
    #expect(
      Self.described("screen $\nscreen Other").map { String($0.prefix(11)) } == ["1:8 FL0002 "])
  }

  /// A trailing comma before the `}`, as parameters and landings allow.
  @Test func aTrailingCommaEndsANameList() {
    #expect(Self.described("screen A {\n  push B, C,\n}\nscreen B\nscreen C") == [])
  }

  @Test func curlyQuotesAreOneErrorWrittenStraight() {
    #expect(
      Self.described("app A { scheme \u{201C}a\u{201D} }") == [
        "1:16 FL0002 strings are written in straight double quotes (\"), not curly quotes, which a "
          + "word processor or chat app may have put in",
        #"fix-it: use double quotes -> app A { scheme "a" }"#,
      ])
  }

  @Test(arguments: [("# the tabs", "#"), ("-- the tabs", "--")])
  func aCommentFromAnotherLanguageIsOneError(line: String, marker: String) {
    #expect(
      Self.described("\(line) and more words\nevent e") == [
        "1:1 FL0002 comments start with '//', not '\(marker)'",
        "fix-it: replace with '//' -> // the tabs and more words",
      ])
  }

  @Test func aWordBeforeAHandlersPhaseIsOneError() {
    #expect(
      Self.described("phase p {\n  on signedIn -> goto main animated\n}") == [
        "2:18 FL0011 an event's action is written '-> main' (a phase), '-> present main' or "
          + "'-> dismiss'; 'goto' is not needed",
        "fix-it: remove 'goto' ->   on signedIn -> main animated",
      ])
  }

  @Test func aHandlerThatPushesIsOneError() {
    #expect(
      Self.described("phase p {\n  on go -> push Library\n  on back -> dismiss\n}") == [
        "2:12 FL0011 an event cannot push a screen: its action goes to a phase ('-> main'), "
          + "presents a sheet or cover ('-> present X') or dismisses one ('-> dismiss')",
        "help: to show 'Library' after an event, push it from the app (`navigator.push(...)`), or "
          + "open a link to it",
      ])
  }

  @Test func aNameAfterDismissIsOneError() {
    #expect(
      Self.described("sheet S {\n  on done -> dismiss S\n}") == [
        "2:22 FL0011 'dismiss' closes the topmost sheet or cover and takes no name; 'S' is not "
          + "needed",
        "fix-it: remove 'S' ->   on done -> dismiss",
      ])
  }

  @Test func aCommaBeforeElseIsOneError() {
    #expect(
      Self.described("screen P requires premium, else present Paywall") == [
        "1:26 FL0011 a ',' separates conditions; 'else' follows the last one without it",
        "fix-it: remove ',' -> screen P requires premium else present Paywall",
      ])
  }

  /// A trailing comma before the block: the error is at the comma, with a fix-it, where it was
  /// at the blank before the brace with none (the twenty-sixth new-users review).
  @Test func aCommaBeforeTheBlockIsOneError() {
    #expect(
      Self.described("phase main requires session, onboarded, {\n  root Home\n}") == [
        "1:39 FL0011 a ',' separates conditions; the block's '{' follows the last one without it",
        "fix-it: remove ',' -> phase main requires session, onboarded {",
      ])
  }

  @Test func tabAfterInIsOneError() {
    #expect(
      Self.described(#"route "/x" -> Show in tab library"#) == [
        "1:23 FL0011 'in' is followed by the tab's name alone: 'in library'",
        #"fix-it: remove 'tab' -> route "/x" -> Show in library"#,
      ])
  }

  @Test(arguments: [("tabs", "tab"), ("stack", "stacks")])
  func aNearMissOfASettingValueIsSuggested(written: String, meant: String) {
    #expect(
      Self.described("app A { restore \(written) }") == [
        "1:17 FL0011 '\(written)' is not a valid value for 'restore'; expected 'tab', 'stacks' or "
          + "'nothing'; did you mean '\(meant)'?",
        "fix-it: replace with '\(meant)' -> app A { restore \(meant) }",
      ])
  }

  /// `restore presentations` is what a team wanting a cover back on relaunch writes: the help says
  /// sheets and covers are never restored (a review's turn-by-turn app got only the values).
  @Test(arguments: ["presentations", "covers", "Sheets"])
  func restoringPresentationsSaysTheyAreNever(written: String) {
    #expect(
      Self.described("app A { restore \(written) }") == [
        "1:17 FL0011 '\(written)' is not a valid value for 'restore'; expected 'tab', 'stacks' or "
          + "'nothing'",
        "help: sheets and covers are never restored: `restore tab` brings back the tab they were "
          + "open over, and `restore stacks` its stack too; keep what the app needs to reopen one "
          + "in its own state",
      ])
  }

  @Test(arguments: ["=", ":"])
  func aSettingWrittenAsAnAssignmentIsOneError(mark: String) {
    #expect(
      Self.described("app A { scheme \(mark) \"a\" }") == [
        "1:16 FL0011 'scheme' takes its value after a space, without '\(mark)'",
        #"fix-it: remove '\#(mark)' -> app A { scheme "a" }"#,
      ])
  }

  @Test func aRouteWithoutItsArrowGetsItInserted() {
    #expect(
      Self.described(#"route "/x" Show in library"#) == [
        "1:12 FL0010 expected '->' after the route's pattern, found 'Show'",
        #"fix-it: insert '->' -> route "/x" -> Show in library"#,
      ])
  }

  @Test func aSwiftLetBeforeAParameterIsOneError() {
    #expect(
      Self.described("screen S(let id: Int = 1)") == [
        "1:10 FL0011 a parameter is written 'name: Type', without 'let'",
        "fix-it: remove 'let' -> screen S(id: Int = 1)",
      ])
  }

  @Test func aGuardInsideABlockSaysWhereGuardsGo() {
    #expect(
      Self.described("screen S {\n  requires premium\n}") == [
        "2:3 FL0011 'requires' cannot appear in screen 'S'; expected push, present or on",
        "help: a guard goes on the declaration's line, before its block: 'screen Name(...) "
          + "requires condition { ... }', 'phase main requires condition { ... }', or after a "
          + "tab's root",
      ])
  }

  @Test func aComparedConditionInAnExpectIsOneError() {
    #expect(
      Self.described(#"expect "a://x" when session == false -> held"#) == [
        "1:21 FL0011 an expect writes a condition's value with a prefix, not '=': '!session' for "
          + "'session == false' (a name alone holds, '!' does not, '?' is not decided yet)",
        #"fix-it: replace with '!session' -> expect "a://x" when !session -> held"#,
      ])
  }

  /// Sound specs the habits above must leave alone (a review of the first version found each
  /// refused): two handlers on one line, a `default` before the next tab on its line, a tab named
  /// `tab` with a route clause after it.
  @Test(arguments: [
    "phase p { root W; on a -> main on b -> present S }",
    "sheet S { on a -> dismiss on b -> main }",
    #"phase main { tab a "A" icon "a" root A default tab b "B" icon "b" root B }"#,
    #"route "/m/{id}" -> M in tab as tabMessage"#,
    #"route "/m/{id}" -> M in tab stack push"#,
  ])
  func soundLinesParseAsBefore(text: String) {
    #expect(Self.described(text) == [])
  }

  @Test func aMisspeltPresentInAHandlerIsOneErrorThatWritesIt() {
    #expect(
      Self.described("phase p {\n  on a -> presnt Settings\n}") == [
        "2:11 FL0011 an event shows a sheet or cover with '-> present Settings', not 'presnt'",
        "fix-it: replace with 'present' ->   on a -> present Settings",
      ])
  }

  /// `<#symbol#>`, which the missing-icon fix-it writes, is to be filled in: the spec does not
  /// check until it is (it generated a tab whose symbol was the placeholder), and a placeholder
  /// outside a string is one error, not one per character.
  @Test func editorPlaceholdersAreOneErrorUntilFilledIn() {
    #expect(
      Self.described(#"phase main { default tab x "X" icon "<#symbol#>" root Home }"#) == [
        "1:37 FL0011 '<#symbol#>' is a placeholder to fill in"
      ])
    #expect(
      Self.described("phase launch { check c ? main : <#phase#> }") == [
        "1:33 FL0002 '<#phase#>' is a placeholder to fill in"
      ])
  }

  /// A check's branch called like a function or animated like an event's target: one error
  /// (it said the `:` branch was missing, then that '(' could not appear).
  @Test(arguments: [("main()", "()", 36), ("main animated", "animated", 37)])
  func aDecoratedCheckBranchIsOneError(branch: String, decoration: String, column: Int) {
    #expect(
      Self.described("phase launch { check session ? \(branch) : welcome }") == [
        "1:\(column) FL0011 a check's branch is a phase's name alone ('main'), without "
          + "'\(decoration)'",
        "fix-it: remove '\(decoration)' -> phase launch { check session ? main : welcome }",
      ])
  }

  /// A tab with an empty title or icon shows a blank in the tab bar.
  @Test func anEmptyTabTitleOrIconIsAnError() {
    #expect(
      Self.described(#"phase main { default tab x "" icon "" root Home }"#) == [
        "1:28 FL0011 tab 'x' has an empty title; the tab bar shows it under the icon",
        "1:36 FL0011 tab 'x' has an empty icon; the tab bar shows an SF Symbol of that name, "
          + #"such as "house""#,
      ])
  }

  /// A handler does one thing for one event; `over current` is for routes; and a handler at the
  /// top of the file belongs in a phase (the twelfth new-users review, trying an alarm from any
  /// phase, got bare parse errors, one blaming the phase for the handler's comma).
  @Test func aHandlerForTwoEventsOrWithTwoActionsSaysSo() {
    #expect(
      Self.described("phase p {\n  on alarm -> other, present Alarm\n  root Home\n}") == [
        "2:20 FL0011 a handler runs one action; nothing follows it on its line",
        "help: to do two things on one event, let the first lead to a phase or presentation whose "
          + "own handler does the second, or have the app send a second event",
      ])
    #expect(
      Self.described("phase p {\n  on alarm, fire -> present Alarm\n  root Home\n}") == [
        "2:11 FL0011 a handler is for one event: write one 'on' per event ('on alarm -> ...', "
          + "'on fire -> ...')"
      ])
    #expect(
      Self.described("phase p {\n  on alarm -> present Alarm over current\n  root Home\n}") == [
        "2:29 FL0011 a handler's 'present' opens the sheet or cover over what is showing already; "
          + "'over current' is for routes",
        "fix-it: remove 'over current' ->   on alarm -> present Alarm",
      ])
    #expect(
      Self.described("screen Home\non alarm -> present Alarm") == [
        "2:1 FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
          + "route or expect), found 'on'",
        "help: a handler goes inside the phase, sheet or cover it is handled in; for an event "
          + "every phase handles alike (an alarm), write the handler and the 'present' in each "
          + "phase that shows something",
      ])
    // An app setting after a screen, for one screen never restored (the twenty-first new-users
    // review got no help).
    #expect(
      Self.described("screen Detail(id: String)\nrestore nothing") == [
        "2:1 FL0011 expected a declaration (app, condition, event, phase, screen, sheet, cover, "
          + "route or expect), found 'restore'",
        "help: 'restore' is a setting of the app block (`app A { restore ... }`), for the whole "
          + "app; no screen sets its own, but sheets and covers are never restored",
      ])
    // So inside a screen's block, where one screen's setting would be written (the second
    // review).
    #expect(
      Self.described("screen Detail {\n  restore nothing\n}").last
        == "help: 'restore' is a setting of the app block (`app A { restore ... }`), for the whole "
        + "app; no screen sets its own, but sheets and covers are never restored")
    // A route takes its own `stack` and `presentation`, after its landing (the second review).
    #expect(
      Self.described("screen Detail\nstack push").last
        == "help: 'stack' is a setting of the app block (`app A { stack ... }`), for the whole "
        + "app, or of one route, after its landing (`route \"/x\" -> X stack ...`)")
  }

  /// A title that shows as nothing, or holds a control character, and an icon no SF Symbol is
  /// named (the twelfth new-users review: `" "`, `"\u{200B}"` and `"house\n"` were accepted).
  @Test func aBlankTabTitleOrAnIconNoSymbolIsNamedIsAnError() {
    #expect(
      Self.described(#"phase main { default tab x " \u{200B}" icon "house\n" root Home }"#) == [
        "1:28 FL0011 tab 'x' has a title that shows as nothing (only spaces, invisible "
          + "characters or marks with no letter to sit on); the tab bar shows it under the icon",
        "1:45 FL0011 tab 'x' has an icon with a space or an invisible or control character, "
          + #"which no SF Symbol's name has ("house", "person.crop.circle")"#,
      ])
    #expect(
      Self.described(#"phase main { default tab x "Home\u{0}" icon "house.fill" root Home }"#) == [
        "1:28 FL0011 tab 'x' has a title with a control character (U+0000), which the tab bar "
          + "cannot show"
      ])
    // A braille blank shows as nothing; a line separator breaks the title in two (the review).
    #expect(
      Self.described(
        #"phase main { default tab x "\u{2800}" icon "a" root A tab y "a\u{2028}b" icon "b" root B }"#
      )
      .map { String($0.prefix(44)) } == [
        "1:28 FL0011 tab 'x' has a title that shows a",
        "1:61 FL0011 tab 'y' has a title with a contr",
      ])
    // Marks with nothing to sit on are no title either.
    #expect(
      Self.described(#"phase main { default tab x "\u{301}\u{20DD}" icon "a" root A }"#)
        .map { String($0.prefix(44)) } == ["1:28 FL0011 tab 'x' has a title that shows a"])
    // Titles in any script, with their marks and joiners, are fine.
    #expect(
      Self.described(#"phase main { default tab x "قائمة 👨‍👩‍👧 é" icon "person.2" root Home }"#)
        == [])
    #expect(
      Self.described(#"phase main { default tab x "e\u{301}" icon "a" root A }"#) == [])
  }

  /// The closing brace goes on a line of its own with the file's line break, so a Windows file
  /// keeps one kind of line ending.
  @Test func aMissingBraceInACRLFFileIsInsertedWithCRLF() {
    let source = SourceFile(path: "a.flow", text: "screen A {\r\n  push B\r\nscreen B\r\n")
    let fixIt = Parser.parse(source).diagnostics.compactMap(\.fixIt).first
    #expect(fixIt?.replacement == "\r\n}")
  }
}
