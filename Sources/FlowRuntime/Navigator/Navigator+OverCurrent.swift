extension Navigator {
  /// Opens the presentations of an `over current` landing over wherever the user is: the phase, the
  /// selected tab and every stack stay; what was presented closes, so dismissing the landing's
  /// presentations returns to exactly what was there beneath them.
  func landOverCurrent(_ landing: Landing<Flow>) {
    presentations = landing.presentations
  }

  /// What keeps an `over current` landing from opening now: the guards of its sheets, covers and the
  /// screens pushed inside them, those of what they open over (the current phase and its selected
  /// tab, or the landing's tab while none is selected), as an ordinary link into that place waits
  /// for them, and the condition a launch check is still waiting for.
  func blockersOverCurrent(of landing: Landing<Flow>) -> Set<Flow.Condition> {
    // No guard can fail then: only a launch check may still be waiting.
    if everyGuardHolds { return blockers(missingFrom: []) }
    var needed =
      currentPhase.map { requirements(of: $0, tab: tabSelection ?? landing.tab) } ?? []
    for presentation in landing.presentations {
      needed.formUnion(requirements(of: presentation.modal.kind))
      for screen in presentation.stack {
        needed.formUnion(requirements(of: screen.kind))
      }
    }
    return blockers(missingFrom: needed)
  }
}
