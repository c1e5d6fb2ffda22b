extension FlowDefinition {
  /// The phases a launch can show first: the initial phase, or those its `check` branches lead to,
  /// through further checks. Only these restore saved state (it is applied to the first phase a
  /// launch shows), so only these save it: a phase entered by an event alone (a staff mode) saved
  /// over `main`'s state, and the next launch restored neither (the twenty-seventh new-users
  /// review).
  package var phasesALaunchShowsFirst: Set<Flow.Phase> {
    phasesShownFirst(from: initialPhase.id, in: phasesByID) { _ in nil }
  }

  /// The phases that show something which the app in phase `start` goes on to, following `check`
  /// branches: only the one a condition's known value chooses, both while it is not known;
  /// `start` itself when it shows something. `phases` is `phasesByID`, which a navigator keeps
  /// worked out once.
  func phasesShownFirst(
    from start: Flow.Phase, in phases: [Flow.Phase: PhaseDefinition<Flow>],
    knowing value: (Flow.Condition) -> Bool?
  ) -> Set<Flow.Phase> {
    var shown: Set<Flow.Phase> = []
    var visited: Set<Flow.Phase> = [start]
    var frontier = [start]
    while let id = frontier.popLast() {
      guard let phase = phases[id] else { continue }
      guard case .check(let condition, let then, let otherwise) = phase.content else {
        shown.insert(id)
        continue
      }
      let branches = value(condition).map { [$0 ? then : otherwise] } ?? [then, otherwise]
      for next in branches where visited.insert(next).inserted { frontier.append(next) }
    }
    return shown
  }
}
