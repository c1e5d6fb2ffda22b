import FlowSema
import FlowSyntax
import Testing

/// FL0321: a link that waits without asking for a condition a later destination on its path has an
/// `else` for. The first destination entered decides, so a tab guarded without `else` held a
/// marketplace's seller link silently, while the listing screen it opens asks users to become
/// sellers (a new-users review); only that shape is warned about.
struct SilentLinkWaitTests {
  /// A seller tab and the listing editor it pushes; `tab` and `editor` complete their lines, and
  /// `extra` follows the route on line 13.
  private static func spec(
    tab: String = "requires isSeller", editor: String = "requires isSeller else present Become",
    phase: String = "", route: String = #"route "/listing/{id}" -> EditListing in sell"#
  ) -> String {
    """
    app Shop { scheme "shop" }
    condition session
    condition isSeller
    phase main \(phase){
      default tab browse "Browse" icon "b" root Catalog
      tab sell "Sell" icon "s" root Dashboard \(tab)
    }
    screen Catalog { push Item }
    screen Dashboard { push EditListing }
    screen Item { push EditListing }
    screen EditListing(id: String) \(editor)
    sheet Become
    \(route)
    """
  }

  private func silent(_ text: String) -> [String] {
    let (result, source, _) = check(text)
    return result.diagnostics.filter { $0.code == .linkWaitsSilently }.map { render($0, source) }
  }

  @Test func aTabWithoutElseBeforeAScreenThatAsksIsWarnedAtTheRoute() throws {
    let text = Self.spec()
    #expect(
      silent(text) == [
        "13:7 FL0321 a link to 'EditListing' waits without asking while 'isSeller' does not hold: "
          + "tab 'sell' requires it without an `else` and is entered first, so the `else` of "
          + "screen 'EditListing' never runs for this link"
      ])
    let diagnostic = try #require(
      check(text).0.diagnostics.first { $0.code == .linkWaitsSilently })
    #expect(diagnostic.notes.map(\.message) == ["tab 'sell' requires it here, with no `else`"])
    #expect(
      diagnostic.help
        == "give tab 'sell' an `else` too (`else present Become`), or land the link where "
        + "screen 'EditListing' is the first to require 'isSeller'")
    #expect(diagnostic.fixIt == nil)
  }

  @Test func conditionsTheTabRequiresTogetherAreNamedTogether() {
    let text = Self.spec(
      tab: "requires session, isSeller",
      editor: "requires session, isSeller else present Become")
    #expect(
      silent(text) == [
        "13:7 FL0321 a link to 'EditListing' waits without asking while 'session' or 'isSeller' "
          + "do not hold: tab 'sell' requires them without an `else` and is entered first, so the "
          + "`else` of screen 'EditListing' never runs for this link"
      ])
  }

  @Test(arguments: [
    // The tab asks too: its prompt runs for the link.
    (
      tab: "requires isSeller else present Become", editor: "requires isSeller else present Become",
      phase: "", route: #"route "/listing/{id}" -> EditListing in sell"#
    ),
    // The screen asks for another condition than the tab holds the link for.
    (
      tab: "requires isSeller", editor: "requires session else present Become", phase: "",
      route: #"route "/listing/{id}" -> EditListing in sell"#
    ),
    // The phase waits for it, as phases do (FL0231 judges the screen's `else`).
    (
      tab: "requires isSeller", editor: "requires isSeller else present Become",
      phase: "requires isSeller ", route: #"route "/listing/{id}" -> EditListing in sell"#
    ),
    // A link through the unguarded tab meets the screen's guard first.
    (
      tab: "requires isSeller", editor: "requires isSeller else present Become", phase: "",
      route: #"route "/listing/{id}" -> EditListing in browse"#
    ),
  ])
  func aLinkThatAsksOrNeverCouldIsNotWarned(
    tab: String, editor: String, phase: String, route: String
  ) {
    #expect(silent(Self.spec(tab: tab, editor: editor, phase: phase, route: route)) == [])
  }

  @Test func aScreenOnTheStackWithoutElseSilencesAPresentationThatAsks() {
    let text = """
      app A { scheme "a" }
      condition pro
      phase main { root Home }
      screen Home { push Studio }
      screen Studio requires pro { present Export }
      sheet Export requires pro else present Paywall
      sheet Paywall
      route "/export" -> Export
      """
    #expect(
      silent(text) == [
        "8:7 FL0321 a link to 'Export' waits without asking while 'pro' does not hold: screen "
          + "'Studio' requires it without an `else` and is entered first, so the `else` of sheet "
          + "'Export' never runs for this link"
      ])
  }

  /// From a phase it cannot open over, an `over current` link takes its ordinary landing, through
  /// the derived tab's guard; where it opens over the user, only its sheets and covers count.
  @Test func anOverCurrentLinkFromAPhaseItCannotOpenOverIsWarnedThroughItsTab() {
    func spec(_ firstPhase: String) -> String {
      """
      app Shop { scheme "shop" }
      condition isSeller
      \(firstPhase)
      phase main {
        default tab sell "Sell" icon "s" root Dashboard requires isSeller
        tab browse "Browse" icon "b" root Catalog
        present Editor
      }
      screen Welcome
      screen Dashboard
      screen Catalog
      sheet Editor requires isSeller else present BecomeSeller
      sheet BecomeSeller
      route "/editor" -> Editor over current
      """
    }
    #expect(
      silent(spec("phase welcome { root Welcome }")) == [
        "14:7 FL0321 a link to 'Editor' opened from phase 'welcome', which it does not open over, "
          + "waits without asking while 'isSeller' does not hold: tab 'sell' requires it without "
          + "an `else` and is entered first, so the `else` of sheet 'Editor' never runs for this "
          + "link"
      ])
    #expect(silent(spec("")) == [])
    // A phase no check, handler or link enters (FL0209) is no place a link is opened from.
    let neverEntered = spec("") + "\nphase attic { root Welcome }"
    #expect(
      check(neverEntered).0.diagnostics.map(\.code.rawValue).contains(
        DiagnosticCode.unreachablePhase.rawValue))
    #expect(silent(neverEntered) == [])
  }

  /// An `else` FL0231 (it never runs) or FL0226 (it stays in its own phase) reports is no prompt to
  /// speak for: the help's "the same `else` on the tab" would draw the same warning again.
  @Test func anElseAnotherWarningSaysIsDeadIsNoPrompt() {
    let neverRuns = """
      app Shop { scheme "shop" }
      condition isSeller
      phase main {
        default tab browse "Browse" icon "b" root Catalog
        tab sell "Sell" icon "s" root Dashboard requires isSeller
      }
      screen Catalog
      screen Dashboard { push EditListing }
      screen EditListing(id: String) requires isSeller else present BecomeSeller
      sheet BecomeSeller
      route "/listing/{id}" -> EditListing in sell
      """
    #expect(check(neverRuns).0.diagnostics.map(\.code.rawValue) == ["FL0231"])
    let staysInPhase = Self.spec(editor: "requires isSeller else -> main")
    #expect(check(staysInPhase).0.diagnostics.map(\.code.rawValue).contains("FL0226"))
    #expect(silent(staysInPhase) == [])
  }
}
