extension Navigator {
  /// Loads the saved state so the first phase shown at launch can restore it; anything unreadable
  /// restores nothing. State larger than a launch restores, or that does not decode (an earlier
  /// version, a phase the spec no longer has, random bytes), is cleared at once, so a launch into
  /// a phase that saves nothing (onboarding) does not read it again at the next one, and an old
  /// user's stacks do not stay on disk where no sign-out rule can reach them (the second
  /// restoration review: a renamed phase's state outlived every signed-out launch).
  ///
  /// Under `restore nothing` what an earlier release saved is cleared: the store outlives the
  /// release, and a later one that restores again would otherwise bring back state from before it.
  func armRestoration() {
    armedRestoration = nil
    // Empty bytes are what a store without its own `clear()` saves to clear: nothing to read.
    guard let store, let data = store.load(), !data.isEmpty else { return }
    lastSavedData = data
    lastSavedRequirements = []
    guard definition.restoration != .nothing else {
      clearSavedState(in: store)
      return
    }
    guard data.count <= RestorationLimits.maximumStoredSize else {
      clearSavedState(in: store)
      return
    }
    let decoded: RestorationSnapshot<Flow>?
    if let last = lastDecodedSave, last.data == data {
      decoded = last.snapshot
    } else {
      decoded = RestorationSnapshot.decode(data)
      lastDecodedSave = (data, decoded)
    }
    armedRestoration = decoded.map { ArmedRestoration(snapshot: $0, keepsStacks: false) }
    guard let armed = decoded else {
      // A later release's state, after a downgrade, waits for the upgrade back (the review of
      // this clearing found it erased); anything else unreadable goes.
      if !RestorationSnapshot<Flow>.isFromLaterRelease(data) { clearSavedState(in: store) }
      return
    }
    lastSavedRequirements = requirements(ofSaved: armed)
  }

  /// Every condition the saved state needs to show: its phase's guards, and those of its tabs and
  /// of the screens on their stacks.
  func requirements(ofSaved snapshot: RestorationSnapshot<Flow>) -> Set<Flow.Condition> {
    guard let phase = phaseDefinitions[snapshot.phase] else { return [] }
    var needed = requirements(of: phase)
    if let tab = snapshot.selectedTab.flatMap(phase.tab) { needed.formUnion(requirements(of: tab)) }
    for stack in snapshot.stacks {
      if let tab = phase.tab(stack.tab) { needed.formUnion(requirements(of: tab)) }
      for screen in stack.screens { needed.formUnion(requirements(of: screen.kind)) }
    }
    return needed
  }

  /// Applies armed state to `phase`, the first phase shown since launch, and disarms it: the tab
  /// and stacks restore only into the same phase and only as far as their guards hold and the push
  /// graph leads (saved by an older version of the spec, or edited on disk). What a guard cuts
  /// while its condition is not known yet is kept aside (`deferredRestoration`) rather than lost.
  func applyArmedRestoration(to phase: PhaseDefinition<Flow>) {
    guard let armed = armedRestoration else { return }
    let snapshot = armed.snapshot
    let keepsStacks = armed.keepsStacks || definition.restoration == .selectedTabAndStacks
    armedRestoration = nil
    guard snapshot.phase == phase.id, !phase.tabs.isEmpty else { return }
    var deferred = DeferredRestoration<Flow>(
      phase: phase.id, selectedTab: nil, shownTab: nil, shownPath: [], stacks: [:])
    if let tab = snapshot.selectedTab, let restored = phase.tab(tab) {
      let missing = missing(requirements(of: restored))
      if missing.isEmpty {
        tabSelection = tab
      } else if areUnknown(missing) {
        deferred.selectedTab = tab
      }
    }
    if keepsStacks {
      for entry in snapshot.stacks {
        guard let tab = phase.tab(entry.tab) else { continue }
        deferred.stacks[entry.tab] = restore(
          .init(saved: entry.screens, shown: []), onto: tab)
      }
    }
    deferred.shownTab = tabSelection
    deferred.shownPath = tabSelection.map { path(for: $0) } ?? []
    deferredRestoration = deferred.isEmpty ? nil : deferred
  }

  /// Keeps aside what a trim cut from `tab`'s stack (`saved` to `shown`) only because a condition
  /// is not known any more (a session refreshing its token), as a launch keeps what it restores:
  /// restored by `conditionsDidChange()` once the condition holds, while the tab still shows
  /// `shown`; dropped once it is known false. A refresh on the account tab lost its stack for
  /// good, though a cold launch with the same unknown session kept it (the twenty-seventh
  /// new-users review). What is already kept for the tab, and still waiting, stays as kept.
  func keepAsideIfUnknown(
    _ saved: [Flow.Screen], cutTo shown: [Flow.Screen], on tab: TabDefinition<Flow>
  ) {
    guard shown.count < saved.count, hasStarted else { return }
    let missing =
      holdsGuards(of: tab)
      ? missing(requirements(of: saved[shown.count].kind))
      : missing(requirements(of: tab))
    guard areUnknown(missing) else { return }
    var deferred = keptAside()
    // Kept earlier and untouched since (the tab showed what was left of it): the longer one.
    let earlier = deferred.stacks[tab.id].flatMap { $0.shown == saved ? $0.saved : nil }
    deferred.stacks[tab.id] = .init(saved: earlier ?? saved, shown: shown)
    deferredRestoration = deferred
  }

  /// Keeps `left`, the selected tab a trim moved the selection off, aside when its guards fail only
  /// for conditions not known any more: it is selected again once they hold, while the user is
  /// still where the trim put them, as a launch keeps a saved tab.
  func keepSelectionAsideIfUnknown(_ left: TabDefinition<Flow>) {
    guard hasStarted, areUnknown(missing(requirements(of: left))) else { return }
    var deferred = keptAside()
    deferred.selectedTab = left.id
    deferred.shownTab = tabSelection
    deferred.shownPath = tabSelection.map { path(for: $0) } ?? []
    deferredRestoration = deferred
  }

  /// What is kept aside for the current phase, or nothing kept yet.
  private func keptAside() -> DeferredRestoration<Flow> {
    if let deferred = deferredRestoration, deferred.phase == phase { return deferred }
    return DeferredRestoration(
      phase: phase, selectedTab: nil, shownTab: tabSelection,
      shownPath: tabSelection.map { path(for: $0) } ?? [], stacks: [:])
  }

  /// Whether `missing` are all conditions not known yet, so the guards they fail may still hold.
  func areUnknown(_ missing: Set<Flow.Condition>) -> Bool {
    !missing.isEmpty && missing.allSatisfy { conditionValue($0) == nil }
  }

  /// Restores a saved stack onto its tab as far as the tab's guards, its screens' guards and the
  /// push graph allow, at launch and again once conditions are known; returns what still waits on
  /// a condition not known yet (`stack` itself while the tab's own guards wait, the tab showing
  /// `stack.shown`), or nil when nothing does.
  private func restore(
    _ stack: DeferredRestoration<Flow>.Stack, onto tab: TabDefinition<Flow>
  ) -> DeferredRestoration<Flow>.Stack? {
    let missing = missing(requirements(of: tab))
    guard missing.isEmpty else { return areUnknown(missing) ? stack : nil }
    let shown = allowedPrefix(stack.saved, for: .tab(tab.id))
    replaceStack(.tab(tab.id), with: shown)
    return waitsOnUnknown(stack.saved, cutTo: shown) ? .init(saved: stack.saved, shown: shown) : nil
  }

  /// Whether `saved` was cut to `shown` by a screen whose guards wait on unknown conditions only
  /// (not by a false one, nor by the push graph): the rest may still restore.
  private func waitsOnUnknown(_ saved: [Flow.Screen], cutTo shown: [Flow.Screen]) -> Bool {
    shown.count < saved.count && guardedCount(saved) == shown.count
      && areUnknown(missing(requirements(of: saved[shown.count].kind)))
  }

  /// Restores what restoration kept aside for conditions now known to hold, drops what a false one
  /// blocks, and keeps what still waits: a saved stack onto its tab while the tab still shows what
  /// the launch restored of it, then the saved tab while the user is still where the launch put
  /// them. Restored state passes the guards and the push graph again, as at launch.
  func resumeDeferredRestoration() {
    pruneDeferredRestoration()
    // First what a guard now known false blocks, past the first waiting screen too, as every
    // operation's trim drops it: either way, the same state is kept whatever the order of calls.
    _ = dropRefusedDeferredRestoration()
    guard var deferred = deferredRestoration, let current = currentPhase else { return }
    for (tab, stack) in deferred.stacks {
      deferred.stacks[tab] = current.tab(tab).flatMap { restore(stack, onto: $0) }
    }
    if let tab = deferred.selectedTab, let definition = current.tab(tab) {
      let missing = missing(requirements(of: definition))
      if missing.isEmpty { tabSelection = tab }
      if !areUnknown(missing) { deferred.selectedTab = nil }
    }
    deferredRestoration = deferred.isEmpty ? nil : deferred
  }

  /// Drops from what restoration kept aside what a guard now known false blocks, restoring nothing:
  /// the part of `resumeDeferredRestoration()` that every operation's trim does too, so that state
  /// saved before a sign-out the app has reported is not brought back by a later sign-in (perhaps
  /// another user's) just because no `conditionsDidChange()` came in between. What a guard now
  /// known true lets through waits for that call, which restores it. Returns whether anything
  /// was dropped.
  func dropRefusedDeferredRestoration() -> Bool {
    guard var deferred = deferredRestoration, let current = currentPhase else { return false }
    // Refused: a condition known false, as a link reads guards (unknown ones still wait).
    let refused = { (needed: Set<Flow.Condition>) in self.fails(needed, .waiting) }
    var dropped = false
    for (tab, stack) in deferred.stacks {
      guard let definition = current.tab(tab) else { continue }
      if refused(requirements(of: definition)) {
        deferred.stacks[tab] = nil
        dropped = true
        continue
      }
      // The first kept-aside screen a guard now known false blocks: the restore would cut the
      // stack there, so it and what lies above it go now, and the rest still waits.
      guard
        let cut = stack.saved.indices.dropFirst(stack.shown.count).first(where: {
          refused(requirements(of: stack.saved[$0].kind))
        })
      else { continue }
      dropped = true
      if cut == stack.shown.count {
        deferred.stacks[tab] = nil
      } else {
        deferred.stacks[tab]?.saved = Array(stack.saved.prefix(cut))
      }
    }
    if let tab = deferred.selectedTab, let definition = current.tab(tab),
      refused(requirements(of: definition))
    {
      deferred.selectedTab = nil
      dropped = true
    }
    deferredRestoration = deferred.isEmpty ? nil : deferred
    return dropped
  }

  /// Drops from what restoration kept aside what the user has moved on from: all of it once the
  /// phase is left or shows nothing, a saved stack once its tab shows something else, the saved
  /// tab once another tab, stack or presentation shows than the launch did.
  func pruneDeferredRestoration() {
    guard var deferred = deferredRestoration else { return }
    guard deferred.phase == phase, isShowingPhase else {
      deferredRestoration = nil
      return
    }
    deferred.stacks = deferred.stacks.filter { path(for: $0.key) == $0.value.shown }
    if tabSelection != deferred.shownTab || !presentations.isEmpty
      || (deferred.shownTab.map { path(for: $0) } ?? []) != deferred.shownPath
    {
      deferred.selectedTab = nil
    }
    deferredRestoration = deferred.isEmpty ? nil : deferred
  }

  /// Saves the selected tab (and stacks, when the policy says) of a phase with tabs, when changed.
  /// A phase without tabs that shows something while a condition the saved state needs is known
  /// false (the sign-in after a sign-out, a lock screen) clears what was saved instead, so one
  /// user's tabs never wait there for the next user to sign in (the journeys review saw a stack
  /// saved before a sign-out restored into another user's session, past a lock phase that had
  /// kept it from being overwritten). The state's own guards count, not only its phase's: a
  /// `main` that requires nothing keeps an account tab that does (the second diff review). One
  /// entered while they still hold (a paywall, what's new) keeps it, and so do a check and a phase
  /// whose own guards do not hold yet: the launch may still be on its way to the saved phase (the
  /// first diff review saw a paywall phase wipe the restored stacks). A condition counts from the
  /// state that needed it until it holds again, so a trim that saved that part away first (the
  /// app reported the sign-out before sending the event) changes nothing.
  func persist() {
    guard definition.restoration != .nothing, let store, armedRestoration == nil,
      let current = currentPhase
    else { return }
    guard !current.tabs.isEmpty else {
      clearSavedStateLeftBySignOut()
      return
    }
    // No launch shows this phase first, so none would restore it: what a phase that one does
    // saved stays for the next launch.
    guard phasesALaunchShowsFirst.contains(phase) else { return }
    let snapshot = shownState(
      of: current, withStacks: definition.restoration == .selectedTabAndStacks)
    guard let data = snapshot.encoded() else {
      // The state shown cannot be saved (or is too large to restore): restoring an older one
      // would be worse than none.
      clearSavedState(in: store)
      return
    }
    // A condition the state needed until a trim cut what needed it, and still known false,
    // still counts: told of a sign-out before the event, the trim saves the account tab away
    // first, and the sign-in after it must clear the user's other tabs all the same, as it does
    // when the event comes first (the docs review restored one user's stack for the next). One
    // that holds again is forgotten here, whether or not the bytes changed; one not known for a
    // while (the Keychain read again) has not held again, and still counts (the runtime review).
    let needed = requirements(ofSaved: snapshot).union(
      lastSavedRequirements.filter { conditionValue($0) != true })
    guard data != lastSavedData else {
      lastSavedRequirements = needed
      return
    }
    do {
      try store.save(data)
      lastSavedData = data
      lastSavedRequirements = needed
    } catch {
      // Saving is best effort; the next change tries again.
      onRestorationStoreFailure?(RestorationStoreFailure(operation: .save, error: error))
    }
  }

  /// The state `current`, a phase with tabs, shows, as restoration saves it: its selected tab and,
  /// `withStacks`, every tab's stack. What waits on a condition not known yet is taken as it was
  /// restored, so that it survives.
  private func shownState(
    of current: PhaseDefinition<Flow>, withStacks: Bool
  ) -> RestorationSnapshot<Flow> {
    pruneDeferredRestoration()
    var saved = self.stacks
    for (tab, stack) in deferredRestoration?.stacks ?? [:] { saved[tab] = stack.saved }
    let stacks: [RestorationSnapshot<Flow>.TabStack] =
      withStacks
      ? current.tabs.compactMap { tab in
        saved[tab.id].map {
          .init(tab: tab.id, screens: Array($0.prefix(RestorationLimits.maximumStackDepth)))
        }
      } : []
    return RestorationSnapshot<Flow>(
      phase: phase, selectedTab: deferredRestoration?.selectedTab ?? tabSelection, stacks: stacks)
  }

  /// Keeps the current phase's place (its selected tab and stacks; not what it presents) aside as
  /// it is left because a condition its guards need is no longer known (a session refreshing its
  /// token): armed as a launch arms saved state, it restores, stacks included whatever the policy
  /// (this is no relaunch), when the checks lead back into the phase once the condition holds, and
  /// is dropped when they lead anywhere else. Nothing is saved meanwhile, so a relaunch finds what
  /// the phase last saved.
  func keepPhaseAside() {
    guard let current = currentPhase, !current.tabs.isEmpty else { return }
    armedRestoration = ArmedRestoration(
      snapshot: shownState(of: current, withStacks: true), keepsStacks: true)
  }

  /// The clearing `persist()` does in a phase without tabs, on its own: every operation asks it
  /// first, as it trims, so that a sign-out the app reported after the event (the user already on
  /// the sign-in phase, nothing left to change there) clears the saved state at the next call, as
  /// `conditionsDidChange()` would, and not only at the next change (the cross-user review saw a
  /// refused `pop` leave one user's stack for the next user's relaunch).
  func clearSavedStateLeftBySignOut() {
    guard definition.restoration != .nothing, let store, armedRestoration == nil,
      currentPhase?.tabs.isEmpty == true, isShowingPhase, fails(lastSavedRequirements, .waiting)
    else { return }
    clearSavedState(in: store)
  }

  /// Removes the saved state, once: `lastSavedData` stays until the store cleared it, so a failed
  /// clear is tried again on the next change.
  private func clearSavedState(in store: any RestorationStore) {
    guard lastSavedData != nil else { return }
    do {
      try store.clear()
      lastSavedData = nil
      lastSavedRequirements = []
    } catch {
      // Best effort, as saving is.
      onRestorationStoreFailure?(RestorationStoreFailure(operation: .clear, error: error))
    }
  }
}
