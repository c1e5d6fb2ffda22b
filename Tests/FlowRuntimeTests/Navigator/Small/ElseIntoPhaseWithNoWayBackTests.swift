import FlowRuntime
import Testing

/// What FL0229 warns about, as the navigator does it: a tab's `else -> verify` into a phase with no
/// way back leaves the user there once the condition holds, the tap held; a handler back to the
/// tab's phase completes it.
@MainActor
struct ElseIntoPhaseWithNoWayBackTests {
  /// `main { default tab home; tab cards root Cards requires verified else -> verify }` and
  /// `verify { root Verify }`, with `on done -> main` in verify when `wayBack`.
  private static func flow(wayBack: Bool) -> FlowDefinition<SmallFlow> {
    FlowDefinition.small(
      [
        PhaseDefinition(
          "main",
          content: .tabs(
            [
              TabDefinition("home", root: "Home"),
              TabDefinition(
                "cards", root: "Cards", requires: ["verified"],
                guardFailure: .goTo("verify", animated: false)),
            ], default: "home")),
        PhaseDefinition(
          "verify", content: .root("Verify"),
          handlers: wayBack ? ["done": .goTo("main", animated: false)] : [:]),
      ])
  }

  @Test(arguments: [false, true])
  func theTapCompletesOnlyByAWayBack(wayBack: Bool) {
    let conditions = SmallConditions(["verified": false])
    let navigator = conditions.navigator(Self.flow(wayBack: wayBack))
    navigator.start()
    #expect(navigator.select("cards") == .held(waitingFor: ["verified"]))
    #expect(navigator.phase == "verify")
    conditions.values["verified"] = true
    navigator.conditionsDidChange()
    navigator.send("done")
    #expect(navigator.phase == (wayBack ? "main" : "verify"))
    #expect(navigator.selectedTab == (wayBack ? "cards" : nil))
    #expect((navigator.heldEntry != nil) == !wayBack)
  }
}
