import FlowSema
import FlowSyntax
import Testing

/// FL0231: an `else` whose guard every place around it already keeps true never runs. The case
/// FL0217's and FL0227's fix-it leaves behind: the phase now requires `session`, and the account
/// tab's `requires session else present SignIn` promises a sign-in sheet that never appears.
struct GuardFailureNeverRunsTests {
  /// `main` requires `session`; `{account}` is the account tab's guard, `{more}` more
  /// declarations; Home pushes `{pushes}`, Account pushes `{accountPushes}`. The pro tab asks for
  /// `premium` with the paywall, so every test's spec uses both.
  static func spec(
    account: String = "", pushes: String = "",
    accountPushes: String = "", more: String = ""
  ) -> String {
    """
    app A { scheme "a" }
    condition session
    condition premium
    event signedIn
    phase launch { check session ? main : welcome }
    phase welcome { root Welcome
      on signedIn -> main }
    phase main requires session {
      default tab home "Home" icon "h" root Home
      tab account "Account" icon "a" root Account\(account)
      tab pro "Pro" icon "p" root Pro requires premium else present Paywall
    }
    screen Welcome { present SignIn }
    screen Home\(pushes.isEmpty ? "" : " { push \(pushes) }")
    screen Account\(accountPushes.isEmpty ? "" : " { push \(accountPushes) }")
    screen Pro
    sheet SignIn
    cover Paywall
    \(more)
    """
  }

  /// The FL0231 lines, rendered.
  static func warnings(_ text: String) -> [String] {
    let (result, source, _) = check(text)
    return result.diagnostics.filter { $0.code == .guardFailureNeverRuns }.map {
      render($0, source)
    }
  }

  @Test func aTabsElseUnderAPhaseRequiringItsConditionIsReportedWithAFixIt() throws {
    let text = Self.spec(account: " requires session else present SignIn")
    let (result, source, _) = check(text)
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "10:64 FL0231 the `else` of tab 'account' never runs: phase 'main' requires 'session' "
          + "already, and the user is never in the phase without it, so the tab's guard always holds"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "remove the `else` (and the `requires` with it, if the outer guard is the one meant, and "
        + "the prompt, if nothing else shows it); to ask for the condition here instead, remove it "
        + "from the outer `requires`")
    let fixIt = try #require(diagnostic.fixIt)
    #expect(source.text(in: fixIt.range) == " else present SignIn")
    // The fixed spec says nothing more: the sheet is still presented from the welcome screen.
    let fixed = applying(fixIt, to: text)
    #expect(fixed.contains("root Account requires session\n"))
    #expect(check(fixed).0.diagnostics.isEmpty)
  }

  @Test func aTabsElseRunsWhenOneOfItsConditionsIsNotThePhases() {
    #expect(
      Self.warnings(Self.spec(account: " requires session, premium else present Paywall")) == [])
    #expect(Self.warnings(Self.spec(account: " requires premium else present Paywall")) == [])
  }

  @Test func aScreenShownOnlyUnderItsConditionsIsReportedNamingWhatHoldsThem() {
    // Shown only in the account tab, which requires `premium`; a sheet presented only in `main`,
    // which requires `session`.
    let text = Self.spec(
      account: " requires premium", pushes: "", accountPushes: "Extra",
      more: """
        screen Extra requires premium else present Paywall { present Compose }
        sheet Compose requires session else present SignIn
        """)
    #expect(
      Self.warnings(text) == [
        "19:31 FL0231 the `else` of screen 'Extra' never runs: it shows only in tab 'account', "
          + "which requires 'premium' already, so its guard always holds",
        "20:32 FL0231 the `else` of sheet 'Compose' never runs: it shows only in phase 'main', "
          + "which requires 'session' already, so its guard always holds",
      ])
  }

  /// An `over current` link opens the sheet only where the phase (or a root) presents it, and
  /// elsewhere lands as any link does, in `main` here: the route adds no place, and the `else`
  /// still never runs (it once counted as opening anywhere, and a signed-out compose link waited
  /// for a sign-in sheet that never came; the ninth new-users review). Presented from the
  /// welcome screen too, the `else` runs there.
  @Test func anOverCurrentRouteOpensOnlyWherePlacesPresentTheSheet() {
    let text = Self.spec(
      more: """
        sheet Compose requires session else present SignIn
        route "/compose" -> Compose over current
        """
    ).replacing("  default tab home", with: "  present Compose\n  default tab home")
    #expect(check(text).0.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(
      Self.warnings(text) == [
        "20:32 FL0231 the `else` of sheet 'Compose' never runs: it shows only in phase 'main', "
          + "which requires 'session' already, so its guard always holds"
      ])
    let fromWelcome = text.replacing(
      "screen Welcome { present SignIn }", with: "screen Welcome { present SignIn, Compose }")
    #expect(Self.warnings(fromWelcome) == [])
  }

  @Test func aScreenShownSomewhereItsConditionsMayFailIsNotReported() {
    // Extra is pushed from Home too, in a tab that does not require `premium`.
    let fromHome = Self.spec(
      account: " requires premium", pushes: "Extra", accountPushes: "Extra",
      more: "screen Extra requires premium else present Paywall")
    #expect(Self.warnings(fromHome) == [])
    // Compose is reached from the welcome screen too, where no session is required.
    let fromWelcome = Self.spec(
      pushes: "", more: "sheet Compose requires session else present SignIn"
    )
    .replacing(
      "screen Welcome { present SignIn }", with: "screen Welcome { present SignIn, Compose }"
    )
    .replacing("screen Home\n", with: "screen Home { present Compose }\n")
    #expect(Self.warnings(fromWelcome) == [])
  }

  @Test func whatAPromptReachesIsNotReportedSinceAPromptOpensAnywhere() {
    // Orders is pushed inside the paywall, a prompt: it may show over any phase.
    let text = Self.spec(
      account: " requires premium else present Paywall", pushes: "Orders",
      more: "screen Orders requires session else present SignIn"
    )
    .replacing("cover Paywall", with: "cover Paywall { push Orders }")
    #expect(Self.warnings(text) == [])
  }

  @Test func anElseIntoAPhaseThatRequiresTheConditionIsLeftToFL0220() {
    let text = Self.spec(account: " requires session else -> main")
    let (result, _, _) = check(text)
    #expect(result.diagnostics.map(\.code) == [.guardFailurePhaseNeedsCondition])
  }
}
