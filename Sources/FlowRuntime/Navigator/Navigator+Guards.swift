extension Navigator {
  /// The conditions among `conditions` that are false or not known yet.
  func missing(_ conditions: Set<Flow.Condition>) -> Set<Flow.Condition> {
    conditions.filter { conditionValue($0) != true }
  }

  /// Whether every condition is known to hold; unknown counts as not holding.
  func holds(_ conditions: Set<Flow.Condition>) -> Bool {
    conditions.allSatisfy { conditionValue($0) == true }
  }

  /// The guards of a phase, including those of its root screen.
  func requirements(of phase: PhaseDefinition<Flow>) -> Set<Flow.Condition> {
    guard case .root(let root) = phase.content else { return phase.requires }
    return phase.requires.union(requirements(of: root.kind))
  }

  /// The guards of a tab, including those of its root screen.
  func requirements(of tab: TabDefinition<Flow>) -> Set<Flow.Condition> {
    tab.requires.union(requirements(of: tab.root.kind))
  }

  /// The guards of a screen, sheet or cover.
  func requirements(of destination: Flow.Destination) -> Set<Flow.Condition> {
    definition.guards[destination] ?? []
  }

  /// The longest prefix of `screens` whose guards all hold: a failing screen and what is above it go.
  func guardedPrefix(_ screens: [Flow.Screen]) -> [Flow.Screen] {
    let end =
      screens.firstIndex { !holds(requirements(of: $0.kind)) } ?? screens.endIndex
    return Array(screens[..<end])
  }

  /// Why entering `phase` is refused right now, or nil when it may be entered.
  func entryRefusal(_ phase: Flow.Phase) -> Refusal<Flow>? {
    guard let target = definition.phase(phase) else { return .unknownPhase(phase) }
    let missing = missing(requirements(of: target))
    return missing.isEmpty ? nil : .guardFailed(missing)
  }

  /// Whether the current phase shows something now: it is not a `check`, and its own guards (with
  /// its root screen's) hold. While it does not, the app shows what it shows while a launch check
  /// waits; stacks, tabs and presentations refuse every change.
  public var isShowingPhase: Bool {
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
  /// went. `conditionsDidChange()` and every change the app or the user makes (`trimBeforeChange()`)
  /// trim with it, so both leave the same state.
  @discardableResult
  func trimToGuards() -> Bool {
    guard let current = currentPhase else { return false }
    var trimmed = false
    // Each cut keeps a prefix, so a shorter stack is a trimmed one (counts, as `nan` never equals
    // itself).
    func keep(_ kept: [Flow.Screen], of stack: StackID<Flow>) {
      guard kept.count != path(stack).count else { return }
      trimmed = true
      replaceStack(stack, with: kept)
    }
    for tab in current.tabs {
      let kept = holds(requirements(of: tab)) ? guardedPrefix(path(for: tab.id)) : []
      keep(kept, of: .tab(tab.id))
    }
    if let selected = tabSelection, let tab = current.tab(selected), holds(requirements(of: tab)) {
      // The selection still holds.
    } else if !current.tabs.isEmpty, tabSelection != entryTab(of: current) {
      trimmed = true
      tabSelection = entryTab(of: current)
    }
    keep(guardedPrefix(rootStack), of: .root)
    if let failing = presentations.firstIndex(where: {
      !holds(requirements(of: $0.modal.kind))
    }) {
      trimmed = true
      presentations.removeSubrange(failing...)
    }
    for level in presentations.indices {
      keep(guardedPrefix(presentations[level].stack), of: .presentation(level))
    }
    return trimmed
  }
}
