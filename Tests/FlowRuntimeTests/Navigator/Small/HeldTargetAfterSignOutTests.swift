import FlowRuntime
import Testing

/// A held tab entry or link, behind its prompt, when the session goes and the app makes a change
/// before telling the navigator: the change first leaves `main` as `conditionsDidChange()` would,
/// so the held target ends as that call would have left it.
@MainActor
struct HeldTargetAfterSignOutTests {
  /// ```
  /// app Small { scheme "small" }
  /// condition session
  /// condition verified
  /// event signedIn
  /// event signedOut
  /// phase launch { check session ? main : welcome }
  /// phase welcome { root Welcome  on signedIn -> main }
  /// phase main requires session {
  ///   default tab home "Home" icon "h" root Home
  ///   tab settings "Settings" icon "s" root Settings requires verified else present Verify
  ///   on signedOut -> welcome
  /// }
  /// sheet Verify
  /// route "/settings" -> Settings
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "welcome")),
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: ["signedIn": .goTo("main", animated: false)]),
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition(
              "settings", root: "Settings", requires: ["verified"],
              guardFailure: .present(.sheet("Verify"))),
          ], default: "home"),
        handlers: ["signedOut": .goTo("welcome", animated: false)]),
    ],
    graph: NavigationGraph(phasePresents: ["main": ["Verify"]]),
    landings: [
      "settings": Landing(phase: "main", tab: "settings", requires: ["session", "verified"])
    ])

  /// Signed in but not verified, with `Verify` open for what `hold` holds; the session then goes
  /// without the navigator being told.
  private func heldWhileSignedIn(
    _ hold: (Navigator<SmallFlow>) -> Void
  ) -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    hold(navigator)
    #expect(navigator.presentations == [.sheet("Verify")])
    conditions.values["session"] = false
    return (navigator, conditions)
  }

  /// The prompt dismissed once `verified` holds, before the navigator hears of it: the tap waits
  /// for the next update. The session going first leaves `main`, and the tap with it; the next
  /// sign-in opens `main` on its default tab (it opened on the tab tapped before the sign-out: the
  /// fourth journeys review).
  @Test func aTapWhosePromptWasDismissedIsDroppedWhenItsPhaseIsLeft() {
    let conditions = SmallConditions(["session": true, "verified": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.select("settings") == .held(waitingFor: ["verified"]))
    conditions.values["verified"] = true
    #expect(navigator.dismiss() == .changed)
    #expect(navigator.heldEntry != nil)
    conditions.values["session"] = false
    navigator.conditionsDidChange()
    #expect(navigator.phase == "welcome")
    #expect(navigator.heldEntry == nil)
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(navigator.selectedTab == "home")
  }

  @Test func aHeldTabEntryEndsAsIfTheAppHadSaidSoFirst() {
    let hold: (Navigator<SmallFlow>) -> Void = {
      #expect($0.select("settings") == .held(waitingFor: ["verified"]))
    }
    let (told, _) = heldWhileSignedIn(hold)
    told.conditionsDidChange()
    #expect(told.send("signedOut") == .ignored)
    let (untold, conditions) = heldWhileSignedIn(hold)
    #expect(untold.send("signedOut") == .ignored)
    #expect(untold.heldEntry == nil)
    #expect(told.heldEntry == nil)
    #expect(untold.phase == told.phase)
    // Signing in and verifying later does not select a tab the user asked for before signing out.
    conditions.values["session"] = true
    conditions.values["verified"] = true
    #expect(
      untold.send("signedIn")
        == .handled(.goTo("main", animated: false), FlowUpdate(progress: .showing("main"))))
    #expect(untold.selectedTab == "home")
  }
}
