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
/// same way for the screens on its stack. A screen, sheet or cover is reported only when every
/// place whose stack reaches it (a phase's root or a tab, with what the phase presents) requires
/// all of its conditions; what a failed guard's prompt reaches can open anywhere, so it is never
/// reported. A root's guard is FL0212's, and an `else -> phase` into a phase that requires the
/// condition is FL0220's.
enum GuardFailureNeverRunsChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    for (position, tab) in index.tabs.enumerated()
    where index.tabIndex[tab.item.name.text] == position {
      guard let failure = tab.item.guardFailure,
        isCandidate(failure, requires: tab.item.requires, index),
        Set(tab.item.requires.map(\.text)).isSubset(of: guarantees(ofPhase: tab.phase, index))
      else { continue }
      diagnostics.append(
        report(
          failure, requires: tab.item.requires,
          message: SemaMessages.guardFailureNeverRuns(
            tab: tab.item.name.text, phase: index.phases[tab.phase].name.text,
            conditions: tab.item.requires.map(\.text)),
          context))
    }
    let candidates = index.screens.indices.filter { position in
      index.isFirstScreen[position]
        && index.screens[position].guardFailure.map {
          isCandidate($0, requires: index.screens[position].requires, index)
        } == true
    }
    guard !candidates.isEmpty else { return diagnostics }
    let places = placesShowing(candidates, graph, index)
    for position in candidates {
      // Reached by a prompt, by no place (FL0210 says so), or as a root (FL0212 judges its guard).
      guard let reaching = places[position], !reaching.isEmpty,
        !graph.contexts.contains(where: { $0.root == position })
      else { continue }
      let screen = index.screens[position]
      let conditions = Set(screen.requires.map(\.text))
      var holders: [String] = []
      for place in reaching.map({ graph.contexts[$0] }) {
        // Named for the guard that holds the conditions: the phase's when it does alone.
        let holder: String
        if conditions.isSubset(of: guarantees(ofPhase: place.phase, index)) {
          holder = "phase '\(index.phases[place.phase].name.text)'"
        } else if conditions.isSubset(of: guarantees(of: place, index)) {
          holder = LandingResolution.placeName(place, index)
        } else {
          holders = []
          break
        }
        if !holders.contains(holder) { holders.append(holder) }
      }
      guard !holders.isEmpty, let failure = screen.guardFailure else { continue }
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

  /// The conditions that hold whenever phase `phase` shows: the navigator leaves it otherwise.
  private static func guarantees(ofPhase phase: Int, _ index: DeclarationIndex) -> Set<String> {
    Set(GuardChecks.entryGuards(ofPhase: phase, index).map(\.text))
  }

  /// The conditions that hold whenever a place's stack shows: its phase's, and its tab's, since a
  /// tab whose guard fails loses its stack and is never selected.
  private static func guarantees(of place: NavigationGraph.RootContext, _ index: DeclarationIndex)
    -> Set<String>
  {
    var guarantees = guarantees(ofPhase: place.phase, index)
    if let tab = place.tab { guarantees.formUnion(index.tabs[tab].item.requires.map(\.text)) }
    return guarantees
  }

  /// The places (by position in `graph.contexts`) whose stacks reach each candidate: from the
  /// place's root and what its phase presents, along pushes and presentations. A candidate reached
  /// from a prompt has none: a prompt opens wherever a guard fails, so no place's conditions hold
  /// around it. One search per place, each marking screens with the place's number, so nothing is
  /// allocated per place.
  private static func placesShowing(
    _ candidates: [Int], _ graph: NavigationGraph, _ index: DeclarationIndex
  ) -> [Int: [Int]] {
    var places: [Int: [Int]] = [:]
    var reachedByPrompts = [Bool](repeating: false, count: graph.screenCount)
    graph.markReachable(from: ReachabilityChecks.promptSeeds(index), in: &reachedByPrompts)
    for candidate in candidates where !reachedByPrompts[candidate] { places[candidate] = [] }
    var lastVisit = [Int](repeating: -1, count: graph.screenCount)
    var queue: [Int] = []
    for (placeIndex, place) in graph.contexts.enumerated() {
      queue.removeAll(keepingCapacity: true)
      queue.append(place.root)
      queue += place.phasePresents
      while let screen = queue.popLast() {
        guard lastVisit[screen] != placeIndex else { continue }
        lastVisit[screen] = placeIndex
        places[screen]?.append(placeIndex)
        queue += graph.pushes[screen]
        queue += graph.presents[screen]
      }
    }
    return places
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
