extension Navigator {
  /// Trims what the conditions no longer allow before a change the app or the user makes, exactly
  /// as `conditionsDidChange()` trims (`trimToGuards()`), as if the app had called it just before:
  /// a change that brings stacked content back into view (a tab selected again, what lies beneath a
  /// dismissed sheet or a popped screen, a landing that keeps the stack) must never show a screen,
  /// sheet or cover whose guard stopped holding before the app said so. Nothing is trimmed while the
  /// phase shows nothing: `conditionsDidChange()` leaves such a phase, and changes refuse there.
  /// Returns whether anything went; the state is saved then.
  @discardableResult
  func trimBeforeChange() -> Bool {
    guard isShowingPhase, trimToGuards() else { return false }
    // What the conditions allow reads differently now (the available tabs).
    conditionsEpoch &+= 1
    settleHeldTargetAfterDismissal()
    persist()
    return true
  }

  /// Runs `change` after `trimBeforeChange()`. A change with nothing left to do once the trim ran
  /// (its stack or sheet is already gone) reports `.changed` when the trim changed what shows; a
  /// refused change keeps the trim, since it only anticipates the app's `conditionsDidChange()`.
  func changeAfterTrimming(_ change: () -> ChangeOutcome<Flow>) -> ChangeOutcome<Flow> {
    let trimmed = trimBeforeChange()
    let outcome = change()
    return trimmed && outcome == .unchanged ? .changed : outcome
  }
}
