extension Navigator {
  /// Makes what shows agree with the conditions, without landing anything: a phase whose own guards
  /// stopped holding is left for the initial phase, following its checks (dropping the held link,
  /// as when the user signs out; the initial phase itself is reset in place and keeps it), and
  /// otherwise what they no longer allow is trimmed (`trimToGuards()`). A phase left only because
  /// a condition its guards need is no longer known (a session refreshing its token) was not
  /// signed out of: its place is kept aside and the held link waits (`suspendOrLeavePhase()`).
  /// `conditionsDidChange()` starts with it, and so does every change the app or the user makes
  /// (`trimBeforeChange()`), so a change made before the app's call leaves what the call and then
  /// the change would.
  /// Returns whether what shows changed; a held link it dropped is reported by the call's update
  /// (`takeDroppedLink()`).
  @discardableResult
  func conformToConditions() -> Bool {
    guard currentPhaseGuardFails else { return trimToGuards() }
    let initial = definition.initialPhase.id
    let leaves = phase != initial
    // The initial phase showing nothing already: resetting it again would change nothing.
    guard
      leaves || !presentations.isEmpty || !rootStack.isEmpty || !stacks.isEmpty
        || tabSelection != nil
    else { return false }
    if leaves {
      suspendOrLeavePhase()
      // The first automatic change of the call: only a call's first step leaves a phase here (a
      // landing later in a call is into a phase whose guards hold), and a push or a pop, which
      // begins no call, counts the checks it follows afresh as a call does.
      automaticChanges = 1
    }
    enter(initial, animated: false)
    _ = settle()
    return true
  }

  /// Before the current phase is left because its guards stopped holding: when what they miss is
  /// only not known (a token refresh reports nil), the phase's place is kept aside as a launch
  /// keeps saved state (`keepPhaseAside()`), and the held link keeps waiting, dropped as at a
  /// sign-out once the condition is known false (the twenty-fifth new-users review's desk booking
  /// lost its tab, stacks, saved state and admin link to a refresh). Anything known false is a
  /// sign-out: the held link goes.
  private func suspendOrLeavePhase() {
    guard let current = currentPhase else { return dropPendingLink() }
    let missing = missing(requirements(of: current))
    guard areUnknown(missing) else { return dropPendingLink() }
    keepPhaseAside()
    guard pendingLink != nil else { return }
    pendingLink?.needsNoLongerKnown.formUnion(missing)
    // The prompt it waited behind goes with the phase, declined by nobody: once the phase shows
    // again, it asks again (`promptForUnpromptedLink`), as a launch would.
    guardPrompt = nil
  }
}
