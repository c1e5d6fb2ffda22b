import FlowRuntime
import Testing

/// A held link whose path had `session` when it was last tried is dropped once `session` is known
/// false: the user signed out under a link opened for them. A link whose path `session` does not
/// guard is not dropped by the sign-out: it lands only where its own guards hold. The journeys review saw the sign-out
/// open the sign-in sheet by itself and the next user to sign in land on the first one's order.
@MainActor
struct SignOutUnderHeldLinkTests {
  /// `phase store { default tab browse root Catalog; tab account root AccountHome requires session
  /// else present SignIn }`, `screen AccountHome { push Order }`, `screen Order requires verified`
  /// (with `else present Verify` when `verifyPrompt`), and `route "/orders/7" -> Order`.
  private static func flow(verifyPrompt: Bool = false) -> FlowDefinition<SmallFlow> {
    FlowDefinition.small(
      [
        PhaseDefinition(
          "store",
          content: .tabs(
            [
              TabDefinition("browse", root: "Catalog"),
              TabDefinition(
                "account", root: "AccountHome", requires: ["session"],
                guardFailure: .present(.sheet("SignIn"))),
              TabDefinition("offers", root: "Offers", requires: ["guest"]),
            ], default: "browse"))
      ],
      guards: ["Order": ["verified"]],
      guardFailures: verifyPrompt ? ["Order": .present(.sheet("Verify"))] : [:],
      graph: NavigationGraph(pushes: ["AccountHome": ["Order"]]),
      landings: [
        "orders/7": Landing(
          phase: "store", tab: "account", stack: ["Order"], requires: ["session", "verified"])
      ])
  }

  @Test func signingOutDropsTheLinkAndAsksForNothing() {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow())
    navigator.start()
    #expect(
      navigator.open(url: "small://orders/7") == .deferred("orders/7", waitingFor: ["verified"]))
    conditions.values["session"] = false
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == "orders/7")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
    // The next user signs in, verified: nothing of the first one's lands.
    conditions.values["session"] = true
    conditions.values["verified"] = true
    #expect(navigator.conditionsDidChange().completedLink == nil)
    #expect(navigator.selectedTab == "browse")
  }

  @Test func thePromptTheLinkWaitedBehindClosesWithIt() {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow(verifyPrompt: true))
    navigator.start()
    navigator.open(url: "small://orders/7")
    #expect(navigator.presentations == [Presentation(.sheet("Verify"))])
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange().droppedLink == "orders/7")
    #expect(navigator.presentations == [])
  }

  /// A condition off the link's path that stops holding is no sign-out under it: a guest flag the
  /// user loses by signing in must not drop the link they signed in for (the diff review saw an
  /// earlier rule, any guard condition, do that).
  @Test func aConditionOffThePathThatStopsHoldingKeepsTheLink() {
    let conditions = SmallConditions(["session": false, "verified": true, "guest": true])
    let navigator = conditions.navigator(Self.flow())
    navigator.start()
    #expect(
      navigator.open(url: "small://orders/7") == .deferred("orders/7", waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    conditions.values["guest"] = false
    #expect(navigator.conditionsDidChange().completedLink == "orders/7")
  }

  /// Not known when the link was tried (a Keychain read pending), `session` did not hold then:
  /// known false, the link asks for it, as a launch does.
  @Test func aConditionNotKnownWhenTriedIsAskedForOnceKnownFalse() {
    let conditions = SmallConditions(["verified": true])
    let navigator = conditions.navigator(Self.flow())
    navigator.start()
    #expect(
      navigator.open(url: "small://orders/7") == .deferred("orders/7", waitingFor: ["session"]))
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange().droppedLink == nil)
    #expect(navigator.pendingLink?.route == "orders/7")
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange().completedLink == "orders/7")
  }
}
