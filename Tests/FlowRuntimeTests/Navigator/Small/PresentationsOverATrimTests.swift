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

  /// ```
  /// condition session
  /// condition keyActive
  /// phase main { default tab home "Home" icon "house" root Home  present Key }
  /// screen Home { present Book }
  /// cover Key requires keyActive { present Book }
  /// sheet Book requires session else present SignIn
  /// sheet SignIn
  /// route "/key" -> Key over current   // small://key
  /// route "/book" -> Book              // small://book
  /// ```
  private static let keyFlow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main", content: .tabs([TabDefinition("home", root: "Home")], default: "home"))
    ],
    guards: ["Key": ["keyActive"], "Book": ["session"]],
    guardFailures: ["Book": .present(.sheet("SignIn"))],
    graph: NavigationGraph(
      presents: ["Home": ["Book"], "Key": ["Book"]], phasePresents: ["main": ["Key"]]),
    landings: [
      "key": Landing(
        phase: "main", tab: "home", presentation: .cover("Key"), requires: ["keyActive"],
        overCurrentPhases: ["main"]),
      "book": Landing(
        phase: "main", tab: "home", presentation: .sheet("Book"), requires: ["session"]),
    ])

  /// A link's prompt over a cover whose own condition ended beneath it: nobody declined the
  /// prompt, and the link never needed the cover, so it stays held and its prompt asks again over
  /// what is left (the twenty-fourth new-users review's booking link went with the digital key).
  @Test func aLinkWhosePromptClosedWithACoverBeneathItIsAskedForAgain() {
    let conditions = SmallConditions(["session": false, "keyActive": true])
    let navigator = conditions.navigator(Self.keyFlow)
    navigator.start()
    #expect(navigator.open(url: "small://key") == .handled("key"))
    #expect(navigator.open(url: "small://book") == .deferred("book", waitingFor: ["session"]))
    #expect(navigator.presentations == [.cover("Key"), .sheet("SignIn")])
    conditions.values["keyActive"] = false
    #expect(navigator.conditionsDidChange().droppedLink == nil)
    #expect(navigator.pendingLink?.route == "book")
    #expect(navigator.presentations == [.sheet("SignIn")])
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange().completedLink == "book")
    #expect(navigator.presentations == [.sheet("Book")])
  }

  /// `tab home root Home`, `tab keys root Keys requires keyActive`; `Home { push Rental }`,
  /// `screen Rental requires keyActive`; `sheet Book requires session else present SignIn`,
  /// presented by Home, Rental and Keys; `route "/book" -> Book in home`.
  private static let keyTabFlow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition("keys", root: "Keys", requires: ["keyActive"]),
          ], default: "home"))
    ],
    guards: ["Rental": ["keyActive"], "Book": ["session"]],
    guardFailures: ["Book": .present(.sheet("SignIn"))],
    graph: NavigationGraph(
      pushes: ["Home": ["Rental"]],
      presents: ["Home": ["Book"], "Rental": ["Book"], "Keys": ["Book"]]),
    landings: [
      "book": Landing(
        phase: "main", tab: "home", presentation: .sheet("Book"), requires: ["session"])
    ])

  /// The same at the first level: the prompt sat on a stack the trim cut, or on a tab the
  /// selection left (the review of the cover case saw these still drop the link).
  @Test(arguments: [true, false])
  func aLinkWhosePromptSatOnACutStackOrALeftTabIsAskedForAgain(_ onTab: Bool) {
    let conditions = SmallConditions(["session": false, "keyActive": true])
    let navigator = conditions.navigator(Self.keyTabFlow)
    navigator.start()
    if onTab { navigator.select("keys") } else { navigator.push("Rental") }
    #expect(navigator.open(url: "small://book") == .deferred("book", waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("SignIn")])
    conditions.values["keyActive"] = false
    #expect(navigator.conditionsDidChange().droppedLink == nil)
    #expect(navigator.pendingLink?.route == "book")
    #expect(navigator.selectedTab == "home")
    #expect(navigator.path(for: "home") == [])
    #expect(navigator.presentations == [.sheet("SignIn")])
  }

  /// The same prompt closed by a change's trim keeps the link held too; the next
  /// `conditionsDidChange()` asks again.
  @Test func aChangeThatTrimsTheCoverKeepsTheLinkHeld() {
    let conditions = SmallConditions(["session": false, "keyActive": true])
    let navigator = conditions.navigator(Self.keyFlow)
    navigator.start()
    navigator.open(url: "small://key")
    navigator.open(url: "small://book")
    conditions.values["keyActive"] = false
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.pendingLink?.route == "book")
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [.sheet("SignIn")])
  }

  /// A tap held behind the prompt was made over the cover: its place went beneath it, and so
  /// does the tap.
  @Test func aTapWhosePromptClosedWithACoverBeneathItIsDropped() {
    let conditions = SmallConditions(["session": false, "keyActive": true])
    let navigator = conditions.navigator(Self.keyFlow)
    navigator.start()
    navigator.open(url: "small://key")
    #expect(navigator.present(sheet: "Book") == .held(waitingFor: ["session"]))
    #expect(navigator.presentations == [.cover("Key"), .sheet("SignIn")])
    conditions.values["keyActive"] = false
    navigator.conditionsDidChange()
    #expect(navigator.heldEntry == nil)
    #expect(navigator.presentations == [])
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
