extension Navigator {
  /// Opens the presentations of an `over current` landing over wherever the user is: the phase, the
  /// selected tab and every stack stay; what was presented closes, so dismissing the landing's
  /// presentations returns to exactly what was there beneath them.
  func landOverCurrent(_ landing: Landing<Flow>) {
    presentations = landing.presentations.map {
      var presentation = $0
      presentation.isOverCurrentLink = true
      return presentation
    }
  }

  /// What an `over current` link opened, with what was presented above it (prompts aside), when
  /// the phase's handler of `event` is about to move the app on: if the move ends in a phase that
  /// requires all the phase left required and more (`reopenOverCurrent`), the user went on, and
  /// it stays. The twenty-sixth new-users review saw a room link that landed as the user signed in
  /// closed by the `signedIn` event's move to `main` (the app telling the navigator of the session
  /// first), where sending the event first landed it in `main`; and a severe-weather alert closed
  /// unread when onboarding finished under it. A move to a phase that requires less (a sign-out to
  /// the welcome phase) may hand the device to someone else, and closes it: one user's help ticket
  /// stayed over the welcome screen for the next (the review of that change). So does a move to a
  /// phase that requires the same: from a `main` that requires nothing to a `welcome` that requires
  /// nothing is a sign-out too, and from `main` to an account picker, both requiring `session`, is
  /// an account switch (the second review of the twenty-eighth session's diff). A reset of the phase
  /// closes it too, and a presentation's own handler moves the user out of it, so nothing stays.
  /// Until the twenty-eighth review it stayed only on a move into the link's own phase, the first
  /// declared of those it opens over: a fraud alert over the lock screen closed as the unlock moved
  /// the app into `main`, and declaring the phases in another order kept it.
  func presentationsOverPhaseChange(for event: Flow.Event) -> [Presentation<Flow>] {
    guard presentations.first?.isOverCurrentLink == true, let top = presentations.last,
      definition.presentationHandlers[top.modal.kind]?[event] == nil
    else { return [] }
    return Array(presentations.prefix { !$0.isPrompt })
  }

  /// Opens `kept` again over the phase an event moved to from `origin`, once the app shows it
  /// with nothing presented, when it requires all `origin` did and more, as far as the guards and the
  /// phase's `present` lists allow (trimmed as any change is: a phase that does not present it
  /// closes it).
  func reopenOverCurrent(_ kept: [Presentation<Flow>], from origin: Flow.Phase) {
    guard !kept.isEmpty, origin != phase, isShowingPhase, presentations.isEmpty,
      let left = phaseDefinitions[origin], let entered = currentPhase,
      entered.requires.isStrictSuperset(of: left.requires)
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
