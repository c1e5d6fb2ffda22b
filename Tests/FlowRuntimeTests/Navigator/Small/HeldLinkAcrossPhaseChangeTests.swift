import FlowRuntime
import Testing

/// An event that changes the phase keeps a held link that lands in the new phase but still waits for
/// a guard there (a transfer that needs a second factor, opened signed out): after the sign-in it
/// asks for the second factor, then lands once. A link that cannot land in the new phase is dropped.
@MainActor
struct HeldLinkAcrossPhaseChangeTests {
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "welcome", content: .root("Welcome"), handlers: ["signedIn": .goTo("main", animated: false)]
      ),
      PhaseDefinition(
        "main", requires: ["session"], content: .root("Home"),
        handlers: ["signedOut": .goTo("welcome", animated: false)]),
    ],
    guards: ["Transfer": ["verified"]],
    guardFailures: ["Transfer": .present(.sheet("Verify"))],
    presentationHandlers: ["Verify": ["verifiedNow": .dismiss, "cancel": .dismiss]],
    graph: NavigationGraph(presents: ["Home": ["Transfer"]]),
    landings: [
      "transfer": Landing(
        phase: "main", presentation: Presentation(.cover("Transfer")),
        requires: ["session", "verified"]),
      "home": Landing(phase: "main", requires: ["session"]),
    ])

  @Test func aLinkThatLandsInTheNewPhaseStaysHeldAndAsksForWhatItStillMisses() {
    let conditions = SmallConditions(["session": false, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.open(url: "small://transfer")
        == .deferred("transfer", waitingFor: ["session", "verified"]))
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.presentations == [Presentation(.sheet("Verify"))])
    #expect(navigator.pendingLink?.waitingFor == ["verified"])
    conditions.values["verified"] = true
    #expect(
      navigator.send("verifiedNow")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "transfer")))
    #expect(navigator.presentations == [Presentation(.cover("Transfer"))])
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
  }

  @Test func aLinkThatCannotLandInThePhaseAnEventChoseIsDropped() {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.send("signedIn")
    #expect(
      navigator.open(url: "small://transfer") == .deferred("transfer", waitingFor: ["verified"]))
    conditions.values["session"] = false
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("welcome", animated: false),
          FlowUpdate(progress: .showing("welcome"), droppedLink: "transfer")))
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
  }
}
