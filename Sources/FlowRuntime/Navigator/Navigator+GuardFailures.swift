extension Navigator {
  /// The failure action of the first of `names` (screens, sheets and covers in the order they are
  /// entered) whose guards do not hold; nil when that one has plain `requires` or all hold.
  func failureAction(entering names: [String]) -> FlowAction<Flow>? {
    guard let blocked = names.first(where: { !holds(requirements(ofName: $0)) }) else { return nil }
    return definition.guardFailures[blocked]
  }

  /// The failure action for selecting `tab` while its guards fail: the tab's own `else` when its
  /// `requires` fails, else its root screen's.
  func failureAction(selecting tab: TabDefinition<Flow>) -> FlowAction<Flow>? {
    if !holds(tab.requires) { return tab.guardFailure }
    return failureAction(entering: [tab.root.destinationName])
  }

  /// The failure action of the first destination on `landing`'s path whose guards fail: the tab,
  /// then the stack's screens, the presentation and its screens. A failing phase guard comes first
  /// and has no `else`, so the link is only held.
  func failureAction(landing: Landing<Flow>) -> FlowAction<Flow>? {
    guard let target = definition.phase(landing.phase), holds(target.requires) else { return nil }
    switch target.content {
    case .check: return nil
    case .root(let root):
      if !holds(requirements(ofName: root.destinationName)) { return nil }
    case .tabs(_, let defaultTab):
      if let tab = target.tab(landing.tab ?? defaultTab), !holds(requirements(of: tab)) {
        return failureAction(selecting: tab)
      }
    }
    var names = landing.stack.map(\.destinationName)
    if let presentation = landing.presentation {
      names += [presentation.modal.destinationName] + presentation.stack.map(\.destinationName)
    }
    return failureAction(entering: names)
  }

  /// Runs a failed guard's `else`: presents its sheet or cover on top of everything open (a prompt
  /// the target waits behind), or enters its phase. False when that cannot happen now (nothing is
  /// showing, the prompt's own guards fail, the phase refuses), so the caller refuses as before.
  func runGuardFailure(_ action: FlowAction<Flow>) -> Bool {
    switch action {
    case .present(let modal):
      guard notShowingRefusal == nil, holds(requirements(ofName: modal.destinationName)) else {
        return false
      }
      if presentations.last?.modal != modal { presentations.append(Presentation(modal)) }
      guardPrompt = GuardPrompt(modal: modal, level: presentations.count - 1)
      return true
    case .goTo(let target, let animated):
      guard entryRefusal(target) == nil else { return false }
      guardPrompt = nil
      if phase != target {
        enter(target, animated: animated)
        _ = settle()
      }
      return true
    case .dismiss:
      return false
    }
  }

  /// Holds `target` behind the failure action of the destination that blocked it, replacing any
  /// held link or entry; nil when there is no action or it cannot run, so the caller refuses.
  func holdEntry(
    _ target: HeldEntry<Flow>.Target, waitingFor: Set<Flow.Condition>, action: FlowAction<Flow>?
  ) -> ChangeOutcome<Flow>? {
    guard let action else { return nil }
    let entryPhase = phase
    guard runGuardFailure(action) else { return nil }
    pendingLink = nil
    heldEntry = HeldEntry(phase: entryPhase, target: target, waitingFor: waitingFor)
    persist()
    return .held(waitingFor: waitingFor)
  }

  /// Runs the failure action of the first blocked destination on the pending link's path, so the
  /// user is asked for what it waits for (`else present SignIn`); the link stays held either way.
  func promptForPendingLink() {
    guardPrompt = nil
    guard let link = pendingLink, !blockers(of: link.landing).isEmpty,
      let action = failureAction(landing: link.landing)
    else { return }
    _ = runGuardFailure(action)
  }

  /// The conditions `entry` still waits for.
  func blockers(of entry: HeldEntry<Flow>) -> Set<Flow.Condition> {
    switch entry.target {
    case .stack(let stack, let screens):
      var needed = screens.reduce(into: Set()) {
        $0.formUnion(requirements(ofName: $1.destinationName))
      }
      if case .tab(let tab) = stack, let definition = currentPhase?.tab(tab) {
        needed.formUnion(requirements(of: definition))
      }
      return missing(needed)
    case .presentation(let modal, _):
      return missing(requirements(ofName: modal.destinationName))
    case .tab(let tab):
      guard let definition = currentPhase?.tab(tab) else { return [] }
      return missing(requirements(of: definition))
    }
  }

  /// Completes the held entry if it is in its phase and nothing blocks it, exactly once: closes the
  /// prompt, then makes the change with the usual checks (a change the spec no longer allows is
  /// dropped). Returns whether it completed.
  @discardableResult
  func completeHeldEntry() -> Bool {
    guard let entry = heldEntry, entry.phase == phase, isShowingPhase else { return false }
    let waitingFor = blockers(of: entry)
    guard waitingFor.isEmpty else {
      if waitingFor != entry.waitingFor { heldEntry?.waitingFor = waitingFor }
      return false
    }
    heldEntry = nil
    closeGuardPrompt()
    switch entry.target {
    case .stack(let stack, let screens): _ = setPath(screens, for: stack)
    case .presentation(let modal, let level):
      _ = setModal(modal, at: min(level, presentations.count)) { _ in false }
    case .tab(let tab): _ = select(tab)
    }
    return true
  }

  /// Whether the prompt a failed guard opened is still open where it was presented.
  var guardPromptIsOpen: Bool {
    guard let prompt = guardPrompt else { return false }
    return presentations.indices.contains(prompt.level)
      && presentations[prompt.level].modal == prompt.modal
  }

  /// Closes the prompt (and what is above it) once the target it held completes.
  func closeGuardPrompt() {
    if guardPromptIsOpen, let prompt = guardPrompt {
      presentations.removeSubrange(prompt.level...)
    }
    guardPrompt = nil
  }

  /// Drops the held link or entry when the prompt it waits behind was dismissed while its guard
  /// still fails: the user declined. Returns the dropped link's route.
  @discardableResult
  func dropHeldTargetIfPromptClosed() -> Flow.Route? {
    guard guardPrompt != nil, !guardPromptIsOpen else { return nil }
    guardPrompt = nil
    heldEntry = nil
    let dropped = pendingLink?.route
    pendingLink = nil
    return dropped
  }
}
