extension Navigator {
  /// Does what `conditionsDidChange()` would do first (`conformToConditions()`) before a change the
  /// app or the user makes, as if the app had called it just before: a change that brings stacked
  /// content back into view (a tab selected again, what lies beneath a dismissed sheet or a popped
  /// screen, a landing that keeps the stack) must never show a screen, sheet or cover whose guard
  /// stopped holding before the app said so, and a change in a phase whose own guard stopped holding
  /// is made (or refused) in the phase that call leaves for, never over what it closes.
  /// Restored state kept aside for a condition now known false is dropped too, as that call drops
  /// it, and so is saved state a phase without tabs shows after a sign-out, though nothing else
  /// changes (`clearSavedStateLeftBySignOut`). A held link that lost a condition on its path is
  /// dropped, with its prompt, as that call drops it next: trying the link again in this call
  /// would record the lost condition as one it waits for, and a sign-out stored before an event
  /// and told after it kept the link for whoever signed in next (walkX). Returns whether what
  /// shows changed; the state is saved then, or when a link was dropped.
  @discardableResult
  func trimBeforeChange() -> Bool {
    clearSavedStateLeftBySignOut()
    if dropRefusedDeferredRestoration() { persist() }
    let conformed = conformToConditions()
    if conformed {
      // What the conditions allow reads differently now (the available tabs).
      conditionsEpoch &+= 1
      settleHeldTargetAfterDismissal()
    }
    let promptWasOpen = guardPromptIsOpen
    let held = pendingLink != nil
    dropPendingLinkThatLostACondition()
    let closedPrompt = promptWasOpen && !guardPromptIsOpen
    if conformed || closedPrompt || (held && pendingLink == nil) { persist() }
    return conformed || closedPrompt
  }

  /// Runs `change` after `trimBeforeChange()`. A change with nothing left to do once the trim ran
  /// (its stack or sheet is already gone) reports `.changed` when the trim changed what shows; a
  /// refused change keeps the trim, since it only anticipates the app's `conditionsDidChange()`.
  func changeAfterTrimming(_ change: () -> ChangeOutcome<Flow>) -> ChangeOutcome<Flow> {
    let trimmed = trimBeforeChange()
    let outcome = change()
    return trimmed && outcome == .unchanged ? .changed : outcome
  }

  /// A change with nothing to do (an empty selection, a modal of the other kind): still trims as
  /// every change does, and reports `.changed` when the trim changed what shows.
  func trimWithoutChange() -> ChangeOutcome<Flow> {
    enterCall()
    defer { leaveCall() }
    return changeAfterTrimming { .unchanged }
  }
}
