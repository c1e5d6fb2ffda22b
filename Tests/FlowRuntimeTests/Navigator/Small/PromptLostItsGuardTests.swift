import FlowRuntime
import Testing

/// A prompt closed because its own guard became known false drops what it held only when the held
/// target still needs what it lost, itself or through a prompt on its way: a paywall that
/// requires a session, closed by a sign-out, is lost under the target; a sign-in that requires a
/// guest flag (kept by the app as "not signed in", as Language.md keeps `notCompliant`), closed
/// by signing in, did its part, and the chain goes on to the paywall (the runtime review saw the
/// link and the tap dropped, Runtime.md: "a guest flag the user loses by signing in is no
/// sign-out under the link").
@MainActor
struct PromptLostItsGuardTests {
  /// `Item requires premium else present Paywall`, `Paywall requires session else present
  /// SignIn`, `SignIn requires guest`; Home pushes Item.
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Item": ["premium"], "Paywall": ["session"], "SignIn": ["guest"]],
    guardFailures: ["Item": .present(.sheet("Paywall")), "Paywall": .present(.sheet("SignIn"))],
    presentationHandlers: [
      "SignIn": ["signedIn": .dismiss, "cancel": .dismiss],
      "Paywall": ["subscribed": .dismiss, "cancel": .dismiss],
    ],
    graph: NavigationGraph(pushes: ["Home": ["Item"]]),
    landings: ["item": Landing(phase: "main", stack: ["Item"], requires: ["premium"])])

  private static func signedOutGuest() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": false, "premium": false, "guest": true])
    let navigator = conditions.navigator(flow)
    navigator.start()
    return (conditions, navigator)
  }

  @Test func aLinkGoesOnToThePaywallWhenSigningInEndsTheGuestFlag() {
    let (conditions, navigator) = Self.signedOutGuest()
    #expect(navigator.open(url: "small://item") == .deferred("item", waitingFor: ["premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    // The app stores the session, and so is no longer a guest, before it sends the event.
    conditions.values["session"] = true
    conditions.values["guest"] = false
    navigator.send("signedIn")
    #expect(navigator.pendingLink?.route == "item")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["premium"] = true
    navigator.send("subscribed")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.path(.root) == ["Item"])
  }

  @Test func aTapGoesOnToThePaywallWhenSigningInEndsTheGuestFlag() {
    let (conditions, navigator) = Self.signedOutGuest()
    #expect(navigator.push("Item") == .held(waitingFor: ["premium"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    conditions.values["guest"] = false
    navigator.conditionsDidChange()
    #expect(navigator.heldEntry?.target == .stack(.root, ["Item"]))
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
  }

  /// The paywall on the item's way requires the session the sign-out took: the link is dropped
  /// with it, and no sign-in is offered for it to the next user.
  @Test func aSignOutUnderThePaywallDropsTheLink() {
    let conditions = SmallConditions(["session": true, "premium": false, "guest": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.open(url: "small://item")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["session"] = false
    conditions.values["guest"] = true
    navigator.conditionsDidChange()
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
  }

  /// The paywall's session only stops being known (a token refresh reports nil): the paywall
  /// closes, as nothing guarded shows without its condition, but nobody declined it and nothing
  /// was lost, so the link waits quietly and the paywall asks again once the session is back (the
  /// twenty-first new-users review's bet slip was dropped here; Runtime.md, step 2).
  @Test func aSessionNoLongerKnownUnderThePaywallKeepsTheLinkHeld() {
    let conditions = SmallConditions(["session": true, "premium": false, "guest": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.open(url: "small://item")
    conditions.values["session"] = nil
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == nil)
    #expect(navigator.pendingLink?.route == "item")
    #expect(navigator.presentations == [])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["premium"] = true
    #expect(navigator.send("subscribed") != .ignored)
    #expect(navigator.pendingLink == nil)
    #expect(navigator.path(.root) == ["Item"])
  }

  /// Known false after it was unknown, the session was lost under the link after all: dropped,
  /// as at a sign-out straight from true.
  @Test func aSessionKnownFalseAfterARefreshDropsTheLink() {
    let conditions = SmallConditions(["session": true, "premium": false, "guest": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.open(url: "small://item")
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    conditions.values["session"] = false
    conditions.values["guest"] = true
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == "item")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
  }

  /// A held tap counts an unknown condition as failing: its prompt closing for one drops it.
  @Test func aSessionNoLongerKnownUnderThePaywallDropsATap() {
    let conditions = SmallConditions(["session": true, "premium": false, "guest": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.push("Item") == .held(waitingFor: ["premium"]))
    conditions.values["session"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.heldEntry == nil)
    #expect(navigator.presentations == [])
  }

  /// The sign-in needs the guest flag, briefly unknown with the session: once signed in (the flag
  /// gone), the sign-in did its part, and the link goes on to the paywall, as it does without the
  /// unknown moment (the review of the quiet wait dropped it here).
  @Test func aGuestFlagBrieflyUnknownUnderTheSignInStillGoesOnToThePaywall() {
    let (conditions, navigator) = Self.signedOutGuest()
    navigator.open(url: "small://item")
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = nil
    conditions.values["guest"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.pendingLink?.route == "item")
    conditions.values["session"] = true
    conditions.values["guest"] = false
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == nil)
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
  }

  /// A paywall needing two conditions, one briefly unknown, then the other known false: lost under
  /// the link, which is dropped rather than left waiting with nothing to ask (the review of the
  /// quiet wait found it stuck).
  @Test func anotherNeedOfTheClosedPromptKnownFalseDropsTheLink() {
    let flow = FlowDefinition.small(
      [PhaseDefinition("main", content: .root("Home"))],
      guards: ["Item": ["premium"], "Paywall": ["verified", "adult"]],
      guardFailures: ["Item": .present(.sheet("Paywall"))],
      presentationHandlers: ["Paywall": ["subscribed": .dismiss]],
      graph: NavigationGraph(pushes: ["Home": ["Item"]]),
      landings: ["item": Landing(phase: "main", stack: ["Item"], requires: ["premium"])])
    let conditions = SmallConditions(["premium": false, "verified": true, "adult": true])
    let navigator = conditions.navigator(flow)
    navigator.start()
    navigator.open(url: "small://item")
    #expect(navigator.presentations == [Presentation(.sheet("Paywall"))])
    conditions.values["verified"] = nil
    navigator.conditionsDidChange()
    #expect(navigator.pendingLink?.route == "item")
    conditions.values["adult"] = false
    let update = navigator.conditionsDidChange()
    #expect(update.droppedLink == "item")
    #expect(navigator.pendingLink == nil)
  }
}
