extension LandingIndex {
  /// One way to reach a state along a shortest path from its place's root: the conditions its
  /// screens need, and the way before it (`from`, a state, and its position in that state's
  /// ways; `-1` at the root).
  struct Way {
    var needs: Set<ConditionID>
    var from: Int32
    var fromWay: Int32
  }

  /// The most ways kept per state: each is a different least set of conditions, and a spec with
  /// more distinct guards on paths equally short to one screen is not one a warning can help.
  static let maximumWays = 8

  /// The conditions every path of context `index` needs: its phase's and its tab's guards, which
  /// FL0317 inside one place does not count, since no path there avoids them.
  func placeNeeds(_ index: Int, _ required: DeclaredRequirements) -> Set<ConditionID> {
    let context = graph.contexts[index]
    return Set(required.phases[context.phase]).union(context.tab.map { required.tabs[$0] } ?? [])
  }

  /// The conditions a link landing on `state` in context `index` waits for: the place's
  /// (`placeNeeds`) and those of every screen on the path there, `state`'s own included. FL0306
  /// compares tied places by it, and FL0317 another place with the one the landing took.
  mutating func pathNeeds(to state: Int, in index: Int, _ required: DeclaredRequirements)
    -> Set<ConditionID>
  {
    var needs = placeNeeds(index, required)
    for step in path(to: state, in: index, { $0 }) {
      needs.formUnion(required.screens[graph.screen(of: step)])
    }
    return needs
  }

  /// For every state context `index` reaches, the least sets of conditions its shortest paths
  /// need beyond `placeNeeds`, each with the way it came by, worked out once per place, forward
  /// from the root. Asked by FL0317 inside one place, only for a landing several paths reach.
  mutating func leastNeeds(in index: Int, _ required: DeclaredRequirements) -> [[Way]] {
    if let known = leastNeedsByContext[index] { return known }
    let common = placeNeeds(index, required)
    let search = search(index)
    let parents = shortestPathParents(index)
    let order = search.distance.indices.filter { search.distance[$0] >= 0 }
      .sorted { search.distance[$0] < search.distance[$1] }
    var ways = [[Way]](repeating: [], count: graph.stateCount)
    for state in order {
      guard search.distance[state] > 0 else {
        ways[state] = [Way(needs: [], from: -1, fromWay: -1)]
        continue
      }
      var needs = Set(required.screens[graph.screen(of: state)])
      needs.subtract(common)
      var kept: [Way] = []
      for parent in parents[state] {
        for (position, way) in ways[Int(parent)].enumerated() {
          let new = Way(needs: way.needs.union(needs), from: parent, fromWay: Int32(position))
          guard !kept.contains(where: { $0.needs.isSubset(of: new.needs) }) else { continue }
          kept.removeAll { new.needs.isSubset(of: $0.needs) }
          if kept.count < Self.maximumWays { kept.append(new) }
        }
      }
      ways[state] = kept
    }
    leastNeedsByContext[index] = ways
    return ways
  }
}
