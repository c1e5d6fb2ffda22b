import FlowRuntime
import Testing

/// A newer held tap or write replaces a held one: the prompt the older waited behind closes, as for
/// a newer link, unless the newer one asks for that very prompt or is made inside a sheet opened
/// over it. A paywall once stayed open under a verification sheet with nothing behind it (the
/// fourth journeys review).
@MainActor
struct PromptOfAReplacedEntryTests {
  /// ```
  /// app Small { scheme "small" }
  /// condition adult
  /// condition session
  /// phase main { root Home }
  /// screen Home { push Mature, Vault }
  /// screen Mature requires adult else present Pin
  /// screen Vault requires session else present SignIn
  /// cover Pin { push Vault }
  /// sheet SignIn
  /// ```
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Mature": ["adult"], "Vault": ["session"]],
    guardFailures: ["Mature": .present(.cover("Pin")), "Vault": .present(.sheet("SignIn"))],
    graph: NavigationGraph(pushes: ["Home": ["Mature", "Vault"], "Pin": ["Vault"]]))

  private func heldBehindPin() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["adult": false, "session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    #expect(navigator.push("Mature") == .held(waitingFor: ["adult"]))
    #expect(navigator.presentations == [Presentation(.cover("Pin"))])
    return (conditions, navigator)
  }

  @Test func anEntryBehindAnotherPromptClosesTheFirstAndOpensItsOwn() {
    let (conditions, navigator) = heldBehindPin()
    #expect(navigator.setPath(["Vault"], for: .root) == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["adult"] = true
    navigator.conditionsDidChange()
    #expect(navigator.rootStack == [])
    #expect(navigator.presentations == [Presentation(.sheet("SignIn"))])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.rootStack == ["Vault"])
    #expect(navigator.presentations == [])
  }

  @Test func anEntryBehindTheSamePromptKeepsIt() {
    let (conditions, navigator) = heldBehindPin()
    #expect(navigator.setPath(["Mature"], for: .root) == .held(waitingFor: ["adult"]))
    #expect(navigator.presentations == [Presentation(.cover("Pin"))])
    conditions.values["adult"] = true
    navigator.conditionsDidChange()
    #expect(navigator.rootStack == ["Mature"])
    #expect(navigator.presentations == [])
  }

  /// Made inside the prompt, the entry needs it: the prompt stays beneath the new one.
  @Test func anEntryMadeInsideThePromptKeepsItBeneath() {
    let (_, navigator) = heldBehindPin()
    #expect(navigator.push("Vault") == .held(waitingFor: ["session"]))
    #expect(
      navigator.presentations == [Presentation(.cover("Pin")), Presentation(.sheet("SignIn"))])
  }
}
