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

  /// For every state context `index` reaches, the least sets of conditions its shortest paths
  /// need, each with the way it came by, worked out once per place, forward from the root:
  /// `common`, the phase's and the tab's guards (the same for every route of the place), are not
  /// counted. Asked by FL0317 inside one place, only for a landing several paths reach.
  mutating func leastNeeds(
    in index: Int, ignoring common: Set<ConditionID>, _ required: DeclaredRequirements
  ) -> [[Way]] {
    if let known = leastNeedsByContext[index] { return known }
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
