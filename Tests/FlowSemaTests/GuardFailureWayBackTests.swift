import FlowSema
import FlowSyntax
import Testing

/// FL0229: a failed guard's `else -> verify` into a phase nothing leads back from leaves the user
/// there once the condition holds, their tap held for good (the second journeys review).
struct GuardFailureWayBackTests {
  /// Main's cards tab goes to `verify` while `verified` fails; `{verify}` is the rest of verify's
  /// header, `{inside}` its body after the root, `{more}` more declarations.
  static func spec(verify: String = " requires session", inside: String = "", more: String = "")
    -> String
  {
    """
    app A { scheme "a" }
    condition session
    condition verified
    event signedIn
    event done
    phase launch { check session ? main : signin }
    phase signin {
      root SignIn
      on signedIn -> main
    }
    phase main requires session {
      default tab home "Home" icon "h" root Home
      tab cards "Cards" icon "c" root Cards requires verified else -> verify
    }
    phase verify\(verify) {
      root Verify\(inside)
    }
    screen SignIn
    screen Home
    screen Cards
    screen Verify
    \(more)
    """
  }

  @Test func aPhaseWithNoWayBackIsReported() throws {
    // `done` is left unhandled in this spec: FL0207 says so too.
    let (result, source, _) = check(Self.spec())
    let lines = result.diagnostics.map { render($0, source) }.filter { !$0.contains("FL0207") }
    #expect(
      lines == [
        "13:67 FL0229 the `else -> verify` of tab 'cards' takes the user to phase 'verify', from "
          + "which no event or check leads back to 'main': once 'verified' holds, the user stays "
          + "on 'verify' and what they tapped never opens"
      ])
    let diagnostic = try #require(result.diagnostics.first { $0.code == .guardFailureNoWayBack })
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "handle an event in phase 'verify' that goes back, such as `on done -> main` sent once "
        + "the condition holds, or present a sheet or cover instead of going to a phase "
        + "(`else present ...`)")
  }

  @Test func aScreensElseIsReportedWithThePhaseThatShowsIt() {
    let screen = Self.spec(more: "screen Wallet requires verified else -> verify")
      .replacing("screen Home\n", with: "screen Home { push Wallet }\n")
      .replacing("root Cards requires verified else -> verify", with: "root Cards")
    #expect(
      rendered(screen).filter { !$0.contains("FL0207") } == [
        "22:41 FL0229 the `else -> verify` of screen 'Wallet' takes the user to phase 'verify', "
          + "from which no event or check leads back to 'main': once 'verified' holds, the user "
          + "stays on 'verify' and what they tapped never opens"
      ])
  }

  /// A handler back in the phase, or in a sheet anywhere; a condition of the phase that, once
  /// false, leads the launch's checks back; a phase the app also goes to on its own (a
  /// destination, not a side trip); one requiring the guard's condition (FL0220's).
  @Test(arguments: [
    spec(more: "sheet Start {\n  on done -> verify\n}")
      .replacing("root Home\n", with: "root Home\n  present Start\n"),
    spec(verify: " requires session, verified"),
    // A side trip that leads on (a sign-in going to another phase) is the user's next step; an
    // `else` that never runs, its phase requiring the condition already (the diff review).
    spec(inside: "\n  on done -> signin"),
    spec().replacing(
      "phase main requires session {", with: "phase main requires session, verified {"),
    spec(inside: "\n  on done -> main"),
    spec(inside: "\n  present Help", more: "sheet Help {\n  on done -> main\n}"),
    spec(verify: " requires needsVerification")
      .replacing("condition verified", with: "condition verified\ncondition needsVerification")
      .replacing(
        "phase launch { check session ? main : signin }",
        with: "phase launch { check session ? gate : signin }\n"
          + "phase gate { check needsVerification ? verify : main }"),
  ])
  func nothingIsSaidWhereThereIsAWayBack(_ source: String) {
    #expect(!rendered(source).contains { $0.contains("FL0229") })
  }

  /// A handler that only re-enters the side trip (`on retry -> verify`) neither makes it a
  /// destination nor leads out of it (the second review found it silenced the warning).
  @Test func aHandlerReenteringTheSideTripIsNoWayOut() {
    let retrying = Self.spec(inside: "\n  on done -> verify")
    #expect(check(retrying).0.diagnostics.map(\.code).contains(.guardFailureNoWayBack))
  }

  @Test func aSignOutIsNoWayBack() {
    // `verify requires session`: losing it leads the checks to the sign-in, not back to main.
    #expect(check(Self.spec()).0.diagnostics.map(\.code).contains(.guardFailureNoWayBack))
  }
}
