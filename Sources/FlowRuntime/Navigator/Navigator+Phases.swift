import Foundation

extension Navigator {
  /// Enters `id` and resets it: presentations close, stacks start at their roots, the default tab
  /// is selected; at launch, restored state is applied to the first phase that shows something.
  /// A phase whose own guards do not hold (only a hand-built definition starts in one) selects
  /// nothing and restores nothing: it shows nothing until they hold.
  func enter(_ id: Flow.Phase, animated: Bool) {
    // A held entry is out of place outside its phase: dropped on leaving it, with its prompt open
    // or not. One whose prompt was dismissed once its guard held waited for the next update, and
    // landed after a sign-out and the next sign-in (the fourth journeys review).
    if let entry = heldEntry, entry.phase != id { heldEntry = nil }
    phase = id
    phaseChangeIsAnimated = animated
    presentations = []
    rootStack = []
    stacks = [:]
    tabSelection = nil
    deferredRestoration = nil
    guard let entered = phaseDefinitions[id], holds(requirements(of: entered)) else { return }
    tabSelection = entryTab(of: entered)
    if case .check = entered.content { return }
    applyArmedRestoration(to: entered)
  }

  /// The tab selected on entry: the default one if it is available, else the first available one.
  func entryTab(of phase: PhaseDefinition<Flow>) -> Flow.Tab? {
    guard case .tabs(let tabs, let defaultTab) = phase.content else { return nil }
    if let tab = phase.tab(defaultTab), holdsGuards(of: tab) { return defaultTab }
    return tabs.first { holdsGuards(of: $0) }?.id
  }

  /// Follows checks from the current phase until one shows something, a condition is unknown, a
  /// target is refused, or this call has made `changeLimit` automatic changes. A phase shows
  /// something only while its own guards hold; the first time one does since launch, it restores.
  func settle() -> FlowProgress<Flow> {
    while true {
      guard let current = currentPhase else { return .blocked(phase, .unknownPhase(phase)) }
      switch checkStep(current) {
      case .showsSomething:
        let missing = missing(requirements(of: current))
        guard missing.isEmpty else { return .blocked(phase, .guardFailed(missing)) }
        applyArmedRestoration(to: current)
        return .showing(phase)
      case .waits(let condition): return .waiting(phase, for: condition)
      case .chooses(let next):
        if let refusal = entryRefusal(next) { return .blocked(phase, refusal) }
        guard automaticChanges < changeLimit else { return .checkLimitReached(phase) }
        automaticChanges += 1
        enter(next, animated: false)
      }
    }
  }

  /// Where the flow stands, without moving it.
  var progress: FlowProgress<Flow> {
    guard let current = currentPhase else { return .blocked(phase, .unknownPhase(phase)) }
    switch checkStep(current) {
    case .showsSomething:
      let missing = missing(requirements(of: current))
      return missing.isEmpty ? .showing(phase) : .blocked(phase, .guardFailed(missing))
    case .waits(let condition): return .waiting(phase, for: condition)
    case .chooses(let next):
      if let refusal = entryRefusal(next) { return .blocked(phase, refusal) }
      return .checkLimitReached(phase)
    }
  }

  /// What a phase does on the way through the checks, with the conditions known now.
  enum CheckStep {
    /// It is no `check`: it shows a root or tabs, if its guards hold.
    case showsSomething
    /// A `check` whose condition is not known yet, where the flow waits.
    case waits(for: Flow.Condition)
    /// A `check` that chooses this phase.
    case chooses(Flow.Phase)
  }

  /// What `phase` does on the way through the checks: the one place a check's branch is chosen,
  /// for `settle`, `progress`, a refused choice, what a check waits for and an entry's refusal.
  func checkStep(_ phase: PhaseDefinition<Flow>) -> CheckStep {
    guard case .check(let condition, let then, let otherwise) = phase.content else {
      return .showsSomething
    }
    guard let value = conditionValue(condition) else { return .waits(for: condition) }
    return .chooses(value ? then : otherwise)
  }

  /// The phase the current `check` chose and why entering it is refused, when its condition is
  /// known and the choice refused: the flow is blocked there, not waiting, which `flowc resolve`
  /// tells apart, as a blank screen has either cause.
  package var refusedCheckChoice: (phase: Flow.Phase, refusal: Refusal<Flow>)? {
    guard let current = currentPhase, case .chooses(let chosen) = checkStep(current) else {
      return nil
    }
    return entryRefusal(chosen).map { (chosen, $0) }
  }

  /// The conditions the current check is waiting for, which a link waits for too, even one that
  /// needs nothing: its own condition while it is not known; or, once it chose, those the chosen
  /// phase is refused for when none of them is known yet, since the check goes on once they are.
  /// Under `main requires session, premium`, a token refresh that made `premium` unknown sent a
  /// signed-in user's help link to the signed-out phase for good, where the launch would have gone
  /// back to `main` (randD, a random walk over every tab). Empty when one of them is known false:
  /// the launch is blocked until it holds by itself (FL0228), and a link that needs nothing lands
  /// in its own phase.
  var checkWaitsFor: Set<Flow.Condition> {
    guard let current = currentPhase else { return [] }
    switch checkStep(current) {
    case .showsSomething:
      return []
    case .waits(let condition):
      return [condition]
    case .chooses(let chosen):
      guard case .guardFailed(let conditions)? = entryRefusal(chosen),
        conditions.allSatisfy({ conditionValue($0) == nil })
      else { return [] }
      return conditions
    }
  }

  /// Launches (or relaunches) the flow: enters the initial phase, follows its checks, restores
  /// saved state, and lands `launchURL`, which wins over restored state; without one, the link
  /// opened before the launch (held until now) lands instead. A second call relaunches, resetting
  /// what the user sees: a view's `.task`, which runs again whenever the view appears, calls
  /// `startIfNeeded()` instead.
  @discardableResult
  public func start(launchURL: String? = nil) -> StartOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    beginCall()
    hasStarted = true
    armRestoration()
    enter(definition.initialPhase.id, animated: false)
    var launchLink = launchURL.map(hold)
    var progress = settle()
    let completed = completePendingLink()
    if completed != nil { progress = self.progress }
    if completed == nil { progress = promptForPendingLink(after: progress) }
    if let completed, case .deferred(completed, _) = launchLink {
      launchLink = .handled(completed)
    } else if case .deferred(let route, _) = launchLink, let pendingLink {
      launchLink = .deferred(route, waitingFor: pendingLink.waitingFor)
    }
    persist()
    let update = FlowUpdate(
      progress: progress, completedLink: completed, droppedLink: takeDroppedLink())
    return StartOutcome(update: update, launchLink: launchLink)
  }

  /// `start(launchURL:)` for a launch link given as a `URL`, read as `open(url:)` reads one: the
  /// text it was made from, so a link Foundation repaired is refused as its text is. Optional, as
  /// the link a scene is launched with is (`connectionOptions.urlContexts.first?.url`). Disfavoured,
  /// so that `start(launchURL: nil)` means the `String` one instead of being ambiguous between the
  /// two (the packages round); both do the same with `nil`.
  @_disfavoredOverload
  @discardableResult
  public func start(launchURL: URL?) -> StartOutcome<Flow> {
    start(launchURL: launchURL?.linkText)
  }

  /// Launches the flow unless it has launched already, so the launch happens once however often
  /// the view that asks for it appears; a link opened before it is held and lands now. Nil when it
  /// had started: nothing changes.
  @discardableResult
  public func startIfNeeded() -> StartOutcome<Flow>? {
    guard !hasStarted else { return nil }
    return start()
  }

  /// Re-evaluates the conditions: leaves a phase whose guard fails for the initial phase (dropping
  /// the held link, as when the user signs out), trims what else is no longer allowed, resumes a
  /// held check, restores what restoration kept aside for a condition now known, and lands the
  /// held link once its guards hold, or else asks for what it waits for, as the launch would have.
  /// An initial phase whose own guard fails is reset in place and keeps the held link: there is
  /// nowhere earlier to go.
  @discardableResult
  public func conditionsDidChange() -> FlowUpdate<Flow> {
    enterCall()
    defer { leaveCall() }
    beginCall()
    let (progress, completed) = followConditions()
    return FlowUpdate(progress: progress, completedLink: completed, droppedLink: takeDroppedLink())
  }

  /// What `conditionsDidChange()` does, but for reporting: the phase shown and the held link it
  /// landed. A dropped link stays for the caller's update (`takeDroppedLink()`).
  private func followConditions() -> (FlowProgress<Flow>, Flow.Route?) {
    // A prompt closed by the reset or the trim drops the link it held.
    conformToConditions()
    dropPendingLinkThatLostACondition()
    // Resumes a held check (the reset above has already followed the checks it could).
    var progress = settle()
    resumeDeferredRestoration()
    let completed = completePendingLink()
    if completed != nil { progress = self.progress }
    if completed == nil { progress = promptForUnpromptedLink(after: progress) }
    persist()
    return (progress, completed)
  }

  /// Asks for what the held link waits for when nothing asks yet, as the launch does: a launch
  /// check that waited for an unknown condition decided only now, so the link's phase shows for
  /// the first time since it was held. An open prompt is not asked again (a declined one dropped
  /// the link), and a link on its way to another phase waits quietly, as after an event.
  private func promptForUnpromptedLink(after progress: FlowProgress<Flow>) -> FlowProgress<Flow> {
    guard guardPrompt == nil, pendingLink?.landing.shows(in: phase) == true else { return progress }
    return promptForPendingLink(after: progress)
  }

  /// Delivers an event to the topmost presentation's handlers, then the current phase's, then tries
  /// the held link again: an event often comes with a change in what the conditions report (a
  /// sign-in that changes no phase), and the link lands at most once.
  @discardableResult
  public func send(_ event: Flow.Event) -> EventOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    beginCall()
    return handle(event)
  }

  /// `send(_:)` once the call began.
  private func handle(_ event: Flow.Event) -> EventOutcome<Flow> {
    // Trimmed first, as before any change: a sheet whose guard stopped holding is gone, so neither
    // its handlers nor a held entry's place above it outlive the trim the app's
    // `conditionsDidChange()` would have made, and a phase whose guard stopped holding is left.
    trimBeforeChange()
    // Waiting at a launch check, the navigator is told first: `conditionsDidChange()` runs, so the
    // check decides for a condition the app has since answered and the held link lands, is asked
    // for or dropped as it would then, before the event goes where that left the user. A check has
    // no handlers, and an event that found none there landed a held `over current` link in its
    // fallback phase, skipping the check (the fifth new-users review).
    var landedFirst: Flow.Route?
    if hasStarted, case .check = currentPhase?.content { landedFirst = followConditions().1 }
    guard let action = handler(for: event) else {
      // A held link the trim dropped is reported by the next update (`takeDroppedLink()`).
      guard let completed = landedFirst ?? completePendingLink() else { return .ignored }
      persist()
      return .landedHeldLink(
        FlowUpdate(progress: progress, completedLink: completed, droppedLink: takeDroppedLink()))
    }
    switch action {
    case .goTo(let target, let animated):
      if let refusal = entryRefusalThroughChecks(target) {
        return refused(action, refusal, landedFirst: landedFirst)
      }
      let origin = phase
      let waitedFor = pendingLink?.waitingFor ?? []
      // A held entry nothing blocks any more (the app changed the condition without telling the
      // navigator yet) would have completed at `conditionsDidChange()`, before this event reset
      // its phase: it is gone with the reset, as it would be then, not completed after it.
      let entryWasDue = heldEntry.map { $0.phase == origin && blockers(of: $0).isEmpty } ?? false
      let overCurrent = presentationsOverPhaseChange(for: event)
      enter(target, animated: animated)
      var progress = settle()
      reopenOverCurrent(overCurrent, from: origin)
      // Moved to the held link's own phase from another, the user declined nothing: the prompt
      // the phase change closed asks again there, below, if the link still waits (the second
      // journeys review: a "go to seller hub" button dropped a listing link whose seller
      // application was up). An event that resets the phase the user is in (`on signOut -> main`)
      // still closes the prompt as a decline.
      if origin != phase, pendingLink?.landing.shows(in: phase) == true { guardPrompt = nil }
      if entryWasDue { heldEntry = nil }
      // A link the event leads away from (signed out) is dropped, below; one that could land now,
      // what it waited for holding, is dropped before it does: landing would take the user back
      // into the phase the event just left (the fifth new-users review: a held vault link opened
      // on signing out, the app having set `unlocked` without telling the navigator yet).
      if hasStarted, let link = pendingLink, !link.landing.shows(in: phase),
        blockers(of: link.landing).isEmpty,
        eventLeadsAway(from: origin, to: target, link: link, waitedFor: waitedFor)
      {
        dropPendingLink()
      }
      let completed = completePendingLink()
      if completed != nil { progress = self.progress }
      // A held link that lands here but still waits for a guard (a transfer that needs a second
      // factor after the sign-in) stays held and asks for what it misses. One on its way stays
      // held quietly; one the event leads away from (signed out) is no longer wanted, nor one
      // whose `else -> origin` the user just left without what it asked for (declined). Before
      // the launch the link is kept for it: `start` resets the phase this event chose.
      if completed == nil, hasStarted, let link = pendingLink {
        if link.landing.shows(in: phase) {
          if heldTargetPromptReturns(to: origin) {
            dropPendingLink()
          } else {
            progress = promptForPendingLink(after: progress)
          }
        } else if eventLeadsAway(from: origin, to: target, link: link, waitedFor: waitedFor) {
          dropPendingLink()
        }
      }
      // A held entry is out of place outside its phase, and declined as a link is when the user
      // left its `else -> origin` without what it asked for (the tap would land by surprise on a
      // later sign-in made some other way).
      if let entry = heldEntry, entry.phase != phase || heldTargetPromptReturns(to: origin) {
        heldEntry = nil
      }
      persist()
      let dropped = takeDroppedLink()
      return .handled(
        action,
        FlowUpdate(
          progress: progress, completedLink: landedFirst ?? completed, droppedLink: dropped)
      )
    case .present(let modal):
      if case .refused(let refusal) = present(modal) {
        return refused(action, refusal, landedFirst: landedFirst)
      }
      let (update, completedTap) = updateAfterEvent(landedFirst: landedFirst)
      if landedFirst == nil, update.completedLink != nil || completedTap,
        !presentations.contains(where: { $0.modal == modal })
      {
        return handledAgain(event, afterLanding: update)
      }
      return .handled(action, update)
    case .dismiss:
      if case .refused(let refusal) = dismiss() {
        return refused(action, refusal, landedFirst: landedFirst)
      }
      return .handled(action, updateAfterEvent(landedFirst: landedFirst).update)
    }
  }

  /// `event` handled again where the held link it let land, or the held tap it let complete, now
  /// stands, the landing having closed what the event presented: as it would have been had the
  /// app told the navigator of the condition first
  /// (`conditionsDidChange()`, then `send`), which `expect` and `flowc resolve` model. An alarm
  /// cover an event opened over the home picker, while a camera link waited for the home the app
  /// had stored but not yet told, was closed by the link landing in `main`, and the outcome still
  /// said it was presented (the twelfth new-users review; a tap the same, the review of that fix).
  /// A link that landed is reported with the second handling's action, or alone when nothing
  /// handles the event there or it is refused there, as when a launch check's deciding landed it
  /// first; after a tap, the second handling's outcome stands. An event nothing handled where it
  /// was sent is not handled again: the user sent it from what they saw (a sign-out tapped on the
  /// welcome screen, handled again in `main` after a link landed there, left a link reported
  /// landed that never showed: the Archon walk).
  private func handledAgain(
    _ event: Flow.Event, afterLanding landing: FlowUpdate<Flow>
  ) -> EventOutcome<Flow> {
    let again = handle(event)
    if case .handled(let action, var update) = again {
      update.completedLink = landing.completedLink
      update.droppedLink = update.droppedLink ?? landing.droppedLink
      return .handled(action, update)
    }
    guard let landed = landing.completedLink else {
      // Taken for `landing`, a dropped link waits for the next update, as after any outcome
      // without one.
      if unreportedDroppedLink == nil { unreportedDroppedLink = landing.droppedLink }
      return again
    }
    return .landedHeldLink(
      FlowUpdate(progress: progress, completedLink: landed, droppedLink: landing.droppedLink))
  }

  /// Whether an event that moved from `origin` to `target`, and on through its checks to the phase
  /// now shown, leads away from the held `link`: it needs a condition it did not wait for before,
  /// known false (signed out, even into a check that is one step from the link's phase), or neither the phase
  /// the event named nor the one its checks reached is closer to the link's phase than `origin`.
  /// Either being closer is on the way: signed in, then `check onboarded ? main : welcome` goes
  /// on to onboarding pages farther away than the sign-in, and `check session ? lock : welcome`
  /// reaches a lock screen closer than the check. One as close is not: a sign-out to a welcome
  /// screen that offers the sign-in again, or an account picker beside a lock screen, would land
  /// the link for another user.
  private func eventLeadsAway(
    from origin: Flow.Phase, to target: Flow.Phase, link: PendingLink<Flow>,
    waitedFor: Set<Flow.Condition>
  ) -> Bool {
    // A condition not known yet is no sign-out: signed in into `check onboarded ? main : tour`
    // while the onboarding flag is still being read, the link waits for it, as links wait for
    // unknown conditions everywhere (the third journeys review found it dropped).
    if link.waitingFor.subtracting(waitedFor).contains(where: { conditionValue($0) == false }) {
      return true
    }
    return !definition.movesCloser(
      from: origin, toAnyOf: [target, phase], toward: link.landing.phase)
  }

  /// A refused event's outcome; but when deciding a launch check first landed the held link, that
  /// landing, which the app must learn of, while the refused event changed nothing.
  private func refused(
    _ action: FlowAction<Flow>, _ refusal: Refusal<Flow>, landedFirst: Flow.Route?
  ) -> EventOutcome<Flow> {
    guard let landedFirst else { return .refused(action, refusal) }
    return .landedHeldLink(
      FlowUpdate(progress: progress, completedLink: landedFirst, droppedLink: takeDroppedLink()))
  }

  /// Where the flow stands after an event that changed no phase, landing the held link if it can
  /// land now; it stays held otherwise, unless the event closed the prompt it waited behind
  /// (`on cancel -> dismiss` in the sign-in sheet), which drops it. `landedFirst` is the held link
  /// a launch check's deciding landed before the event.
  /// Also says whether a held tap completed, which the update does not report.
  private func updateAfterEvent(
    landedFirst: Flow.Route?
  ) -> (update: FlowUpdate<Flow>, completedTap: Bool) {
    let completed = completeHeldTarget()
    persist()
    let update = FlowUpdate(
      progress: progress, completedLink: landedFirst ?? completed.link,
      droppedLink: takeDroppedLink())
    return (update, completed.tap)
  }

  /// Lands the held link, or completes the held tap, when nothing blocks it now: the link's route,
  /// and whether a tap completed, which no update reports.
  private func completeHeldTarget() -> (link: Flow.Route?, tap: Bool) {
    let tap = completeHeldEntry()
    return (completePendingLink(), tap)
  }

  /// The action for `event` where the user is: the topmost presentation's handler, else the phase's.
  func handler(for event: Flow.Event) -> FlowAction<Flow>? {
    if let top = presentations.last,
      let action = definition.presentationHandlers[top.modal.kind]?[event]
    {
      return action
    }
    return currentPhase?.handlers[event]
  }
}
