extension Navigator {
  /// Closes the lowest presentation that nothing beneath it presents any more, with those above
  /// it: a sheet stays only while the stack it opened over (a screen on it, its root, or the
  /// presentation below) or the phase presents it, as `present` requires when it opens. A stack
  /// cut from code under a sheet (`setPath([])` taking away the screen that presented it), or a
  /// tab changed under one (`select`, a link under `presentation keep`), left it over a place
  /// that cannot present it; when the screen or tab it came from was guarded, it then outlived
  /// that guard (the third journeys review: an export sheet shown without `pro`, a vault's sheet
  /// over the home tab once locked). A failed guard's prompt opens wherever the guard fails, so it
  /// is never closed here: the one a held link or entry waits behind, and any other a guard's
  /// `else present` opened (`Presentation.isPrompt`). The same sheet opened by a `present` or a
  /// link is closed like any other, and so is one a push inside it asks from while the push waits
  /// (its `else present` names the sheet already on top): that sheet is the user's place, and
  /// closing it drops the push, as leaving it does.
  /// Returns whether it closed anything; a hand-built definition without a graph has no rule.
  @discardableResult
  func closePresentationsNothingPresents() -> Bool {
    guard let graph = definition.graph else { return false }
    for level in presentations.indices where !presentations[level].isPrompt {
      let modal = presentations[level].modal
      guard !graph.allows(modal, in: phase, over: presenters(at: level)) else { continue }
      presentations.removeSubrange(level...)
      return true
    }
    return false
  }

  /// `closePresentationsNothingPresents()` after a change the app or the user made, settling a
  /// held link or entry whose prompt it closed, as a dismissal does.
  func closePresentationsNothingPresentsAfterChange() {
    if closePresentationsNothingPresents() { settleHeldTargetAfterDismissal() }
  }
}
