import FlowRuntime
import Testing

/// An event that arrives after a condition changed but before the app called
/// `conditionsDidChange()` ends where telling the navigator first would have ended (docs/Runtime.md,
/// "Operations"): a held link an event leads away from is dropped even though what it waited for now
/// holds, a held entry a reset wipes does not complete after the reset, and a launch check that
/// can decide does so before the event (the fifth new-users review).
@MainActor
struct UntoldConditionBeforeEventTests {
  /// ```
  /// condition session
  /// condition unlocked
  /// phase launch { check session ? main : welcome }
  /// phase welcome { root Welcome }
  /// phase main requires session {
  ///   default tab home "Home" icon "h" root Home
  ///   tab vault "Vault" icon "v" root Vault requires unlocked else present Unlock
  ///   on signedOut -> welcome
  ///   on refresh -> main
  /// }
  /// screen Home { push Secret }
  /// screen Secret requires unlocked else present Unlock
  /// cover Unlock
  /// route "/secret" -> Secret
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "welcome")),
      PhaseDefinition("welcome", content: .root("Welcome")),
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition(
              "vault", root: "Vault", requires: ["unlocked"],
              guardFailure: .present(.cover("Unlock"))),
          ], default: "home"),
        handlers: [
          "signedOut": .goTo("welcome", animated: false),
          "refresh": .goTo("main", animated: false),
        ]),
    ],
    guards: ["Secret": ["unlocked"]],
    guardFailures: ["Secret": .present(.cover("Unlock"))],
    graph: NavigationGraph(pushes: ["Home": ["Secret"]], phasePresents: ["main": ["Unlock"]]),
    landings: [
      "secret": Landing(
        phase: "main", tab: "home", stack: ["Secret"], requires: ["session", "unlocked"])
    ])

  private func signedIn() -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["session": true, "unlocked": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (navigator, conditions)
  }

  /// Face ID succeeded (`unlocked` reads true) and the user signs out before the app tells the
  /// navigator: the held link is dropped, not landed back in `main` over the sign-out.
  @Test func aSignOutDropsAHeldLinkWhoseConditionHoldsUntold() {
    let (navigator, conditions) = signedIn()
    #expect(navigator.open(url: "small://secret") == .deferred("secret", waitingFor: ["unlocked"]))
    #expect(navigator.presentations == [.cover("Unlock")])
    conditions.values["unlocked"] = true
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("welcome", animated: false),
          FlowUpdate(progress: .showing("welcome"), droppedLink: "secret")))
    #expect(navigator.phase == "welcome")
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])

    // Told first, the link lands, and the sign-out then leaves it: the same place.
    let (told, toldConditions) = signedIn()
    told.open(url: "small://secret")
    toldConditions.values["unlocked"] = true
    #expect(told.conditionsDidChange().completedLink == "secret")
    told.send("signedOut")
    #expect(told.phase == "welcome")
    #expect(told.presentations == [])
  }

  /// A held tab whose guard now holds, untold, does not complete after an event reset its phase.
  @Test func aResetDropsAHeldEntryWhoseConditionHoldsUntold() {
    let (navigator, conditions) = signedIn()
    navigator.select("vault")
    #expect(navigator.heldEntry?.target == .tab("vault"))
    conditions.values["unlocked"] = true
    #expect(
      navigator.send("refresh")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.selectedTab == "home")
    #expect(navigator.heldEntry == nil)
    #expect(navigator.presentations == [])

    let (told, toldConditions) = signedIn()
    told.select("vault")
    toldConditions.values["unlocked"] = true
    told.conditionsDidChange()
    #expect(told.selectedTab == "vault")
    told.send("refresh")
    #expect(told.selectedTab == "home")
  }

  /// ```
  /// phase launch { check session ? main : out }
  /// phase out { root Welcome  present Help  on signIn -> main }
  /// phase main requires session { root Home  present Help }
  /// cover Help { on ping -> dismiss }
  /// route "/help" -> Help over current
  /// ```
  private static let help = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "out")),
      PhaseDefinition(
        "out", content: .root("Welcome"), handlers: ["signIn": .goTo("main", animated: false)]),
      PhaseDefinition("main", requires: ["session"], content: .root("Home")),
    ],
    presentationHandlers: ["Help": ["ping": .dismiss]],
    graph: NavigationGraph(phasePresents: ["out": ["Help"], "main": ["Help"]]),
    landings: [
      "help": Landing(
        phase: "out", presentation: .cover("Help"), overCurrentPhases: ["out", "main"])
    ])

  /// The session read answers true, untold, and an event arrives: the navigator is told first, so
  /// the launch check decides and the held link opens over `main`, not in the signed-out phase the
  /// check was skipping; the event then goes to what shows, Help, which closes on it, as it would
  /// after `conditionsDidChange()`.
  @Test func anEventLetsAWaitingLaunchCheckDecideFirst() {
    let conditions = SmallConditions([:])
    let navigator = conditions.navigator(Self.help)
    navigator.start()
    #expect(navigator.open(url: "small://help") == .deferred("help", waitingFor: ["session"]))
    conditions.values["session"] = true
    #expect(
      navigator.send("ping")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "help")))
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
  }

  /// Answered false, untold, with an event the phase the check reaches refuses: the held link has
  /// landed there all the same, as telling first lands it, and the outcome reports that landing
  /// rather than the refusal, which changed nothing (the diff review).
  @Test func aRefusedEventAfterTheCheckDecidedReportsTheLinkItLanded() {
    let conditions = SmallConditions([:])
    let navigator = conditions.navigator(Self.help)
    navigator.start(launchURL: "small://help")
    #expect(navigator.pendingLink?.route == "help")
    conditions.values["session"] = false
    #expect(
      navigator.send("signIn")
        == .landedHeldLink(FlowUpdate(progress: .showing("out"), completedLink: "help")))
    #expect(navigator.phase == "out")
    #expect(navigator.presentations == [.cover("Help")])
    #expect(navigator.pendingLink == nil)
  }
}
