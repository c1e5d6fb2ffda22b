import FlowRuntime
import Testing

/// A change that brings stacked content back into view (selecting a tab, dismissing a sheet, going
/// back) first trims what the conditions no longer allow, exactly as `conditionsDidChange()` would
/// had the app called it just before: a screen whose guard stopped holding never shows again, and
/// going back never traps the user behind it.
@MainActor
struct RevealedGuardTests {
  /// ```
  /// app Rev { scheme "rev" }
  /// condition premium
  /// event done
  /// phase main {
  ///   default tab home "Home" icon "h" root Home
  ///   tab other "Other" icon "o" root Other
  /// }
  /// screen Home { push Deep, Item present Compose, Vip }
  /// screen Other
  /// screen Item
  /// screen Deep requires premium
  /// sheet Compose { on done -> dismiss  present Vip }
  /// sheet Vip requires premium
  /// route "/compose" -> Compose over current   // rev://compose
  /// route "/item" -> home / Item stack push    // rev://item
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [TabDefinition("home", root: "Home"), TabDefinition("other", root: "Other")],
          default: "home"))
    ],
    guards: ["Deep": ["premium"], "Vip": ["premium"]],
    presentationHandlers: ["Compose": ["done": .dismiss]],
    graph: NavigationGraph(
      pushes: ["Home": ["Deep", "Item"]],
      presents: ["Home": ["Compose", "Vip"], "Compose": ["Vip"]]),
    landings: [
      "compose": Landing(
        phase: "main", tab: "home", presentation: .sheet("Compose"), overCurrentPhases: ["main"]),
      "item": Landing(phase: "main", tab: "home", stack: ["Item"], stackPolicy: .push),
    ])

  /// A started navigator with premium on; the test turns it off without telling the navigator.
  private func premiumNavigator() -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["premium": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (navigator, conditions)
  }

  @Test func selectingATabBackTrimsTheScreenWhoseGuardStoppedHolding() {
    let (navigator, conditions) = premiumNavigator()
    #expect(navigator.push("Deep") == .changed)
    #expect(navigator.select("other") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.select("home") == .changed)
    #expect(navigator.selectedTab == "home")
    #expect(navigator.path(for: "home") == [])
    #expect(navigator.stacks == [:])
  }

  @Test func dismissingASheetTrimsTheScreenBeneathIt() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    #expect(navigator.present(sheet: "Compose") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.dismiss() == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.stacks == [:])
  }

  /// The sheet sat on `Deep`: the trim closes it with the screen, so its handler is gone too.
  @Test func anEventForASheetOverATrimmedScreenFindsItClosed() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    navigator.present(sheet: "Compose")
    conditions.values["premium"] = false
    #expect(navigator.send("done") == .ignored)
    #expect(navigator.presentations == [])
    #expect(navigator.stacks == [:])
  }

  /// Going back with a sheet on top whose guard stopped holding: the sheet goes (the user sees it
  /// go), and the tab's stack beneath keeps its top screen.
  @Test func aPopUnderAGuardedSheetClosesTheSheetOnly() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Item")
    #expect(navigator.present(sheet: "Vip") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.pop() == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.path(for: "home") == ["Item"])
  }

  /// An event goes to what the trim leaves on top: the guarded sheet above `Compose` is gone, so
  /// `Compose` handles `done`, as it would had the app called `conditionsDidChange()` first.
  @Test func anEventGoesToWhatTheTrimLeavesOnTop() {
    let (navigator, conditions) = premiumNavigator()
    navigator.present(sheet: "Compose")
    #expect(navigator.present(sheet: "Vip") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.send("done") == .handled(.dismiss, FlowUpdate(progress: .showing("main"))))
    #expect(navigator.presentations == [])
  }

  /// A link's prompt opens over what the conditions allow: the guarded sheet is trimmed before the
  /// prompt, so the prompt sits alone and the held link survives the next change inside it.
  @Test func aLinkPromptOpensOverWhatTheConditionsAllow() {
    let flow = FlowDefinition.small(
      [
        PhaseDefinition(
          "main", content: .tabs([TabDefinition("home", root: "Home")], default: "home"))
      ],
      guards: ["Deep": ["session"], "Vip": ["premium"]],
      guardFailures: ["Deep": .present(.sheet("Gate"))],
      graph: NavigationGraph(
        pushes: ["Home": ["Deep"], "Gate": ["Forgot"]], presents: ["Home": ["Vip"]]),
      landings: ["deep": Landing(phase: "main", tab: "home", stack: ["Deep"])])
    let conditions = SmallConditions(["premium": true, "session": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.present(sheet: "Vip") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.open(url: "small://deep") == .deferred("deep", waitingFor: ["session"]))
    #expect(navigator.presentations == [.sheet("Gate")])
    #expect(navigator.push("Forgot") == .changed)
    #expect(navigator.presentations == [.sheet("Gate", stack: ["Forgot"])])
    #expect(navigator.pendingLink?.route == "deep")
  }

  @Test func aPopPastAScreenWhoseGuardStoppedHoldingGoesBackBelowIt() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    navigator.push("Item")
    conditions.values["premium"] = false
    #expect(navigator.pop() == .changed)
    #expect(navigator.stacks == [:])
    #expect(navigator.pop() == .refused(.emptyStack))
  }

  @Test func aPopBelowWhatTheTrimTookPopsOneMore() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Item")
    navigator.push("Item")
    navigator.push("Deep")
    conditions.values["premium"] = false
    #expect(navigator.pop() == .changed)
    #expect(navigator.path(for: "home") == ["Item", "Item"])
    #expect(navigator.pop() == .changed)
    #expect(navigator.path(for: "home") == ["Item"])
  }

  @Test func aBackSwipeThroughTheBindingGoesBackBelowTheScreen() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    navigator.push("Item")
    conditions.values["premium"] = false
    // `NavigationStack(path:)` hands back the path without its top screen.
    #expect(navigator.setPath(["Deep"], for: "home") == .changed)
    #expect(navigator.stacks == [:])
  }

  @Test func popToRootPastAScreenWhoseGuardStoppedHolding() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    navigator.push("Item")
    conditions.values["premium"] = false
    #expect(navigator.popToRoot() == .changed)
    #expect(navigator.stacks == [:])
  }

  @Test func aPushOverAScreenWhoseGuardStoppedHoldingLandsOnTheTrimmedStack() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    conditions.values["premium"] = false
    #expect(navigator.push("Item") == .changed)
    #expect(navigator.path(for: "home") == ["Item"])
  }

  @Test func aGuardedSheetClosesWhenAnotherTabIsSelected() {
    let (navigator, conditions) = premiumNavigator()
    #expect(navigator.present(sheet: "Vip") == .changed)
    conditions.values["premium"] = false
    #expect(navigator.select("other") == .changed)
    #expect(navigator.selectedTab == "other")
    #expect(navigator.presentations == [])
  }

  @Test func dismissingAGuardedSheetLeavesTheSheetBeneathIt() {
    let (navigator, conditions) = premiumNavigator()
    navigator.present(sheet: "Compose")
    #expect(navigator.present(sheet: "Vip") == .changed)
    conditions.values["premium"] = false
    // The trim closed Vip; the dismissal closes nothing more.
    #expect(navigator.dismiss() == .changed)
    #expect(navigator.presentations == [Presentation(.sheet("Compose"))])
  }

  @Test func aSheetBindingClosingTheSheetTrimsBeneathIt() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    navigator.present(sheet: "Compose")
    conditions.values["premium"] = false
    #expect(navigator.setSheet(nil, at: 0) == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.stacks == [:])
  }

  /// A binding writing nil with nothing of its kind open closes nothing, but trims as every
  /// change does (new-user review: a guarded screen stayed in view after `sheet = nil`, where
  /// `dismiss()` in the same state trimmed it).
  @Test(arguments: 0..<5)
  func aBindingWritingNilWithNothingToCloseStillTrims(_ write: Int) {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    if write == 4 {
      navigator.popToRoot()
      navigator.present(sheet: "Compose")
      navigator.present(sheet: "Vip")
    }
    conditions.values["premium"] = false
    // The property setters return nothing; the state below is what they are judged by.
    let outcome: ChangeOutcome<SmallFlow>?
    switch write {
    case 0:
      navigator.sheet = nil
      outcome = nil
    case 1:
      navigator.cover = nil
      outcome = nil
    case 2: outcome = navigator.setSheet(nil, at: 0)
    case 3: outcome = navigator.setCover(nil, at: 0)
    // A cover binding at the sheet's level owns nothing there: Compose stays, Vip goes.
    default: outcome = navigator.setCover(nil, at: 0)
    }
    #expect(outcome == nil || outcome == .changed)
    #expect(navigator.stacks == [:])
    #expect(navigator.presentations == (write == 4 ? [Presentation(.sheet("Compose"))] : []))
  }

  @Test func aLinkOpeningOverCurrentTrimsTheStackBeneathIt() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    conditions.values["premium"] = false
    #expect(navigator.open(url: "small://compose") == .handled("compose"))
    #expect(navigator.presentations == [Presentation(.sheet("Compose"))])
    #expect(navigator.stacks == [:])
  }

  @Test func aLinkPushingOntoTheStackPushesOntoTheTrimmedStack() {
    let (navigator, conditions) = premiumNavigator()
    navigator.push("Deep")
    conditions.values["premium"] = false
    #expect(navigator.open(url: "small://item") == .handled("item"))
    #expect(navigator.path(for: "home") == ["Item"])
  }

  /// Each change leaves exactly what `conditionsDidChange()` followed by the change leaves.
  @Test(arguments: 0..<6)
  func theResultIsTheSameAsTellingTheNavigatorFirst(_ change: Int) {
    func run(tellingFirst: Bool) -> Navigator<SmallFlow> {
      let (navigator, conditions) = premiumNavigator()
      navigator.push("Item")
      navigator.push("Deep")
      navigator.present(sheet: "Vip")
      navigator.select("other")
      conditions.values["premium"] = false
      if tellingFirst { navigator.conditionsDidChange() }
      switch change {
      case 0: navigator.select("home")
      case 1: navigator.dismiss()
      case 2: navigator.select("other")
      case 3: navigator.push("Item")
      case 4: navigator.present(sheet: "Compose")
      default: navigator.popToRoot()
      }
      return navigator
    }
    let told = run(tellingFirst: true)
    let untold = run(tellingFirst: false)
    #expect(untold.selectedTab == told.selectedTab)
    #expect(untold.stacks == told.stacks)
    #expect(untold.presentations == told.presentations)
    #expect(untold.stacks["home"] == ["Item"])
  }
}
