import FlowRuntime
import Testing

/// An event that changes the phase keeps a held link that lands in the new phase but still waits for
/// a guard there (a transfer that needs a second factor, opened signed out): after the sign-in it
/// asks for the second factor, then lands once. A link on its way to its phase through another one
/// (signed in, now on a lock screen before the accounts) stays held and lands when the app gets
/// there. A link the event leads away from (signed out) is dropped.
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
    // The event before the condition: once `session` is false, `main` is left first and its
    // handlers with it (`theSignOutEventAfterTheConditionFindsThePhaseLeft`).
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("welcome", animated: false),
          FlowUpdate(progress: .showing("welcome"), droppedLink: "transfer")))
    #expect(navigator.pendingLink == nil)
    #expect(navigator.presentations == [])
  }

  /// Signed out before the event: the event is sent where `conditionsDidChange()` would have
  /// taken the app, which leaves `main` (dropping the link, as signing out does) for `welcome`,
  /// where nobody handles it.
  @Test func theSignOutEventAfterTheConditionFindsThePhaseLeft() {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.send("signedIn")
    navigator.open(url: "small://transfer")
    conditions.values["session"] = false
    #expect(navigator.send("signedOut") == .ignored)
    #expect(navigator.phase == "welcome")
    #expect(navigator.pendingLink == nil)
  }

  /// A bank: signed out, then a lock screen (signed in, device not unlocked yet), then the accounts.
  private static let bank = FlowDefinition.small(
    [
      PhaseDefinition(
        "guest", content: .root("Rates"), handlers: ["signedIn": .goTo("locked", animated: false)]),
      PhaseDefinition(
        "locked", requires: ["session"], content: .root("Lock"),
        handlers: [
          "unlocked": .goTo("main", animated: false), "signedOut": .goTo("guest", animated: false),
        ]),
      PhaseDefinition(
        "main", requires: ["session", "unlocked"], content: .root("Accounts"),
        handlers: ["signedOut": .goTo("guest", animated: false)]),
    ],
    landings: [
      "accounts/12": Landing(
        phase: "main", stack: ["Account"], requires: ["session", "unlocked"])
    ])

  @Test func aLinkOnItsWayThroughAnotherPhaseStaysHeldAndLandsThere() {
    let conditions = SmallConditions(["session": false, "unlocked": false])
    let navigator = conditions.navigator(Self.bank)
    navigator.start()
    #expect(
      navigator.open(url: "small://accounts/12")
        == .deferred("accounts/12", waitingFor: ["session", "unlocked"]))
    conditions.values["session"] = true
    // The lock screen is on the way to the accounts: the link stays held, nothing is prompted.
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("locked", animated: false), FlowUpdate(progress: .showing("locked"))))
    #expect(navigator.pendingLink?.waitingFor == ["unlocked"])
    #expect(navigator.presentations == [])
    conditions.values["unlocked"] = true
    #expect(
      navigator.send("unlocked")
        == .handled(
          .goTo("main", animated: false),
          FlowUpdate(progress: .showing("main"), completedLink: "accounts/12")))
    #expect(navigator.pendingLink == nil)
  }

  /// Signing in enters a check that sends a new user through onboarding first: the onboarding
  /// pages are farther from the link's phase than the sign-in was, but the event chose the check,
  /// which is closer, and the check followed a condition the link waits for.
  private static let onboarding = FlowDefinition.small(
    [
      PhaseDefinition(
        "signIn", content: .root("SignIn"), handlers: ["signedIn": .goTo("gate", animated: false)]),
      PhaseDefinition(
        "gate", requires: ["session"], content: .check("onboarded", then: "main", else: "pageOne")),
      PhaseDefinition(
        "pageOne", requires: ["session"], content: .root("PageOne"),
        handlers: ["next": .goTo("pageTwo", animated: false)]),
      PhaseDefinition(
        "pageTwo", requires: ["session"], content: .root("PageTwo"),
        handlers: [
          "finished": .goTo("main", animated: false), "back": .goTo("pageOne", animated: false),
        ]),
      PhaseDefinition("main", requires: ["session", "onboarded"], content: .root("Inbox")),
    ],
    landings: [
      "message/3": Landing(phase: "main", stack: ["Message"], requires: ["session", "onboarded"])
    ])

  @Test func aLinkStaysHeldThroughTheOnboardingACheckSendsTheUserTo() {
    let conditions = SmallConditions(["session": false, "onboarded": false])
    let navigator = conditions.navigator(Self.onboarding)
    navigator.start()
    #expect(
      navigator.open(url: "small://message/3")
        == .deferred("message/3", waitingFor: ["onboarded", "session"]))
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("gate", animated: false), FlowUpdate(progress: .showing("pageOne"))))
    #expect(navigator.pendingLink?.waitingFor == ["onboarded"])
    navigator.send("next")
    conditions.values["onboarded"] = true
    #expect(
      navigator.send("finished")
        == .handled(
          .goTo("main", animated: false),
          FlowUpdate(progress: .showing("main"), completedLink: "message/3")))
    #expect(navigator.rootStack == ["Message"])
  }

  /// Going back a page is the user's own step away from the link's phase, as signing out is.
  @Test func aLinkIsDroppedWhenTheUserGoesBackAPage() {
    let conditions = SmallConditions(["session": true, "onboarded": false])
    let navigator = conditions.navigator(Self.onboarding)
    navigator.start()
    navigator.send("signedIn")
    navigator.send("next")
    navigator.open(url: "small://message/3")
    #expect(
      navigator.send("back")
        == .handled(
          .goTo("pageOne", animated: false),
          FlowUpdate(progress: .showing("pageOne"), droppedLink: "message/3")))
  }

  /// Onboarding pages that each offer the sign-in are the same distance from the link's phase:
  /// a move between them is not on the way (it could as well be a branch to another user).
  private static let carousel = FlowDefinition.small(
    [
      PhaseDefinition(
        "first", content: .root("First"),
        handlers: [
          "next": .goTo("second", animated: false), "signedIn": .goTo("main", animated: false),
        ]),
      PhaseDefinition(
        "second", content: .root("Second"),
        handlers: [
          "back": .goTo("first", animated: false), "signedIn": .goTo("main", animated: false),
        ]),
      PhaseDefinition("main", requires: ["session"], content: .root("Inbox")),
    ],
    landings: ["message/3": Landing(phase: "main", stack: ["Message"], requires: ["session"])])

  @Test func aLinkIsDroppedOnAMoveToAPhaseOnlyAsClose() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.carousel)
    navigator.start()
    navigator.open(url: "small://message/3")
    #expect(
      navigator.send("next")
        == .handled(
          .goTo("second", animated: false),
          FlowUpdate(progress: .showing("second"), droppedLink: "message/3")))
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.rootStack == [])
  }

  /// A profile picker after the sign-in, and a sign-out from it to a welcome screen that offers the
  /// sign-in again: as close to the link's phase as the picker, but the link was opened for the
  /// user who signed out.
  private static let profiles = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "picker", else: "welcome")),
      PhaseDefinition(
        "welcome", content: .root("Welcome"), handlers: ["signedIn": .goTo("main", animated: false)]
      ),
      PhaseDefinition(
        "picker", requires: ["session"], content: .root("Picker"),
        handlers: [
          "picked": .goTo("main", animated: false), "signedOut": .goTo("welcome", animated: false),
        ]),
      PhaseDefinition("main", requires: ["session", "profile"], content: .root("Home")),
    ],
    landings: [
      "items/1": Landing(phase: "main", stack: ["Item"], requires: ["session", "profile"])
    ])

  @Test func aSignOutEventBeforeTheSessionIsReportedGoneStillDropsTheLink() {
    let conditions = SmallConditions(["session": true, "profile": false])
    let navigator = conditions.navigator(Self.profiles)
    navigator.start()
    #expect(navigator.phase == "picker")
    #expect(navigator.open(url: "small://items/1") == .deferred("items/1", waitingFor: ["profile"]))
    // The event first, while the session still holds: the welcome is only as close as the picker.
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("welcome", animated: false),
          FlowUpdate(progress: .showing("welcome"), droppedLink: "items/1")))
    conditions.values["session"] = false
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("welcome")))
    // The next user to sign in does not get it.
    conditions.values["session"] = true
    conditions.values["profile"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.rootStack == [])
  }

  /// Registering leads to onboarding pages; signing out from them goes to the launch's check,
  /// which is one step from the link's phase but sends a signed-out user to the sign-in.
  private static let registration = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "signIn")),
      PhaseDefinition(
        "signIn", content: .root("SignIn"),
        handlers: [
          "signedIn": .goTo("launch", animated: false),
          "registered": .goTo("pageOne", animated: false),
        ]),
      PhaseDefinition(
        "pageOne", content: .root("PageOne"),
        handlers: [
          "next": .goTo("pageTwo", animated: false), "signedOut": .goTo("launch", animated: false),
        ]),
      PhaseDefinition(
        "pageTwo", content: .root("PageTwo"),
        handlers: ["finished": .goTo("main", animated: false)]),
      PhaseDefinition("main", requires: ["session", "onboarded"], content: .root("Inbox")),
    ],
    landings: [
      "message/3": Landing(phase: "main", stack: ["Message"], requires: ["session", "onboarded"])
    ])

  /// The link needs the session it no longer has: the next user's sign-in must not land it.
  @Test func aSignOutIntoACheckNearTheLinksPhaseDropsTheLink() {
    let conditions = SmallConditions(["session": false, "onboarded": false])
    let navigator = conditions.navigator(Self.registration)
    navigator.start()
    conditions.values["session"] = true
    navigator.send("registered")
    #expect(
      navigator.open(url: "small://message/3") == .deferred("message/3", waitingFor: ["onboarded"]))
    conditions.values["session"] = false
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("launch", animated: false),
          FlowUpdate(progress: .showing("signIn"), droppedLink: "message/3")))
    #expect(navigator.pendingLink == nil)
  }

  /// A welcome whose button goes through a check to a lock screen: the check is no closer to the
  /// accounts than the welcome, the lock screen it reaches is.
  private static let lockedWelcome = FlowDefinition.small(
    [
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: ["proceed": .goTo("launch", animated: false)]),
      PhaseDefinition("launch", content: .check("session", then: "lock", else: "welcome")),
      PhaseDefinition(
        "lock", content: .root("Lock"), handlers: ["unlock": .goTo("main", animated: false)]),
      PhaseDefinition("main", requires: ["session", "unlocked"], content: .root("Accounts")),
    ],
    landings: [
      "accounts/12": Landing(
        phase: "main", stack: ["Account"], requires: ["session", "unlocked"])
    ])

  @Test func aLinkStaysHeldWhenTheCheckAnEventEntersReachesACloserPhase() {
    let conditions = SmallConditions(["session": false, "unlocked": false])
    let navigator = conditions.navigator(Self.lockedWelcome)
    navigator.start()
    navigator.open(url: "small://accounts/12")
    conditions.values["session"] = true
    #expect(
      navigator.send("proceed")
        == .handled(.goTo("launch", animated: false), FlowUpdate(progress: .showing("lock"))))
    #expect(navigator.pendingLink?.waitingFor == ["unlocked"])
    conditions.values["unlocked"] = true
    #expect(
      navigator.send("unlock")
        == .handled(
          .goTo("main", animated: false),
          FlowUpdate(progress: .showing("main"), completedLink: "accounts/12")))
    #expect(navigator.rootStack == ["Account"])
  }

  @Test func aLinkIsDroppedWhenAnEventLeadsAwayFromItsPhase() {
    let conditions = SmallConditions(["session": false, "unlocked": false])
    let navigator = conditions.navigator(Self.bank)
    navigator.start()
    navigator.open(url: "small://accounts/12")
    conditions.values["session"] = true
    navigator.send("signedIn")
    // Signing out from the lock screen goes back further from the accounts than the lock screen.
    #expect(
      navigator.send("signedOut")
        == .handled(
          .goTo("guest", animated: false),
          FlowUpdate(progress: .showing("guest"), droppedLink: "accounts/12")))
    #expect(navigator.pendingLink == nil)
  }
}
