import FlowCompiler
import FlowSyntax
import Testing

/// `expect` declarations are verified by `Compiler.check` with the runtime's matcher and landing.
@Suite struct ExpectationTests {
  static let spec = """
    app A {
      scheme "a"
      host "a.example"
    }
    phase main {
      default tab home "Home" icon "house" root Home
      tab more "More" icon "ellipsis" root More
    }
    screen Home { push Item }
    screen More
    screen Item(id: Int, ratio: Double = 1, key: UUID? = nil, name: String = "x") {
      present Viewer
    }
    sheet Viewer(id: Int) { push Page }
    screen Page(n: Int)
    route "/items/{id}?ratio={ratio}&key={key}" -> Item
    route "/items/{id}/view/{n}" -> [Item, Viewer(id: id), Page]
    route "/more" -> More

    """

  /// The diagnostics of `spec` followed by `expectation` (line 19).
  static func diagnostics(_ expectation: String) -> [String] {
    lines(checked(spec + expectation + "\n"))
  }

  @Test(arguments: [
    #"expect "a://items/7" -> Item(id: 7)"#,
    #"expect "a://items/7" -> Item"#,
    #"expect "a://items/7" -> [Home, Item] in home"#,
    #"expect "https://a.example/items/7?ratio=2" -> Item(id: 7, ratio: 2)"#,
    #"expect "a://items/7?ratio=2.0" -> Item(ratio: 2.0, name: "x", key: nil)"#,
    // -0 and 0 are equal Doubles, as generated screens compare them (a review: FL0400 said not).
    #"expect "a://items/7?ratio=-0" -> Item(ratio: 0)"#,
    #"expect "a://items/7?ratio=0" -> Item(ratio: -0.0)"#,
    #"expect "a://items/7?key=e621e1f8-c36c-495a-93fc-0c247a3e6e5f" -> Item(key: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")"#,
    #"expect "a://items/7/view/3" -> [Item(id: 7), Viewer(id: 7), Page(n: 3)]"#,
    #"expect "a://items/7/view/3" -> Page(n: 3) in home"#,
    #"expect "a://more" -> More in more"#,
    #"expect "a://items/x" -> nothing"#,
    #"expect "a://items/7/view" -> nothing"#,
    #"expect "javascript:alert(1)" -> nothing"#,
  ])
  func heldExpectationIsSilent(_ expectation: String) {
    #expect(Self.diagnostics(expectation) == [])
  }

  @Test(arguments: [
    (
      #"expect "a://items/7" -> Item(id: 8)"#,
      [
        "test.flow:19:8 FL0400 'a://items/7' lands on Home > Item(id: 7, ratio: 1.0, key: nil, name: \"x\") in home, not Item(id: 8)",
        "  note: route '/items/{id}?ratio={ratio}&key={key}' matched it",
      ]
    ),
    (
      #"expect "a://items/7" -> Item in more"#,
      [
        "test.flow:19:8 FL0400 'a://items/7' lands on Home > Item(id: 7, ratio: 1.0, key: nil, name: \"x\") in home, not Item in more",
        "  note: route '/items/{id}?ratio={ratio}&key={key}' matched it",
      ]
    ),
    (
      #"expect "a://items/7" -> [More, Item]"#,
      [
        "test.flow:19:8 FL0400 'a://items/7' lands on Home > Item(id: 7, ratio: 1.0, key: nil, name: \"x\") in home, not More > Item",
        "  note: route '/items/{id}?ratio={ratio}&key={key}' matched it",
      ]
    ),
    (
      #"expect "a://items/7/view/3" -> Viewer"#,
      [
        "test.flow:19:8 FL0400 'a://items/7/view/3' lands on Home > Item(id: 7, ratio: 1.0, key: nil, name: \"x\") > Viewer(id: 7) > Page(n: 3) in home, not Viewer",
        "  note: route '/items/{id}/view/{n}' matched it",
      ]
    ),
    (
      #"expect "a://items/x" -> Item"#,
      [
        "test.flow:19:8 FL0400 'a://items/x' matches no route ('x' is not an Int for {id}); expected Item"
      ]
    ),
    (
      #"expect "a://more" -> nothing"#,
      [
        "test.flow:19:8 FL0400 'a://more' was expected to match nothing, but it lands on More in more (route '/more')"
      ]
    ),
    (
      #"expect "a://items/7/view/3" -> nothing"#,
      [
        "test.flow:19:8 FL0400 'a://items/7/view/3' was expected to match nothing, but it lands on Home > Item(id: 7, ratio: 1.0, key: nil, name: \"x\") > Viewer(id: 7) > Page(n: 3) in home (route '/items/{id}/view/{n}')"
      ]
    ),
  ])
  func failedExpectationIsAnErrorAtItsURL(_ expectation: String, _ expected: [String]) {
    #expect(Self.diagnostics(expectation) == expected)
  }

  @Test(arguments: [
    (
      #"expect "a://items/7" -> Itme"#,
      ["test.flow:19:25 FL0100 unknown screen 'Itme'; did you mean 'Item'?"]
    ),
    (
      #"expect "a://items/7" -> Item in hom"#,
      ["test.flow:19:33 FL0100 unknown tab 'hom'; did you mean 'home'?"]
    ),
    (
      #"expect "a://items/7" -> Item(idd: 7)"#,
      ["test.flow:19:30 FL0100 'Item' has no parameter 'idd'; did you mean 'id'?"]
    ),
    (
      #"expect "a://items/7" -> Item(id: "7")"#,
      ["test.flow:19:34 FL0309 \"7\" does not fit parameter 'id' of 'Item', which is of type Int"]
    ),
    (
      #"expect "a://items/7" -> Item(key: "nope")"#,
      [
        "test.flow:19:35 FL0309 \"nope\" does not fit parameter 'key' of 'Item', which is of type UUID?"
      ]
    ),
    (
      #"expect "a://items/7" -> Item(id: nil)"#,
      ["test.flow:19:34 FL0309 nil does not fit parameter 'id' of 'Item', which is of type Int"]
    ),
    (
      #"expect "a://items/7" -> Item(id: 7, id: 7)"#,
      [
        "test.flow:19:37 FL0310 argument 'id' is given more than once",
        "  note: first given here",
      ]
    ),
    (
      #"expect "a://items/7" -> Item(id: id)"#,
      [
        "test.flow:19:34 FL0401 'id' is a name, but the arguments of an expect are values, such as 42 or \"abc\""
      ]
    ),
  ])
  func expectThatDoesNotFitTheSpecIsReportedLikeARoute(_ expectation: String, _ expected: [String])
  {
    #expect(Self.diagnostics(expectation) == expected)
  }

  /// A name of another kind is said as such, as a route's is (FL0108), with no declare help or
  /// fix-it: the mutation review found `-> [Home, more]` answered "unknown screen".
  @Test(arguments: [
    (
      #"expect "a://items/7" -> [Home, more]"#,
      "test.flow:19:32 FL0108 'more' is a tab, not a screen"
    ),
    (#"expect "a://items/7" -> main"#, "test.flow:19:25 FL0108 'main' is a phase, not a screen"),
  ])
  func aNameOfAnotherKindIsSaidAsSuch(_ expectation: String, _ expected: String) {
    #expect(Self.diagnostics(expectation) == [expected])
  }

  /// An event in a `when`, which lists conditions, is told where events go: the twenty-fifth and
  /// twenty-sixth new-users reviews both meant the event sent after the link was opened.
  @Test func anEventInAWhenIsToldWhereEventsGo() throws {
    let spec = Self.spec.replacingOccurrences(
      of: "phase main {", with: "condition session\nevent signedOut\nphase main {")
    let report = checked(spec + #"expect "a://more" when signedOut -> More"# + "\n")
    let diagnostic = try #require(report.diagnostics.first { $0.code.rawValue == "FL0108" })
    #expect(diagnostic.message == "'signedOut' is an event, not a condition")
    #expect(
      diagnostic.help
        == "`when` gives the conditions as the link opens; an event is sent after a held link, in "
        + "a `then` (`-> held, then signedOut -> ...`), or name in the `when` the condition it "
        + "changes")
  }

  /// `when locked` where only `unlocked` is declared is its negation, not a typo of it.
  @Test func theOppositeOfAConditionInAWhenIsWrittenNegated() throws {
    let spec = Self.spec.replacingOccurrences(
      of: "phase main {", with: "condition unlocked\nphase main {")
    let report = checked(spec + #"expect "a://more" when locked -> More"# + "\n")
    let diagnostic = try #require(report.diagnostics.first { $0.code.rawValue == "FL0100" })
    #expect(diagnostic.message == "unknown condition 'locked'")
    #expect(diagnostic.fixIt == nil)
    #expect(
      diagnostic.help
        == "'locked' reads as the opposite of 'unlocked': write `!unlocked` for it (and "
        + "`unlocked` for `!locked`)")
  }

  /// A bare word for a `String` is the text: the fix-it quotes it, and the expect then holds. An
  /// `Int`'s bare word could be anything, and gets none.
  @Test func aBareWordForAStringIsQuotedByTheFixIt() throws {
    let text = Self.spec + #"expect "a://items/7" -> Item(name: x)"# + "\n"
    let report = checked(text)
    let fixIt = try #require(report.diagnostics.first?.fixIt)
    #expect(fixIt.message == #"replace with '"x"'"#)
    #expect(checked(try applying(fixIt, to: text)).diagnostics.isEmpty)
    #expect(
      checked(Self.spec + #"expect "a://items/7" -> Item(id: x)"# + "\n").diagnostics.first?.fixIt
        == nil)
  }

  @Test func unknownNamesOfferAFixIt() throws {
    let report = checked(Self.spec + #"expect "a://items/7" -> Itme"# + "\n")
    let fixIt = try #require(report.diagnostics.first?.fixIt)
    #expect(fixIt.replacement == "Item")
    #expect(report.sources[0].text(in: fixIt.range) == "Itme")
  }

  /// A number in quotes for an `Int` is surely the number: the fix-it unquotes it, and the
  /// expect then holds (a new-users review wrote `Post(id: "12")`).
  @Test func aQuotedNumberIsUnquotedByTheFixIt() throws {
    let text = Self.spec + #"expect "a://items/7" -> Item(id: "7")"# + "\n"
    let report = checked(text)
    let fixIt = try #require(report.diagnostics.first?.fixIt)
    #expect(fixIt.message == "replace with '7'")
    #expect(report.sources[0].text(in: fixIt.range) == #""7""#)
    #expect(
      checked(text.replacingOccurrences(of: #"(id: "7")"#, with: "(id: 7)")).diagnostics.isEmpty)
  }

  /// A whole number written with a fraction for an `Int` is that number: the fix-it writes it,
  /// and the expect then holds; a fraction has no fix-it (the twenty-first new-users review).
  @Test func aWholeNumberWithAFractionIsWrittenWholeByTheFixIt() throws {
    let text = Self.spec + #"expect "a://items/7" -> Item(id: 7.0)"# + "\n"
    let fixIt = try #require(checked(text).diagnostics.first?.fixIt)
    #expect(fixIt.message == "replace with '7'")
    #expect(checked(try applying(fixIt, to: text)).diagnostics.isEmpty)
    let fraction = Self.spec + #"expect "a://items/7" -> Item(id: 7.5)"# + "\n"
    #expect(checked(fraction).diagnostics.first?.fixIt == nil)
    // Read as written: a fraction too small for a Double to keep is still a fraction (the second
    // review: `7.99999999999999999` was offered `8`, which made a failing expect pass).
    for written in ["7.99999999999999999", "7.0000000000000001", "7e0", "1e3"] {
      let text = Self.spec + "expect \"a://items/7\" -> Item(id: \(written))\n"
      #expect(checked(text).diagnostics.first?.fixIt == nil, "\(written)")
    }
  }

  @Test(arguments: [
    #"expect "a://items/7" -> Item(id: 8)"#,
    #"expect "a://items/x" -> Item"#,
    #"expect "a://more" -> nothing"#,
  ])
  func aFailedExpectationSaysWhatToChange(_ expectation: String) {
    let report = checked(Self.spec + expectation + "\n")
    #expect(report.diagnostics.map(\.code.rawValue) == ["FL0400"])
    #expect(
      report.diagnostics.map(\.help) == [
        "if the spec does what you want, change this expect to say what happens; if not, change "
          + "the spec (its routes, guards or pushes) until the link does what the expect says"
      ])
  }

  /// A failed expect says where the link lands in the words a passing expect would use: the spec's
  /// parameter names and string literals, not Swift's (`item_id`, `"it\'s"`).
  @Test func aFailedExpectationWritesValuesAsTheSpecDoes() {
    let spec = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Item }
      screen Item(item-id: Int, note: String = "")
      route "/items/{item-id}?note={note}" -> Item
      expect "a://items/4?note=it's" -> Item(item-id: 5)

      """
    #expect(
      lines(checked(spec)) == [
        #"test.flow:6:8 FL0400 'a://items/4?note=it's' lands on Home > Item(item-id: 4, note: "it's") in main, not Item(item-id: 5)"#,
        "  note: route '/items/{item-id}?note={note}' matched it",
      ])
  }

  /// A screen named like an outcome word: followed by its arguments, `in` or `over`, the word is
  /// the screen, so what resolve prints pastes as it is (a review's pasted `-> held in p` was a
  /// syntax error); alone, it is the keyword, and a failure says how to name the screen.
  @Test func aScreenNamedLikeAnOutcomeWordIsReadAsTheScreen() {
    let spec = """
      app A { scheme "a" }
      condition s
      event signOut
      phase launch { check s ? main : p }
      phase p { root held }
      phase main requires s {
        default tab t "T" icon "i" root dropped
        on signOut -> p
      }
      screen held { push nothing }
      screen nothing(id: Int)
      screen dropped { push Item }
      screen Item
      route "/h" -> held
      route "/n/{id}" -> nothing
      route "/i" -> Item
      expect "a://h" -> held in p
      expect "a://n/1" -> nothing(id: 1)
      expect "a://n/1" -> nothing(id: 1) in p
      expect "a://i" when !s -> held, then s -> Item in t
      expect "a://i" when !s -> held, then s, signOut -> held in p

      """
    #expect(lines(checked(spec)) == [])
    #expect(
      lines(checked(spec + #"expect "a://n/1" -> nothing"# + "\n")) == [
        "test.flow:22:8 FL0400 'a://n/1' was expected to match nothing, but it lands on "
          + "held > nothing(id: 1) in p (route '/n/{id}') (to expect the screen named 'nothing', write "
          + "`-> [nothing]`)"
      ])
  }

  /// Conditions told together are named together where they drop a held link: naming the first
  /// blamed whichever the expect wrote first (the nineteenth new-users review's wallet).
  @Test func aLinkDroppedByConditionsToldTogetherNamesThemAll() {
    let spec = """
      app W { scheme "w" }
      condition created
      condition unlocked
      phase launch { check created ? main : onboarding }
      phase onboarding { root Intro }
      phase main requires created, unlocked { default tab a "A" icon "a" root Home }
      screen Intro
      screen Home { push Item }
      screen Item
      route "/i" -> Item
      expect "w://i" when !created, unlocked -> held, then created, !unlocked -> held

      """
    #expect(
      lines(checked(spec)).filter { $0.contains("FL0400") } == [
        "test.flow:11:8 FL0400 after created holds and unlocked stops holding, 'w://i' is dropped "
          + "once created, !unlocked are told, but was expected to be still held"
      ])
  }

  /// A held link that landed, then a later step moved the user on: the message says where it
  /// landed and what shows now, which is what the expect is compared with (a review found it said
  /// "lands on Welcome").
  @Test func aLinkMovedOnAfterLandingSaysBoth() {
    let spec = """
      app A { scheme "a" }
      condition s
      event signOut
      phase launch { check s ? main : welcome }
      phase welcome { root Welcome }
      phase main requires s {
        root Home
        on signOut -> welcome
      }
      screen Welcome
      screen Home { push Item }
      screen Item
      route "/i" -> Item
      expect "a://i" when !s -> held, then s, signOut -> Item

      """
    #expect(
      lines(checked(spec)) == [
        "test.flow:14:8 FL0400 after s holds, then signOut is sent, 'a://i' landed after s, and "
          + "the app now shows Welcome in welcome, not Item",
        "  note: route '/i' matched it",
      ])
  }

  @Test func anUnknownTabNothingIsCloseToSaysWhereTheScreenIsShown() {
    // Like a route's `in` (`LandingTabChoices`); the other expect checks still run.
    let text =
      Self.spec + #"expect "a://items/7" -> Item in nowhere"# + "\n"
      + #"expect "a://items/7" -> Itme"# + "\n"
    let report = checked(text)
    #expect(
      lines(report) == [
        "test.flow:19:33 FL0100 unknown tab 'nowhere'",
        "test.flow:20:25 FL0100 unknown screen 'Itme'; did you mean 'Item'?",
      ])
    #expect(
      report.diagnostics.map(\.help) == [
        "'Item' can be shown in tab 'home'; write `in home`, or leave `in` out", nil,
      ])
  }

  /// An expect's `in` naming a phase with tabs or a screen says so in a route's words (FL0108), not
  /// "unknown tab" (found by a review: the two said different things about one mistake).
  @Test func anInOfTheWrongKindIsReportedAsForARoute() {
    let text =
      Self.spec + #"expect "a://items/7" -> Item in main"# + "\n"
      + #"expect "a://items/7" -> Item in Home"# + "\n"
    let report = checked(text)
    #expect(
      lines(report) == [
        "test.flow:19:33 FL0108 'main' is a phase with tabs, but `in` needs a tab, or a phase "
          + "that shows one root",
        "test.flow:20:33 FL0108 'Home' is a screen, but `in` needs a tab, or a phase that shows "
          + "one root",
      ])
    #expect(report.diagnostics.map(\.fixIt?.replacement) == [nil, "home"])
  }

  /// A link to a guarded cover over a sheet asks for what it waits for, as a link to the cover
  /// alone does: declining drops it, answering lands it (it waited behind nothing before).
  @Test func aLinkToAGuardedNestedPresentationPrompts() {
    let spec = """
      app M { scheme "m" }
      condition hasAddress
      event closeAddress
      phase main { default tab home "Home" icon "house" root Home }
      screen Home { present Cart }
      sheet Cart { present Checkout }
      cover Checkout requires hasAddress else present AddressPicker
      sheet AddressPicker { on closeAddress -> dismiss }
      route "/checkout" -> [Cart, Checkout]
      expect "m://checkout" when !hasAddress -> held, then closeAddress -> dropped
      expect "m://checkout" when !hasAddress -> held, then hasAddress -> [Cart, Checkout]

      """
    #expect(lines(checked(spec)) == [])
  }

  /// As a route's `in` may, an expect's names a phase that shows one root as well as a tab.
  @Test func inNamesAPhaseWithARootAsARouteDoes() {
    let spec = """
      app A { scheme "a" }
      event signedIn
      phase welcome {
        root Welcome
        on signedIn -> main
      }
      phase main {
        default tab home "Home" icon "house" root Home
      }
      screen Welcome { push Terms }
      screen Terms
      screen Home
      route "/terms" -> Terms in welcome

      """
    #expect(
      lines(
        checked(
          spec + #"expect "a://terms" -> [Welcome, Terms] in welcome"# + "\n")) == [])
    #expect(
      lines(checked(spec + #"expect "a://terms" -> Terms in home"# + "\n")) == [
        "test.flow:14:8 FL0400 'a://terms' lands on Welcome > Terms in welcome, not Terms in home",
        "  note: route '/terms' matched it",
      ])
    #expect(
      lines(checked(spec + #"expect "a://terms" -> Terms in welcom"# + "\n")) == [
        "test.flow:14:32 FL0100 unknown tab 'welcom'; did you mean 'welcome'?"
      ])
  }

  @Test func expectationsWaitForASpecWithoutErrors() {
    let broken = Self.spec + "screen Stray(id: Float)\n" + #"expect "a://more" -> nothing"# + "\n"
    #expect(
      lines(checked(broken)) == [
        "test.flow:19:8 FL0210 screen 'Stray' is never shown: no root, push or present reaches it",
        "test.flow:19:18 FL0109 unknown type 'Float'; did you mean 'Double'?",
      ])
  }

  @Test func aFailedExpectationWithholdsTheModel() {
    #expect(checked(Self.spec + #"expect "a://more" -> nothing"# + "\n").files[0].model == nil)
    #expect(checked(Self.spec + #"expect "a://more" -> More"# + "\n").files[0].model != nil)
  }

  @Test func archonHoldsEveryExpectation() throws {
    let report = checked(try archonText(), path: "Archon.flow")
    #expect(lines(report) == [])
    #expect(report.files[0].model?.expectations.count == 30)
  }
}
