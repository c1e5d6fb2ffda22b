import FlowRuntime
import Testing

/// An event that moves the user into the held link's own phase declines nothing: the prompt the
/// phase change closed asks again there, and the link lands once its guard holds. The second
/// journeys review saw a "go to seller hub" button drop a listing link whose seller application
/// was up, while the same journey with the approval not known yet kept it.
@MainActor
struct EventIntoHeldLinkPhaseTests {
  /// `phase buying { tab browse; on switchToSelling -> selling }`, `phase selling { default tab
  /// listings root Listings requires approved else present Apply; tab help root Help }`, and a
  /// route to `Listing` pushed in listings.
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "buying", content: .tabs([TabDefinition("browse", root: "Browse")], default: "browse"),
        handlers: ["switchToSelling": .goTo("selling", animated: false)]),
      PhaseDefinition(
        "selling",
        content: .tabs(
          [
            TabDefinition(
              "listings", root: "Listings", requires: ["approved"],
              guardFailure: .present(.sheet("Apply"))),
            TabDefinition("help", root: "Help"),
          ], default: "listings"),
        handlers: ["reset": .goTo("selling", animated: false)]),
    ],
    graph: NavigationGraph(pushes: ["Listings": ["Listing"]]),
    landings: ["listing": Landing(phase: "selling", tab: "listings", stack: ["Listing"])])

  @Test func thePromptAsksAgainInThePhaseAndTheLinkLands() {
    let conditions = SmallConditions(["approved": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.open(url: "small://listing") == .deferred("listing", waitingFor: ["approved"]))
    #expect(navigator.presentations == [Presentation(.sheet("Apply"))])
    guard case .handled(_, let update) = navigator.send("switchToSelling") else {
      Issue.record("the event was not handled")
      return
    }
    #expect(update.droppedLink == nil)
    #expect(navigator.phase == "selling")
    #expect(navigator.presentations == [Presentation(.sheet("Apply"))])
    conditions.values["approved"] = true
    #expect(navigator.conditionsDidChange().completedLink == "listing")
    #expect(navigator.selectedTab == "listings")
    #expect(navigator.presentations == [])
  }

  /// An event that resets the phase the user is in (`on reset -> selling` in selling) still
  /// closes the prompt as a decline, as before (the diff review: a sign-out resetting main
  /// flickered the paywall closed and open).
  @Test func aResetOfTheLinksOwnPhaseStillDeclinesThePrompt() {
    let conditions = SmallConditions(["approved": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.send("switchToSelling")
    navigator.open(url: "small://listing")
    #expect(navigator.presentations == [Presentation(.sheet("Apply"))])
    guard case .handled(_, let update) = navigator.send("reset") else {
      Issue.record("the event was not handled")
      return
    }
    #expect(update.droppedLink == "listing")
    #expect(navigator.presentations == [])
  }
}
