extension Navigator {
  /// Opens the presentations of an `over current` landing over wherever the user is: the phase, the
  /// selected tab and every stack stay; what was presented closes, so dismissing the landing's
  /// presentations returns to exactly what was there beneath them.
  func landOverCurrent(_ landing: Landing<Flow>) {
    presentations = landing.presentations
  }

  /// What keeps an `over current` landing from opening now: the guards of its sheets, covers and the
  /// screens pushed inside them (the phase and tab it opens over are already showing), and the
  /// condition a launch check is still waiting for.
  func blockersOverCurrent(of landing: Landing<Flow>) -> Set<Flow.Condition> {
    var needed: Set<Flow.Condition> = []
    for presentation in landing.presentations {
      needed.formUnion(requirements(of: presentation.modal.kind))
      for screen in presentation.stack {
        needed.formUnion(requirements(of: screen.kind))
      }
    }
    var blockers = missing(needed)
    if let heldCondition { blockers.insert(heldCondition) }
    return blockers
  }
}
