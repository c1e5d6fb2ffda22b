extension FlowDefinition {
  /// How many phase changes separate each phase from `target`: 0 for `target` itself, 1 for a phase
  /// that moves to it directly, and so on; a phase that cannot get there is absent.
  ///
  /// A phase moves on through its `check` branches, its own handlers' `-> phase`, and the
  /// `-> phase` handlers of the sheets and covers that can open in it (`presentations(openIn:)`;
  /// from every phase when the definition has no graph to tell). Counted from every phase, a
  /// sign-in sheet's `on signedIn -> main` put every onboarding page one step from `main`, and the
  /// next page dropped a held link as leading away (found writing FL0233's fix-it). A held link
  /// uses it to tell an event that brings the user closer to the link's phase (signed in, now on
  /// the lock screen before the accounts) from one that leads away (signed out): the first keeps
  /// the link held, the second drops it.
  func phaseDistances(to target: Flow.Phase) -> [Flow.Phase: Int] {
    let fromAnyPresentation = presentationHandlers.values.flatMap { Self.phaseTargets(of: $0) }
    var predecessors: [Flow.Phase: [Flow.Phase]] = [:]
    for phase in phases {
      var next = Self.phaseTargets(of: phase.handlers)
      if let opened = presentations(openIn: phase) {
        for presentation in opened {
          next += Self.phaseTargets(of: presentationHandlers[presentation] ?? [:])
        }
      } else {
        next += fromAnyPresentation
      }
      if case .check(_, let then, let otherwise) = phase.content { next += [then, otherwise] }
      for successor in next { predecessors[successor, default: []].append(phase.id) }
    }
    var distances = [target: 0]
    var frontier = [target]
    while !frontier.isEmpty {
      var following: [Flow.Phase] = []
      for phase in frontier {
        let distance = distances[phase, default: 0] + 1
        for predecessor in predecessors[phase, default: []] where distances[predecessor] == nil {
          distances[predecessor] = distance
          following.append(predecessor)
        }
      }
      frontier = following
    }
    return distances
  }

  /// Whether moving from `origin` to one of `destinations` brings the user strictly closer to
  /// `target`: that destination can reach it in fewer phase changes than `origin` can, or `origin`
  /// could not reach it at all. A phase as close is not on the way: it may be another branch as
  /// well as the next page (an account picker beside a lock screen, which would land the link for
  /// another user).
  func movesCloser(
    from origin: Flow.Phase, toAnyOf destinations: [Flow.Phase], toward target: Flow.Phase
  ) -> Bool {
    let distances = phaseDistances(to: target)
    return destinations.contains { destination in
      guard let after = distances[destination] else { return false }
      guard let before = distances[origin] else { return true }
      return after < before
    }
  }

  /// The sheets and covers that can open in `phase`, by the graph: what its roots push and present,
  /// transitively, what it presents itself, and the prompts of guards met on the way (`else
  /// present SignIn`); nil without a graph.
  private func presentations(openIn phase: PhaseDefinition<Flow>) -> Set<Flow.Destination>? {
    guard let graph else { return nil }
    var opened = graph.phasePresents[phase.id] ?? []
    var seeds = Array(opened)
    switch phase.content {
    case .root(let root): seeds.append(root.kind)
    case .tabs(let tabs, _):
      for tab in tabs {
        seeds.append(tab.root.kind)
        if case .present(let prompt) = tab.guardFailure {
          opened.insert(prompt.kind)
          seeds.append(prompt.kind)
        }
      }
    case .check: return []
    }
    var reached = Set<Flow.Destination>()
    while let next = seeds.popLast() {
      guard reached.insert(next).inserted else { continue }
      seeds += graph.pushes[next] ?? []
      var presented = Array(graph.presents[next] ?? [])
      if case .present(let prompt) = guardFailures[next] { presented.append(prompt.kind) }
      opened.formUnion(presented)
      seeds += presented
    }
    return opened
  }

  private static func phaseTargets(of handlers: [Flow.Event: FlowAction<Flow>]) -> [Flow.Phase] {
    handlers.values.compactMap { action in
      if case .goTo(let phase, _) = action { return phase }
      return nil
    }
  }
}
