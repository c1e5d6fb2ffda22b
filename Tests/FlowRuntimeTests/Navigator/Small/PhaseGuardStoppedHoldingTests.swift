import FlowRuntime
import Testing

/// A change made after the current phase's own guard stopped holding, before the app called
/// `conditionsDidChange()`, first leaves the phase exactly as that call would (for the initial
/// phase, following its checks, dropping the held link), then proceeds or refuses there: nothing
/// of the phase, not even an `over current` sheet or cover, shows or comes back into view.
@MainActor
struct PhaseGuardStoppedHoldingTests {
  /// ```
  /// app Tiny { scheme "tiny" }
  /// condition session
  /// condition premium
  /// event signedIn
  /// event openSecret
  /// phase launch { check session ? main : out }
  /// phase out { root Welcome  on signedIn -> main }
  /// phase main requires session {
  ///   default tab home "Home" icon "house" root Home
  ///   present Secret, Help
  ///   on openSecret -> present Secret
  /// }
  /// screen Welcome
  /// screen Home { push Detail }
  /// sheet Help
  /// cover Secret
  /// cover Vip requires premium
  /// route "/secret" -> Secret over current               // small://secret
  /// route "/secret2" -> Secret in home as secretInHome   // small://secret2
  /// route "/vip" -> Vip                                  // small://vip
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition("launch", content: .check("session", then: "main", else: "out")),
      PhaseDefinition(
        "out", content: .root("Welcome"), handlers: ["signedIn": .goTo("main", animated: false)]),
      PhaseDefinition(
        "main", requires: ["session"],
        content: .tabs([TabDefinition("home", root: "Home")], default: "home"),
        handlers: ["openSecret": .present(.cover("Secret"))]),
    ],
    guards: ["Vip": ["premium"]],
    graph: NavigationGraph(
      pushes: ["Home": ["Detail"]], phasePresents: ["main": ["Secret", "Help", "Vip"]]),
    landings: [
      "secret": Landing(
        phase: "main", tab: "home", presentation: .cover("Secret"), requires: ["session"],
        overCurrentPhases: ["main"]),
      "secret2": Landing(
        phase: "main", tab: "home", presentation: .cover("Secret"), requires: ["session"]),
      "vip": Landing(
        phase: "main", tab: "home", presentation: .cover("Vip"), requires: ["session", "premium"]),
    ])

  /// Signed in, in `main` with `Detail` pushed and `Help` open; the test then signs out without
  /// telling the navigator.
  private func signedInNavigator() -> (Navigator<SmallFlow>, SmallConditions) {
    let conditions = SmallConditions(["session": true, "premium": false])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    navigator.push("Detail")
    navigator.present(sheet: "Help")
    return (navigator, conditions)
  }

  /// The review's first finding: the link is held as `/secret2` is, since from `out` it lands in
  /// `main`, and lands there once the user signs in again.
  @Test func anOverCurrentLinkIsHeldOnceThePhaseGuardStoppedHolding() {
    let (navigator, conditions) = signedInNavigator()
    conditions.values["session"] = false
    #expect(navigator.open(url: "small://secret") == .deferred("secret", waitingFor: ["session"]))
    #expect(navigator.phase == "out")
    #expect(navigator.presentations == [])
    conditions.values["session"] = true
    #expect(
      navigator.send("signedIn")
        == .handled(
          .goTo("main", animated: false),
          FlowUpdate(progress: .showing("main"), completedLink: "secret")))
    #expect(navigator.presentations == [.cover("Secret")])
  }

  /// A guarded first phase (only a hand-built definition has one) is reset in place and shows
  /// nothing; an `over current` link into it waits for its guard, as any other link does.
  @Test func anOverCurrentLinkWaitsForTheGuardOfThePhaseItOpensOver() {
    let flow = FlowDefinition.small(
      [
        PhaseDefinition(
          "main", requires: ["session"],
          content: .tabs([TabDefinition("home", root: "Home")], default: "home"))
      ],
      landings: [
        "secret": Landing(
          phase: "main", tab: "home", presentation: .cover("Secret"), requires: ["session"],
          overCurrentPhases: ["main"])
      ])
    let conditions = SmallConditions(["session": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.open(url: "small://secret") == .deferred("secret", waitingFor: ["session"]))
    #expect(navigator.presentations == [])
    conditions.values["session"] = true
    #expect(navigator.conditionsDidChange().completedLink == "secret")
    #expect(navigator.selectedTab == "home")
    #expect(navigator.presentations == [.cover("Secret")])
  }

  /// With no tab available (a hand-built first phase whose every tab is guarded), nothing is
  /// selected: an `over current` link waits for the guards of the tab it would open over.
  @Test func anOverCurrentLinkWaitsForATabToOpenOver() {
    let flow = FlowDefinition.small(
      [
        PhaseDefinition(
          "main",
          content: .tabs([TabDefinition("home", root: "Home", requires: ["beta"])], default: "home")
        )
      ],
      landings: [
        "secret": Landing(
          phase: "main", tab: "home", presentation: .cover("Secret"), overCurrentPhases: ["main"])
      ])
    let conditions = SmallConditions(["beta": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.selectedTab == nil)
    #expect(navigator.open(url: "small://secret") == .deferred("secret", waitingFor: ["beta"]))
    #expect(navigator.presentations == [])
  }

  @Test func anEventIsHandledInThePhaseTheChangeLeavesFor() {
    let (navigator, conditions) = signedInNavigator()
    #expect(navigator.open(url: "small://secret") == .handled("secret"))
    conditions.values["session"] = false
    #expect(
      navigator.send("signedIn")
        == .refused(.goTo("main", animated: false), .guardFailed(["session"])))
    #expect(navigator.phase == "out")
    #expect(navigator.presentations == [])
  }

  /// Dismissing the top cover no longer uncovers the sheet beneath it: both went with the phase.
  @Test func dismissingLeavesThePhaseInsteadOfUncoveringTheSheetBeneath() {
    let (navigator, conditions) = signedInNavigator()
    navigator.present(cover: "Secret")
    conditions.values["session"] = false
    #expect(navigator.dismiss() == .changed)
    #expect(navigator.phase == "out")
    #expect(navigator.presentations == [])
    #expect(navigator.stacks == [:])
  }

  @Test func theHeldLinkIsDroppedAsWhenTheAppSaysSo() {
    let (navigator, conditions) = signedInNavigator()
    #expect(navigator.open(url: "small://vip") == .deferred("vip", waitingFor: ["premium"]))
    conditions.values["session"] = false
    #expect(navigator.pop() == .changed)
    #expect(navigator.pendingLink == nil)
    #expect(navigator.phase == "out")
  }

  /// Each change leaves exactly what `conditionsDidChange()` followed by the change leaves.
  @Test(arguments: 0..<10)
  func theResultIsTheSameAsTellingTheNavigatorFirst(_ change: Int) {
    func run(tellingFirst: Bool) -> Navigator<SmallFlow> {
      let (navigator, conditions) = signedInNavigator()
      navigator.open(url: "small://vip")
      navigator.present(cover: "Secret")
      conditions.values["session"] = false
      if tellingFirst { navigator.conditionsDidChange() }
      switch change {
      case 0: navigator.open(url: "small://secret")
      case 1: navigator.open(url: "small://secret2")
      case 2: navigator.send("openSecret")
      case 3: navigator.send("signedIn")
      case 4: navigator.present(cover: "Secret")
      case 5: navigator.dismiss()
      case 6: navigator.pop()
      case 7: navigator.select("home")
      case 8: navigator.push("Detail")
      default: navigator.setPath([], for: "home")
      }
      return navigator
    }
    let told = run(tellingFirst: true)
    let untold = run(tellingFirst: false)
    #expect(untold.phase == told.phase)
    #expect(untold.selectedTab == told.selectedTab)
    #expect(untold.stacks == told.stacks)
    #expect(untold.rootStack == told.rootStack)
    #expect(untold.presentations == told.presentations)
    #expect(untold.pendingLink == told.pendingLink)
    #expect(untold.phase == "out")
    #expect(untold.presentations == [])
  }
}
