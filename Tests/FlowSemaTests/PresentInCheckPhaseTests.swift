import FlowSema
import Testing

/// FL0235: a phase that only checks shows nothing, so a `present` there, in a list or a handler,
/// never opens anything (the twenty-seventh new-users review listed an emergency cover in the launch
/// phase, and a link to it still waited for the check). A phase that shows something is not warned,
/// and a sheet that only check phases present is FL0210's alone.
struct PresentInCheckPhaseTests {
  static func spec(launch: String, main: String = "present Help") -> String {
    """
    app A { scheme "a" }
    condition session
    event help
    phase launch {
      check session ? main : main
      \(launch)
    }
    phase main {
      root Home
      \(main)
      on help -> main
    }
    screen Home
    cover Help
    route "/help" -> Help over current

    """
  }

  @Test func aPresentListInAPhaseThatOnlyChecksIsWarned() {
    let expected: [String] = [
      "6:11 FL0235 phase 'launch' only checks, and shows nothing while it decides, so this "
        + "`present Help` never opens anything: nothing is presented over a phase that shows nothing"
    ]
    #expect(rendered(Self.spec(launch: "present Help")) == expected)
  }

  @Test func aHandlerThatPresentsInAPhaseThatOnlyChecksIsWarned() {
    let expected: [String] = [
      "6:22 FL0235 phase 'launch' only checks, and shows nothing while it decides, so this "
        + "`present Help` never opens anything: nothing is presented over a phase that shows nothing"
    ]
    #expect(rendered(Self.spec(launch: "on help -> present Help")) == expected)
  }

  @Test func theHelpSaysWhereToPresentIt() {
    let diagnostics = check(Self.spec(launch: "present Help")).0.diagnostics
    #expect(
      diagnostics.map(\.help) == [
        "remove it, and present 'Help' from the phases the check leads to: a link to it opens "
          + "there once the check has decided"
      ])
  }

  @Test func aCoverOnlyCheckPhasesPresentIsFL0210Alone() {
    let text = Self.spec(launch: "present Help", main: "")
      .replacingOccurrences(of: "route \"/help\" -> Help over current\n", with: "")
    #expect(rendered(text).map { String($0.split(separator: " ")[1]) } == ["FL0210"])
  }

  /// `main` presents Help too, and shows a root: only the check phase's handler that presents is
  /// warned, not one that moves on, nor `main`'s `present`.
  @Test func aHandlerThatMovesOnAndAPhaseThatShowsSomethingAreNotWarned() {
    #expect(rendered(Self.spec(launch: "on help -> main")) == [])
  }
}

/// The fix-it removes the `present` (the list item, the name and its comma, or the handler), and
/// a name listed twice or a handler of an undeclared event is warned once or not at all (the
/// review of this session's diff).
struct PresentInCheckPhaseFixItTests {
  @Test(arguments: [
    ("present Help", ""),
    ("on help -> present Help", ""),
    ("present Help, Other", "present Other"),
    ("present Other, Help", "present Other"),
  ])
  func theFixItRemovesThePresent(written: String, left: String) throws {
    let text = PresentInCheckPhaseTests.spec(launch: written, main: "present Help, Other")
      .replacingOccurrences(of: "cover Help\n", with: "cover Help\ncover Other\n")
    let (result, _, _) = check(text)
    let warnings = result.diagnostics.filter { $0.code == .presentInCheckPhase }
    let fixIt = try #require(warnings.first { $0.message.contains("present Help") }?.fixIt)
    #expect(fixIt.message == "remove `present Help` here")
    let fixed = applying(fixIt, to: text)
    let launch = left.isEmpty ? "" : "  \(left)\n"
    #expect(fixed.contains("check session ? main : main\n\(launch)}"))
  }

  @Test func aNameListedTwiceIsWarnedOnce() {
    let text = PresentInCheckPhaseTests.spec(launch: "present Help, Help")
    #expect(rendered(text).filter { $0.contains("FL0235") }.count == 1)
  }

  @Test func aHandlerOfAnUndeclaredEventIsOnlyFL0100() {
    let text = PresentInCheckPhaseTests.spec(launch: "on nope -> present Help")
    #expect(rendered(text).map { String($0.split(separator: " ")[1]) } == ["FL0100"])
  }
}
