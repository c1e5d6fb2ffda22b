import FlowRuntime
import Testing

/// What an `over current` link opened stays open when a phase's event handler moves the app to
/// another phase that presents it too: it opened over wherever the user was. So a link held for a
/// sign-in lands in the same place whether the app tells the navigator of the session before it
/// sends `signedIn` or not (the twenty-sixth new-users review: told first, the room link landed
/// over the welcome screen and the event's move to `main` closed it), and a severe-weather alert
/// is not closed unread when onboarding finishes beneath it.
@MainActor
struct OverCurrentAcrossPhaseChangeTests {
  /// ```
  /// condition session
  /// event signedIn
  /// event finished
  /// event leave
  /// phase launch { check session ? main : welcome }
  /// phase welcome { root Welcome  present Room, Alert  on signedIn -> main  on finished -> main }
  /// phase main requires session {
  ///   default tab home "Home" icon "house" root Home
  ///   present Room, Alert
  ///   on leave -> plain
  ///   on signOut -> welcome
  ///   on reset -> main
  /// }
  /// phase plain { root Plain }
  /// cover Room requires session else present SignIn { present Report }
  /// sheet Report
  /// cover Alert { present Report  on leave -> main }
  /// sheet SignIn
  /// route "/room" -> Room over current
  /// route "/alert" -> Alert over current
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "welcome")),
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: [
          "signedIn": .goTo("main", animated: false), "finished": .goTo("main", animated: false),
        ]),
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs([TabDefinition("home", root: "Home")], default: "home"),
        handlers: [
          "leave": .goTo("plain", animated: false), "signOut": .goTo("welcome", animated: false),
          "reset": .goTo("main", animated: false),
        ]),
      PhaseDefinition("plain", content: .root("Plain")),
    ],
    guards: ["Room": ["session"]],
    guardFailures: ["Room": .present(.sheet("SignIn"))],
    presentationHandlers: ["Alert": ["leave": .goTo("main", animated: false)]],
    graph: NavigationGraph(
      presents: ["Room": ["Report"], "Alert": ["Report"]],
      phasePresents: ["welcome": ["Room", "Alert"], "main": ["Room", "Alert"]]),
    landings: [
      "room": Landing(
        phase: "main", tab: "home", presentation: .cover("Room"), requires: ["session"],
        overCurrentPhases: ["welcome", "main"]),
      "alert": Landing(
        phase: "main", tab: "home", presentation: .cover("Alert"),
        overCurrentPhases: ["welcome", "main"]),
    ])

  /// Signed out on the welcome screen, a room link held behind the sign-in sheet.
  private func heldRoomLink() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://room") == .deferred("room", waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("SignIn")])
    return (conditions, navigator)
  }

  @Test func aLinkLandedAsTheUserSignedInStaysOverWhereTheEventLeads() {
    let (conditions, navigator) = heldRoomLink()
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange().completedLink == "room")
    #expect(navigator.presentations == [.cover("Room")])
    navigator.send("signedIn")
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [.cover("Room")])
  }

  /// The order the README's recipe uses ends the same way.
  @Test func sendingTheEventFirstEndsTheSameWay() {
    let (conditions, navigator) = heldRoomLink()
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .goTo("main", animated: false),
          FlowUpdate(progress: .showing("main"), completedLink: "room")))
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [.cover("Room")])
  }

  /// What was presented over it stays with it.
  @Test func whatIsPresentedOverItStaysWithIt() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://alert") == .handled("alert"))
    #expect(navigator.present(sheet: "Report") == .changed)
    conditions.values["session"] = true
    navigator.send("finished")
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [.cover("Alert"), .sheet("Report")])
  }

  /// The alert opened over welcome; onboarding finishes under it.
  @Test func anAlertIsNotClosedWhenOnboardingFinishesUnderIt() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://alert") == .handled("alert"))
    conditions.values["session"] = true
    navigator.send("finished")
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [.cover("Alert")])
  }

  /// A phase that does not present it closes it, as any change there would.
  @Test func aPhaseThatDoesNotPresentItClosesIt() {
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://room") == .handled("room"))
    navigator.present(sheet: "Report")
    #expect(navigator.presentations == [.cover("Room"), .sheet("Report")])
    navigator.send("leave")
    #expect(navigator.phase == "plain")
    #expect(navigator.presentations == [])
  }

  /// Its own handler moves the user out of it: nothing stays.
  @Test func itsOwnHandlersPhaseChangeClosesIt() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://alert") == .handled("alert"))
    #expect(navigator.phase == "welcome")
    conditions.values["session"] = true
    #expect(
      navigator.send("leave")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.presentations == [])
  }

  /// Only a move to a phase guarded by all the phase left was keeps it: a sign-out leaves it for
  /// the next user no more than before, nor does a reset of the phase it opened in (the review of
  /// this change saw one user's help ticket stay over the welcome screen, and the next user's
  /// `main`).
  @Test(arguments: ["signOut", "reset"])
  func aMoveOutOfTheLinksPhaseClosesIt(_ event: String) {
    let conditions = SmallConditions(["session": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.open(url: "small://alert") == .handled("alert"))
    #expect(navigator.presentations == [.cover("Alert")])
    if event == "signOut" { conditions.values["session"] = false }
    navigator.send(event)
    #expect(navigator.phase == (event == "signOut" ? "welcome" : "main"))
    #expect(navigator.presentations == [])
  }

  /// The landing's own phase, where the link goes from a phase it cannot open over, does not
  /// decide: with `welcome` as its own (declared first), a fraud alert opened over the lock screen
  /// stays as the unlock moves the app into `main`, which requires all `lock` does, and a
  /// sign-out from `main` into `welcome` still closes it (the twenty-eighth new-users review: it
  /// closed on the unlock, and declaring `main` first kept it).
  @Test func theMoveDecidesNotTheLandingsOwnPhase() {
    let flow = FlowDefinition.small(
      [
        PhaseDefinition("launch", content: .check("session", then: "gate", else: "welcome")),
        PhaseDefinition("gate", content: .check("unlocked", then: "main", else: "lock")),
        PhaseDefinition(
          "welcome", content: .root("Welcome"),
          handlers: ["signedIn": .goTo("gate", animated: false)]),
        PhaseDefinition(
          "lock", requires: ["session"], content: .root("PinPad"),
          handlers: ["unlockSucceeded": .goTo("main", animated: false)]),
        PhaseDefinition(
          "main", requires: ["session", "unlocked"], content: .root("Home"),
          handlers: ["signOut": .goTo("welcome", animated: false)]),
      ],
      graph: NavigationGraph(
        phasePresents: ["welcome": ["Alert"], "lock": ["Alert"], "main": ["Alert"]]),
      landings: [
        "alert": Landing(
          phase: "welcome", presentation: .cover("Alert"),
          overCurrentPhases: ["welcome", "lock", "main"])
      ])
    let conditions = SmallConditions(["session": true, "unlocked": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.phase == "lock")
    #expect(navigator.open(url: "small://alert") == .handled("alert"))
    conditions.values["unlocked"] = true
    navigator.conditionsDidChange()
    navigator.send("unlockSucceeded")
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [.cover("Alert")])
    conditions.values["session"] = false
    conditions.values["unlocked"] = false
    navigator.send("signOut")
    #expect(navigator.phase == "welcome")
    #expect(navigator.presentations == [])
  }

  /// Only what a link opened over current stays: a cover the user opened goes with its phase.
  @Test func aCoverTheUserOpenedGoesWithItsPhase() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.present(cover: "Alert") == .changed)
    conditions.values["session"] = true
    navigator.send("finished")
    #expect(navigator.phase == "main")
    #expect(navigator.presentations == [])
  }
}
