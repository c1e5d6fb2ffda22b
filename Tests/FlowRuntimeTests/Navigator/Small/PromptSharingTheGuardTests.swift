import FlowRuntime
import Testing

/// A prompt that needs one of the conditions of the guard it prompts for, and hands on to an `else`
/// of its own: `sheet Compose requires session, verified else present Verify` where
/// `sheet Verify requires session else present SignIn` (the checker accepts it since FL0219 follows
/// the chain). Signed out, composing shows the sign-in, then the verification, then the sheet.
@MainActor
struct PromptSharingTheGuardTests {
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Inbox"))],
    guards: ["Compose": ["session", "verified"], "Verify": ["session"]],
    guardFailures: [
      "Compose": .present(.sheet("Verify")), "Verify": .present(.sheet("SignIn")),
    ],
    presentationHandlers: [
      "SignIn": ["signedIn": .dismiss, "cancel": .dismiss],
      "Verify": ["verifiedNow": .dismiss, "cancel": .dismiss],
    ],
    graph: NavigationGraph(presents: ["Inbox": ["Compose"]]),
    landings: [
      "compose": Landing(
        phase: "main", presentation: Presentation(.sheet("Compose")),
        requires: ["session", "verified"])
    ])

  private func signedOut() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": false, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (conditions, navigator)
  }

  @Test func aLinkSignedOutShowsTheSignInThenTheVerificationThenLandsOnce() {
    let (conditions, navigator) = signedOut()
    #expect(
      navigator.open(url: "small://compose")
        == .deferred("compose", waitingFor: ["session", "verified"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn") == .handled(.dismiss, FlowUpdate(progress: .showing("main"))))
    #expect(navigator.presentations == [Presentation(.sheet("Verify"))])
    #expect(navigator.pendingLink?.waitingFor == ["verified"])
    conditions.values["verified"] = true
    #expect(
      navigator.send("verifiedNow")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "compose")))
    #expect(navigator.presentations == [Presentation(.sheet("Compose"))])
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
  }

  @Test func aTapSignedInButUnverifiedShowsTheVerificationStraightAway() {
    let (conditions, navigator) = signedOut()
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.present(.sheet("Compose")) == .held(waitingFor: ["verified"]))
    #expect(navigator.presentations == [Presentation(.sheet("Verify"))])
  }

  @Test func closingTheVerificationAfterSigningInDropsTheLink() {
    let (conditions, navigator) = signedOut()
    navigator.open(url: "small://compose")
    conditions.values["session"] = true
    navigator.send("signedIn")
    #expect(
      navigator.send("cancel")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), droppedLink: "compose")))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
  }

  @Test func closingTheSignInWithoutASessionDropsTheTap() {
    let (_, navigator) = signedOut()
    #expect(navigator.present(.sheet("Compose")) == .held(waitingFor: ["session", "verified"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    navigator.send("cancel")
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }
}
