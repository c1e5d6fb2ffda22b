import FlowRuntime
import Testing

/// Issue 8: browsing needs no account, only the account tab does; signing in changes no phase, so
/// `send(.signedIn)` itself must land the held link, once.
@MainActor
struct HeldLinkAfterSendTests {
  /// `phase browse { default tab feed root Feed; tab account root Account requires session }`, a
  /// sign-in sheet that closes on `signedIn`, and a link to the account tab's settings.
  private static let browsing = FlowDefinition.small(
    [
      PhaseDefinition(
        "browse",
        content: .tabs(
          [
            TabDefinition("feed", root: "Feed"),
            TabDefinition("account", root: "Account", requires: ["session"]),
          ], default: "feed"),
        handlers: ["signIn": .present(.sheet("SignIn"))])
    ],
    presentationHandlers: ["SignIn": ["signedIn": .dismiss]],
    graph: NavigationGraph(
      pushes: ["Account": ["Settings"]], phasePresents: ["browse": ["SignIn"]]),
    landings: [
      "settings": Landing(
        phase: "browse", tab: "account", stack: ["Settings"], requires: ["session"])
    ])

  @Test func aSignInThatDismissesTheSheetLandsTheHeldLink() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.browsing)
    navigator.start()
    #expect(
      navigator.open(url: "small://settings") == .deferred("settings", waitingFor: ["session"]))
    #expect(
      navigator.send("signIn")
        == .handled(.present(.sheet("SignIn")), FlowUpdate(progress: .showing("browse"))))
    // The sign-in sheet stores the token, then tells the navigator; no phase changes.
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .dismiss, FlowUpdate(progress: .showing("browse"), completedLink: "settings")))
    #expect(navigator.selectedTab == "account")
    #expect(navigator.stacks == ["account": ["Settings"]])
    #expect(navigator.pendingLink == nil)
    #expect(navigator.send("signedIn") == .ignored)
  }

  @Test func anEventNothingHandlesStillLandsTheHeldLinkOnce() {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.browsing)
    navigator.start()
    navigator.open(url: "small://settings")
    #expect(navigator.send("signedIn") == .ignored)
    #expect(navigator.pendingLink?.route == "settings")
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .landedHeldLink(FlowUpdate(progress: .showing("browse"), completedLink: "settings")))
    #expect(navigator.stacks == ["account": ["Settings"]])
    #expect(navigator.send("signedIn") == .ignored)
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("browse")))
  }
}
