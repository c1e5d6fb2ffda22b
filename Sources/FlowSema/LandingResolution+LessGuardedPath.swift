import FlowSyntax

extension LandingResolution {
  /// FL0317 inside one place: among paths as short as the derived one, the search takes the first
  /// in declaration order, so `push PremiumLesson, Lesson` put a free lesson's quiz link behind
  /// the paywall that `Lesson`'s path does not have (the fifteenth new-users review), and swapping
  /// the two names moved it off again, with nothing said either way. Returns the states of a path
  /// from the root of `context` (excluded) to `target` (included), as short as the search's, whose
  /// screens need fewer conditions than `needed`, those of the search's path beyond the place's
  /// own guards (`LandingIndex.placeNeeds`), or `nil` when none does.
  ///
  /// Asked only of a target several shortest paths reach, and read from the least sets of
  /// conditions worked out once per place (`LandingIndex.leastNeeds`), so that thousands of routes
  /// into a dense graph do not each walk it again (a review's lattice took 60 times as long to
  /// check when they did).
  static func lessGuardedPath(
    to target: Int, in context: Int, than needed: Set<ConditionID>,
    _ required: DeclaredRequirements, _ landings: inout LandingIndex
  ) -> [Int]? {
    let ways = landings.leastNeeds(in: context, required)
    guard
      let position = ways[target].firstIndex(where: {
        $0.needs.isSubset(of: needed) && $0.needs != needed
      })
    else { return nil }
    var path: [Int] = []
    var current = (state: target, way: position)
    while current.state >= 0 {
      let way = ways[current.state][current.way]
      guard way.from >= 0 else { break }
      path.append(current.state)
      current = (Int(way.from), Int(way.fromWay))
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
    // One path alone that short, as in most specs: nothing to compare, said before anything is
    // copied (the graph and a step are large values: 700 instructions a route, for nothing).
    guard landing.overCurrent == nil, let position = firstWritten(entries)
    else { return nil }
    let targetState = landings.graph.state(
      entries[position].screen, layer: entries[position].layer)
    guard landings.hasSeveralShortestPaths(to: targetState, in: winner),
      let first = landing.steps.first
    else { return nil }
    let graph = landings.graph
    let target = entries[position]
    let index = context.index
    let required = landings.requirements(index)
    let place = graph.contexts[winner]
    // The phase's and the tab's guards hold on every path of the place, and are not counted: a
    // screen repeating them needs nothing more (a review's `PremiumLesson requires premium` in a
    // tab requiring it was told the free path shows the quiz without 'premium').
    let common = landings.placeNeeds(winner, required)
    // The screens the compiler derived come before the first step the route writes.
    let derived = entries[..<position]
    // Most derived paths pass no guarded screen: said before anything is built or searched.
    guard derived.contains(where: { required.screens[$0.screen].contains { !common.contains($0) } })
    else { return nil }
    var needed = Set(required.screens[target.screen])
    for entry in derived { needed.formUnion(required.screens[entry.screen]) }
    needed.subtract(common)
    guard
      let other = lessGuardedPath(
        to: targetState, in: winner, than: needed, required, &landings),
      let parting = zip(derived, other).first(where: { $0.0.screen != graph.screen(of: $0.1) })
    else { return nil }
    var otherNeeds = Set<ConditionID>()
    for state in other { otherNeeds.formUnion(required.screens[graph.screen(of: state)]) }
    let avoidable = conditionNames(needed.subtracting(otherNeeds), index)
    let written = landing.steps.map { context.source.text(in: $0.range) }
    let screenName = { (screen: Int) in index.screens[screen].name.text }
    let paths = [
      other.dropLast().map { screenName(graph.screen(of: $0)) },
      derived.map { screenName($0.screen) },
    ]
    .map { "[" + ($0 + written).joined(separator: ", ") + "]" }
    return context.diagnostic(
      .landingBehindAvoidableGuard, first.name.range,
      SemaMessages.landingThroughAvoidableGuard(
        first.name.text, place: placeName(place, index), through: screenName(parting.0.screen),
        needs: conditionNames(needed, index), avoidable: avoidable,
        other: screenName(graph.screen(of: parting.1))),
      help: SemaMessages.landingThroughAvoidableGuardHelp(
        paths, conditions: avoidable, screen: first.name.text))
  }
}
