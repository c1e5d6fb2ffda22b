import FlowSema
import FlowSyntax
import Testing

/// FL0228: a launch check's branch into a phase requiring a condition no check on the way decides
/// stops the launch at the check whenever it does not hold. Adding `requires premium` to a phase
/// whose every tab needs it (FL0227's fix) led there without a word.
struct UndecidedLaunchConditionTests {
  /// `launch` checks `{first}`; `{gate}` is an optional check phase; main requires `{main}`.
  static func spec(
    first: String = "check session ? main : welcome", gate: String = "",
    main: String = "session, premium"
  ) -> String {
    """
    app A { scheme "a" }
    condition session
    condition premium
    event go
    phase launch { \(first) }
    \(gate)
    phase welcome {
      root Welcome
      on go -> main
    }
    phase main requires \(main) { root Home }
    screen Welcome
    screen Home

    """
  }

  @Test func aBranchIntoAPhaseRequiringAConditionNoCheckDecidesIsReported() throws {
    let (result, source, _) = check(Self.spec())
    #expect(
      result.diagnostics.map { render($0, source) } == [
        "5:32 FL0228 when 'session' holds, the check in phase 'launch' goes to 'main', which also "
          + "requires 'premium', a condition no check on the way decides: a launch without it "
          + "stops at this check, with nothing to show"
      ])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.severity == .warning)
    #expect(
      diagnostic.help
        == "decide it on the way, with a check such as `check premium ? main : <a phase for users "
        + "without it>`, or remove 'premium' from the `requires` of phase 'main'")
    #expect(result.model != nil)
  }

  @Test func aChainNamesTheBranchThatEntersThePhase() {
    let chained = Self.spec(
      first: "check onboarded ? gate : welcome",
      gate: "phase gate { check session ? main : welcome }",
      main: "session, onboarded, premium"
    ).replacing("condition premium", with: "condition premium\ncondition onboarded")
    #expect(
      rendered(chained) == [
        "7:30 FL0228 when 'session' holds, the check in phase 'gate' goes to 'main', which also "
          + "requires 'premium', a condition no check on the way decides: a launch without it "
          + "stops at this check, with nothing to show"
      ])
  }

  /// Decided on the way, or required by nothing undecided; an event into the phase is refused
  /// where it fails, which is not the launch's business.
  @Test(arguments: [
    spec(main: "session"),
    spec(
      first: "check premium ? gate : welcome", gate: "phase gate { check session ? main : welcome }"
    ),
    spec(first: "check session ? welcome : welcome", main: "session, premium"),
  ])
  func nothingIsSaidWhereTheLaunchDecidesEverything(_ source: String) {
    #expect(rendered(source).filter { !$0.contains("FL0213") } == [])
  }

  /// Known false on the way is FL0218's error, not also this warning.
  @Test func aConditionKnownFalseIsFL0218Alone() {
    let (result, _, _) = check(Self.spec(first: "check session ? welcome : main"))
    #expect(result.diagnostics.map(\.code) == [.checkBranchNeedsFalseCondition])
  }

  /// What a check found on one branch of the launch is not known on the other: `gate` finds
  /// `premium` on the `?` side only, so `other`, on the `:` side, enters `paid` undecided
  /// (FL0228), not known false (FL0218) as the last branch `gate` took would say.
  @Test func aConditionFoundOnAnotherBranchIsUndecided() {
    let text = """
      app A { scheme "a" }
      condition session
      condition premium
      condition onboarded
      phase launch { check session ? gate : other }
      phase gate { check premium ? main : welcome }
      phase other { check onboarded ? paid : welcome }
      phase main requires session, premium { root Home }
      phase paid requires premium { root Home }
      phase welcome { root Welcome }
      screen Welcome
      screen Home

      """
    #expect(
      rendered(text) == [
        "7:33 FL0228 when 'onboarded' holds, the check in phase 'other' goes to 'paid', which "
          + "also requires 'premium', a condition no check on the way decides: a launch without "
          + "it stops at this check, with nothing to show"
      ])
  }
}
