extension LandingIndex {
  /// A search kept as the states it reached, in ascending order, each with its distance, parent
  /// and count of shortest paths: a tab or phase reaches its own few screens, and dense lists of
  /// every state, for each of thousands of contexts, grew with their square. Read by binary
  /// search, in the order the dense lists are, so every answer is the same.
  struct CompactSearch {
    var states: [Int32]
    var distance: [Int32]
    var parent: [Int32]
    var shortestPaths: [UInt8]

    static let empty = CompactSearch(states: [], distance: [], parent: [], shortestPaths: [])

    init(states: [Int32], distance: [Int32], parent: [Int32], shortestPaths: [UInt8]) {
      self.states = states
      self.distance = distance
      self.parent = parent
      self.shortestPaths = shortestPaths
    }

    /// Takes the states `reached` from the dense `scratch` a search ran in, and marks them
    /// unreached there again for the next search.
    init(reached: [Int], in scratch: inout Search) {
      let sorted = reached.sorted()
      states = sorted.map { Int32($0) }
      distance = sorted.map { scratch.distance[$0] }
      parent = sorted.map { scratch.parent[$0] }
      shortestPaths = sorted.map { scratch.shortestPaths[$0] }
      for state in sorted {
        scratch.distance[state] = -1
        scratch.parent[state] = -1
        scratch.shortestPaths[state] = 0
      }
    }

    /// The position of the first reached state at or after `state`.
    private func firstPosition(atLeast state: Int) -> Int {
      var low = 0
      var high = states.count
      while low < high {
        let middle = (low + high) / 2
        if Int(states[middle]) < state { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The position of `state`, or `nil` when the search did not reach it.
    private func position(of state: Int) -> Int? {
      let found = firstPosition(atLeast: state)
      return found < states.count && Int(states[found]) == state ? found : nil
    }

    /// The reached state of `candidates` (one screen's neighbouring states) nearest the root, the
    /// first among equals, as `nearestState` reads dense lists.
    func nearest(among candidates: Range<Int>) -> (state: Int, distance: Int32)? {
      var found: (state: Int, distance: Int32)?
      var position = firstPosition(atLeast: candidates.lowerBound)
      while position < states.count, Int(states[position]) < candidates.upperBound {
        if distance[position] < (found?.distance ?? Int32.max) {
          found = (Int(states[position]), distance[position])
        }
        position += 1
      }
      return found
    }

    /// Whether more than one shortest path reaches `state`.
    func hasSeveralShortestPaths(to state: Int) -> Bool {
      position(of: state).map { shortestPaths[$0] > 1 } ?? false
    }

    /// One value per state from the root (excluded) to `state` (included), made by `step`, as
    /// `LandingIndex.path` makes it from dense lists; empty when `state` is not reached.
    func path<Step>(to state: Int, _ step: (Int) -> Step) -> [Step] {
      guard var position = position(of: state) else { return [] }
      let count = Int(distance[position])
      var steps: [Step] = []
      steps.reserveCapacity(count)
      for _ in 0..<count {
        steps.append(step(Int(states[position])))
        guard let next = self.position(of: Int(parent[position])) else { break }
        position = next
      }
      return steps.reversed()
    }

    /// The dense lists again, for the questions that walk every state.
    func spread(stateCount: Int) -> Search {
      var search = Search(
        distance: [Int32](repeating: -1, count: stateCount),
        parent: [Int32](repeating: -1, count: stateCount),
        shortestPaths: [UInt8](repeating: 0, count: stateCount))
      for (position, state) in states.enumerated() {
        search.distance[Int(state)] = distance[position]
        search.parent[Int(state)] = parent[position]
        search.shortestPaths[Int(state)] = shortestPaths[position]
      }
      return search
    }
  }
}
