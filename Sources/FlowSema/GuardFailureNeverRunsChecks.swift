import FlowSyntax

/// FL0231: a failed guard's `else` that never runs, because every place its tab, screen, sheet or
/// cover shows in requires the guard's conditions already.
///
/// A phase's `requires` holds for as long as the phase shows: the navigator leaves the phase once
/// it stops holding, before any tap, link or event is handled. So in
/// `phase main requires session { tab account ... requires session else present SignIn }` the
/// tab's guard always holds and its `else` is dead code that reads as a promise: the author expects
/// a sign-in sheet that never appears. This is where FL0217's and FL0227's fix-it (add the tabs'
/// condition to the phase's `requires`) leaves the tabs' `else`s. A tab's own `requires` holds the
/// same way for the screens on its stack and what they present (`HeldConditions`). A screen, sheet or cover is reported only when every
/// place whose stack reaches it (a phase's root or a tab, with what the phase presents) requires
/// all of its conditions; what a failed guard's prompt reaches can open anywhere, so it is never
/// reported. A root's guard is FL0212's, and an `else -> phase` into a phase that requires the
/// condition is FL0220's.
enum GuardFailureNeverRunsChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph, held: HeldConditions)
    -> [Diagnostic]
  {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    for site in held.guardSites(index)
    where isCandidate(site.failure, requires: site.requires, index)
      && Set(site.requires.map(\.text)).isSubset(of: site.holding)
    {
      let conditions = site.requires.map(\.text)
      let message: String
      switch site.owner {
      case .tab(let tab):
        message = SemaMessages.guardFailureNeverRuns(
          tab: index.tabs[tab].item.name.text, phase: index.phases[index.tabs[tab].phase].name.text,
          conditions: conditions)
      case .screen(let position):
        // A root's guard is FL0212's to judge.
        guard !graph.contexts.contains(where: { $0.root == position }) else { continue }
        let places = held.places(showing: position).map { graph.contexts[$0] }
        // No place reaching it (a prompt does, or nothing) holds nothing.
        guard !places.isEmpty else { continue }
        let screen = index.screens[position]
        message = SemaMessages.guardFailureNeverRuns(
          screen: screen.name.text, kind: screen.kind.rawValue,
          places: holders(of: Set(conditions), among: places, index), conditions: conditions)
      }
      diagnostics.append(report(site.failure, requires: site.requires, message: message, context))
    }
    return diagnostics
  }

  /// Each place named for the guard that holds `conditions`: its phase's when that does alone.
  private static func holders(
    of conditions: Set<String>, among places: [NavigationGraph.RootContext],
    _ index: DeclarationIndex
  ) -> [String] {
    var holders: [String] = []
    for place in places {
      let holder =
        conditions.isSubset(of: HeldConditions.held(inPhase: place.phase, index))
        ? "phase '\(index.phases[place.phase].name.text)'"
        : LandingResolution.placeName(place, index)
      if !holders.contains(holder) { holders.append(holder) }
    }
    return holders
  }

  /// A guard worth judging: its conditions all declared (FL0100 has the rest), and its `else` not
  /// a phase that requires one of them (FL0220 reports that `else` as one that cannot be taken).
  private static func isCandidate(
    _ failure: GuardFailure, requires: [Identifier], _ index: DeclarationIndex
  ) -> Bool {
    guard !requires.isEmpty, requires.allSatisfy({ index.conditionIndex[$0.text] != nil })
    else { return false }
    if case .goTo(let name) = failure.action, let phase = index.phaseIndex[name.text] {
      let failing = Set(requires.map(\.text))
      return !GuardChecks.entryGuards(ofPhase: phase, index).contains { failing.contains($0.text) }
    }
    return true
  }

  /// The warning, at the `else`, with the fix-it that removes it.
  private static func report(
    _ failure: GuardFailure, requires: [Identifier], message: String, _ context: SemaContext
  ) -> Diagnostic {
    context.diagnostic(
      .guardFailureNeverRuns, failure.range, message,
      fixIt: GuardChecks.removeElse(failure, requires: requires),
      help: SemaMessages.guardFailureNeverRunsHelp)
  }
}
