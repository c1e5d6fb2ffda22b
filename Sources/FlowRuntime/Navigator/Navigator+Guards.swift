extension Navigator {
  /// The conditions among `conditions` that are false or not known yet.
  func missing(_ conditions: Set<Flow.Condition>) -> Set<Flow.Condition> {
    conditions.filter { conditionValue($0) != true }
  }

  /// Whether every condition is known to hold; unknown counts as not holding.
  func holds(_ conditions: Set<Flow.Condition>) -> Bool {
    conditions.allSatisfy { conditionValue($0) == true }
  }

  /// Whether `conditions` keep a guard from holding, as `reading` reads one not known yet: any that
  /// is not `true` (`.failing`), or any known `false` (`.waiting`).
  func fails(_ conditions: Set<Flow.Condition>, _ reading: UnknownReading) -> Bool {
    switch reading {
    case .failing: !holds(conditions)
    case .waiting: conditions.contains { conditionValue($0) == false }
    }
  }

  /// The guards of a phase, including those of its root screen.
  func requirements(of phase: PhaseDefinition<Flow>) -> Set<Flow.Condition> {
    guard case .root(let root) = phase.content else { return phase.requires }
    return phase.requires.union(requirements(of: root.kind))
  }

  /// The guards of `phase` and of its tab `tab` (its default tab when nil, none in a phase without
  /// tabs): what a link into that tab waits for beyond its own screens.
  func requirements(of phase: PhaseDefinition<Flow>, tab: Flow.Tab?) -> Set<Flow.Condition> {
    var needed = requirements(of: phase)
    if case .tabs(_, let defaultTab) = phase.content, let tab = phase.tab(tab ?? defaultTab) {
      needed.formUnion(requirements(of: tab))
    }
    return needed
  }

  /// The guards of a tab, including those of its root screen.
  func requirements(of tab: TabDefinition<Flow>) -> Set<Flow.Condition> {
    tab.requires.union(requirements(of: tab.root.kind))
  }

  /// Whether the guards of `tab` (with its root screen's) all hold: `holds(requirements(of: tab))`
  /// without building the union, since every change asks it of every tab (`trimToGuards()`).
  func holdsGuards(of tab: TabDefinition<Flow>) -> Bool {
    holds(tab.requires) && holds(requirements(of: tab.root.kind))
  }

  /// The guards of a screen, sheet or cover.
  func requirements(of destination: Flow.Destination) -> Set<Flow.Condition> {
    definition.guards[destination] ?? []
  }

  /// The longest prefix of `screens` whose guards all hold: a failing screen and what is above it go.
  func guardedPrefix(_ screens: [Flow.Screen]) -> [Flow.Screen] {
    Array(screens[..<guardedCount(screens)])
  }

  /// How many of `screens`, from the bottom, have guards that all hold: the length of
  /// `guardedPrefix(_:)`, counted without copying the screens.
  func guardedCount(_ screens: [Flow.Screen]) -> Int {
    screens.firstIndex { !holds(requirements(of: $0.kind)) } ?? screens.endIndex
  }

  /// Why entering `phase` is refused right now, or nil when it may be entered.
  func entryRefusal(_ phase: Flow.Phase) -> Refusal<Flow>? {
    guard let target = phaseDefinitions[phase] else { return .unknownPhase(phase) }
    let missing = missing(requirements(of: target))
    return missing.isEmpty ? nil : .guardFailed(missing)
  }

  /// Why entering `phase` is refused right now, its checks followed: `entryRefusal` of the phase, or
  /// of the one its checks choose with the conditions known now, through further checks. An event
  /// into `check unlocked ? main : lock`, both requiring `session`, sent before the app reported
  /// the session, entered the check and stopped there, blocked, showing nothing, where the same
  /// event straight into `lock` was refused and left the user where they were (the ninth new-users
  /// review). A check waiting for an unknown condition is no refusal: the flow waits there, as at
  /// a launch. Nor is a chain longer than there are phases, which `settle` stops.
  func entryRefusalThroughChecks(_ phase: Flow.Phase) -> Refusal<Flow>? {
    var next = phase
    for _ in 0...phaseDefinitions.count {
      if let refusal = entryRefusal(next) { return refusal }
      guard let entered = phaseDefinitions[next], case .chooses(let chosen) = checkStep(entered)
      else { return nil }
      next = chosen
    }
    return nil
  }

  /// Whether the current phase shows something now: it is not a `check`, and its own guards (with
  /// its root screen's) hold. While it does not, the app shows what it shows while a launch check
  /// waits; stacks, tabs and presentations refuse every change. Observers are told after every
  /// call that may follow a change in the conditions (`conditionsEpoch`), since the phase's guards
  /// may read differently though nothing the navigator stores changed.
  public var isShowingPhase: Bool {
    observeConditions()
    guard let current = currentPhase else { return false }
    if case .check = current.content { return false }
    return holds(requirements(of: current))
  }

  /// Why nothing can be shown in the current phase right now, or nil when it shows something.
  var notShowingRefusal: Refusal<Flow>? {
    guard let current = currentPhase else { return .unknownPhase(phase) }
    if case .check = current.content { return .phaseShowsNothing(phase) }
    let missing = missing(requirements(of: current))
    return missing.isEmpty ? nil : .guardFailed(missing)
  }

  /// Whether a guard of the current phase no longer holds, so the app must leave it.
  var currentPhaseGuardFails: Bool {
    guard let current = currentPhase else { return false }
    return !holds(requirements(of: current))
  }

  /// Removes everything shown whose guards no longer hold: unavailable tabs' stacks, guarded screens
  /// and what is above them, guarded presentations and what is above them; returns whether anything
  /// went. What is presented sits on the top of a stack (the first level on the selected tab's or
  /// the phase root's, each other level on the one below's), so when a cut takes that top away, or
  /// the selection leaves a tab whose guards fail, the presentations above it close too.
  /// `conditionsDidChange()` and every change the app or the user makes (`trimBeforeChange()`) trim
  /// with it (`conformToConditions()`), so both leave the same state.
  @discardableResult
  func trimToGuards() -> Bool {
    guard let current = currentPhase else { return false }
    // Every change runs this, and usually every condition holds (a signed-in user): then no guard
    // fails, nothing is cut, and looking each screen's guards up would be wasted.
    let everyGuardHolds = everyGuardHolds
    var trimmed = false
    // Each cut keeps a prefix, so a shorter stack is a trimmed one (counts, as `nan` never equals
    // itself). Nearly always nothing goes: a stack is only copied when it is cut. The screens it
    // held before the cut, when it cut.
    func keepGuarded(_ stack: StackID<Flow>, allowed: Bool = true) -> [Flow.Screen]? {
      let screens = path(stack)
      let count = allowed ? guardedCount(screens) : 0
      guard count != screens.count else { return nil }
      trimmed = true
      replaceStack(stack, with: Array(screens[..<count]))
      return screens
    }
    // What sat beneath `level` was cut (a stack, a tab left), or with `failing`, the presentation
    // at `level` itself: a prompt above what went, or at `level` over a cut, closed underneath.
    func closePresented(from level: Int, failing: Bool = false) {
      guard presentations.count > level else { return }
      if let prompt = guardPrompt, guardPromptIsOpen,
        prompt.level > level || (prompt.level == level && !failing)
      {
        guardPrompt?.closedUnderneath = true
      }
      trimmed = true
      presentations.removeSubrange(level...)
    }
    for tab in current.tabs where !everyGuardHolds {
      if let screens = keepGuarded(.tab(tab.id), allowed: holdsGuards(of: tab)) {
        keepAsideIfUnknown(screens, cutTo: path(for: tab.id), on: tab)
        if tab.id == tabSelection { closePresented(from: 0) }
      }
    }
    if let selected = tabSelection, let tab = current.tab(selected),
      everyGuardHolds || holdsGuards(of: tab)
    {
      // The selection still holds.
    } else if !current.tabs.isEmpty, tabSelection != entryTab(of: current) {
      // Leaving a tab whose guards fail closes what was presented over it; a first selection (no
      // tab was available) had nothing under it.
      if tabSelection != nil { closePresented(from: 0) }
      trimmed = true
      let left = tabSelection.flatMap(current.tab)
      tabSelection = entryTab(of: current)
      if let left { keepSelectionAsideIfUnknown(left) }
    }
    // A presentation whose presenter went by another way (a stack set from code) goes now too.
    if closePresentationsNothingPresents() { trimmed = true }
    guard !everyGuardHolds else { return trimmed }
    if keepGuarded(.root) != nil { closePresented(from: 0) }
    if let failing = presentations.firstIndex(where: {
      !holds(requirements(of: $0.modal.kind))
    }) {
      closePresented(from: failing, failing: true)
    }
    var level = 0
    while level < presentations.count {
      if keepGuarded(.presentation(level)) != nil { closePresented(from: level + 1) }
      level += 1
    }
    return trimmed
  }

  /// Whether every condition any guard names holds now, so that no guard can fail.
  var everyGuardHolds: Bool {
    guardConditions.allSatisfy { conditionValue($0) == true }
  }
}
