import FlowRuntime
import FlowTestSupport
import Testing

/// The guard invariant over random small definitions (a guarded first phase included, guards with
/// `else`) and random walks of condition flips, events, links, pushes, presentations and relaunches:
/// after every step the navigator has been told about, and after every event, link or change (each
/// first does what telling it would, `conditionsDidChange()`), nothing shown lacks its guard, every stack
/// follows the push graph, every presentation opened was one the graph allows, a held link lands at
/// most once, and a held entry completes at most once.
@MainActor
struct RandomDefinitionWalkTests {
  @Test func nothingGuardedShowsAndHeldLinksLandAtMostOnce() {
    var violations: [String] = []
    var tally = RandomDefinitionWalk.Tally()
    for seed in 0..<UInt64(PropertyScale.count(150)) {
      let walk = RandomDefinitionWalk(seed: seed)
      walk.run(steps: 200)
      violations += walk.violations.prefix(3).map { "seed \(seed), \($0)" }
      tally.add(walk.tally)
    }
    #expect(violations == [])
    // The walks reached the interesting paths.
    #expect(tally.blockedAtFirstPhase > 0)
    #expect(tally.completedLater > 0)
    #expect(tally.landedAtOnce > 0)
    #expect(tally.dropped > 0)
    #expect(tally.refusedByGraph > 0)
    #expect(tally.refusedByGuard > 0)
    #expect(tally.heldEntries > 0)
    #expect(tally.completedEntries > 0)
    #expect(tally.droppedByChange > 0)
    #expect(tally.heldOnUnknown > 0)
  }
}

/// One seeded walk over one random definition, with its own model of the held link.
@MainActor
final class RandomDefinitionWalk {
  struct Tally {
    var blockedAtFirstPhase = 0
    var completedLater = 0
    var landedAtOnce = 0
    var dropped = 0
    var refusedByGraph = 0
    var refusedByGuard = 0
    var heldEntries = 0
    var completedEntries = 0
    /// Held links a direct change dropped (a prompt closed) or replaced (a newer held entry).
    var droppedByChange = 0
    /// Links held only by conditions not known yet, which must open no prompt.
    var heldOnUnknown = 0

    mutating func add(_ other: Tally) {
      heldOnUnknown += other.heldOnUnknown
      heldEntries += other.heldEntries
      completedEntries += other.completedEntries
      droppedByChange += other.droppedByChange
      blockedAtFirstPhase += other.blockedAtFirstPhase
      completedLater += other.completedLater
      landedAtOnce += other.landedAtOnce
      dropped += other.dropped
      refusedByGraph += other.refusedByGraph
      refusedByGuard += other.refusedByGuard
    }
  }

  private var random: SeededGenerator
  private let flow: RandomDefinition
  private let conditions = SmallConditions()
  private var navigator: Navigator<SmallFlow>
  /// Whether the navigator has been told about the current condition values.
  private var informed = true
  /// The held link as the walk expects it, and one a call without an update dropped.
  private var ledger = HeldLinkLedger<String>()
  /// Every link that landed; each link is opened once, so each may land once.
  private var landed: Set<String> = []
  /// The entry the navigator last reported `.held`, until it completes or is dropped.
  private var heldEntry: HeldEntry<SmallFlow>?
  private var counter = 0
  private var step = 0
  private(set) var tally = Tally()
  private(set) var violations: [String] = []

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
    flow = RandomDefinition(using: &random)
    for condition in RandomDefinition.conditions {
      conditions.values[condition] = [true, false, nil].randomElement(using: &random)!
    }
    navigator = conditions.navigator(flow.definition)
    relaunch()
  }

  func run(steps: Int) {
    for index in 0..<steps {
      step = index
      let before = navigator.pendingLink?.route
      changeMade = false
      conformed = false
      takeStep()
      // A direct change reports no update: one that closed the prompt a link waited behind drops
      // the link, and a newer held entry replaces it; neither ever lands it, and the next update
      // reports it.
      if changeMade, before != nil, before == ledger.held, navigator.pendingLink == nil {
        tally.droppedByChange += 1
        ledger.droppedWithoutUpdate()
      }
      checkHeldEntry()
      if navigator.pendingLink?.route != ledger.held {
        fail(
          "held \(String(describing: navigator.pendingLink?.route)), expected \(String(describing: ledger.held))"
        )
      }
      if informed || conformed { checkWhatShows() }
    }
  }

  private var definition: FlowDefinition<SmallFlow> { flow.definition }
  /// Whether this step made a direct change (push, present, select, dismiss, a binding write).
  private var changeMade = false
  /// Whether this step called something that first does what `conditionsDidChange()` would (an
  /// event, a link, a change), so that what shows holds its guards though the navigator was not
  /// told.
  private var conformed = false

  /// A held entry is the one last reported `.held` (its `waitingFor` may change), and once it is
  /// gone it never comes back: it completes at most once.
  private func checkHeldEntry() {
    guard let current = navigator.heldEntry else {
      if let entry = heldEntry, entry.phase == navigator.phase, holdsEntry(entry) {
        tally.completedEntries += 1
      }
      heldEntry = nil
      return
    }
    guard let expected = heldEntry, expected.phase == current.phase,
      expected.target == current.target
    else {
      return fail("held entry \(current), but expected \(String(describing: heldEntry))")
    }
    heldEntry = current
  }

  /// Whether `entry`'s target is showing now, as it would after completing.
  private func holdsEntry(_ entry: HeldEntry<SmallFlow>) -> Bool {
    switch entry.target {
    case .stack(let stack, let screens): navigator.path(stack) == screens
    case .presentation(let modal, let level):
      navigator.presentations.indices.contains(level)
        && navigator.presentations[level].modal == modal
    case .tab(let tab): navigator.selectedTab == tab
    }
  }

  private func takeStep() {
    switch Int.random(in: 0..<16, using: &random) {
    case 0, 1:
      let condition = RandomDefinition.conditions.randomElement(using: &random)!
      let value = [true, false, nil].randomElement(using: &random)!
      if conditions.values[condition] != value { informed = false }
      conditions.values[condition] = value
      if Bool.random(using: &random) { conditionsDidChange() }
    case 2:
      conditionsDidChange()
    case 3, 4:
      conformed = true
      let before = navigator.heldEntry
      switch navigator.send(RandomDefinition.events.randomElement(using: &random)!) {
      case .handled(_, let update), .landedHeldLink(let update): record(update)
      // No update to report a link the trim first dropped (the phase it waited in left).
      case .ignored, .refused: changeMade = true
      }
      // A handler's `-> present X` of a guarded X with `else` is held like a tap.
      if let entry = navigator.heldEntry, entry != before {
        tally.heldEntries += 1
        heldEntry = entry
      }
    case 5, 6:
      conformed = true
      open(uniqueLink())
    case 7, 8:
      conformed = true
      count(
        navigator.push(SmallDestination(RandomDefinition.screens.randomElement(using: &random)!)))
    case 9:
      changeMade = true
      conformed = true
      if Bool.random(using: &random) { navigator.pop() } else { navigator.popToRoot() }
    case 10:
      if let tab = flow.tabNames.randomElement(using: &random) {
        conformed = true
        count(navigator.select(tab))
      }
    case 11:
      let modal = SmallDestination(RandomDefinition.modals.randomElement(using: &random)!)
      let level = Int.random(in: 0...navigator.presentations.count, using: &random)
      let allowed = mayPresent(modal.kind, at: level)
      conformed = true
      let outcome =
        Bool.random(using: &random)
        ? navigator.setSheet(modal, at: level) : navigator.setCover(modal, at: level)
      if outcome == .changed, !allowed {
        fail("\(modal) opened at level \(level), which the graph does not allow")
      }
      count(outcome)
    case 12:
      changeMade = true
      conformed = true
      navigator.dismiss()
    case 13:
      if let stack = navigator.currentStack {
        conformed = true
        let screens = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          SmallDestination(RandomDefinition.screens.randomElement(using: &random)!)
        }
        count(navigator.setPath(screens, for: stack))
      }
    default:
      if Int.random(in: 0..<3, using: &random) == 0 { relaunch() }
    }
  }

  // MARK: - The app's side

  private func uniqueLink() -> String {
    counter += 1
    return "small://\(Int.random(in: 0...4, using: &random))/\(counter)"
  }

  private func conditionsDidChange() {
    informed = true
    record(navigator.conditionsDidChange())
  }

  private func relaunch() {
    informed = true
    ledger.reset()
    heldEntry = nil
    navigator = conditions.navigator(definition)
    // `onOpenURL` may fire before `.task { start() }`.
    if Bool.random(using: &random) { open(uniqueLink()) }
    let launchURL = Bool.random(using: &random) ? uniqueLink() : nil
    let outcome = navigator.start(launchURL: launchURL)
    // A launch link that matched replaces the link opened before the launch.
    switch outcome.launchLink {
    case .deferred(let route, _), .handled(let route):
      ledger.matched(route)
    case .rejected, nil: break
    }
    if case .blocked(let phase, .guardFailed) = outcome.update.progress,
      phase == definition.initialPhase.id
    {
      tally.blockedAtFirstPhase += 1
    }
    switch outcome.launchLink {
    case .deferred(let route, _): ledger.held = route
    case .handled(let route):
      tally.landedAtOnce += 1
      if outcome.update.completedLink != route { fail("launch link \(route) landed unreported") }
      ledger.held = route  // `record` checks and clears it.
    case .rejected, nil:
      // A refused launch link leaves the link opened before the launch held.
      break
    }
    record(outcome.update)
  }

  private func open(_ url: String) {
    let before = navigator.presentations.map(\.modal)
    // A link that matched replaces the held entry and the held link, whether it landed or is
    // held now.
    switch navigator.open(url: url) {
    case .handled(let route):
      tally.landedAtOnce += 1
      heldEntry = nil
      ledger.opened(route, landed: true)
      landedOnce(route)
    case .deferred(let route, let waitingFor):
      heldEntry = nil
      ledger.opened(route, landed: false)
      // Waiting only on conditions not known yet, it asks for nothing: the trim before it may
      // close presentations, and nothing opens.
      if !waitingFor.isEmpty, waitingFor.allSatisfy({ conditions.values[$0] == nil }) {
        tally.heldOnUnknown += 1
        if !before.starts(with: navigator.presentations.map(\.modal)) {
          fail("\(url), held only on unknown \(waitingFor.sorted()), opened a prompt")
        }
      }
    case .rejected(let reason):
      if reason.description.isEmpty { fail("\(url) refused without a reason") }
    }
  }

  /// Checks what a call reported about the held link against the walk's model of it.
  private func record(_ update: FlowUpdate<SmallFlow>) {
    if let route = update.completedLink {
      if let failure = ledger.completed(route) { fail(failure) }
      tally.completedLater += 1
      landedOnce(route)
    }
    if let failure = ledger.record(dropped: update.droppedLink) { fail(failure) }
    if update.droppedLink != nil { tally.dropped += 1 }
  }

  private func landedOnce(_ route: String) {
    if !landed.insert(route).inserted { fail("\(route) landed twice") }
    let index = Int(route.split(separator: "/")[0]) ?? 0
    let missing = flow.landings[index].requires.filter { conditions.values[$0] != true }
    if !missing.isEmpty { fail("\(route) landed without \(missing.sorted())") }
  }

  private func count(_ outcome: ChangeOutcome<SmallFlow>) {
    changeMade = true
    switch outcome {
    case .held:
      tally.heldEntries += 1
      heldEntry = navigator.heldEntry
      if heldEntry == nil { fail("reported held, but holds no entry") }
    case .refused(.notPushable), .refused(.notPresentable): tally.refusedByGraph += 1
    case .refused(.guardFailed): tally.refusedByGuard += 1
    default: break
    }
  }

  // MARK: - The rules

  private func holds(_ conditions: Set<String>) -> Bool {
    conditions.allSatisfy { self.conditions.values[$0] == true }
  }

  private func guardOf(_ name: String) -> Set<String> {
    definition.guards[name] ?? []
  }

  /// Whether the graph lets `modal` open at `level` over what is shown now.
  private func mayPresent(_ modal: String, at level: Int) -> Bool {
    guard let graph = definition.graph else { return true }
    if graph.phasePresents[navigator.phase]?.contains(modal) == true { return true }
    var presenters: [String] = []
    if level > 0 {
      let below = navigator.presentations[level - 1]
      presenters = [below.modal.kind] + below.stack.map(\.kind)
    } else if let phase = definition.phase(navigator.phase) {
      switch phase.content {
      case .root(let root):
        presenters = [root.kind] + navigator.rootStack.map(\.kind)
      case .tabs:
        if let tab = navigator.selectedTab, let root = phase.tab(tab)?.root {
          presenters = [root.kind] + navigator.path(for: tab).map(\.kind)
        }
      case .check: break
      }
    }
    return presenters.contains { graph.presents[$0]?.contains(modal) == true }
  }

  /// Whether `screens` follows the push graph above `root`.
  private func follows(_ screens: [SmallDestination], above root: String) -> Bool {
    guard let graph = definition.graph else { return true }
    var allowed = graph.pushes[root] ?? []
    for screen in screens {
      guard allowed.contains(screen.kind) else { return false }
      allowed.formUnion(graph.pushes[screen.kind] ?? [])
    }
    return true
  }

  private func checkWhatShows() {
    guard let phase = definition.phase(navigator.phase) else {
      return fail("in unknown phase \(navigator.phase)")
    }
    var phaseGuard = phase.requires
    if case .root(let root) = phase.content { phaseGuard.formUnion(guardOf(root.kind)) }
    let isCheck = if case .check = phase.content { true } else { false }
    guard !isCheck, holds(phaseGuard) else {
      if navigator.isShowingPhase { fail("\(phase.id) shows without its guard") }
      if !navigator.stacks.isEmpty || !navigator.rootStack.isEmpty
        || !navigator.presentations.isEmpty || navigator.selectedTab != nil
      {
        fail("\(phase.id) shows nothing, yet has stacks, a tab or presentations")
      }
      return
    }
    if !navigator.isShowingPhase { fail("\(phase.id) holds its guard but does not show") }
    if let tab = navigator.selectedTab {
      guard let definition = phase.tab(tab) else { return fail("selected \(tab) of another phase") }
      if !holds(definition.requires.union(guardOf(definition.root.kind))) {
        fail("tab \(tab) selected without its guard")
      }
    }
    for (tab, screens) in navigator.stacks {
      guard let definition = phase.tab(tab) else {
        return fail("a stack for \(tab) of another phase")
      }
      if !holds(definition.requires.union(guardOf(definition.root.kind))) {
        fail("tab \(tab) keeps a stack without its guard")
      }
      check(screens, above: definition.root.kind, in: "tab \(tab)")
    }
    if case .root(let root) = phase.content {
      check(navigator.rootStack, above: root.kind, in: "the root stack")
    } else if !navigator.rootStack.isEmpty {
      fail("a root stack in a phase without a root")
    }
    for presentation in navigator.presentations {
      let name = presentation.modal.kind
      if !holds(guardOf(name)) { fail("\(name) presented without its guard") }
      check(presentation.stack, above: name, in: name)
    }
  }

  private func check(_ screens: [SmallDestination], above root: String, in place: String) {
    for screen in screens where !holds(guardOf(screen.kind)) {
      fail("\(screen) shows in \(place) without its guard")
    }
    if !follows(screens, above: root) { fail("\(place) holds \(screens), off the push graph") }
  }

  private func fail(_ message: String) {
    guard violations.count < 10 else { return }
    violations.append("step \(step): \(message)")
  }
}
