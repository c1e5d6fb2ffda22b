import FlowRuntime
import Testing

/// A newer link replaces a held one: the prompt the held link waited behind was for it, so it
/// closes, also under `presentation keep`, which keeps only what the user opened; unless the newer
/// link waits behind that very prompt, which then stays with what the user did in it.
@MainActor
struct PromptOfAReplacedLinkTests {
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Mature": ["adult"], "Vault": ["session"]],
    guardFailures: ["Mature": .present(.cover("Pin")), "Vault": .present(.sheet("SignIn"))],
    presentationHandlers: ["Pin": ["pinOK": .dismiss], "SignIn": ["signedIn": .dismiss]],
    graph: NavigationGraph(
      pushes: ["Home": ["Mature", "Title", "Vault"], "Pin": ["PinHelp"]],
      presents: ["SignIn": ["Forgot"]]),
    landings: [
      "mature/1": Landing(
        phase: "main", stack: ["Mature"], requires: ["adult"], presentationPolicy: .keep),
      "mature/2": Landing(
        phase: "main", stack: ["Mature"], requires: ["adult"], presentationPolicy: .keep),
      "vault": Landing(
        phase: "main", stack: ["Vault"], requires: ["session"], presentationPolicy: .keep),
      "vault/2": Landing(
        phase: "main", stack: ["Vault"], requires: ["session"], presentationPolicy: .keep),
      "title": Landing(phase: "main", stack: ["Title"], presentationPolicy: .keep),
    ])

  private func started() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["adult": false, "session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (conditions, navigator)
  }

  @Test func aLinkThatLandsClosesThePromptOfTheLinkItReplaced() {
    let (_, navigator) = started()
    #expect(navigator.open(url: "small://mature/1") == .deferred("mature/1", waitingFor: ["adult"]))
    #expect(navigator.presentations == [Presentation(.cover("Pin"))])
    #expect(navigator.open(url: "small://title") == .handled("title"))
    #expect(navigator.presentations == [])
    #expect(navigator.rootStack == ["Title"])
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), droppedLink: "mature/1"))
  }

  @Test func aLinkBehindAnotherPromptClosesTheFirstAndOpensItsOwn() {
    let (_, navigator) = started()
    navigator.open(url: "small://mature/1")
    #expect(navigator.open(url: "small://vault") == .deferred("vault", waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
  }

  @Test func aLinkBehindTheSamePromptKeepsItOpenWithWhatTheUserDidInIt() {
    let (conditions, navigator) = started()
    navigator.open(url: "small://mature/1")
    navigator.push("PinHelp")
    #expect(navigator.presentations == [Presentation(.cover("Pin"), stack: ["PinHelp"])])
    #expect(navigator.open(url: "small://mature/2") == .deferred("mature/2", waitingFor: ["adult"]))
    #expect(navigator.presentations == [Presentation(.cover("Pin"), stack: ["PinHelp"])])
    conditions.values["adult"] = true
    #expect(
      navigator.send("pinOK")
        == .handled(
          .dismiss,
          FlowUpdate(
            progress: .showing("main"), completedLink: "mature/2", droppedLink: "mature/1")))
    #expect(navigator.presentations == [])
    #expect(navigator.rootStack == ["Mature"])
  }

  @Test func aLinkBehindTheSamePromptKeepsWhatTheUserOpenedOverIt() {
    let (conditions, navigator) = started()
    navigator.open(url: "small://vault")
    navigator.present(sheet: "Forgot")
    let open = [Presentation<SmallFlow>(.sheet("SignIn")), Presentation(.sheet("Forgot"))]
    #expect(navigator.presentations == open)
    #expect(navigator.open(url: "small://vault/2") == .deferred("vault/2", waitingFor: ["session"]))
    #expect(navigator.presentations == open)
    // The kept sign-in is the newer link's prompt: signing in there lands it.
    navigator.dismiss()
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .dismiss,
          FlowUpdate(progress: .showing("main"), completedLink: "vault/2", droppedLink: "vault")))
    #expect(navigator.rootStack == ["Vault"])
  }
}
