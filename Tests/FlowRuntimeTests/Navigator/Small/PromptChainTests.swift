import FlowRuntime
import Testing

/// A prompt with a guard of its own: `screen Item requires premium else present Paywall` where
/// `sheet Paywall requires session else present SignIn`. Signed out, the navigator follows the chain
/// to the sign-in; once that closes with the session, the held target asks for the paywall; it lands
/// once both hold, and is dropped when the user closes the prompt it needs.
@MainActor
struct PromptChainTests {
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Item": ["premium"], "Paywall": ["session"]],
    guardFailures: ["Item": .present(.sheet("Paywall")), "Paywall": .present(.sheet("SignIn"))],
    presentationHandlers: [
      "SignIn": ["signedIn": .dismiss, "cancel": .dismiss],
      "Paywall": ["subscribed": .dismiss, "cancel": .dismiss],
    ],
    graph: NavigationGraph(pushes: ["Home": ["Item"]]),
    landings: ["item": Landing(phase: "main", stack: ["Item"], requires: ["premium"])])

  private func signedOut() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": false, "premium": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (conditions, navigator)
  }

  @Test func aTapSignedOutShowsTheSignInThenThePaywallThenLandsOnce() {
    let (conditions, navigator) = signedOut()
    #expect(navigator.push("Item") == .held(waitingFor: ["premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    navigator.send("signedIn")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    #expect(navigator.heldEntry?.target == .stack(.root, ["Item"]))
    conditions.values["premium"] = true
    navigator.send("subscribed")
    #expect(navigator.presentations == [])
    #expect(navigator.rootStack == ["Item"])
    #expect(navigator.heldEntry == nil)
    navigator.conditionsDidChange()
    #expect(navigator.rootStack == ["Item"])
  }

  @Test func aLinkSignedOutWaitsBehindBothPromptsAndLandsOnce() {
    let (conditions, navigator) = signedOut()
    #expect(navigator.open(url: "small://item") == .deferred("item", waitingFor: ["premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn") == .handled(.dismiss, FlowUpdate(progress: .showing("main"))))
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    #expect(navigator.pendingLink?.route == "item")
    conditions.values["premium"] = true
    #expect(
      navigator.send("subscribed")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "item")))
    #expect(navigator.rootStack == ["Item"])
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
  }

  @Test func closingThePaywallDropsTheTarget() {
    let (conditions, navigator) = signedOut()
    #expect(navigator.open(url: "small://item") == .deferred("item", waitingFor: ["premium"]))
    conditions.values["session"] = true
    navigator.send("signedIn")
    #expect(
      navigator.send("cancel")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), droppedLink: "item")))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
    conditions.values["premium"] = true
    navigator.conditionsDidChange()
    #expect(navigator.rootStack == [])
  }

  @Test func closingTheSignInWithoutASessionDropsTheTarget() {
    let (_, navigator) = signedOut()
    #expect(navigator.push("Item") == .held(waitingFor: ["premium"]))
    navigator.send("cancel")
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }

  @Test func signedInButNotPremiumShowsThePaywallStraightAway() {
    let (conditions, navigator) = signedOut()
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.push("Item") == .held(waitingFor: ["premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
  }

  /// A chain of twelve prompts, each guarded by the next condition: a tap shows the last, which
  /// has no guard, and the chain is followed whatever its length (a fixed limit of eight steps
  /// showed nothing past it, the limits review). A hand-built cycle still ends: it is refused.
  @Test(arguments: [12, 2])
  func aLongChainIsFollowedToItsEnd(_ length: Int) {
    let prompts = (1...length).map { SmallDestination("P\($0)") }
    var guards: [String: Set<String>] = ["Item": ["c0"]]
    var failures: [String: FlowAction<SmallFlow>] = ["Item": .present(.sheet(prompts[0]))]
    for (position, prompt) in prompts.enumerated().dropLast() {
      guards[prompt.destinationName] = ["c\(position + 1)"]
      failures[prompt.destinationName] = .present(.sheet(prompts[position + 1]))
    }
    let flow = FlowDefinition.small(
      [PhaseDefinition("main", content: .root("Home"))], guards: guards,
      guardFailures: failures, graph: NavigationGraph(pushes: ["Home": ["Item"]]))
    let signedOut = Dictionary(uniqueKeysWithValues: (0...length).map { ("c\($0)", false) })
    let navigator = SmallConditions(signedOut).navigator(flow)
    navigator.start()
    #expect(navigator.push("Item") == .held(waitingFor: ["c0"]))
    #expect(navigator.presentations == [Presentation(.sheet(prompts[length - 1]))])

    var cycle = failures
    cycle[prompts[length - 1].destinationName] = .present(.sheet(prompts[0]))
    var cyclicGuards = guards
    cyclicGuards[prompts[length - 1].destinationName] = ["c\(length)"]
    let cyclic = FlowDefinition.small(
      [PhaseDefinition("main", content: .root("Home"))], guards: cyclicGuards,
      guardFailures: cycle, graph: NavigationGraph(pushes: ["Home": ["Item"]]))
    let stuck = SmallConditions(signedOut).navigator(cyclic)
    stuck.start()
    #expect(stuck.push("Item") == .refused(.guardFailed(["c0"])))
    #expect(stuck.presentations == [])
  }
}
