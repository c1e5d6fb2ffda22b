extension Navigator {
  /// Enters `id` and resets it: presentations close, stacks start at their roots, the default tab
  /// is selected; at launch, restored state is applied to the first phase that shows something.
  func enter(_ id: Flow.Phase, animated: Bool) {
    phase = id
    phaseChangeIsAnimated = animated
    presentations = []
    rootStack = []
    stacks = [:]
    tabSelection = nil
    guard let entered = definition.phase(id) else { return }
    tabSelection = entryTab(of: entered)
    if case .check = entered.content { return }
    applyArmedRestoration(to: entered)
  }

  /// The tab selected on entry: the default one if it is available, else the first available one.
  func entryTab(of phase: PhaseDefinition<Flow>) -> Flow.Tab? {
    guard case .tabs(let tabs, let defaultTab) = phase.content else { return nil }
    if let tab = phase.tab(defaultTab), holds(requirements(of: tab)) { return defaultTab }
    return tabs.first { holds(requirements(of: $0)) }?.id
  }

  /// Follows checks from the current phase until one shows something, a condition is unknown, a
  /// target is refused, or this call has made `automaticChangeLimit` automatic changes.
  func settle() -> FlowProgress<Flow> {
    while true {
      guard let current = currentPhase else { return .blocked(phase, .unknownPhase(phase)) }
      guard case .check(let condition, let then, let otherwise) = current.content else {
        return .showing(phase)
      }
      guard let value = conditionValue(condition) else { return .waiting(phase, for: condition) }
      let next = value ? then : otherwise
      if let refusal = entryRefusal(next) { return .blocked(phase, refusal) }
      guard automaticChanges < Self.automaticChangeLimit else { return .checkLimitReached(phase) }
      automaticChanges += 1
      enter(next, animated: false)
    }
  }

  /// Where the flow stands, without moving it.
  var progress: FlowProgress<Flow> {
    guard let current = currentPhase else { return .blocked(phase, .unknownPhase(phase)) }
    guard case .check(let condition, let then, let otherwise) = current.content else {
      return .showing(phase)
    }
    guard let value = conditionValue(condition) else { return .waiting(phase, for: condition) }
    if let refusal = entryRefusal(value ? then : otherwise) { return .blocked(phase, refusal) }
    return .checkLimitReached(phase)
  }

  /// Whether the flow is held at a check whose condition is not known yet, and by which condition.
  var heldCondition: Flow.Condition? {
    guard case .check(let condition, _, _) = currentPhase?.content,
      conditionValue(condition) == nil
    else { return nil }
    return condition
  }

  /// Launches (or relaunches) the flow: enters the initial phase, follows its checks, restores
  /// saved state, and lands `launchURL`, which wins over restored state.
  @discardableResult
  public func start(launchURL: String? = nil) -> StartOutcome<Flow> {
    beginCall()
    armRestoration()
    enter(definition.initialPhase.id, animated: false)
    var launchLink = launchURL.map(hold)
    var progress = settle()
    let completed = completePendingLink()
    if completed != nil { progress = self.progress }
    if let completed, case .deferred(completed, _) = launchLink {
      launchLink = .handled(completed)
    } else if case .deferred(let route, _) = launchLink, let pendingLink {
      launchLink = .deferred(route, waitingFor: pendingLink.waitingFor)
    }
    persist()
    return StartOutcome(
      update: FlowUpdate(progress: progress, completedLink: completed), launchLink: launchLink)
  }

  /// Re-evaluates the conditions: leaves a phase whose guard fails for the initial phase (dropping
  /// the held link, as when the user signs out), trims what else is no longer allowed, resumes a
  /// held check, and lands the held link once its guards hold.
  @discardableResult
  public func conditionsDidChange() -> FlowUpdate<Flow> {
    beginCall()
    var dropped: Flow.Route?
    if currentPhaseGuardFails {
      dropped = pendingLink?.route
      pendingLink = nil
      automaticChanges += 1
      enter(definition.initialPhase.id, animated: false)
    } else {
      trimToGuards()
    }
    var progress = settle()
    let completed = completePendingLink()
    if completed != nil { progress = self.progress }
    persist()
    return FlowUpdate(progress: progress, completedLink: completed, droppedLink: dropped)
  }

  /// Delivers an event to the topmost presentation's handlers, then the current phase's.
  @discardableResult
  public func send(_ event: Flow.Event) -> EventOutcome<Flow> {
    beginCall()
    guard let action = handler(for: event) else { return .ignored }
    switch action {
    case .goTo(let target, let animated):
      if let refusal = entryRefusal(target) { return .refused(action, refusal) }
      enter(target, animated: animated)
      var progress = settle()
      let completed = completePendingLink()
      if completed != nil { progress = self.progress }
      // A held link that cannot land in the phase an event chose is no longer wanted.
      let dropped = completed == nil ? pendingLink?.route : nil
      if completed == nil { pendingLink = nil }
      persist()
      return .handled(
        action, FlowUpdate(progress: progress, completedLink: completed, droppedLink: dropped))
    case .present(let modal):
      if case .refused(let refusal) = present(modal) { return .refused(action, refusal) }
      return .handled(action, FlowUpdate(progress: progress))
    case .dismiss:
      if case .refused(let refusal) = dismiss() { return .refused(action, refusal) }
      return .handled(action, FlowUpdate(progress: progress))
    }
  }

  /// The action for `event` where the user is: the topmost presentation's handler, else the phase's.
  func handler(for event: Flow.Event) -> FlowAction<Flow>? {
    if let top = presentations.last,
      let action = definition.presentationHandlers[top.modal.destinationName]?[event]
    {
      return action
    }
    return currentPhase?.handlers[event]
  }
}
