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

  @Test func aHeldTapGoesWhenAnotherSheetReplacesItsOwn() {
    let (_, navigator) = heldInShareWithThePaywallClosed()
    navigator.setSheet("Export", at: 0)
    #expect(navigator.heldEntry == nil)
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Export"))])
  }
}
