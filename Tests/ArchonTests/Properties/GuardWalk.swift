import Archon
import FlowRuntime
import FlowTestSupport

/// One seeded random walk through Archon as an app drives it: events, links, Keychain changes the
/// navigator is told about or not, the pushes and presentations the screens offer, and relaunches
/// over the same store. It keeps its own model of the held link and records every broken rule.
@MainActor
final class GuardWalk {
  /// What the walk did, so a test can check it reached the interesting paths.
  struct Tally: CustomStringConvertible {
    var landedAtOnce = 0
    var completedLater = 0
    var dropped = 0
    var deferred = 0
    var rejected = 0
    var uninformedSteps = 0
    var relaunches = 0
    var description: String {
      "landed \(landedAtOnce), completed \(completedLater), dropped \(dropped), deferred "
        + "\(deferred), rejected \(rejected), uninformed \(uninformedSteps), relaunches \(relaunches)"
    }
  }

  private var random: SeededGenerator
  private let store = InMemoryRestorationStore()
  /// What the Keychain says; nil while it has not been read.
  private var session: Bool?
  /// Whether the navigator has been told about the current session value.
  private var informed = true
  /// The held link as the walk expects it, and one a call without an update dropped.
  private var ledger = HeldLinkLedger<ArchonRoute>()
  private var navigator: Navigator<Archon>
  private(set) var tally = Tally()
  /// Every broken rule, with the step it happened at.
  private(set) var violations: [String] = []
  private var step = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    session = [true, false, nil].randomElement(using: &random) ?? nil
    navigator = Archon.makeNavigator { _ in nil }
    relaunch(url: nil)
  }

  /// Runs `steps` random steps, checking every rule after each one.
  func run(steps: Int) {
    for index in 0..<steps {
      step = index
      takeStep()
      if !informed { tally.uninformedSteps += 1 }
      checkInvariants()
    }
  }

  private func takeStep() {
    switch Int.random(in: 0..<20, using: &random) {
    case 0, 1, 2:
      let event = ArchonEvent.allCases.randomElement(using: &random) ?? .getStarted
      // Sign-in stores the token first, as the sign-in sheet does; the others leave it.
      if event == .signedIn, Bool.random(using: &random) { flip(to: true) }
      if event == .signedOut, Bool.random(using: &random) { flip(to: false) }
      switch navigator.send(event) {
      case .handled(_, let update), .landedHeldLink(let update): record(update)
      case .ignored, .refused: break
      }
    case 3, 4, 5:
      open(pick(GuardWalk.links))
    case 6, 7, 8:
      flip(to: [true, false, nil].randomElement(using: &random) ?? nil)
      if Bool.random(using: &random) { conditionsDidChange() }
    case 9:
      conditionsDidChange()
    case 10, 11, 12:
      pushWhatTheScreenOffers()
    case 13:
      navigator.pop()
    case 14:
      navigator.popToRoot()
    case 15:
      navigator.select(ArchonTab.allCases.randomElement(using: &random) ?? .builder)
    case 16:
      presentWhatTheScreenOffers()
    case 17:
      navigator.dismiss()
    case 18:
      navigator.settingsPath = [.accountDetail, .subscriptionDetail].filter { _ in
        Bool.random(using: &random)
      }
    default:
      if Int.random(in: 0..<3, using: &random) == 0 {
        relaunch(url: Bool.random(using: &random) ? pick(GuardWalk.links) : nil)
      }
    }
  }

  // MARK: - The app's side

  private func flip(to value: Bool?) {
    if value != session { informed = false }
    session = value
  }

  private func conditionsDidChange() {
    informed = true
    record(navigator.conditionsDidChange())
  }

  private func relaunch(url: String?) {
    tally.relaunches += 1
    informed = true
    ledger.reset()
    navigator = Archon.makeNavigator(store: store) { [unowned self] _ in self.session }
    let outcome = navigator.start(launchURL: url)
    switch outcome.launchLink {
    case .handled(let route):
      tally.landedAtOnce += 1
      if outcome.update.completedLink != route { fail("launch link landed but was not reported") }
      if session != true { fail("launch link landed without a session") }
      checkShowing(route)
    case .deferred(let route, _):
      tally.deferred += 1
      record(outcome.update)
      ledger.held = route
    case .rejected(let reason):
      tally.rejected += 1
      if reason.description.isEmpty { fail("launch link refused without a reason") }
      record(outcome.update)
    case nil:
      record(outcome.update)
    }
  }

  private func open(_ url: String) {
    switch navigator.open(url: url) {
    case .handled(let route):
      tally.landedAtOnce += 1
      ledger.opened(route, landed: true)
      if session != true { fail("\(url) landed without a session") }
      checkShowing(route)
    case .deferred(let route, let waitingFor):
      tally.deferred += 1
      ledger.opened(route, landed: false)
      if waitingFor.isEmpty || session == true { fail("\(url) held while nothing blocks it") }
    case .rejected(let reason):
      tally.rejected += 1
      if reason.description.isEmpty { fail("\(url) refused without a reason") }
    }
  }

  /// Checks what a call reported about the held link against the walk's model of it.
  private func record(_ update: FlowUpdate<Archon>) {
    if let route = update.completedLink {
      if let failure = ledger.completed(route) { fail(failure) } else { tally.completedLater += 1 }
      if session != true { fail("completed \(route) without a session") }
      checkShowing(route)
    }
    if let failure = ledger.record(dropped: update.droppedLink) { fail(failure) }
    if update.droppedLink != nil { tally.dropped += 1 }
  }

  /// The screen on top of the current stack, or the root under it, by its spec name.
  private var topName: String? {
    if let top = navigator.presentations.last {
      return top.stack.last?.destinationName ?? top.modal.destinationName
    }
    if let tab = navigator.selectedTab, navigator.phase == .main {
      return navigator.path(for: tab).last?.destinationName
        ?? ["builder": "BuilderHome", "projects": "ProjectList", "settings": "SettingsHome"][
          tab.rawValue]
    }
    return navigator.phase == .onboarding ? "Onboarding" : nil
  }

  private func pushWhatTheScreenOffers() {
    let id = pick(["1", "c-7", "t 1", "", "%2F"])
    let number = Int.random(in: -3...3, using: &random)
    let offers: [ArchonScreen] =
      switch topName {
      case "BuilderHome":
        [
          .chatSession(id: id), .taskDetail(id: id),
          .codeBrowser(projectId: number, path: id, line: nil),
        ]
      case "ChatSession":
        [.taskDetail(id: id), .codeBrowser(projectId: number, path: id, line: number)]
      case "ProjectList": [.projectDetail(id: number)]
      case "ProjectDetail": [.codeBrowser(projectId: number, path: "", line: nil)]
      case "LivePreview": [.previewConsole(projectId: number)]
      case "SettingsHome": [.accountDetail, .subscriptionDetail]
      case "SignIn": [.createAccount]
      default: []
      }
    if let screen = offers.randomElement(using: &random) { navigator.push(screen) }
  }

  private func presentWhatTheScreenOffers() {
    guard ["BuilderHome", "ChatSession", "ProjectDetail"].contains(topName ?? "") else { return }
    navigator.present(cover: .livePreview(projectId: Int.random(in: 0...3, using: &random)))
  }

  // MARK: - The rules

  private func checkInvariants() {
    if navigator.pendingLink?.route != ledger.held {
      fail(
        "held link is \(String(describing: navigator.pendingLink?.route)), expected \(String(describing: ledger.held))"
      )
    }
    let covers = navigator.presentations.filter {
      if case .cover = $0.modal { true } else { false }
    }
    if informed, session != true {
      if navigator.phase == .main { fail("main shows without a session") }
      if !navigator.stacks.isEmpty { fail("tab stacks show without a session") }
      if navigator.selectedTab != nil { fail("a tab is selected without a session") }
      if !covers.isEmpty { fail("the live preview shows without a session") }
    }
    if navigator.phase == .launch, !navigator.presentations.isEmpty || !navigator.rootStack.isEmpty
    {
      fail("the launch check shows something")
    }
    if informed, let pending = navigator.pendingLink, pending.waitingFor.isEmpty || session == true
    {
      fail("held link \(pending.route) could land")
    }
  }

  /// After a link lands, its landing is what shows.
  private func checkShowing(_ route: ArchonRoute) {
    let landing = route.landing
    let tab = landing.tab ?? .builder
    let shows =
      navigator.phase == .main && navigator.selectedTab == tab
      && navigator.path(for: tab) == landing.stack
      && navigator.presentations == (landing.presentation.map { [$0] } ?? [])
    if !shows { fail("\(route) landed but does not show") }
  }

  /// Records a broken rule; the first twenty are enough to debug from.
  private func fail(_ message: String) {
    guard violations.count < 20 else { return }
    violations.append("step \(step): \(message)")
  }

  private func pick(_ options: [String]) -> String {
    options.randomElement(using: &random) ?? ""
  }

  /// Links for every route, as custom-scheme and universal links, mixed with hostile ones.
  static let links: [String] = {
    let routes: [ArchonRoute] = [
      .builderHome, .projectList, .projectDetail(id: 42), .chatSession(id: "c 7"),
      .taskDetail(id: "t/1"), .settingsHome, .codeBrowser(projectId: 5, path: "a/b.swift", line: 3),
      .codeBrowser(projectId: 5, path: "", line: nil), .livePreview(projectId: 9), .accountDetail,
      .subscriptionDetail,
    ]
    let good = routes.flatMap {
      [$0.url?.absoluteString ?? "", $0.universalLink()?.absoluteString ?? ""]
    }
    let hostile = AttackCorpus.attacks.compactMap { attack -> String? in
      if case .refused = attack.outcome, attack.url.utf8.count < 200 { attack.url } else { nil }
    }
    return good + good + hostile.enumerated().filter { $0.offset % 8 == 0 }.map(\.element)
  }()
}
