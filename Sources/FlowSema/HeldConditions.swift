import FlowSyntax

/// The conditions that always hold where a tab, screen, sheet or cover shows, so a guard on them
/// there cannot fail.
///
/// A phase's `requires` holds for as long as the phase shows: the navigator leaves the phase once
/// it stops holding, before any tap, link or event is handled. A tab's holds for every screen on
/// its stack and what they present: a tab whose guard fails loses its stack, and a sheet stays only
/// while the stack beneath it or the phase presents it. A screen, sheet or cover holds what every
/// place whose stack reaches it holds (a phase's root or a tab, with what the phase presents).
/// What a failed guard's prompt reaches opens over whatever is current, but only in a phase where
/// a guard naming the prompt is checked (a tab's, or a screen's that places of those phases
/// reach): there only those phases' conditions hold. A prompt may open anywhere when a prompt
/// reaches the guard naming it. A link meeting that guard asks over whatever phase the user is in,
/// once the landing's phase and tab guards hold (the diff review's paywall over `welcome`): the
/// prompt's own guard is read as the guard's is, but what the user then opens from the prompt may
/// show in any phase. Links meet the guards of the screens a route lands on or passes on its way
/// (any screen from which the push and present graph reaches a route's step) and of the tabs whose
/// stacks those are. What an `over current` route opens shows only where a place's root or phase
/// presents it, and elsewhere lands as any link does (docs/Language.md): a place either way, so it
/// adds none (counted as opening anywhere, it hid FL0231 for a compose sheet that needs a session,
/// the ninth new-users review). FL0219 (a prompt that cannot be shown), FL0231 (an `else` that
/// never runs) and FL0232 (a prompt asked for another condition) read it, and FL0226 and FL0229
/// read the phases each shows in.
struct HeldConditions {
  /// Where the prompts reaching a screen open.
  private enum PromptReach {
    /// Only in these phases.
    case phases(Set<Int>)
    /// Maybe anywhere: one is named by a guard that a prompt reaches.
    case anywhere

    func adding(_ phases: Set<Int>, anywhere: Bool) -> PromptReach {
      guard case .phases(let known) = self, !anywhere else { return .anywhere }
      return .phases(known.union(phases))
    }
  }

  /// For each screen asked about, the places (positions in `graph.contexts`) whose stacks reach
  /// it, or none when a prompt does too (`places(showing:)`).
  private let placesOnlyByScreen: [Int: [Int]]
  /// For each screen asked about, what always holds where it shows (`held(atScreen:)`).
  private let heldByScreen: [Int: Set<String>]
  /// For each screen asked about, the phases it shows in (`phases(showing:)`).
  private let phasesByScreen: [Int: Set<Int>]

  /// The screens, sheets and covers whose guard has an `else`, by position: those asked about.
  let guardedScreens: [Int]

  /// For every screen, sheet or cover whose guard has an `else`: what FL0231 and FL0232 ask about,
  /// so that the checker searches once for both.
  init(guardedScreensOf index: DeclarationIndex, _ graph: NavigationGraph) {
    self.init(
      for: index.screens.indices.filter {
        index.isFirstScreen[$0] && index.screens[$0].guardFailure != nil
      }, graph, index)
  }

  /// Searches once per place for the `screens` asked about later, marking screens with the place's
  /// number, so nothing is allocated per place; then once per prompt; then works out each asked
  /// screen's answers once, for the several checks that read them.
  private init(for screens: [Int], _ graph: NavigationGraph, _ index: DeclarationIndex) {
    guardedScreens = screens
    guard !screens.isEmpty else {
      placesOnlyByScreen = [:]
      heldByScreen = [:]
      phasesByScreen = [:]
      return
    }
    let passed = Self.screensLinksPass(index, graph)
    // Each prompt's guards: the tabs' phases, and the screens that name it. What is opened from
    // one a link meets may show wherever the user is (`lingersAnywhere`).
    var promptPhases: [Int: Set<Int>] = [:]
    var promptOwners: [Int: [Int]] = [:]
    var opensAnywhere: Set<Int> = []
    var lingersAnywhere: Set<Int> = []
    for tab in index.tabs {
      guard case .present(let name)? = tab.item.guardFailure?.action,
        let prompt = index.presentation(named: name.text)
      else { continue }
      promptPhases[prompt, default: []].insert(tab.phase)
      if let root = index.screenIndex[tab.item.root.text], passed[root] {
        lingersAnywhere.insert(prompt)
      }
    }
    for position in index.screens.indices where index.isFirstScreen[position] {
      guard case .present(let name)? = index.screens[position].guardFailure?.action,
        let prompt = index.presentation(named: name.text)
      else { continue }
      promptOwners[prompt, default: []].append(position)
    }
    var places: [Int: [Int]] = [:]
    for screen in screens { places[screen] = [] }
    for owners in promptOwners.values {
      for owner in owners { places[owner] = [] }
    }
    var lastVisit = [Int](repeating: -1, count: graph.screenCount)
    var queue: [Int] = []
    for (placeIndex, place) in graph.contexts.enumerated() {
      Self.walk(
        from: [place.root] + place.phasePresents, stamp: placeIndex, graph, &lastVisit, &queue
      ) { places[$0]?.append(placeIndex) }
    }
    // A prompt named by a screen a prompt reaches, or no place, may open anywhere; what is
    // opened from one a link passes, too.
    var reachedAnywhere = [Bool](repeating: false, count: graph.screenCount)
    graph.markReachable(from: ReachabilityChecks.promptSeeds(index), in: &reachedAnywhere)
    for (prompt, owners) in promptOwners {
      for owner in owners {
        let reaching = places[owner] ?? []
        if reaching.isEmpty || reachedAnywhere[owner] { opensAnywhere.insert(prompt) }
        if passed[owner] { lingersAnywhere.insert(prompt) }
        promptPhases[prompt, default: []].formUnion(reaching.map { graph.contexts[$0].phase })
      }
    }
    let asked = Set(screens)
    var promptReach: [Int: PromptReach] = [:]
    for prompt in Set(promptPhases.keys).union(promptOwners.keys) {
      let phases = promptPhases[prompt] ?? []
      let opens = opensAnywhere.contains(prompt)
      let lingers = opens || lingersAnywhere.contains(prompt)
      // The same stamps as above, numbered past the places.
      Self.walk(
        from: [prompt], stamp: graph.contexts.count + prompt, graph, &lastVisit, &queue
      ) { screen in
        guard asked.contains(screen) else { return }
        promptReach[screen] = (promptReach[screen] ?? .phases([])).adding(
          phases, anywhere: screen == prompt ? opens : lingers)
      }
    }
    var heldByPlace: [Int: Set<String>] = [:]
    var placesOnly: [Int: [Int]] = [:]
    var held: [Int: Set<String>] = [:]
    var shownIn: [Int: Set<Int>] = [:]
    for screen in screens {
      let reaching = places[screen] ?? []
      let reach = promptReach[screen]
      placesOnly[screen] = reach == nil ? reaching : []
      var sets = reaching.map { place in
        if let known = heldByPlace[place] { return known }
        let computed = Self.held(in: graph.contexts[place], index)
        heldByPlace[place] = computed
        return computed
      }
      var phases = Set(reaching.map { graph.contexts[$0].phase })
      switch reach {
      case .anywhere?:
        sets = [[]]
        phases = Set(index.phases.indices)
      case .phases(let opening)?:
        sets += opening.map { Self.held(inPhase: $0, index) }
        phases.formUnion(opening)
      case nil: break
      }
      held[screen] =
        sets.first.map { first in sets.dropFirst().reduce(first) { $0.intersection($1) } }
        ?? []
      shownIn[screen] = phases
    }
    placesOnlyByScreen = placesOnly
    heldByScreen = held
    phasesByScreen = shownIn
  }

  /// Visits every screen `seeds` reach along pushes and presentations once for `stamp`, marking
  /// `lastVisit` rather than allocating a set per search; `queue` is reused storage.
  private static func walk(
    from seeds: [Int], stamp: Int, _ graph: NavigationGraph, _ lastVisit: inout [Int],
    _ queue: inout [Int], _ visit: (Int) -> Void
  ) {
    queue.removeAll(keepingCapacity: true)
    queue += seeds
    while let screen = queue.popLast() {
      guard lastVisit[screen] != stamp else { continue }
      lastVisit[screen] = stamp
      visit(screen)
      queue += graph.pushes[screen]
      queue += graph.presents[screen]
    }
  }

  /// The screens a link may pass: each step of a route's landing and every screen from which the
  /// push and present graph reaches one, where a derived back stack runs.
  private static func screensLinksPass(_ index: DeclarationIndex, _ graph: NavigationGraph)
    -> [Bool]
  {
    var passed = [Bool](repeating: false, count: graph.screenCount)
    guard !index.routes.isEmpty else { return passed }
    var queue: [Int] = []
    for route in index.routes {
      for step in route.landing.steps {
        guard let screen = index.screenIndex[step.name.text], screen < graph.screenCount else {
          continue
        }
        queue.append(screen)
      }
    }
    var enteredFrom = [[Int]](repeating: [], count: graph.screenCount)
    for screen in 0..<graph.screenCount {
      for next in graph.pushes[screen] + graph.presents[screen] { enteredFrom[next].append(screen) }
    }
    while let screen = queue.popLast() {
      guard !passed[screen] else { continue }
      passed[screen] = true
      queue += enteredFrom[screen]
    }
    return passed
  }

  /// The places whose stacks reach `screen`, one of those asked about; empty when a prompt reaches
  /// it (it may show elsewhere too) or no place does.
  func places(showing screen: Int) -> [Int] {
    placesOnlyByScreen[screen] ?? []
  }

  /// The phases `screen`, one of those asked about, shows in: those of the places whose stacks
  /// reach it and those the prompts reaching it open in; every phase when such a prompt may open
  /// anywhere. FL0226 and FL0229 read where a guard's `else -> phase` is met.
  func phases(showing screen: Int) -> Set<Int> {
    phasesByScreen[screen] ?? []
  }

  /// What holds wherever `screen`, one of those asked about, shows: what every place reaching it
  /// holds, and every phase a prompt reaching it opens in; nothing when no place or prompt reaches
  /// it, or a prompt that may open anywhere does.
  func held(atScreen screen: Int) -> Set<String> {
    heldByScreen[screen] ?? []
  }

  /// A guard with an `else`, on a tab or on a screen, sheet or cover, and what always holds where
  /// it is checked: the one list FL0219-FL0221, FL0231 and FL0232 walk, so they judge the same
  /// guards (a duplicate tab's is FL0101's, and judged by none).
  struct GuardSite {
    enum Owner {
      /// A position in `index.tabs`.
      case tab(Int)
      /// A position in `index.screens`.
      case screen(Int)
    }

    var owner: Owner
    var requires: [Identifier]
    var failure: GuardFailure
    /// What a phase or tab around the guard keeps true, so it cannot fail there.
    var holding: Set<String>

    /// How a message names the owner: `tab 'account'`, `sheet 'Compose'`.
    func ownerName(_ index: DeclarationIndex) -> String {
      switch owner {
      case .tab(let tab): "tab '\(index.tabs[tab].item.name.text)'"
      case .screen(let screen):
        "\(index.screens[screen].kind.rawValue) '\(index.screens[screen].name.text)'"
      }
    }
  }

  /// Every guard with an `else`: the first declaration of each tab, then of each screen, sheet or
  /// cover, in declaration order.
  func guardSites(_ index: DeclarationIndex) -> [GuardSite] {
    var sites: [GuardSite] = []
    for (position, tab) in index.tabs.enumerated()
    where index.tabIndex[tab.item.name.text] == position {
      guard let failure = tab.item.guardFailure else { continue }
      sites.append(
        GuardSite(
          owner: .tab(position), requires: tab.item.requires, failure: failure,
          holding: Self.held(inPhase: tab.phase, index)))
    }
    // By position, in place: a declaration is a large value to copy.
    for position in guardedScreens {
      guard let failure = index.screens[position].guardFailure else { continue }
      sites.append(
        GuardSite(
          owner: .screen(position), requires: index.screens[position].requires, failure: failure,
          holding: held(atScreen: position)))
    }
    return sites
  }

  /// What holds whenever phase `phase` shows: its own guard and its root's.
  static func held(inPhase phase: Int, _ index: DeclarationIndex) -> Set<String> {
    Set(GuardChecks.entryGuards(ofPhase: phase, index).map(\.text))
  }

  /// What holds whenever a place's stack shows: its phase's, and its tab's.
  static func held(in place: NavigationGraph.RootContext, _ index: DeclarationIndex) -> Set<String>
  {
    var held = held(inPhase: place.phase, index)
    if let tab = place.tab { held.formUnion(index.tabs[tab].item.requires.map(\.text)) }
    return held
  }
}
