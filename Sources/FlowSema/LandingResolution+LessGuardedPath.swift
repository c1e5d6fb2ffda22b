import FlowSyntax

extension LandingResolution {
  /// One way to reach a state along a path as short as any: the conditions its screens need, and
  /// the way before it (`from`, a state, and its position in that state's ways).
  private struct Way {
    var needs: Set<ConditionID>
    var from: Int
    var fromWay: Int
  }

  /// The most ways kept per state: each is a different least set of conditions, and a spec with
  /// more distinct guards on paths equally short to one screen is not one a warning can help.
  private static let maximumWays = 8

  /// FL0317 inside one place: among paths as short as the derived one, the search takes the first
  /// in push order, so `push PremiumLesson, Lesson` put a free lesson's quiz link behind the paywall
  /// that `Lesson`'s path does not have (the fifteenth new-users review), and swapping the two names
  /// moved it off again, with nothing said either way. Returns the states of a path from the root
  /// of `context` (excluded) to `target` (included), as short as the search's, whose screens need
  /// fewer conditions than `needed`, those of the search's path, or `nil` when none does.
  ///
  /// Asked only of a derived path with a guarded screen on it, which few landings have: every
  /// shortest path to `target` is followed, keeping per state the least sets of conditions.
  /// `phaseNeeds`, which hold in every place of the phase, are not counted.
  static func lessGuardedPath(
    to target: Int, in context: Int, than needed: Set<ConditionID>,
    ignoring phaseNeeds: ArraySlice<ConditionID>, _ required: DeclaredRequirements,
    _ landings: inout LandingIndex
  ) -> [Int]? {
    let search = landings.search(context)
    let graph = landings.graph
    let depth = Int(search.distance[target])
    guard depth > 1 else { return nil }
    let root = graph.state(graph.contexts[context].root, layer: 0)
    var ways: [Int: [Way]] = [root: [Way(needs: [], from: -1, fromWay: -1)]]
    var level = [root]
    for _ in 0..<depth {
      var next: [Int] = []
      for state in level {
        let distance = search.distance[state]
        for (position, way) in (ways[state] ?? []).enumerated() {
          graph.forEachSuccessor(of: state, in: graph.contexts[context]) { successor in
            guard search.distance[successor] == distance + 1 else { return }
            var needs = way.needs
            needs.formUnion(required.screens[graph.screen(of: successor)])
            needs.subtract(phaseNeeds)
            let new = Way(needs: needs, from: state, fromWay: position)
            guard var kept = ways[successor] else {
              ways[successor] = [new]
              next.append(successor)
              return
            }
            guard !kept.contains(where: { $0.needs.isSubset(of: needs) }) else { return }
            kept.removeAll { needs.isSubset(of: $0.needs) }
            if kept.count < maximumWays { kept.append(new) }
            ways[successor] = kept
          }
        }
      }
      level = next
    }
    guard
      let position = ways[target]?.firstIndex(where: {
        $0.needs.isSubset(of: needed) && $0.needs != needed
      })
    else { return nil }
    var path: [Int] = []
    var current = (state: target, way: position)
    while current.state != root, let way = ways[current.state]?[current.way] {
      path.append(current.state)
      current = (way.from, way.fromWay)
    }
    return path.reversed()
  }

  /// FL0317 for a path inside the landing's own place (`lessGuardedPath`): the screen where the
  /// derived path and the one needing less part, each, named in the message, and both paths
  /// written out in the help, since either may be meant.
  static func lessGuardedPathWarning(
    _ landing: Landing, entries: [Entry], winner: Int, _ context: SemaContext,
    _ landings: inout LandingIndex
  ) -> Diagnostic? {
    guard landing.overCurrent == nil, let first = landing.steps.first,
      let target = entries.first(where: { $0.step != nil })
    else { return nil }
    let graph = landings.graph
    let index = context.index
    let required = landings.requirements(index)
    let place = graph.contexts[winner]
    // The phase's guards hold in every place of it, and are not counted (as in `avoidableGuard`).
    let phaseNeeds = required.phases[place.phase]
    // Most derived paths pass no guarded screen: said before anything is built or searched.
    guard
      entries.contains(where: {
        $0.step == nil && required.screens[$0.screen].contains { !phaseNeeds.contains($0) }
      })
    else { return nil }
    let derived = entries.filter { $0.step == nil }
    let targetState = graph.state(target.screen, layer: target.layer)
    var needed = Set(required.screens[target.screen])
    for entry in derived { needed.formUnion(required.screens[entry.screen]) }
    needed.subtract(phaseNeeds)
    guard
      let other = lessGuardedPath(
        to: targetState, in: winner, than: needed, ignoring: phaseNeeds, required, &landings),
      let parting = zip(derived, other).first(where: { $0.0.screen != graph.screen(of: $0.1) })
    else { return nil }
    var otherNeeds = Set<ConditionID>()
    for state in other { otherNeeds.formUnion(required.screens[graph.screen(of: state)]) }
    needed.formUnion(place.tab.map { required.tabs[$0] } ?? [])
    needed.subtract(phaseNeeds)
    let written = landing.steps.map { context.source.text(in: $0.range) }
    let screenName = { (screen: Int) in index.screens[screen].name.text }
    let paths = [
      other.dropLast().map { screenName(graph.screen(of: $0)) },
      derived.map { screenName($0.screen) },
    ]
    .map { "[" + ($0 + written).joined(separator: ", ") + "]" }
    let avoidable = conditionNames(needed.subtracting(otherNeeds), index)
    return context.diagnostic(
      .landingBehindAvoidableGuard, first.name.range,
      SemaMessages.landingThroughAvoidableGuard(
        first.name.text, place: placeName(place, index), through: screenName(parting.0.screen),
        needs: conditionNames(needed, index), avoidable: avoidable,
        other: screenName(graph.screen(of: parting.1))),
      help: SemaMessages.landingThroughAvoidableGuardHelp(paths, conditions: avoidable))
  }
}
