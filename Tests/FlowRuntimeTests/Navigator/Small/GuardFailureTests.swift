import FlowRuntime
import Testing

/// What a failed guard with `else` does in the runtime: `else -> phase` leaves for that phase and
/// completes the held entry or link back in its own phase; a prompt that cannot be shown refuses as
/// plain `requires` does; a prompt replaced by another presentation drops what it held.
@MainActor
struct GuardFailureTests {
  /// Tabs home and `tab account root Account requires session else -> welcome`.
  private static let main = PhaseDefinition<SmallFlow>(
    "main",
    content: .tabs(
      [
        TabDefinition("home", root: "Home"),
        TabDefinition(
          "account", root: "Account", requires: ["session"],
          guardFailure: .goTo("welcome", animated: false)),
      ],
      default: "home"))

  /// `main`, `screen Vault requires session else present Gate` where `sheet Gate requires admin`,
  /// and a sign-in phase that returns.
  private static let flow = FlowDefinition.small(
    [
      Self.main,
      PhaseDefinition(
        "welcome", content: .root("Welcome"), handlers: ["signedIn": .goTo("main", animated: true)]),
    ],
    guards: ["Vault": ["session"], "Gate": ["admin"], "Ask": ["session"]],
    guardFailures: ["Vault": .present(.sheet("Gate")), "Ask": .present(.sheet("Prompt"))],
    graph: NavigationGraph(
      pushes: ["Home": ["Vault", "Ask"]], presents: ["Home": ["Other"]]),
    landings: ["account": Landing(phase: "main", tab: "account", requires: ["session"])])

  @Test func elseGoToLeavesForThePhaseAndCompletesBackInItsOwn() {
    let conditions = SmallConditions(["session": false, "admin": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.select("account") == .held(waitingFor: ["session"]))
    #expect(navigator.phase == "welcome")
    #expect(
      navigator.heldEntry
        == HeldEntry(phase: "main", target: .tab("account"), waitingFor: ["session"]))
    conditions.values["session"] = true
    // Still in the other phase: it waits.
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("welcome")))
    #expect(navigator.heldEntry != nil)
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: true), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.selectedTab == "account")
    #expect(navigator.heldEntry == nil)
  }

  @Test func aLinkBlockedByElseGoToIsHeldAcrossThePhaseChange() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://account") == .deferred("account", waitingFor: ["session"]))
    #expect(navigator.phase == "welcome")
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .goTo("main", animated: true),
          FlowUpdate(progress: .showing("main"), completedLink: "account")))
    #expect(navigator.selectedTab == "account")
  }

  /// A new-user review: leaving the phase `else -> welcome` sent the user to, without what it asks
  /// for, asked again at once and sent them back: a held link trapped them in `welcome` (and the
  /// update said `main`). Leaving it declines, as closing a prompt sheet does: the link is dropped.
  @Test func leavingTheElsePhaseWithoutTheConditionDropsTheLink() {
    let flow = FlowDefinition.small(
      [
        Self.main,
        PhaseDefinition(
          "welcome", content: .root("Welcome"),
          handlers: ["cancel": .goTo("main", animated: true)]),
      ],
      landings: ["account": Landing(phase: "main", tab: "account", requires: ["session"])])
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.open(url: "small://account") == .deferred("account", waitingFor: ["session"]))
    #expect(navigator.phase == "welcome")
    #expect(
      navigator.send("cancel")
        == .handled(
          .goTo("main", animated: true),
          FlowUpdate(progress: .showing("main"), droppedLink: "account")))
    #expect(navigator.phase == "main")
    #expect(navigator.selectedTab == "home")
    #expect(navigator.pendingLink == nil)
  }

  /// A review: with `else -> main` inside `main` itself, an event that stays in `main` left no
  /// phase the guard sent the user to, and dropped the link; it stays held.
  @Test func anEventStayingInTheLinksPhaseKeepsItHeld() {
    let flow = FlowDefinition.small(
      [
        PhaseDefinition(
          "main",
          content: .tabs(
            [
              TabDefinition("home", root: "Home"),
              TabDefinition(
                "account", root: "Account", requires: ["session"],
                guardFailure: .goTo("main", animated: false)),
            ],
            default: "home"),
          handlers: ["refresh": .goTo("main", animated: false)])
      ],
      landings: ["account": Landing(phase: "main", tab: "account", requires: ["session"])])
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.open(url: "small://account") == .deferred("account", waitingFor: ["session"]))
    navigator.send("refresh")
    #expect(navigator.pendingLink != nil)
    conditions.values["session"] = true
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), completedLink: "account"))
    #expect(navigator.selectedTab == "account")
  }

  /// The update says where the flow stands after the link's `else -> welcome` ran (a review: it
  /// said `main`, settled before the prompt moved the flow).
  @Test func aLaunchLinksElseGoToIsTheProgressTheLaunchReports() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    let outcome = navigator.start(launchURL: "small://account")
    #expect(outcome.update.progress == .showing("welcome"))
    #expect(navigator.phase == "welcome")
  }

  @Test func aPromptWhoseOwnGuardFailsRefusesAsPlainRequires() {
    let conditions = SmallConditions(["session": false, "admin": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.push("Vault") == .refused(.guardFailed(["session"])))
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }

  @Test func replacingThePromptDropsTheHeldEntry() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.push("Ask") == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("Prompt"))])
    #expect(navigator.setSheet("Other", at: 0) == .changed)
    #expect(navigator.heldEntry == nil)
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.path(for: "home") == [])
  }

  @Test func aPopPastAScreenWhoseGuardStoppedHoldingGoesBelowItWithoutAPrompt() {
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.setPath(["Ask", "Vault"], for: "home") == .changed)
    // The app has not told the navigator yet: the pop trims as `conditionsDidChange()` would, and
    // a screen already shown never runs its `else`.
    conditions.values["session"] = false
    #expect(navigator.pop() == .changed)
    #expect(navigator.path(for: "home") == [])
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }
}
