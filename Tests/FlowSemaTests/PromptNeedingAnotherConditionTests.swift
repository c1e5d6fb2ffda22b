import FlowSema
import FlowSyntax
import Testing

/// FL0233: a guard's prompt, or `else -> phase`, that needs a condition the guard does not ask
/// for and that may fail where the guard is checked, with no `else` to ask for it (the fourth
/// new-users review: a marketplace's sell tab asked nothing of a signed-out user).
struct PromptNeedingAnotherConditionTests {
  /// A marketplace: browsing needs nothing, selling needs `seller`; `line` follows on line 10.
  private static func spec(_ line: String, main: String = "phase main {") -> String {
    """
    app Market { scheme "market" }
    condition session
    condition seller
    event signedIn
    \(main)
      default tab home "Home" icon "h" root Home
      tab sell "Sell" icon "s" root Dashboard requires seller else present BecomeSeller
    }
    screen Home
    \(line)
    screen Dashboard
    sheet SignIn { on signedIn -> dismiss }

    """
  }

  @Test func aPromptNeedingAConditionNothingAsksForIsWarned() throws {
    let (result, source, _) = check(Self.spec("sheet BecomeSeller requires session"))
    #expect(
      result.diagnostics.map { render($0, source) }.filter { $0.contains("FL0233") } == [
        "7:72 FL0233 sheet 'BecomeSeller', the prompt tab 'sell' asks with when 'seller' fails, "
          + "requires 'session', which may fail there too: then nothing asks, and a tap is "
          + "refused (a link waits)"
      ])
    let warning = try #require(result.diagnostics.first { $0.code.rawValue == "FL0233" })
    #expect(warning.severity == .warning)
    #expect(warning.notes.map { $0.range.map { source.text(in: $0) } } == ["session"])
    #expect(
      warning.help
        == "give sheet 'BecomeSeller' an `else` that asks for 'session' (`else present SignIn`), "
        + "or require 'session' on the phase where the guard is checked")
  }

  /// Either fix the help offers: the prompt asks for the session first, or the phase keeps it.
  @Test(arguments: [
    ("sheet BecomeSeller requires session else present SignIn", "phase main {"),
    ("sheet BecomeSeller requires session", "phase main requires session {"),
    ("sheet BecomeSeller", "phase main {"),
  ])
  func aPromptThatCanAskOrWhoseConditionHoldsIsNot(line: String, main: String) {
    #expect(rendered(Self.spec(line, main: main)).filter { $0.contains("FL0233") } == [])
  }

  /// In a chain, once, at the `else` that hands on to the prompt that cannot ask; not for a phase
  /// the `else` goes to.
  @Test func aChainIsWarnedWhereItEndsButAPhaseIsNot() {
    let chain = Self.spec(
      "sheet BecomeSeller requires verified else present Verify\nsheet Verify requires session"
    )
    .replacingOccurrences(of: "condition seller\n", with: "condition seller\ncondition verified\n")
    #expect(
      rendered(chain).filter { $0.contains("FL0233") } == [
        "11:51 FL0233 sheet 'Verify', the prompt sheet 'BecomeSeller' asks with when 'verified' "
          + "fails, requires 'session', which may fail there too: then nothing asks, and a tap is "
          + "refused (a link waits)"
      ])
    // A phase requiring another condition is left alone: in real specs it is often the guard's
    // opposite written as a condition (`phase signIn requires signedOut`), kept by the app.
    let phase = Self.spec("screen Unused")
      .replacingOccurrences(of: "else present BecomeSeller", with: "else -> onboarding")
      .replacingOccurrences(
        of: "screen Home\n", with: "screen Home\nphase onboarding requires session { root Home }\n")
    #expect(rendered(phase).filter { $0.contains("FL0233") } == [])
  }
}
