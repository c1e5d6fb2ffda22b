import FlowRuntime
import Testing

/// A link whose landing is blocked only by conditions not known yet (a Keychain read still
/// pending) is held without a prompt, so a signed-in user never sees the sign-in sheet flash; once
/// they are known it lands if its guards hold, and otherwise asks as if they had been false when it
/// arrived. A condition known false still asks at once, even beside an unknown one.
@MainActor
struct LinkWaitingOnUnknownTests {
  /// `phase main`, not guarded: `default tab shop root Catalog`, `tab account root AccountHome
  /// requires session else present SignIn`; `screen Order requires session else present SignIn`,
  /// `screen Receipt requires premium else present Paywall` pushed on it; `sheet SignIn { on
  /// signedIn -> dismiss }`, `sheet Paywall { on subscribed -> dismiss  on closePaywall -> dismiss }`.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("shop", root: "Catalog"),
            TabDefinition(
              "account", root: "AccountHome", requires: ["session"],
              guardFailure: .present(.sheet("SignIn"))),
          ], default: "shop"))
    ],
    guards: ["Order": ["session"], "Receipt": ["premium"]],
    guardFailures: ["Order": .present(.sheet("SignIn")), "Receipt": .present(.sheet("Paywall"))],
    presentationHandlers: [
      "SignIn": ["signedIn": .dismiss],
      "Paywall": ["subscribed": .dismiss, "closePaywall": .dismiss],
    ],
    graph: NavigationGraph(pushes: ["AccountHome": ["Order"], "Order": ["Receipt"]]),
    landings: [
      "orders/5": Landing(
        phase: "main", tab: "account", stack: ["Order"], requires: ["session"]),
      "orders/6": Landing(
        phase: "main", tab: "account", stack: ["Order"], requires: ["session"]),
      "orders/5/receipt": Landing(
        phase: "main", tab: "account", stack: ["Order", "Receipt"],
        requires: ["session", "premium"]),
    ])

  private static let showing = FlowUpdate<SmallFlow>(progress: .showing("main"))

  /// A launched navigator whose `session` is not known yet, holding `orders/5` without a prompt.
  private static func heldWhileUnknown() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions()
    let navigator = conditions.navigator(flow)
    #expect(navigator.start() == StartOutcome(update: showing, launchLink: nil))
    #expect(
      navigator.open(url: "small://orders/5") == .deferred("orders/5", waitingFor: ["session"]))
    return (conditions, navigator)
  }

  @Test func aLinkBlockedOnlyByAnUnknownConditionIsHeldWithoutAPrompt() {
    let (_, navigator) = Self.heldWhileUnknown()
    #expect(navigator.presentations == [])
    #expect(navigator.selectedTab == "shop")
    #expect(navigator.stacks == [:])
    #expect(navigator.pendingLink?.route == "orders/5")
    #expect(navigator.pendingLink?.waitingFor == ["session"])
    // Still unknown: nothing asks.
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink?.route == "orders/5")
  }

  @Test func onceKnownTrueTheHeldLinkLandsOnce() {
    let (conditions, navigator) = Self.heldWhileUnknown()
    conditions.values["session"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "orders/5"))
    #expect(navigator.selectedTab == "account")
    #expect(navigator.stacks == ["account": ["Order"]])
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.stacks == ["account": ["Order"]])
  }

  @Test func onceKnownFalseTheElsePromptsAndTheLinkLandsAfterSignIn() {
    let (conditions, navigator) = Self.heldWhileUnknown()
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    #expect(navigator.selectedTab == "shop")
    #expect(navigator.pendingLink?.route == "orders/5")
    // Asked once: telling it again does not ask again.
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "orders/5")))
    #expect(navigator.selectedTab == "account")
    #expect(navigator.stacks == ["account": ["Order"]])
    #expect(navigator.presentations == [])
  }

  @Test func aLinkBlockedByAConditionKnownFalsePromptsAtOnce() {
    let navigator = SmallConditions(["session": false]).navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.open(url: "small://orders/5") == .deferred("orders/5", waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
  }

  @Test func aTapOnAGuardedTabStillPromptsWhileTheConditionIsUnknown() {
    let navigator = SmallConditions().navigator(Self.flow)
    navigator.start()
    #expect(navigator.select("account") == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
  }

  @Test func anUnknownAndAFalseConditionPromptForTheFalseOne() {
    let conditions = SmallConditions(["premium": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.open(url: "small://orders/5/receipt")
        == .deferred("orders/5/receipt", waitingFor: ["session", "premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    // Subscribed: the paywall did its part; the link waits quietly for the unknown session.
    conditions.values["premium"] = true
    #expect(navigator.send("subscribed") == .handled(.dismiss, Self.showing))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink?.waitingFor == ["session"])
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.presentations == [])
    // Known false: it asks for the session now, and lands after the sign-in.
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .dismiss, FlowUpdate(progress: .showing("main"), completedLink: "orders/5/receipt")))
    #expect(navigator.stacks == ["account": ["Order", "Receipt"]])
    #expect(navigator.presentations == [])
  }

  @Test func aDeclinedPromptBesideAnUnknownConditionDropsTheLink() {
    let navigator = SmallConditions(["premium": false]).navigator(Self.flow)
    navigator.start()
    navigator.open(url: "small://orders/5/receipt")
    #expect(
      navigator.send("closePaywall")
        == .handled(
          .dismiss, FlowUpdate(progress: .showing("main"), droppedLink: "orders/5/receipt"))
    )
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
  }

  @Test func aSignInThatLeavesOnlyAnUnknownConditionKeepsTheLinkHeldQuietly() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.open(url: "small://orders/5/receipt")
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(navigator.send("signedIn") == .handled(.dismiss, Self.showing))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink?.waitingFor == ["premium"])
    conditions.values["premium"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "orders/5/receipt"))
    #expect(navigator.stacks == ["account": ["Order", "Receipt"]])
  }

  @Test func aNewerLinkReplacingOneHeldWhileUnknownHasItReportedDropped() {
    let (conditions, navigator) = Self.heldWhileUnknown()
    #expect(
      navigator.open(url: "small://orders/6") == .deferred("orders/6", waitingFor: ["session"]))
    #expect(navigator.presentations == [])
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), droppedLink: "orders/5"))
    conditions.values["session"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "orders/6"))
    // The replaced link never lands.
    #expect(navigator.conditionsDidChange() == Self.showing)
    #expect(navigator.stacks == ["account": ["Order"]])
  }
}
