import FlowRuntime
import Testing

/// Before `start(launchURL:)` a link is only held, and the launch lands it or asks for what it
/// waits for: nothing done before the launch drops it or leaves half a prompt on screen. Both were
/// carried as "before start" items from a diff review.
@MainActor
struct HeldLinkBeforeLaunchTests {
  /// ```
  /// phase main {
  ///   default tab feed "Feed" icon "f" root Feed
  ///   tab account "Account" icon "a" root Account requires session else present SignIn
  ///   on signOut -> welcome
  /// }
  /// phase welcome { root Welcome  on skip -> main }
  /// sheet SignIn { on signedIn -> dismiss }
  /// screen Account { push Settings }
  /// route "/settings" -> Settings in account
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("feed", root: "Feed"),
            TabDefinition(
              "account", root: "Account", requires: ["session"],
              guardFailure: .present(.sheet("SignIn"))),
          ], default: "feed"),
        handlers: ["signOut": .goTo("welcome", animated: false)]),
      PhaseDefinition(
        "welcome", content: .root("Welcome"),
        handlers: ["skip": .goTo("main", animated: false)]),
    ],
    presentationHandlers: ["SignIn": ["signedIn": .dismiss]],
    graph: NavigationGraph(pushes: ["Account": ["Settings"]], phasePresents: ["main": ["SignIn"]]),
    landings: [
      "settings": Landing(
        phase: "main", tab: "account", stack: ["Settings"], requires: ["session"])
    ])

  /// An event that leaves the link's phase before the launch (a sign-out the app sends while it
  /// reads its keychain) does not drop the link: the launch resets that phase and then lands it,
  /// or, signed out, shows the sign-in for it, as the link opened at the launch would.
  @Test func anEventLeavingTheLinksPhaseBeforeTheLaunchKeepsTheLink() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    #expect(
      navigator.open(url: "small://settings") == .deferred("settings", waitingFor: ["session"]))
    #expect(
      navigator.send("signOut")
        == .handled(.goTo("welcome", animated: false), FlowUpdate(progress: .showing("welcome"))))
    #expect(navigator.pendingLink?.route == "settings")
    #expect(navigator.start().update == FlowUpdate(progress: .showing("main")))
    #expect(navigator.presentations == [.sheet("SignIn")])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "settings")))
    #expect(navigator.selectedTab == "account")
    #expect(navigator.stacks == ["account": ["Settings"]])
  }

  /// A tap on the guarded tab before the launch opens the sign-in for it; a link opened then
  /// replaces the tap, and its sign-in is the launch's to show, so the tap's sheet closes.
  @Test func aLinkReplacingATapsPromptBeforeTheLaunchClosesThePrompt() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.flow)
    #expect(navigator.select("account") == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("SignIn")])
    #expect(
      navigator.open(url: "small://settings") == .deferred("settings", waitingFor: ["session"]))
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
    navigator.start()
    #expect(navigator.presentations == [.sheet("SignIn")])
    #expect(navigator.pendingLink?.route == "settings")
  }
}
