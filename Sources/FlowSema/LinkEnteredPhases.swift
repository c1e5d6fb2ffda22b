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
    let entered = TransitionChecks.reachable(
      from: routes.compactMap { $0.landing?.phase.index },
      along: TransitionChecks.phaseEntries(index, checks: checks).entered)
    return diagnostics.filter { diagnostic in
      diagnostic.code != .unreachablePhase
        || !index.phases.indices.contains { position in
          entered[position] && index.phases[position].name.range == diagnostic.range
        }
    }
  }

  /// Whether each phase is one FL0209 reports in `diagnostics`, once `keepingEnteredPhases` ran:
  /// no check, handler or link enters it, so no user opens a link from it.
  static func neverEntered(_ diagnostics: [Diagnostic], _ index: DeclarationIndex) -> [Bool] {
    // Hashed, so that a spec of thousands of such phases is not read in quadratic time.
    let reported = Set(diagnostics.lazy.filter { $0.code == .unreachablePhase }.map(\.range))
    return index.phases.map { reported.contains($0.name.range) }
  }
}
