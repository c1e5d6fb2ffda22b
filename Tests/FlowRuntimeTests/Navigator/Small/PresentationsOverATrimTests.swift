import FlowRuntime
import Testing

/// What is presented sits on the top screen of a stack: the selected tab's (or the phase root's)
/// for the first level, the level below's for the others. When the trim cuts that stack, or moves
/// the selection off a tab whose guard stopped holding, the presentations above go with what they
/// sat on, in `conditionsDidChange()` and in every change that trims first.
@MainActor
struct PresentationsOverATrimTests {
  /// ```
  /// app Sub { scheme "sub" }
  /// condition premium
  /// condition session
  /// phase main {
  ///   default tab home "Home" icon "house" root Home
  ///   tab pro "Pro" icon "star" root ProHome requires premium
  ///   tab other "Other" icon "o" root Other
  ///   on notes -> present Notes
  /// }
  /// screen Home { push Pro, Item  present Notes }
  /// screen Pro requires premium { present Secrets, Vault }
  /// sheet Notes { push Pro  present Secrets }
  /// sheet Secrets
  /// sheet Vault requires session else present SignIn
  /// sheet SignIn
  /// route "/pro/secrets" -> [Pro, Secrets]   // small://pro/secrets
  /// route "/pro/vault" -> [Pro, Vault]       // small://pro/vault
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition("pro", root: "ProHome", requires: ["premium"]),
            TabDefinition("other", root: "Other"),
          ], default: "home"),
        handlers: ["notes": .present(.sheet("Notes"))])
    ],
    guards: ["Pro": ["premium"], "Vault": ["session"]],
    guardFailures: ["Vault": .present(.sheet("SignIn"))],
    landings: [
      "pro/secrets": Landing(
        phase: "main", tab: "home", stack: ["Pro"], presentation: .sheet("Secrets"),
        requires: ["premium"]),
      "pro/vault": Landing(
        phase: "main", tab: "home", stack: ["Pro"], presentation: .sheet("Vault"),
        requires: ["premium", "session"]),
    ])

  /// A started navigator with premium on and no session.
  private func premiumNavigator() -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["premium": true, "session": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (navigator, conditions)
  }

  /// The review's finding: the sheet stayed up over `Home` after `Pro` beneath it went.
  @Test func aSheetOverAScreenTheTrimTakesClosesWithIt() {
    let (navigator, conditions) = premiumNavigator()
    #expect(navigator.open(url: "small://pro/secrets") == .handled("pro/secrets"))
    conditions.values["premium"] = false
    #expect(navigator.conditionsDidChange() == FlowUpdate(progress: .showing("main")))
    #expect(navigator.path(for: "home") == [])
    #expect(navigator.presentations == [])
  }

  /// The same before the app calls `conditionsDidChange()`: the push goes on the tab, not into the
  /// sheet that sat on the trimmed screen.
  @Test func aPushAfterTheTrimGoesOnTheTabNotIntoTheSheetAboveTheCut() {
    let (navigator, conditions) = premiumNavigator()
    navigator.open(url: "small://pro/secrets")
    conditions.values["premium"] = false
    #expect(navigator.push("Item") == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.path(for: "home") == ["Item"])
  }

  @Test func aSheetOverATabWhoseGuardStoppedHoldingClosesWhenTheSelectionMoves() {
    let (navigator, conditions) = premiumNavigator()
    navigator.select("pro")
    #expect(navigator.present(sheet: "Secrets") == .changed)
    conditions.values["premium"] = false
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "home")
    #expect(navigator.presentations == [])
  }

  /// Inside a sheet, the cut is of that sheet's stack: the sheet stays and what it presented goes.
  @Test func aSheetOverATrimmedSheetStackClosesAndTheSheetBeneathStays() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Item")
    navigator.present(sheet: "Notes")
    navigator.push("Pro")
    #expect(navigator.present(sheet: "Secrets") == .changed)
    conditions.values["premium"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [.sheet("Notes")])
    #expect(navigator.path(for: "home") == ["Item"])
  }

  /// A tab that is not selected has nothing presented over it: its cut closes nothing.
  @Test func aCutInATabThatIsNotSelectedClosesNothing() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Pro")
    navigator.select("other")
    navigator.present(sheet: "Secrets")
    conditions.values["premium"] = false
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "other")
    #expect(navigator.stacks == [:])
    #expect(navigator.presentations == [.sheet("Secrets")])
  }

  /// A held link's prompt that sat on the trimmed screen closes with it, which drops the link, as
  /// any prompt the trim closes does; `conditionsDidChange()` reports it.
  @Test func aPromptClosedWithTheTrimmedScreenDropsTheLinkItHeld() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Pro")
    #expect(
      navigator.open(url: "small://pro/vault") == .deferred("pro/vault", waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("SignIn")])
    conditions.values["premium"] = false
    #expect(
      navigator.conditionsDidChange()
        == FlowUpdate(progress: .showing("main"), droppedLink: "pro/vault"))
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink == nil)
  }

  /// An event reports the link the same way: the trim before it dropped the link.
  @Test func anEventReportsTheLinkItsTrimDropped() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Pro")
    navigator.open(url: "small://pro/vault")
    conditions.values["premium"] = false
    #expect(
      navigator.send("notes")
        == .handled(
          .present(.sheet("Notes")),
          FlowUpdate(progress: .showing("main"), droppedLink: "pro/vault")))
    #expect(navigator.presentations == [.sheet("Notes")])
  }

  /// A held entry's prompt the same way, before the app calls `conditionsDidChange()`.
  @Test func aPromptClosedWithTheTrimmedScreenDropsTheEntryItHeld() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Pro")
    #expect(navigator.present(sheet: "Vault") == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("SignIn")])
    conditions.values["premium"] = false
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.heldEntry == nil)
  }
}
