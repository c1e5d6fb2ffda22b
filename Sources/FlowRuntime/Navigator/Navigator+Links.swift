import Foundation

extension Navigator {
  /// Opens a deep link: lands it now if its guards hold, else holds it as the pending link. Before
  /// `start(launchURL:)` it is only held, and the launch lands it.
  @discardableResult
  public func open(url: String) -> OpenOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    // A refused link changes nothing: it is resolved before anything is trimmed, so a condition
    // that changed unreported is not acted on by a link that opens nothing, and views reading
    // the conditions are not told to read them again (a review saw a hostile URL redraw them).
    switch accepted(url) {
    case .failure(let rejection): return .rejected(rejection)
    case .success(let (route, landing)):
      beginCall()
      return openAccepted(url, route: route, landing: landing)
    }
  }

  /// Lands or holds a link `open(url:)` or `open(_:)` accepted.
  fileprivate func openAccepted(_ url: String, route: Flow.Route, landing: Landing<Flow>)
    -> OpenOutcome<Flow>
  {
    // Trimmed before the link is held, as before any change: a prompt for the link then opens
    // over what the conditions allow, not over a sheet the next change would close with it.
    // Before the launch too: the first phase may already show a tab or sheet (selected, pushed
    // or presented before `start`) whose guard stopped holding.
    trimBeforeChange()
    let replacedPrompt = guardPromptIsOpen ? guardPrompt : nil
    let outcome = hold(url, route: route, landing: landing)
    guard hasStarted else {
      // Held for the launch, which asks for what it waits for: the prompt of the entry or link it
      // replaced closes now rather than stay up as a plain sheet until then.
      if let replacedPrompt { presentations.removeSubrange(replacedPrompt.level...) }
      return outcome
    }
    guardPrompt = keptOrClosed(replacedPrompt)
    if completePendingLink() != nil {
      persist()
      return .handled(route)
    }
    if guardPrompt == nil { promptForPendingLink() }
    persist()
    // What this link waits for, read from it. Observers are told only when the outermost call
    // ends (`leaveCall()`), but a callback this call runs (`onRestorationStoreFailure`, from
    // `persist()`) may have opened another link in its place, whose conditions are not this
    // one's; replaced, it is reported dropped by the next update.
    guard let held = pendingLink, held.route == route else { return outcome }
    return .deferred(route, waitingFor: held.waitingFor)
  }

  /// Opens a deep link given as a `URL`: the same as `open(url:)` with the text the URL was made
  /// from, so a link Foundation repaired (a space, a stray `%`, a non-ASCII host) is refused just as
  /// its text is (docs/DeepLinks.md, "Reading a URL").
  @discardableResult
  public func open(url: URL) -> OpenOutcome<Flow> {
    open(url: url.linkText)
  }

  /// The route and landing `url` opens, or why it opens nothing.
  func accepted(_ url: String) -> Result<(Flow.Route, Landing<Flow>), LinkRejection> {
    switch definition.resolveLink(url) {
    case .noMatch(let rejection):
      return .failure(rejection)
    case .landing(let route, let landing):
      if let problem = problem(with: landing) { return .failure(problem) }
      return .success((route, landing))
    }
  }

  /// Holds `url` if it opens something (`start`'s launch link), else says why not.
  func hold(_ url: String) -> OpenOutcome<Flow> {
    switch accepted(url) {
    case .failure(let rejection): .rejected(rejection)
    case .success(let (route, landing)): hold(url, route: route, landing: landing)
    }
  }

  /// Makes an accepted link the pending link (replacing any other held link or entry), without
  /// landing it.
  func hold(_ url: String, route: Flow.Route, landing: Landing<Flow>) -> OpenOutcome<Flow> {
    let waitingFor = blockers(of: landing)
    if let replaced = pendingLink?.route, replaced != route { unreportedDroppedLink = replaced }
    // The same route held again is not lost: no update reports it dropped.
    if unreportedDroppedLink == route { unreportedDroppedLink = nil }
    pendingLink = PendingLink(url: url, route: route, landing: landing, waitingFor: waitingFor)
    heldEntry = nil
    guardPrompt = nil
    return .deferred(route, waitingFor: waitingFor)
  }

  /// Drops the held link, keeping its route for the next `FlowUpdate` to report.
  func dropPendingLink() {
    guard let route = pendingLink?.route else { return }
    unreportedDroppedLink = route
    pendingLink = nil
  }

  /// Drops the held link when a condition its path had the last time it was tried is now known
  /// false: the user signed out (or a subscription lapsed) under a link opened for who they were,
  /// so nothing asks for it and it never lands for whoever signs in next (the journeys review saw
  /// a sign-out open the sign-in sheet by itself, and the next user land on the link). The prompt
  /// it waited behind closes with it. A condition not known when it was tried (a Keychain read
  /// still pending) did not hold then, so once known false the link asks for it, as a launch does.
  func dropPendingLinkThatLostACondition() {
    guard hasStarted, let link = pendingLink else { return }
    // A prompt that closed, or a phase left, when what it needs stopped being known: what of that
    // is now known false counts as lost when the link still needs it, as it would have had the
    // prompt closed for it directly (`dropHeldTargetIfPromptClosed`) or the phase been left at a
    // sign-out; once nothing of it is unknown, it is forgotten, and the prompt asks again if the
    // link still waits.
    let recorded = link.needsNoLongerKnown
    if !recorded.isEmpty {
      let lostUnderPrompt = recorded.filter { conditionValue($0) == false }
      if !lostUnderPrompt.isEmpty, heldTargetNeeds(anyOf: lostUnderPrompt) {
        dropPendingLink()
        closeGuardPrompt()
        return
      }
      if !recorded.contains(where: { conditionValue($0) == nil }) {
        pendingLink?.needsNoLongerKnown = []
      }
    }
    guard lostACondition(link) else { return }
    dropPendingLink()
    closeGuardPrompt()
  }

  /// Whether a condition `link`'s path had the last time it was tried is now known false.
  func lostACondition(_ link: PendingLink<Flow>) -> Bool {
    // In a check on its way to a phase that opens the link over the user, only what it opens
    // counts: the guards of the place it lands in from elsewhere are not lost (see
    // `opensOverCurrentWhereverTheCheckLeads`). What it waits for is still theirs, so it lands
    // from the check only where they hold.
    let needed =
      opensOverCurrentWhereverTheCheckLeads(link.landing)
      ? blockersOverCurrent(of: link.landing) : blockers(of: link.landing)
    return needed.subtracting(link.waitingFor).contains { conditionValue($0) == false }
  }

  /// The held link dropped or replaced since the last update, for the update being returned now,
  /// which reports it once.
  func takeDroppedLink() -> Flow.Route? {
    defer { unreportedDroppedLink = nil }
    return unreportedDroppedLink
  }

  /// Lands the pending link (or completes the held entry) if nothing blocks it, exactly once, closing
  /// the prompt a failed guard opened for it; returns the link's route when it landed. A target
  /// still blocked after its prompt was closed is dropped.
  func completePendingLink() -> Flow.Route? {
    completeHeldEntry()
    // Before `start(launchURL:)` a link is only held, whatever else runs: the launch resets what
    // shows, and would throw away a link landed before it.
    guard hasStarted else { return nil }
    guard let link = pendingLink else {
      dropHeldTargetIfPromptClosed()
      return nil
    }
    let waitingFor = blockers(of: link.landing)
    // Reading the conditions runs the app's closure, and a navigator call made from there (against
    // Runtime.md's advice) may already have landed or replaced the link: landing this copy too
    // pushed it twice, and both calls said they landed it (the public-API round).
    guard pendingLink == link else { return nil }
    guard waitingFor.isEmpty else {
      pendingLink?.waitingFor = waitingFor
      dropHeldTargetIfPromptClosed()
      return nil
    }
    pendingLink = nil
    closeGuardPrompt()
    land(link.landing)
    return link.route
  }

  /// What keeps `landing` from landing now: guards on its path that do not hold, and the condition
  /// a launch check is still waiting for.
  func blockers(of landing: Landing<Flow>) -> Set<Flow.Condition> {
    if landing.opensOverCurrent(in: phase) { return blockersOverCurrent(of: landing) }
    var needed = landing.requires
    // No guard on the way can fail then: only a launch check may still be waiting.
    if everyGuardHolds, holds(needed) { return blockers(missingFrom: []) }
    if let target = phaseDefinitions[landing.phase] {
      needed.formUnion(requirements(of: target, tab: landing.tab))
    }
    var screens = landing.stack
    for presentation in landing.presentations {
      needed.formUnion(requirements(of: presentation.modal.kind))
      screens += presentation.stack
    }
    for screen in screens {
      needed.formUnion(requirements(of: screen.kind))
    }
    return blockers(missingFrom: needed)
  }

  /// Whether the app is in a check phase, waiting for its condition or on its way to the branch it
  /// chose, every branch of which leads to a phase where `landing` opens over the user: a link held
  /// there has not lost the guards of the place it lands in from elsewhere when one turns out
  /// false. An unguarded help cover held by the launch check was dropped when `unlocked` turned
  /// out false, though the check then showed the lock screen that presents it (the review of the
  /// twenty-eighth session's diff). A check whose chosen branch is refused goes nowhere, and the
  /// link is dropped as before; and what the link waits for stays its place's guards, so it never
  /// enters that place from a check without them (the second review of that diff).
  private func opensOverCurrentWhereverTheCheckLeads(_ landing: Landing<Flow>) -> Bool {
    guard landing.presentation != nil, !landing.overCurrentPhases.isEmpty,
      case .check? = currentPhase?.content, refusedCheckChoice == nil
    else { return false }
    let shown = definition.phasesShownFirst(
      from: phase, in: phaseDefinitions, knowing: conditionValue)
    return !shown.isEmpty && shown.allSatisfy(landing.opensOverCurrent(in:))
  }

  /// The conditions of `needed` that do not hold, with those a launch check is still waiting
  /// for (`checkWaitsFor`): what keeps a link from landing once its guards are gathered.
  func blockers(missingFrom needed: Set<Flow.Condition>) -> Set<Flow.Condition> {
    missing(needed).union(checkWaitsFor)
  }

  /// Why `landing` cannot fit this flow at all, or nil when it fits.
  func problem(with landing: Landing<Flow>) -> LinkRejection? {
    let phase = "\(landing.phase)"
    guard let target = phaseDefinitions[landing.phase] else {
      return LinkRejection(.unknownPhase(phase))
    }
    switch target.content {
    case .check:
      return LinkRejection(.checkPhase(phase))
    case .root:
      if let tab = landing.tab {
        return LinkRejection(.tabInPhaseWithoutTabs(tab: "\(tab)", phase: phase))
      }
    case .tabs(_, let defaultTab):
      let tab = landing.tab ?? defaultTab
      if target.tab(tab) == nil { return LinkRejection(.unknownTab(tab: "\(tab)", phase: phase)) }
    }
    return nil
  }

  /// Shows `landing`: enters its phase if needed, selects its tab, and applies the stack and
  /// presentation policies (a landing with its own presentations replaces whatever is open); one
  /// that opens over the current phase only replaces the presentations.
  func land(_ landing: Landing<Flow>) {
    // Both keep what shows (the stacks beneath, or the stack under `stack push`).
    if phase == landing.phase || landing.opensOverCurrent(in: phase) { trimBeforeChange() }
    lastLandingOpenedOverCurrent = landing.opensOverCurrent(in: phase)
    if lastLandingOpenedOverCurrent { return landOverCurrent(landing) }
    if phase != landing.phase { enter(landing.phase, animated: false) }
    guard let stack = currentPhase?.landingStack(tab: landing.tab) else { return }
    if case .tab(let tab) = stack { tabSelection = tab }
    // The link wins over restored state still waiting on a condition, as over restored state.
    deferredRestoration?.selectedTab = nil
    if case .tab(let tab) = stack { deferredRestoration?.stacks[tab] = nil }
    if landing.presentation != nil {
      presentations = landing.presentations
    } else if (landing.presentationPolicy ?? definition.presentationPolicy) == .dismiss {
      presentations = []
    }
    let base = (landing.stackPolicy ?? definition.stackPolicy) == .push ? path(stack) : []
    replaceStack(stack, with: base + landing.stack)
    // Kept under `presentation keep` only where the landing's stack or the phase presents them.
    closePresentationsNothingPresentsAfterChange()
  }
}

extension Navigator where Flow.Route: LandingRoute, Flow.Route.Spec == Flow {
  /// Opens a route the app holds rather than a link (a notification's, a widget's, a Spotlight
  /// item's) exactly as its link would open: landed now if its guards hold, else held behind them.
  /// The route need not survive a trip through text: it opens also when no link can carry its
  /// values (an `Int` beyond 18 digits), and `pendingLink?.url` is then empty.
  @discardableResult
  public func open(_ route: Flow.Route) -> OpenOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    let landing = route.landing
    if let problem = problem(with: landing) { return .rejected(problem) }
    beginCall()
    return openAccepted(route.url?.absoluteString ?? "", route: route, landing: landing)
  }
}
