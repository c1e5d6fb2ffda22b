extension Navigator {
  /// The first of `destinations` (screens, sheets and covers in the order they are entered) whose
  /// guards fail as `reading` reads them; nil when none fails.
  func failingGuard(
    entering destinations: [Flow.Destination], reading: UnknownReading = .failing
  ) -> FailingGuard<Flow>? {
    guard let blocked = destinations.first(where: { fails(requirements(of: $0), reading) })
    else { return nil }
    return FailingGuard(
      action: definition.guardFailures[blocked], requires: requirements(of: blocked))
  }

  /// The guard that fails when `tab` is selected: the tab's own when its `requires` fails, else its
  /// root screen's.
  func failingGuard(
    selecting tab: TabDefinition<Flow>, reading: UnknownReading = .failing
  ) -> FailingGuard<Flow>? {
    if fails(tab.requires, reading) {
      return FailingGuard(action: tab.guardFailure, requires: tab.requires)
    }
    return failingGuard(entering: [tab.root.kind], reading: reading)
  }

  /// The first guard on `landing`'s path known to fail, when it has an `else`: the tab's, then the
  /// stack's screens', then each presentation's and its screens', the nested ones too (a checkout
  /// over the cart). Over current, the path is only the presentations. One that waits only on
  /// conditions not known yet asks for nothing (`UnknownReading.waiting`); once they are known
  /// false it asks, as if they had been false when the link arrived. A phase guard that does not
  /// hold comes first and has no `else`, so the link is only held.
  func failingGuard(landing: Landing<Flow>) -> FailingGuard<Flow>? {
    var entered: [Flow.Destination] = []
    if !landing.opensOverCurrent(in: phase) {
      guard let target = phaseDefinitions[landing.phase], holds(target.requires) else { return nil }
      switch target.content {
      case .check: return nil
      case .root(let root):
        if !holds(requirements(of: root.kind)) { return nil }
      case .tabs(_, let defaultTab):
        if let tab = target.tab(landing.tab ?? defaultTab), fails(requirements(of: tab), .waiting) {
          return failingGuard(selecting: tab, reading: .waiting)
        }
      }
    }
    entered += destinationsEntered(by: landing)
    return failingGuard(entering: entered, reading: .waiting)
  }

  /// What `landing` enters beyond its phase and tab, in order: its stack's screens (none when it
  /// opens over current), then each presentation and its screens.
  private func destinationsEntered(by landing: Landing<Flow>) -> [Flow.Destination] {
    var entered = landing.opensOverCurrent(in: phase) ? [] : landing.stack.map(\.kind)
    for presentation in landing.presentations {
      entered += [presentation.modal.kind] + presentation.stack.map(\.kind)
    }
    return entered
  }

  /// The guard of the held entry's first blocked destination: what asks for what it waits for.
  func failingGuard(for entry: HeldEntry<Flow>) -> FailingGuard<Flow>? {
    switch entry.target {
    case .stack(let stack, let screens):
      if case .tab(let tab) = stack, let definition = currentPhase?.tab(tab),
        !holds(requirements(of: definition))
      {
        return failingGuard(selecting: definition)
      }
      return failingGuard(entering: screens.map(\.kind))
    case .presentation(let modal, _):
      return failingGuard(entering: [modal.kind])
    case .tab(let tab):
      return currentPhase?.tab(tab).flatMap { failingGuard(selecting: $0) }
    }
  }

  /// What a failed guard's `else` comes to: its own action, or, when that presents a prompt whose
  /// own guard fails, that prompt's `else`, and so on; nil when the chain ends in a prompt that
  /// cannot be shown, or, for a link, in one whose guard waits on a condition not known yet.
  /// `visit` is told what each prompt the chain reaches requires.
  func promptChainEnd(
    _ action: FlowAction<Flow>, reading: UnknownReading = .failing,
    visiting visit: (Set<Flow.Condition>) -> Void = { _ in }
  ) -> FlowAction<Flow>? {
    var action = action
    // Each step leaves a prompt for its `else`, one of `guardFailures`: a chain without a cycle
    // (the checker refuses those, FL0222) ends within their count, so every chain the checker
    // accepts is followed to its end, and a hand-built cycle still stops. A fixed 8 stopped a
    // chain of ten prompts, which then showed nothing (the limits review).
    for _ in 0...definition.guardFailures.count {
      guard case .present(let modal) = action else { return action }
      let needed = requirements(of: modal.kind)
      visit(needed)
      if holds(needed) { return action }
      guard fails(needed, reading), let next = definition.guardFailures[modal.kind] else {
        return nil
      }
      action = next
    }
    return nil
  }

  /// Runs a failed guard's `else`: presents its sheet or cover on top of everything open (a prompt
  /// the target waits behind), or enters its phase. When the prompt's own guard fails, its own `else`
  /// runs instead, so a paywall that needs a session shows the sign-in first. False when nothing can
  /// run now (nothing is showing, a prompt's guard fails without `else`, the phase refuses), so the
  /// caller refuses as before. `reading` says how the chain reads a condition not known yet.
  func runGuardFailure(_ failing: FailingGuard<Flow>, reading: UnknownReading = .failing) -> Bool {
    guard let action = failing.action,
      let end = runnableGuardFailure(action, reading: reading)
    else { return false }
    run(end, askingFor: conditionsAsked(by: failing, reading: reading))
    return true
  }

  /// What the prompt at the end of `failing`'s chain of `else`s is asked for: the conditions of the
  /// guard whose `else` presents it, the failing guard's own or, down a chain, the prompt's before
  /// it (a sign-in opened because the paywall requires a session is asked for the session).
  func conditionsAsked(
    by failing: FailingGuard<Flow>, reading: UnknownReading
  ) -> Set<Flow.Condition> {
    guard let action = failing.action else { return [] }
    var asked = failing.requires
    var previous: Set<Flow.Condition>?
    _ = promptChainEnd(action, reading: reading) { needed in
      if let previous { asked = previous }
      previous = needed
    }
    return asked
  }

  /// Runs `end`, a prompt chain's end that `runnableGuardFailure` found can run now; a prompt it
  /// presents is asked for `asked`.
  private func run(_ end: FlowAction<Flow>, askingFor asked: Set<Flow.Condition>) {
    switch end {
    case .present(let modal):
      // The prompt an earlier tap or link opened, still open beneath what was shown over it, asks
      // for this one too: a second copy on top asked twice for one sign-in (the fuzzer's re-run).
      if guardPromptIsOpen, guardPrompt?.modal == modal {
        guardPrompt?.askedFor = asked
        return
      }
      // The same sheet already on top asks from where it is (a push inside it held), and stays
      // what it was: marked a prompt, it would outlive what presented it once the push is done.
      // While it asks, `guardPrompt` keeps it open as a prompt.
      if presentations.last?.modal != modal {
        presentations.append(Presentation(modal))
        presentations[presentations.count - 1].isPrompt = true
      }
      guardPrompt = GuardPrompt(modal: modal, level: presentations.count - 1, askedFor: asked)
    case .goTo(let target, let animated):
      guardPrompt = nil
      if phase != target {
        enter(target, animated: animated)
        _ = settle()
      }
    case .dismiss:
      break  // never runnable
    }
  }

  /// What `runGuardFailure(action)` runs (the end of its prompt chain), or nil when nothing can
  /// run now: nothing is showing, a prompt's guard fails without `else`, the phase refuses.
  func runnableGuardFailure(
    _ action: FlowAction<Flow>, reading: UnknownReading = .failing
  ) -> FlowAction<Flow>? {
    guard let action = promptChainEnd(action, reading: reading) else { return nil }
    switch action {
    case .present: return notShowingRefusal == nil ? action : nil
    case .goTo(let target, _): return entryRefusalThroughChecks(target) == nil ? action : nil
    case .dismiss: return nil
    }
  }

  /// Holds `target` behind the failure action of the destination that blocked it, replacing any
  /// held link or entry; nil when there is no action or it cannot run, so the caller refuses.
  func holdEntry(
    _ target: HeldEntry<Flow>.Target, waitingFor: Set<Flow.Condition>,
    failing: FailingGuard<Flow>?
  ) -> ChangeOutcome<Flow>? {
    guard let failing, let action = failing.action, let end = runnableGuardFailure(action)
    else { return nil }
    let entryPhase = phase
    // Its place, before the failure action runs: a guard's `else -> phase` leaves it.
    let place = presentations.prefix(Self.presentationsBeneath(target)).map(\.modal)
    // The prompt the replaced link or entry waited behind asks for this one only when it is the
    // same; otherwise it closes, with what is above it, before this one's opens (a paywall stayed
    // open under a verification sheet with nothing behind it: the fourth journeys review), as for
    // a newer link. Unless the entry is made above it (inside a sheet opened over the prompt),
    // whose place closing it would take away.
    if guardPromptIsOpen, let replaced = guardPrompt, end != .present(replaced.modal),
      replaced.level >= Self.presentationsBeneath(target)
    {
      presentations.removeSubrange(replaced.level...)
      guardPrompt = nil
    }
    // Closing a prompt changes neither what the phase shows nor whether it may be entered, so
    // `end` can still run: its chain is not walked again.
    run(end, askingFor: conditionsAsked(by: failing, reading: .failing))
    dropPendingLink()
    var entry = HeldEntry(phase: entryPhase, target: target, waitingFor: waitingFor)
    entry.place = place
    heldEntry = entry
    persist()
    return .held(waitingFor: waitingFor)
  }

  /// How many presentation levels `target` is made on top of: none for a tab or a tab's or the
  /// phase's stack, those below its level for a presentation, and its own too for the stack
  /// inside one.
  static func presentationsBeneath(_ target: HeldEntry<Flow>.Target) -> Int {
    switch target {
    case .tab, .stack(.root, _), .stack(.tab, _): 0
    case .presentation(_, let level): level
    case .stack(.presentation(let level), _): level + 1
    }
  }

  /// Runs the failure action of the first destination on the pending link's path whose guard is
  /// known to fail, so the user is asked for what it waits for (`else present SignIn`); the link
  /// stays held either way, and one that waits only on conditions not known yet asks for nothing.
  func promptForPendingLink() {
    guardPrompt = nil
    // Before the launch a link is only held (`completePendingLink()`), and asks for nothing yet.
    guard hasStarted, pendingLink != nil, let failing = heldTargetFailingGuard else { return }
    _ = runGuardFailure(failing, reading: heldTargetReading)
  }

  /// Whether asking again for what the held link or entry waits for would send the user back to
  /// `origin`, the phase a guard's `else -> origin` sent them to and that they just left without
  /// what it asks for: they declined, as closing a prompt sheet declines it. Asking again would
  /// trap them between the two phases for as long as a link is held; an entry kept quietly would
  /// complete by surprise when the condition later holds (`HeldEntryOnAnotherTabTests`).
  func heldTargetPromptReturns(to origin: Flow.Phase) -> Bool {
    // An event that stays in the phase (`else -> main` inside `main`) leaves nothing.
    guard origin != phase, case .goTo(let target, _)? = heldTargetFailingGuard?.action else {
      return false
    }
    return target == origin
  }

  /// Asks for what the held link waits for, and says where the flow stands after: a guard's
  /// `else -> phase` moves it, so the progress the caller settled before is stale.
  func promptForPendingLink(after progress: FlowProgress<Flow>) -> FlowProgress<Flow> {
    let before = phase
    promptForPendingLink()
    return phase == before ? progress : self.progress
  }

  /// The guard that blocks the held link, or else the held entry, when it has an `else`.
  private var heldTargetFailingGuard: FailingGuard<Flow>? {
    let failing: FailingGuard<Flow>? =
      if let link = pendingLink {
        blockers(of: link.landing).isEmpty ? nil : failingGuard(landing: link.landing)
      } else {
        heldEntry.flatMap { blockers(of: $0).isEmpty ? nil : failingGuard(for: $0) }
      }
    return failing?.action == nil ? nil : failing
  }

  /// How the held target's failure action reads a condition not known yet: a link waits for it,
  /// an entry (a tap) counts it as not holding.
  private var heldTargetReading: UnknownReading {
    pendingLink == nil ? .failing : .waiting
  }

  /// Whether the held link now asks for nothing, having lost nothing on its way: every guard with
  /// an `else` on its path holds (the prompts did their part), and what it still misses is not
  /// known yet or has no `else`. It waits quietly then, as a link opened now would, and lands once
  /// that holds (a boarding pass that still needs `checkedIn` after the sign-in: nuS saw it
  /// dropped at the sign-in). While a guard with an `else` still fails, a closed prompt was
  /// declined, whatever else changed meanwhile (the reviews: a guard without `else` before it,
  /// unknown when the link came and false by the cancel, kept the link; so did another guard
  /// turning true, or a prompt kept for a newer link).
  private var linkAsksForNothing: Bool {
    guard let link = pendingLink, !lostACondition(link),
      !stillFailsAGuardWithElse(link.landing)
    else { return false }
    return failingGuard(landing: link.landing)?.action == nil
  }

  /// Whether a guard on `landing`'s path that says what to do when it fails (`else`), the tab's
  /// or a destination's, fails now, its condition known false: what a prompt asks for.
  private func stillFailsAGuardWithElse(_ landing: Landing<Flow>) -> Bool {
    var entered: [Flow.Destination] = []
    if !landing.opensOverCurrent(in: phase), let target = phaseDefinitions[landing.phase] {
      switch target.content {
      case .check: break
      case .root(let root): entered.append(root.kind)
      case .tabs(_, let defaultTab):
        if let tab = target.tab(landing.tab ?? defaultTab), tab.guardFailure != nil,
          fails(requirements(of: tab), .waiting)
        {
          return true
        }
      }
    }
    entered += destinationsEntered(by: landing)
    return entered.contains {
      definition.guardFailures[$0] != nil && fails(requirements(of: $0), .waiting)
    }
  }

  /// Whether the held link waits only on conditions not known yet, so that it waits quietly.
  private var linkWaitsOnlyOnUnknown: Bool {
    guard let link = pendingLink else { return false }
    return !fails(blockers(of: link.landing), .waiting)
  }

  /// The conditions `entry` still waits for.
  func blockers(of entry: HeldEntry<Flow>) -> Set<Flow.Condition> {
    switch entry.target {
    case .stack(let stack, let screens):
      var needed = screens.reduce(into: Set()) {
        $0.formUnion(requirements(of: $1.kind))
      }
      if case .tab(let tab) = stack, let definition = currentPhase?.tab(tab) {
        needed.formUnion(requirements(of: definition))
      }
      return missing(needed)
    case .presentation(let modal, _):
      return missing(requirements(of: modal.kind))
    case .tab(let tab):
      guard let definition = currentPhase?.tab(tab) else { return [] }
      return missing(requirements(of: definition))
    }
  }

  /// Whether the sheets and covers `entry` was made on top of are still open beneath its level.
  /// A tap's place is what lies beneath it: once the user closed the sheet they tapped in, or
  /// another sheet replaced it at that level, the tap has nowhere to complete, and it completed in
  /// whatever was open there next (the public-API round: a push held in one share sheet landed in
  /// the next one opened).
  func heldEntryPlaceStands(_ entry: HeldEntry<Flow>) -> Bool {
    let beneath = Self.presentationsBeneath(entry.target)
    return presentations.count >= beneath
      && presentations.prefix(beneath).map(\.modal) == entry.place
  }

  /// Drops the held entry once its place is gone (`heldEntryPlaceStands`), at the end of the call
  /// that took it away, so `heldEntry` never shows an entry that can no longer complete. Only in
  /// its phase: a guard's `else -> phase` takes the app away with the entry held for its return,
  /// and it is judged there.
  func dropHeldEntryWithoutItsPlace() {
    guard let entry = heldEntry, entry.phase == phase, !heldEntryPlaceStands(entry) else { return }
    heldEntry = nil
    // Its prompt, open beneath the place that went (the entry was made in a sheet opened from
    // it), waits for nothing now: it stays open for the user, no longer the navigator's prompt.
    guardPrompt = nil
  }

  /// Completes the held entry if it is in its phase and nothing blocks it, exactly once: closes the
  /// prompt, then makes the change with the usual checks (a change the spec no longer allows is
  /// dropped). A push onto a tab's stack selects that tab, as a link landing there does: the user
  /// may have come back to the phase on another one (entering it selects the default tab), and the
  /// completed entry is what they see. Returns whether it completed.
  @discardableResult
  func completeHeldEntry() -> Bool {
    dropHeldEntryWithoutItsPlace()
    guard let entry = heldEntry, entry.phase == phase, isShowingPhase else { return false }
    let waitingFor = blockers(of: entry)
    guard waitingFor.isEmpty else {
      if waitingFor != entry.waitingFor { heldEntry?.waitingFor = waitingFor }
      return false
    }
    heldEntry = nil
    if let prompt = guardPrompt, guardPromptIsOpen,
      prompt.level < Self.presentationsBeneath(entry.target)
    {
      // Made in a sheet opened from its own prompt (help over the sign-in): closing the prompt
      // closed the entry's place with it, and the change was made beneath, or lost (the review of
      // the held entry's place). The prompt stays, asking for nothing now.
      guardPrompt = nil
    } else {
      closeGuardPrompt()
    }
    switch entry.target {
    case .stack(let stack, let screens):
      switch (stack, setPath(screens, for: stack)) {
      case (.tab(let tab), .changed), (.tab(let tab), .unchanged): _ = select(tab)
      default: break
      }
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

  /// Keeps `replaced`, the open prompt a held link or entry waited behind before a newer link
  /// replaced it, when the newer link asks for that very prompt: it stays open with what the user
  /// did in it (a screen pushed in it, a sheet opened over it) and is returned as the newer link's
  /// prompt. Otherwise it closes with what is above it: a sign-in sheet left over a link that
  /// landed, under `presentation keep`, would ask for something nothing waits for any more.
  func keptOrClosed(_ replaced: GuardPrompt<Flow>?) -> GuardPrompt<Flow>? {
    guard let replaced else { return nil }
    let reading = heldTargetReading
    if let failing = heldTargetFailingGuard, let action = failing.action,
      case .present(let modal)? = promptChainEnd(action, reading: reading),
      modal == replaced.modal
    {
      var kept = replaced
      kept.askedFor = conditionsAsked(by: failing, reading: reading)
      return kept
    }
    presentations.removeSubrange(replaced.level...)
    return nil
  }

  /// Closes the prompt (and what is above it) once the target it held completes.
  func closeGuardPrompt() {
    if guardPromptIsOpen, let prompt = guardPrompt {
      presentations.removeSubrange(prompt.level...)
    }
    guardPrompt = nil
  }

  /// Drops the held link or entry when the prompt it waits behind was dismissed while its guard
  /// still fails: the user declined. Unless the prompt was a step of a chain and did its part (the
  /// sign-in before a paywall): then the target asks for what it still misses with another prompt
  /// and stays held; a link that then misses only conditions not known yet, or guarded without an
  /// `else`, stays held quietly, as one that arrived then would. A prompt closed because its own
  /// guard is now known false (a paywall that requires a session, after a sign-out) did no part
  /// when the target still needs what it lost, itself or through a prompt on its way: that was lost
  /// under the target, as the target's own guards are by `dropPendingLinkThatLostACondition`, and
  /// what it held is dropped rather than asking the next user to sign in for it (the docs review
  /// saw the paywall's sign-in take its place, and the next user land on the link). A sign-in that
  /// requires a guest flag the user loses by signing in did its part: nothing on the way needs the
  /// flag any more, and the chain goes on to the paywall (the runtime review). Returns the dropped
  /// link's route.
  @discardableResult
  func dropHeldTargetIfPromptClosed() -> Flow.Route? {
    guard let closed = guardPrompt, !guardPromptIsOpen else { return nil }
    guardPrompt = nil
    let needed = requirements(of: closed.modal.kind)
    let lost = needed.filter { conditionValue($0) == false }
    // Closed only because a condition it needs is no longer known (a session refreshing its
    // token), the prompt was not declined and nothing was lost: a link waits quietly, and is
    // asked for again once the condition is known true (the twenty-first new-users review's bet
    // slip, dropped at `?session` behind its age check). A tap counts unknown as failing.
    if pendingLink != nil, lost.isEmpty, !holds(needed) {
      pendingLink?.needsNoLongerKnown.formUnion(needed)
      return nil
    }
    // Closed by a trim beneath it, its own guards holding: nobody declined it, and a link lands
    // where its route says, whatever was beneath, so it waits and is asked for again (the
    // twenty-fourth new-users review's booking link went when the rental ended under its sign-in).
    // A tap's place was what went beneath it, and it goes; so does a link that lost, beneath
    // the prompt, a condition its own path needs (signed out under it: a change's trim meets this
    // before `conditionsDidChange()` would have dropped it).
    if let link = pendingLink, closed.closedUnderneath, holds(needed), !lostACondition(link) {
      return nil
    }
    let lostUnderTheTarget = !lost.isEmpty && heldTargetNeeds(anyOf: lost)
    if !lostUnderTheTarget,
      promptAgain(after: closed) || linkAsksForNothing || linkWaitsOnlyOnUnknown
    {
      return nil
    }
    heldEntry = nil
    let dropped = pendingLink?.route
    dropPendingLink()
    return dropped
  }

  /// Whether the held link or entry, or a prompt its failure action now leads through, requires
  /// one of `conditions`.
  func heldTargetNeeds(anyOf conditions: Set<Flow.Condition>) -> Bool {
    let blocking = pendingLink.map { blockers(of: $0.landing) } ?? heldEntry.map(blockers(of:))
    if blocking?.isDisjoint(with: conditions) == false { return true }
    guard let action = heldTargetFailingGuard?.action else { return false }
    var needs = false
    _ = promptChainEnd(action, reading: heldTargetReading) {
      needs = needs || !$0.isDisjoint(with: conditions)
    }
    return needs
  }

  /// Runs the held target's failure action again after its prompt `closed`, when that now opens a
  /// different prompt, or the same one for something else once what it was asked for holds (an
  /// Account sheet that signed the user in, asked again for `verified`); whether it did. The same
  /// prompt asked for what it still misses means the user declined it.
  private func promptAgain(after closed: GuardPrompt<Flow>) -> Bool {
    let reading = heldTargetReading
    guard let failing = heldTargetFailingGuard, let action = failing.action,
      let end = promptChainEnd(action, reading: reading)
    else { return false }
    if case .present(let modal) = end, modal == closed.modal, !holds(closed.askedFor) {
      return false
    }
    return runGuardFailure(failing, reading: reading)
  }
}
