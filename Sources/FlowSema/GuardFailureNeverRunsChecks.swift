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
    for (position, tab) in index.tabs.enumerated()
    where index.tabIndex[tab.item.name.text] == position {
      guard let failure = tab.item.guardFailure,
        isCandidate(failure, requires: tab.item.requires, index),
        Set(tab.item.requires.map(\.text)).isSubset(
          of: HeldConditions.held(inPhase: tab.phase, index))
      else { continue }
      diagnostics.append(
        report(
          failure, requires: tab.item.requires,
          message: SemaMessages.guardFailureNeverRuns(
            tab: tab.item.name.text, phase: index.phases[tab.phase].name.text,
            conditions: tab.item.requires.map(\.text)),
          context))
    }
    let candidates = held.guardedScreens.filter { position in
      index.screens[position].guardFailure.map {
        isCandidate($0, requires: index.screens[position].requires, index)
      } == true
    }
    for position in candidates
    // A root's guard is FL0212's to judge.
    where !graph.contexts.contains(where: { $0.root == position }) {
      let screen = index.screens[position]
      let conditions = Set(screen.requires.map(\.text))
      let places = held.places(showing: position).map { graph.contexts[$0] }
      // No place reaching it (a prompt does, or nothing) holds nothing.
      guard let failure = screen.guardFailure, !places.isEmpty,
        conditions.isSubset(of: held.held(atScreen: position))
      else { continue }
      // Each place named for the guard that holds the conditions: its phase's when that does alone.
      var holders: [String] = []
      for place in places {
        let holder =
          conditions.isSubset(of: HeldConditions.held(inPhase: place.phase, index))
          ? "phase '\(index.phases[place.phase].name.text)'"
          : LandingResolution.placeName(place, index)
        if !holders.contains(holder) { holders.append(holder) }
      }
      diagnostics.append(
        report(
          failure, requires: screen.requires,
          message: SemaMessages.guardFailureNeverRuns(
            screen: screen.name.text, kind: screen.kind.rawValue, places: holders,
            conditions: screen.requires.map(\.text)),
          context))
    }
    return diagnostics
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
