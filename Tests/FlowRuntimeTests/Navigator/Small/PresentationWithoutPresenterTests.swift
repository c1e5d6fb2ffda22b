import FlowRuntime
import Testing

/// A sheet stays only while what it opened over (or the phase) presents it. The third journeys
/// review found two ways to take its presenter from under it, after which it outlived the
/// presenter's guard: a stack set from code, and a tab changed under it.
@MainActor
struct PresentationWithoutPresenterTests {
  /// ```
  /// app F { scheme "f"  presentation keep }
  /// condition unlocked
  /// condition pro
  /// phase main {
  ///   default tab home "Home" icon "h" root Home
  ///   tab vault "Vault" icon "v" root Vault requires unlocked
  ///   present Help
  /// }
  /// screen Home { push Report }
  /// screen Report requires pro { present Export }
  /// screen Vault { present Secrets }
  /// sheet Secrets
  /// sheet Export
  /// cover Help
  /// ```
  private static let flow = FlowDefinition.small(
    [
      PhaseDefinition(
        "main",
        content: .tabs(
          [
            TabDefinition("home", root: "Home"),
            TabDefinition("vault", root: "Vault", requires: ["unlocked"]),
          ],
          default: "home"))
    ],
    guards: ["Report": ["pro"]],
    graph: NavigationGraph(
      pushes: ["Home": ["Report"]], presents: ["Report": ["Export"], "Vault": ["Secrets"]],
      phasePresents: ["main": ["Help"]]),
    landings: [
      "secrets": Landing(
        phase: "main", tab: "vault", presentation: .sheet("Secrets"), requires: ["unlocked"],
        presentationPolicy: .keep),
      "home": Landing(phase: "main", tab: "home", presentationPolicy: .keep),
      "export": Landing(
        phase: "main", tab: "home", stack: ["Report"], presentation: .sheet("Export"),
        requires: ["pro"]),
      "help": Landing(
        phase: "main", tab: "vault", presentation: .cover("Help"), requires: ["unlocked"]),
    ])

  private func started() -> (SmallConditions, Navigator<SmallFlow>) {
    let conditions = SmallConditions(["unlocked": true, "pro": true])
    let navigator = conditions.navigator(Self.flow)
    navigator.start()
    return (conditions, navigator)
  }

  /// F3: the screen that presented the sheet is taken off the stack from code; the sheet went
  /// with the next trim only if the screen's guard failed first, and stayed without `pro` after.
  @Test func aStackSetFromCodeUnderASheetClosesTheSheetItsScreenPresented() {
    let (conditions, navigator) = started()
    #expect(navigator.open(url: "small://export") == .handled("export"))
    #expect(navigator.presentations == [Presentation(.sheet("Export"))])
    #expect(navigator.setPath([], for: "home") == .changed)
    #expect(navigator.presentations == [])
    conditions.values["pro"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  /// F2: a link under `presentation keep` moves to another tab with the vault's sheet up; the
  /// sheet stayed over the home tab, and outlived `unlocked`.
  @Test func aLinkToAnotherTabUnderKeepClosesASheetOnlyTheOldTabPresented() {
    let (conditions, navigator) = started()
    #expect(navigator.open(url: "small://secrets") == .handled("secrets"))
    #expect(navigator.selectedTab == "vault")
    #expect(navigator.open(url: "small://home") == .handled("home"))
    #expect(navigator.selectedTab == "home")
    #expect(navigator.presentations == [])
    conditions.values["unlocked"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  /// The same when some guard's `else present` names the sheet too (`screen Report requires pro
  /// else present Secrets`): opened by a link, not as a prompt, it closes like any other. Every
  /// sheet a guard named was once kept, and the vault's sheet stayed over the home tab once locked
  /// (the fourth journeys review).
  @Test func aSheetSomeGuardAlsoNamesClosesWhenOpenedByALink() {
    var flow = Self.flow
    flow.guardFailures["Report"] = .present(.sheet("Secrets"))
    let conditions = SmallConditions(["unlocked": true, "pro": true])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.open(url: "small://secrets") == .handled("secrets"))
    #expect(navigator.presentations == [Presentation(.sheet("Secrets"))])
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
    #expect(navigator.open(url: "small://secrets") == .handled("secrets"))
    #expect(navigator.open(url: "small://home") == .handled("home"))
    #expect(navigator.presentations == [])
    conditions.values["unlocked"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  /// The same when the sheet was the prompt of a push inside it (`screen Key requires pro else
  /// present Secrets`, pushed from `Secrets`): the prompt asks from the sheet already up, and once
  /// the push completed that sheet is no prompt any more. It was still marked one, so it stayed
  /// over the home tab and outlived `unlocked`, with the screen pushed in it.
  @Test func aSheetThatWasThePromptOfAPushInsideItClosesLikeAnyOtherOnceItsPushIsDone() {
    let (conditions, navigator) = startedWithAPushHeldInsideSecrets()
    #expect(navigator.presentations == [Presentation(.sheet("Secrets"))])
    conditions.values["pro"] = true
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [Presentation(.sheet("Secrets"), stack: ["Key"])])
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
    conditions.values["unlocked"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  /// The vault's `Secrets` sheet open, and `Key` pushed inside it held for `pro`, whose guard's
  /// `else present Secrets` names the sheet already on top (`screen Key requires pro else present
  /// Secrets`): the push asks from that sheet.
  private func startedWithAPushHeldInsideSecrets() -> (SmallConditions, Navigator<SmallFlow>) {
    var flow = Self.flow
    flow.guards["Key"] = ["pro"]
    flow.guardFailures["Key"] = .present(.sheet("Secrets"))
    flow.graph?.pushes["Secrets"] = ["Key"]
    let conditions = SmallConditions(["unlocked": true, "pro": false])
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.open(url: "small://secrets") == .handled("secrets"))
    #expect(navigator.push("Key") == .held(waitingFor: ["pro"]))
    return (conditions, navigator)
  }

  /// The same while the push still waits: the sheet it asks from is the user's own, which the
  /// home tab cannot present, so selecting home closes it and drops the push (the user left), and
  /// `pro` coming later pushes nothing. It was kept as the push's prompt, over home and after
  /// `unlocked` went, for as long as the push waited.
  @Test func aSheetAPushInsideItAsksFromClosesLikeAnyOtherWhileThePushWaits() {
    let (conditions, navigator) = startedWithAPushHeldInsideSecrets()
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
    conditions.values["unlocked"] = false
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
    conditions.values["pro"] = true
    navigator.conditionsDidChange()
    #expect(navigator.presentations == [])
  }

  /// F2b: the same with the selection changed from code.
  @Test func selectingAnotherTabUnderASheetClosesItWhenTheNewTabCannotPresentIt() {
    let (_, navigator) = started()
    navigator.open(url: "small://secrets")
    #expect(navigator.select("home") == .changed)
    #expect(navigator.presentations == [])
  }

  /// A failed guard's prompt opens wherever the guard fails: a change under it leaves it, and the
  /// link it holds, alone.
  @Test func aPromptStaysOverAPlaceThatDoesNotPresentIt() {
    let conditions = SmallConditions(["unlocked": true, "pro": false])
    let navigator = conditions.navigator(Self.promptFlow)
    navigator.start()
    #expect(navigator.open(url: "small://report") == .deferred("report", waitingFor: ["pro"]))
    #expect(navigator.presentations == [Presentation(.cover("Paywall"))])
    #expect(navigator.select("vault") == .changed)
    #expect(navigator.presentations == [Presentation(.cover("Paywall"))])
    #expect(navigator.pendingLink?.route == "report")
  }

  /// A tap on a guarded tab, another presentation, and the tap again: the prompt the first tap
  /// opened asks for the second too, rather than a second copy over the other presentation (whose
  /// first copy, which nothing beneath presents, once closed with everything above it, the live
  /// prompt too, and the held tap was lost: the fuzzer's re-run). Once unlocked, the tap completes
  /// and the prompt closes with what was shown over it.
  @Test func aSecondTapIsHeldBehindThePromptTheFirstOpened() {
    let conditions = SmallConditions(["unlocked": false, "pro": true])
    var flow = Self.flow
    flow.initialPhase.content = .tabs(
      [
        TabDefinition("home", root: "Home"),
        TabDefinition(
          "vault", root: "Vault", requires: ["unlocked"], guardFailure: .present(.sheet("Pin"))),
      ], default: "home")
    let navigator = conditions.navigator(flow)
    navigator.start()
    #expect(navigator.select("vault") == .held(waitingFor: ["unlocked"]))
    #expect(navigator.present(cover: "Help") == .changed)
    #expect(navigator.select("vault") == .held(waitingFor: ["unlocked"]))
    #expect(navigator.presentations == [Presentation(.sheet("Pin")), Presentation(.cover("Help"))])
    navigator.conditionsDidChange()
    #expect(navigator.presentations.count == 2)
    conditions.values["unlocked"] = true
    navigator.conditionsDidChange()
    #expect(navigator.selectedTab == "vault")
    #expect(navigator.presentations == [])
  }

  /// The flow above, with `screen Report requires pro else present Paywall`.
  private static let promptFlow: FlowDefinition<SmallFlow> = {
    var flow = Self.flow
    flow.guardFailures["Report"] = .present(.cover("Paywall"))
    flow.resolveLink = { url in
      url == "small://report"
        ? .landing(
          "report", Landing(phase: "main", tab: "home", stack: ["Report"], requires: ["pro"]))
        : .noMatch(reason: "no route matches \(url)")
    }
    return flow
  }()

  /// What the phase presents opens over every tab, so it stays: `keep` keeps it.
  @Test func aPresentationThePhasePresentsStaysOverAnyTab() {
    let (_, navigator) = started()
    #expect(navigator.open(url: "small://help") == .handled("help"))
    #expect(navigator.open(url: "small://home") == .handled("home"))
    #expect(navigator.presentations == [Presentation(.cover("Help"))])
    #expect(navigator.select("vault") == .changed)
    #expect(navigator.presentations == [Presentation(.cover("Help"))])
  }
}
