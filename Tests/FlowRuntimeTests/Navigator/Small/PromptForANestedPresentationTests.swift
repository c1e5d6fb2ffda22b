import FlowRuntime
import Testing

/// A link whose guarded destination is a presentation opened over another one (a checkout cover
/// over the cart sheet) asks for what it waits for, as the same link to the checkout alone does:
/// its `else` runs, the user can answer or decline, and the link lands or is dropped. Found by a
/// new-user review of a food-delivery spec: the link waited behind nothing, with no way on.
@MainActor
struct PromptForANestedPresentationTests {
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Checkout": ["hasAddress"]],
    guardFailures: ["Checkout": .present(.sheet("AddressPicker"))],
    presentationHandlers: ["AddressPicker": ["closeAddress": .dismiss, "saved": .dismiss]],
    graph: NavigationGraph(presents: ["Home": ["Cart"], "Cart": ["Checkout"]]),
    landings: [
      "checkout": Landing(
        phase: "main", presentation: Presentation(.sheet("Cart")),
        nestedPresentations: [Presentation(.cover("Checkout"))], requires: ["hasAddress"])
    ])

  @Test func theNestedPresentationsElseRunsAndTheLinkLandsOnceAnswered() {
    let conditions = SmallConditions(["hasAddress": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(
      navigator.open(url: "small://checkout") == .deferred("checkout", waitingFor: ["hasAddress"]))
    #expect(navigator.presentations == [Presentation(.sheet("AddressPicker"))])
    conditions.values["hasAddress"] = true
    #expect(
      navigator.send("saved")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), completedLink: "checkout")))
    #expect(
      navigator.presentations == [Presentation(.sheet("Cart")), Presentation(.cover("Checkout"))])
  }

  @Test func decliningThePromptDropsTheLink() {
    let conditions = SmallConditions(["hasAddress": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    _ = navigator.open(url: "small://checkout")
    #expect(
      navigator.send("closeAddress")
        == .handled(.dismiss, FlowUpdate(progress: .showing("main"), droppedLink: "checkout")))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
  }
}
