import FlowRuntime
import Testing

/// A tap held inside a sheet completes only in that sheet: its place is what lies beneath it. The
/// public-API round closed the paywall after the purchase (the guard holding, so the tap waited for
/// the app to say so), closed the share sheet, opened the export sheet at the same level, and the
/// held push landed in the export sheet.
@MainActor
struct HeldEntryPlaceTests {
  /// ```
  /// app Small { scheme "small" }
  /// condition premium
  /// phase main { root Home }
  /// screen Home { present Share, Export }
  /// sheet Share { push ProItem }
  /// sheet Export { push ProItem }
  /// screen ProItem requires premium else present Paywall
  /// cover Paywall
  /// ```
  private static let flow = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["ProItem": ["premium"]],
    guardFailures: ["ProItem": .present(.cover("Paywall"))],
    graph: NavigationGraph(
      pushes: ["Share": ["ProItem"], "Export": ["ProItem"]],
      presents: ["Home": ["Share", "Export"]]))

  /// Held in Share, with the paywall closed after the purchase and before the app said so.
  private func heldInShareWithThePaywallClosed() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["premium": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.present(sheet: "Share")
    #expect(navigator.push("ProItem") == .held(waitingFor: ["premium"]))
    conditions.values["premium"] = true
    navigator.dismiss()
    #expect(navigator.presentations == [Presentation(.sheet("Share"))])
    #expect(navigator.heldEntry != nil)
    return (conditions, navigator)
  }

  @Test func aHeldTapCompletesInTheSheetItWasMadeIn() {
    let (_, navigator) = heldInShareWithThePaywallClosed()
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Share"), stack: ["ProItem"])])
  }

  @Test func aHeldTapGoesWithTheSheetItWasMadeIn() {
    let (_, navigator) = heldInShareWithThePaywallClosed()
    navigator.dismiss()
    #expect(navigator.heldEntry == nil)
    navigator.present(sheet: "Export")
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Export"))])
  }

  /// ```
  /// app Small { scheme "small" }
  /// condition session
  /// phase main { root Home }
  /// screen Home { present Premium, SignIn }
  /// sheet SignIn { present Help }
  /// sheet Help { present Premium  push ProItem }
  /// sheet Premium requires session else present SignIn
  /// screen ProItem requires session else present SignIn
  /// ```
  private static let overThePrompt = FlowDefinition.small(
    [PhaseDefinition("main", content: .root("Home"))],
    guards: ["Premium": ["session"], "ProItem": ["session"]],
    guardFailures: ["Premium": .present(.sheet("SignIn")), "ProItem": .present(.sheet("SignIn"))],
    graph: NavigationGraph(
      pushes: ["Help": ["ProItem"]],
      presents: ["Home": ["Premium", "SignIn"], "SignIn": ["Help"], "Help": ["Premium"]]))

  /// Made in help, opened from the sign-in prompt, the tap completes in help: closing the prompt
  /// first took help with it, and the sheet opened over Home, or the push was lost (the review).
  @Test(arguments: [false, true])
  func aHeldTapMadeOverItsPromptCompletesThere(pushing: Bool) {
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(Self.overThePrompt)
    navigator.start()
    #expect(navigator.present(sheet: "Premium") == .held(waitingFor: ["session"]))
    navigator.present(sheet: "Help")
    let held = pushing ? navigator.push("ProItem") : navigator.present(sheet: "Premium")
    #expect(held == .held(waitingFor: ["session"]))
    #expect(navigator.presentations.map(\.modal) == [.sheet("SignIn"), .sheet("Help")])
    conditions.values["session"] = true
    navigator.conditionsDidChange()
    #expect(navigator.heldEntry == nil)
    #expect(
      navigator.presentations
        == (pushing
          ? [Presentation(.sheet("SignIn")), Presentation(.sheet("Help"), stack: ["ProItem"])]
          : [
            Presentation(.sheet("SignIn")), Presentation(.sheet("Help")),
            Presentation(.sheet("Premium")),
          ]))
  }

  @Test func aHeldTapGoesWhenAnotherSheetReplacesItsOwn() {
    let (_, navigator) = heldInShareWithThePaywallClosed()
    navigator.setSheet("Export", at: 0)
    #expect(navigator.heldEntry == nil)
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Export"))])
  }
}
