import FlowSyntax

/// The phases a link enters: where a route lands, and what those phases' checks and handlers go on
/// to. A link enters its landing's phase directly (docs/Runtime.md, "Landing a link"), so none of
/// these is "never entered", whatever `TransitionChecks` found from the first phase alone.
enum LinkEnteredPhases {
  /// `diagnostics` without FL0209 for the phases links enter.
  static func keepingEnteredPhases(
    _ diagnostics: [Diagnostic], routes: [ResolvedRoute], _ context: SemaContext
  ) -> [Diagnostic] {
    guard diagnostics.contains(where: { $0.code == .unreachablePhase }) else { return diagnostics }
    let index = context.index
    var entered = Array(repeating: false, count: index.phases.count)
    var queue = routes.compactMap { $0.landing?.phase.index }
    for phase in queue { entered[phase] = true }
    var head = 0
    while head < queue.count {
      let phase = queue[head]
      head += 1
      for next in nextPhases(of: index.phases[phase], index) where !entered[next] {
        entered[next] = true
        queue.append(next)
      }
    }
    return diagnostics.filter { diagnostic in
      diagnostic.code != .unreachablePhase
        || !index.phases.indices.contains { position in
          entered[position] && index.phases[position].name.range == diagnostic.range
        }
    }
  }

  /// The phases a phase's check branches and `on ... -> phase` handlers enter.
  private static func nextPhases(of phase: PhaseDeclaration, _ index: DeclarationIndex) -> [Int] {
    var next: [Int] = []
    for item in phase.items {
      switch item {
      case .check(let check):
        for branch in [check.then, check.otherwise] {
          if let found = branch.flatMap({ index.phaseIndex[$0.text] }) { next.append(found) }
        }
      case .handler(let handler):
        if case .goTo(let target, _) = handler.action, let found = index.phaseIndex[target.text] {
          next.append(found)
        }
      case .root, .tab, .present: break
      }
    }
    return next
  }
}
