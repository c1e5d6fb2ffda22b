import FlowSema
import FlowSyntax
import Testing

/// FL0225: a tab's guard covers selecting the tab, not its root screen pushed from elsewhere. A
/// recipe app guarded its favourites tab, and the discover tab's push showed Favourites signed out.
@Suite struct TabRootGuardTests {
  /// Discover pushes Favourites, the root of a tab that requires a session, directly and through a
  /// gate that asks for the session itself.
  private static func spec(favourites: String = "screen Favourites", discover: String = "")
    -> String
  {
    """
    app A { scheme "a" }
    condition session
    phase main {
      default tab discover "Discover" icon "d" root Discover \(discover)
      tab favourites "Favourites" icon "f" root Favourites requires session else present SignIn
    }
    screen Discover { push Favourites, Gate }
    screen Gate requires session { push Favourites }
    \(favourites)
    sheet SignIn
    """
  }

  @Test func aPushFromAnUnguardedTabIsReportedWithAFixItThatGuardsTheScreen() throws {
    let source = Self.spec()
    let (result, _, _) = check(source)
    #expect(
      rendered(source) == [
        "7:24 FL0225 'Discover' pushes 'Favourites' in tab 'discover' without 'session', which "
          + "tab 'favourites' requires: the tab's guard is checked when the tab is selected, not "
          + "where its root is pushed"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(diagnostic.notes.map(\.message) == ["tab 'favourites' requires it here"])
    let fixIt = try #require(diagnostic.fixIt)
    let fixed = applying(fixIt, to: source)
    #expect(fixed.contains("screen Favourites requires session else present SignIn\n"))
    #expect(rendered(fixed) == [])
  }

  @Test func theFixItGoesAfterTheParametersOrJoinsTheScreensOwnGuard() throws {
    let withParameters = Self.spec(favourites: #"screen Favourites(sort: String = "a)b")"#)
    let parameterFix = try #require(check(withParameters).0.diagnostics.first?.fixIt)
    #expect(
      applying(parameterFix, to: withParameters).contains(
        #"screen Favourites(sort: String = "a)b") requires session else present SignIn"#))
    let partly = Self.spec(favourites: "screen Favourites requires premium")
      .replacing("condition session", with: "condition session\ncondition premium")
      .replacing(
        "root Favourites requires session", with: "root Favourites requires premium, session")
    let (result, _, _) = check(partly)
    #expect(result.diagnostics.map(\.code.rawValue) == ["FL0225"])
    let joinFix = try #require(result.diagnostics.first?.fixIt)
    #expect(applying(joinFix, to: partly).contains("screen Favourites requires premium, session\n"))
  }

  /// The diff review: a `)` in a comment is not the list's end, and where another phase shows the
  /// screen as its root without the guard, guarding the screen would be FL0212 there: no fix-it.
  @Test func theFixItSkipsCommentsAndIsLeftOutWhereItWouldBreakAnotherRoot() throws {
    let commented = Self.spec(favourites: "screen Favourites(\n  id: Int = 1 // see (Item)\n)")
    let fixIt = try #require(check(commented).0.diagnostics.first?.fixIt)
    let fixed = applying(fixIt, to: commented)
    #expect(fixed.contains("// see (Item)\n) requires session else present SignIn"))
    #expect(rendered(fixed) == [])
    let alsoARoot = Self.spec().replacing(
      "phase main {", with: "phase guest { root Favourites }\nphase main {")
    let (result, _, _) = check(alsoARoot)
    #expect(result.diagnostics.map(\.code.rawValue).contains("FL0225"))
    #expect(result.diagnostics.allSatisfy { $0.fixIt == nil })
  }

  /// Where the screen itself asks, where every way to it passes a screen that asks, or where the
  /// pushing tab requires the same: nothing to say.
  @Test(arguments: [
    spec(favourites: "screen Favourites requires session"),
    spec().replacing(
      "screen Discover { push Favourites, Gate }", with: "screen Discover { push Gate }"),
    // Behind a launch check, as FL0217 says, and requiring it, as FL0227 says.
    spec(discover: "requires session").replacing(
      "phase main {",
      with: "phase launch { check session ? main : guest }\nphase guest { root Welcome }\n"
        + "screen Welcome\nphase main requires session {"),
    spec().replacing(
      "phase main {",
      with: "phase launch { check session ? main : guest }\nphase guest { root Welcome }\n"
        + "screen Welcome\nphase main requires session {"),
  ])
  func nothingIsSaidWhereTheGuardHolds(_ source: String) {
    // Under a phase that requires `session`, the tab's `else present SignIn` never runs: FL0231
    // says so, which is not this check's business.
    #expect(rendered(source).filter { !$0.contains("FL0231") } == [])
  }
}

/// FL0226: a tab's `else -> phase` naming the tab's own phase changes nothing (the random-order
/// review found such a tap held silently and the tab selected later by surprise).
struct TabElseToOwnPhaseTests {
  static func spec(_ failure: String) -> String {
    """
    app A { scheme "a" }
    condition admin
    phase welcome { root Home }
    phase main {
      default tab home "Home" icon "h" root Home
      tab admin "Admin" icon "a" root Panel requires admin \(failure)
      on promoted -> welcome
    }
    event promoted
    screen Home
    screen Panel

    """
  }

  @Test func elseToTheTabsOwnPhaseIsWarned() throws {
    let (result, source, _) = check(Self.spec("else -> main"))
    #expect(
      result.diagnostics.map { render($0, source) }.filter { $0.contains("FL0226") } == [
        "6:64 FL0226 tab 'admin' is in phase 'main', so its `else -> main` leaves the user where "
          + "they are: selecting it while 'admin' fails shows nothing new, and the tab is selected "
          + "later, once the guard holds"
      ])
    let warning = try #require(result.diagnostics.first { $0.code == .guardFailureStaysInPhase })
    #expect(warning.severity == .warning)
    #expect(warning.fixIt == nil)
  }

  @Test(arguments: ["else -> welcome", ""])
  func anotherPhaseOrNoElseIsNot(failure: String) {
    let (result, _, _) = check(Self.spec(failure))
    #expect(!result.diagnostics.contains { $0.code == .guardFailureStaysInPhase })
  }

  /// Not beside the error that already says what is wrong: a phase requiring the condition
  /// (FL0220, which refuses entering it), or an undeclared condition (FL0100).
  @Test(arguments: [
    ("phase main {", "phase main requires admin {", "FL0220"),
    ("requires admin else", "requires ghost else", "FL0100"),
  ])
  func notBesideTheErrorThatSaysIt(replacing: String, with: String, error: String) {
    let text = Self.spec("else -> main").replacingOccurrences(of: replacing, with: with)
    let (result, _, _) = check(text)
    #expect(result.diagnostics.map(\.code.rawValue).contains(error))
    #expect(!result.diagnostics.contains { $0.code == .guardFailureStaysInPhase })
  }
}
