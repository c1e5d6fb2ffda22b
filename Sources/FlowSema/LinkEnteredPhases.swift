import FlowSyntax

/// The phases a link enters: where a route lands, and what those phases' checks and handlers go on
/// to. A link enters its landing's phase directly (docs/Runtime.md, "Landing a link"), so none of
/// these is "never entered", whatever `TransitionChecks` found from the first phase alone.
enum LinkEnteredPhases {
  /// `diagnostics` without FL0209 for the phases links enter, following the same edges as the
  /// walk from the first phase (`TransitionChecks.phaseEntries`).
  static func keepingEnteredPhases(
    _ diagnostics: [Diagnostic], routes: [ResolvedRoute], checks: CheckGraph,
    _ context: SemaContext
  ) -> [Diagnostic] {
    guard diagnostics.contains(where: { $0.code == .unreachablePhase }) else { return diagnostics }
    let index = context.index
    let next = TransitionChecks.phaseEntries(index, checks: checks).entered
    var entered = Array(repeating: false, count: index.phases.count)
    var queue = routes.compactMap { $0.landing?.phase.index }
    for phase in queue { entered[phase] = true }
    var head = 0
    while head < queue.count {
      let phase = queue[head]
      head += 1
      for target in next[phase] where !entered[target] {
        entered[target] = true
        queue.append(target)
      }
    }
    return diagnostics.filter { diagnostic in
      diagnostic.code != .unreachablePhase
        || !index.phases.indices.contains { position in
          entered[position] && index.phases[position].name.range == diagnostic.range
        }
    }
  }
}
