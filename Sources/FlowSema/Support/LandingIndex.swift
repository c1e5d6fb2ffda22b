/// Shortest paths from every root context, each computed once by BFS and reused by every route.
struct LandingIndex {
  /// One breadth-first search from a root: distance and parent per state, `-1` when unreached.
  struct Search {
    var distance: [Int32]
    var parent: [Int32]
  }

  let graph: NavigationGraph
  private(set) var searches: [Search?]

  init(graph: NavigationGraph) {
    self.graph = graph
    searches = Array(repeating: nil, count: graph.contexts.count)
  }

  /// The search from context `index`, running it the first time it is needed.
  mutating func search(_ index: Int) -> Search {
    if let done = searches[index] { return done }
    let context = graph.contexts[index]
    let states = graph.stateCount
    var distance = [Int32](repeating: -1, count: states)
    var parent = [Int32](repeating: -1, count: states)
    let start = graph.state(context.root, layer: 0)
    distance[start] = 0
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      for next in graph.successors(of: state, in: context) where distance[next] < 0 {
        distance[next] = distance[state] + 1
        parent[next] = Int32(state)
        queue.append(next)
      }
    }
    let result = Search(distance: distance, parent: parent)
    searches[index] = result
    return result
  }

  /// The states from the root (excluded) to `state` (included) along the shortest path.
  mutating func path(to state: Int, in context: Int) -> [Int] {
    let search = search(context)
    var result: [Int] = []
    var current = state
    while current >= 0, search.distance[current] > 0 {
      result.append(current)
      current = Int(search.parent[current])
    }
    return result.reversed()
  }
}
