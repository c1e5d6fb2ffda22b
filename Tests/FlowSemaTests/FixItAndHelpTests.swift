import FlowSema
import FlowSyntax
import Testing

/// The suggestions attached to diagnostics: fix-its that replace a range, and help lines.
struct FixItAndHelpTests {
  private func only(_ text: String) -> (Diagnostic, SourceFile)? {
    let (result, source, _) = check(text)
    return result.diagnostics.first.map { ($0, source) }
  }

  @Test func misspeltScreenIsReplacedByTheClosestName() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push ProjectDetial }
      screen ProjectDetail
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.message == "unknown screen 'ProjectDetial'; did you mean 'ProjectDetail'?")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(source.text(in: fixIt.range) == "ProjectDetial")
    #expect(fixIt.replacement == "ProjectDetail")
  }

  /// A scheme repeated in another case is named as written where it is repeated, which is what
  /// the fix-it removes (it said `'shop'` for `"SHOP"`).
  @Test func aSchemeRepeatedInAnotherCaseIsNamedAsWritten() throws {
    let text = """
      app A {
        scheme "shop"
        scheme "SHOP"
      }
      phase main { root Home }
      screen Home
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.code.rawValue == "FL0112")
    #expect(
      diagnostic.message == "scheme 'SHOP' is listed more than once (schemes compare in any case)")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove this scheme 'SHOP'")
    #expect(source.text(in: fixIt.range).contains(#"scheme "SHOP""#))
    #expect(rendered(applying(fixIt, to: text)) == [])
  }

  /// A second `default` tab loses its `default`, and the blank after it: the first one written
  /// stays the tab the phase opens on, and the fixed spec checks clean.
  @Test func aSecondDefaultTabLosesItsDefault() throws {
    let text = """
      app A { scheme "a" }
      phase main {
        default tab t "T" icon "t" root Home
        default  tab u "U" icon "u" root Home2
      }
      screen Home
      screen Home2
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.code.rawValue == "FL0206")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.message == "remove 'default' from tab 'u'")
    #expect(source.text(in: fixIt.range) == "default  ")
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("\n  tab u \"U\""))
    #expect(rendered(fixed) == [])
  }

  /// A number or Bool in quotes in a landing is surely the value: the fix-it unquotes it.
  @Test func aQuotedNumberInALandingIsUnquoted() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Post }
      screen Post(id: Int)
      route "/p" -> Post(id: "12")
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.code.rawValue == "FL0309")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(source.text(in: fixIt.range) == #""12""#)
    #expect(fixIt.replacement == "12")
  }

  /// The other way round: a whole number unquoted for a String is that text in quotes (a review's
  /// `expect ... -> Account(id: 12)` got no fix-it, while the reverse did).
  @Test func anUnquotedNumberForAStringIsQuoted() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push Account }
      screen Account(id: String)
      route "/a" -> Account(id: 0012)
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.code.rawValue == "FL0309")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(source.text(in: fixIt.range) == "0012")
    // The text as written, leading zeros kept: the parsed 12 would change the value.
    #expect(fixIt.replacement == #""0012""#)
  }

  /// A label is not fixed to a parameter the step already gives, which wrote a duplicate argument.
  @Test func anUnknownLabelIsNotFixedToOneAlreadyGiven() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push P }
      screen P(a: Int)
      route "/p" -> P(a: 1, e: 2)
      """
    let (diagnostic, _) = try #require(only(text))
    #expect(diagnostic.message == "'P' has no parameter 'e'")
    #expect(diagnostic.fixIt == nil)
  }

  /// Arguments to a screen that takes none: the first error's fix-it removes the whole list, and
  /// what is left checks (nuR had the error with nothing to apply).
  @Test func argumentsToAScreenWithoutParametersAreRemoved() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { present T }
      cover T
      route "/t" -> T(payee: "x", amount: 2)
      """
    let diagnostics = check(text).0.diagnostics
    #expect(
      diagnostics.map(\.message) == [
        "'T' has no parameter 'payee'", "'T' has no parameter 'amount'",
      ])
    #expect(diagnostics.map(\.help) == Array(repeating: "'T' takes no parameters", count: 2))
    #expect(diagnostics[1].fixIt == nil)
    let fixIt = try #require(diagnostics.first?.fixIt)
    #expect(fixIt.message == "remove the arguments of 'T'")
    let fixed = applying(fixIt, to: text)
    #expect(fixed.hasSuffix(#"route "/t" -> T"#))
    #expect(rendered(fixed) == [])
  }

  @Test func missingParameterHelpShowsTheExplicitPath() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home { push ProjectDetail }
      screen ProjectDetail(id: Int) { push Files }
      screen Files(path: String)
      route "/projects/{projectId}/files/{path...}" -> Files
      """
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "6:50 FL0301 the route does not supply 'id', a required parameter of 'ProjectDetail', a "
          + "screen the compiler put on the back stack below 'Files'"
      ])
    #expect(
      result.diagnostics.first?.help
        == "write the path from 'ProjectDetail' out and bind it to the placeholder 'projectId': "
        + "`[ProjectDetail(id: projectId), Files]`")
  }

  @Test func ambiguousLandingOffersInTab() throws {
    let text = """
      app A { scheme "a" }
      phase main {
        default tab one "1" icon "i" root Home
        tab two "2" icon "i" root Home2
      }
      screen Home { push Item }
      screen Home2 { push Item }
      screen Item
      route "/item" -> Item
      """
    let (diagnostic, source) = try #require(only(text))
    #expect(diagnostic.code == .ambiguousLanding)
    let fixIt = try #require(diagnostic.fixIt)
    #expect(fixIt.replacement == " in one")
    #expect(source.location(of: fixIt.range.start).line == 9)
    #expect(source.location(of: fixIt.range.start).column == 22)
  }

  @Test func duplicateNotePointsAtThePreviousDeclaration() throws {
    let text = """
      app A { scheme "a" }
      phase main { root Home }
      screen Home
      screen Home
      """
    let (diagnostic, source) = try #require(only(text))
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "previous declaration is here")
    #expect(note.range.map { source.location(of: $0.start).line } == 3)
  }

  @Test func inTabPinsTheLanding() throws {
    let text = """
      app A { scheme "a" }
      phase main {
        default tab one "1" icon "i" root Home
        tab two "2" icon "i" root Home2
      }
      screen Home { push Item }
      screen Home2 { push Item }
      screen Item(id: Int = 0, filter: String? = nil)
      route "/item/{id}" -> Item in two
      route "/fixed" -> [Item(id: 7, filter: "all")] in one as fixedItem
      """
    let (result, _, _) = check(text)
    #expect(result.diagnostics.isEmpty)
    let routes = try #require(result.model?.routes)
    let id = NamedIDs(result.model)
    #expect(routes[0].landing.tab == id.tab("two"))
    #expect(
      routes[0].landing.stack == [
        ScreenInstance(
          screen: id.screen("Item"),
          arguments: [
            BoundArgument(parameter: "id", binding: .placeholder("id")),
            BoundArgument(parameter: "filter", binding: .defaultValue),
          ])
      ])
    #expect(routes[0].segments == [.literal("item"), .parameter(name: "id", type: .int)])
    #expect(
      routes[1].landing.stack == [
        ScreenInstance(
          screen: id.screen("Item"),
          arguments: [
            BoundArgument(parameter: "id", binding: .literal(.int(7))),
            BoundArgument(parameter: "filter", binding: .literal(.string("all"))),
          ])
      ])
  }

  @Test func landingInsideASheetPushedStack() throws {
    let text = """
      app A { scheme "a" }
      event start
      phase onboarding { root Welcome
        on start -> present SignIn }
      screen Welcome
      sheet SignIn { push CreateAccount }
      screen CreateAccount
      route "/signup" -> CreateAccount stack push presentation keep
      """
    let (result, _, _) = check(text)
    // Kept in the model as written, and warned of: a landing in a sheet replaces the open one.
    #expect(result.diagnostics.map(\.code) == [.presentationKeepWithoutEffect])
    let route = try #require(result.model?.routes.first)
    let id = NamedIDs(result.model)
    #expect(
      route.landing
        == LandingModel(
          phase: id.phase("onboarding"), tab: nil, root: id.screen("Welcome"), stack: [],
          presentation: PresentationLanding(
            kind: .sheet, screen: ScreenInstance(screen: id.screen("SignIn"), arguments: []),
            stack: [ScreenInstance(screen: id.screen("CreateAccount"), arguments: [])]),
          requires: []))
    #expect(route.stackPolicy == .push)
    #expect(route.presentationPolicy == .keep)
  }
}
