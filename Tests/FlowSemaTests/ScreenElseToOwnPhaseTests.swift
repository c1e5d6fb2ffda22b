import FlowSema
import FlowSyntax
import Testing

/// FL0226 for screens, sheets and covers: `else -> main` when `main` is the only phase whose stacks
/// reach the destination enters nothing, so the tap or link is held with nothing new on screen (the
/// random-order review found this for tabs; the silent-mistakes review asked for the rest).
struct ScreenElseToOwnPhaseTests {
  static func spec(_ panel: String, welcome: String = "Welcome") -> String {
    """
    app A { scheme "a" }
    condition admin
    event promoted
    phase welcome { root \(welcome)  on promoted -> main }
    phase main { root Home }
    screen Welcome
    screen Home { push Panel  present Report }
    \(panel)
    sheet Report requires admin else -> main
    screen Other { push Panel }

    """
  }

  static func warnings(_ text: String) -> [String] {
    let (result, source, _) = check(text)
    return result.diagnostics.map { render($0, source) }.filter { $0.contains("FL0226") }
  }

  @Test func aScreenAndASheetShownOnlyInThePhaseTheirElseNamesAreWarned() throws {
    #expect(
      Self.warnings(Self.spec("screen Panel requires admin else -> main")) == [
        "8:37 FL0226 screen 'Panel' shows only in phase 'main', so its `else -> main` asks for "
          + "nothing there: entering it in 'main' while 'admin' fails shows nothing new, and it is "
          + "shown later, once the guard holds",
        "9:37 FL0226 sheet 'Report' shows only in phase 'main', so its `else -> main` asks for "
          + "nothing there: entering it in 'main' while 'admin' fails shows nothing new, and it is "
          + "shown later, once the guard holds",
      ])
    let (result, _, _) = check(Self.spec("screen Panel requires admin else -> main"))
    let warning = try #require(result.diagnostics.first { $0.code == .guardFailureStaysInPhase })
    #expect(warning.severity == .warning)
    #expect(warning.fixIt == nil)
    #expect(
      warning.help
        == "to ask for 'admin', present a sheet or cover that does (`else present SignIn`) or go "
        + "to another phase; to refuse the screen, remove the `else`")
  }

  /// Reached from another phase too, the `else` moves the user from there: not reported. Nor is
  /// `else` to another phase, a screen nothing reaches, or a screen a failed guard's prompt
  /// reaches (the prompt opens in whichever phase its guard fails).
  @Test(arguments: [
    ("screen Panel requires admin else -> main", "Other"),
    ("screen Panel requires admin else -> welcome", "Welcome"),
    ("screen Panel requires admin", "Welcome"),
  ])
  func reachedElsewhereOrGoingElsewhereIsNot(panel: String, welcome: String) {
    #expect(Self.warnings(Self.spec(panel, welcome: welcome)).count == 1)
    #expect(!Self.warnings(Self.spec(panel, welcome: welcome)).contains { $0.contains("Panel") })
  }

  /// A prompt opens in the phases where a guard naming it is checked, so what it reaches shows
  /// there: reached only through a prompt of `welcome`, `Panel` shows in `welcome` too.
  @Test func aScreenReachedThroughAPromptShowsInThePhasesThePromptOpensIn() {
    let text = """
      app A { scheme "a" }
      condition admin
      condition session
      event promoted
      phase welcome { root Welcome  on promoted -> main }
      phase main { root Home }
      screen Welcome { push Locked }
      screen Locked requires session else present Gate
      sheet Gate { push Panel  on promoted -> dismiss }
      screen Home { push Panel }
      screen Panel requires admin else -> main

      """
    #expect(Self.warnings(text) == [])
    // With one phase, the prompt's phase is that one: reported.
    let onePhase =
      text
      .replacingOccurrences(of: "phase welcome { root Welcome  on promoted -> main }\n", with: "")
      .replacingOccurrences(
        of: "screen Home { push Panel }", with: "screen Home { push Panel, Locked }"
      )
      .replacingOccurrences(of: "screen Welcome { push Locked }\n", with: "")
    #expect(Self.warnings(onePhase).count == 1)
    // The prompt's guard is checked only in `main` (the second review of HeldConditions): there
    // is where `Panel` shows, both ways, so `else -> main` enters nothing.
    let promptOnlyInMain =
      text
      .replacingOccurrences(of: "screen Welcome { push Locked }", with: "screen Welcome")
      .replacingOccurrences(of: "screen Home { push Panel }", with: "screen Home { push Locked }")
    #expect(
      Self.warnings(promptOnlyInMain) == [
        "11:37 FL0226 screen 'Panel' shows only in phase 'main', so its `else -> main` asks for "
          + "nothing there: entering it in 'main' while 'admin' fails shows nothing new, and it is "
          + "shown later, once the guard holds"
      ])
  }

  /// What the user opens from a prompt a link asked for shows wherever the link arrived: a terms
  /// sheet presented from a link's paywall over `welcome` moves the user to `main` by its `else`,
  /// so that `else` is not reported (the diff review's false positive). Only taps reach it without
  /// the route: then it shows only in `main`.
  @Test func whatALinksPromptOpensMayShowInAnyPhase() {
    let text = linkedPaywallShop(
      """
      sheet Paywall { present Terms }
      sheet Terms requires verified else -> main

      """)
    #expect(Self.warnings(text) == [])
    #expect(
      Self.warnings(text.replacingOccurrences(of: "route \"/item\" -> Item\n", with: "")).count
        == 1)
  }

  /// Not beside the error that already says what is wrong: a phase or its root requiring the
  /// condition (FL0220), or an undeclared condition (FL0100).
  @Test(arguments: [
    ("phase main {", "phase main requires admin {", "FL0220"),
    ("requires admin else -> main\nsheet", "requires ghost else -> main\nsheet", "FL0100"),
    // The phase's root requires it (FL0220 there, FL0212 on the root): the diff review found
    // FL0226 beside both, on the root too.
    ("screen Home {", "screen Home requires admin else -> main {", "FL0220"),
  ])
  func notBesideTheErrorThatSaysIt(replacing: String, with: String, error: String) {
    let text = Self.spec("screen Panel requires admin else -> main")
      .replacingOccurrences(of: replacing, with: with)
    let (result, source, _) = check(text)
    #expect(result.diagnostics.map(\.code.rawValue).contains(error))
    #expect(
      !result.diagnostics.map { render($0, source) }.contains {
        $0.contains("FL0226") && ($0.contains("Panel") || $0.contains("Home"))
      })
  }
}
