import FlowCompiler
import FlowRuntime
import Testing

@testable import FlowSimulation

/// A link opened while a check's choice is refused only for a condition not known yet waits for
/// it, as one opened while a check waits for its own condition does, even when its route needs
/// nothing: the launch goes on once the condition is known. Under `main requires session,
/// premium` (FL0228, accepted), a help link opened while `premium` was unknown sent a signed-in
/// user to the signed-out phase for good, where the launch would have gone back to `main` (randD,
/// a random walk over every tab).
@MainActor
struct BlockedCheckLinkTests {
  static let spec = """
    app M { scheme "m" }
    condition session
    condition premium
    event signedIn
    phase launch {
      check session ? main : onboarding // flowc:ignore FL0228
    }
    phase onboarding {
      root Welcome
      present Help
      on signedIn -> main
    }
    phase main requires session, premium {
      root Home
      present Help
    }
    screen Welcome
    screen Home
    cover Help
    route "/help" -> Help over current
    route "/home" -> Home

    """

  private func place(_ navigator: Navigator<DynamicFlow>) -> [String] {
    [navigator.phase.name] + navigator.presentations.map(\.modal.kind.name)
  }

  /// A cold launch whose check chose `main` before `premium` is known: the help link is held, and
  /// opens over `main` once `premium` holds; once it is known false the launch stays blocked
  /// (FL0228), and the link, which needs nothing, lands in its own phase.
  @Test(arguments: [true, false])
  func aLinkWaitsForTheConditionTheCheckChoiceWaitsFor(premium: Bool) throws {
    let values = ReportedConditions(["session": true, "premium": nil])
    let navigator = try values.navigator(Self.spec)
    navigator.start()
    guard case .deferred = navigator.open(url: "m://help") else {
      Issue.record("the help link should wait for 'premium'")
      return
    }
    #expect(navigator.pendingLink?.waitingFor.map(\.name) == ["premium"])
    values.values["premium"] = premium
    navigator.conditionsDidChange()
    #expect(place(navigator) == (premium ? ["main", "Help"] : ["onboarding", "Help"]))
    #expect(navigator.pendingLink == nil)
  }

  /// A token refresh: `premium` turns unknown in `main`, which the launch check keeps aside; the
  /// help link opened meanwhile waits, and once `premium` holds again the user is back in `main`
  /// with the help over it, not left on the welcome screen.
  @Test func aLinkDuringARefreshLandsBackInMain() throws {
    let values = ReportedConditions(["session": true, "premium": true])
    let navigator = try values.navigator(Self.spec)
    navigator.start()
    #expect(navigator.phase.name == "main")
    values.values["premium"] = .some(nil)
    navigator.conditionsDidChange()
    #expect(navigator.phase.name == "launch")
    _ = navigator.open(url: "m://help")
    #expect(place(navigator) == ["launch"])
    values.values["premium"] = true
    navigator.conditionsDidChange()
    #expect(place(navigator) == ["main", "Help"])
  }

  /// `expect` (run by `flowc check`, as `flowc resolve` answers) says so too.
  @Test func expectLinesSayTheLinkWaits() {
    let expectations = """
      expect "m://help" when session, ?premium -> held, then premium -> [Home, Help] in main over current
      expect "m://help" when session, ?premium -> held, then !premium -> [Welcome, Help] in onboarding

      """
    let report = Compiler().check(
      InputFile(path: "m.flow", bytes: Array((Self.spec + expectations).utf8)))
    #expect(report.diagnostics.map(\.message) == [])
  }
}
