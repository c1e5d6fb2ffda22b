extension Navigator {
  /// Opens the presentations of an `over current` landing over wherever the user is: the phase, the
  /// selected tab and every stack stay; what was presented closes, so dismissing the landing's
  /// presentations returns to exactly what was there beneath them.
  func landOverCurrent(_ landing: Landing<Flow>) {
    presentations = landing.presentations.map {
      var presentation = $0
      presentation.overCurrentLinkPhase = landing.phase
      return presentation
    }
  }

  /// What an `over current` link opened, with what was presented above it (prompts aside), when
  /// the phase's handler of `event` is about to move the app on from a phase other than the
  /// link's own: if the move ends in the link's phase (`reopenOverCurrent`), it opened over where
  /// the user was on their way there, and stays. The twenty-sixth new-users review saw a room
  /// link that landed as the user signed in closed by the `signedIn` event's move to `main` (the
  /// app telling the navigator of the session first), where sending the event first landed it in
  /// `main`; and a severe-weather alert closed unread when onboarding finished under it. Any other move (a
  /// sign-out to the welcome phase, a reset of the phase the link opened in) closes it, as it
  /// did: one user's help ticket stayed over the welcome screen for the next (the review of this
  /// change). A presentation's own handler moves the user out of it, and nothing stays.
  func presentationsOverPhaseChange(for event: Flow.Event) -> [Presentation<Flow>] {
    guard let linkPhase = presentations.first?.overCurrentLinkPhase, linkPhase != phase,
      let top = presentations.last, definition.presentationHandlers[top.modal.kind]?[event] == nil
    else { return [] }
    return Array(presentations.prefix { !$0.isPrompt })
  }

  /// Opens `kept` again over the phase an event moved to, once the app shows the link's phase
  /// with nothing presented, as far as the guards and the phase's `present` lists allow (trimmed
  /// as any change is: a phase that does not present it closes it).
  func reopenOverCurrent(_ kept: [Presentation<Flow>]) {
    guard let first = kept.first, first.overCurrentLinkPhase == phase, isShowingPhase,
      presentations.isEmpty
    else { return }
    presentations = kept
    trimToGuards()
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
