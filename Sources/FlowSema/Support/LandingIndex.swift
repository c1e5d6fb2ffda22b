/// Shortest paths from every root context, each computed once by BFS and reused by every route.
struct LandingIndex {
  /// One breadth-first search from a root: distance and parent per state, `-1` when unreached,
  /// and how many shortest paths reach it, counted up to 2: a landing reached by one path has no
  /// other as short to compare (FL0317 inside one place asks).
  struct Search {
    var distance: [Int32]
    var parent: [Int32]
    var shortestPaths: [UInt8]
  }

  let graph: NavigationGraph
  /// Each context's search, once `isSearched` says it ran; empty lists before. Not optional:
  /// unwrapping an optional search to read it in place retained and released its lists, on every
  /// one of the 68,000 questions a 10,000-route check asks (`nearestState` 16.0 M -> 12.3 M
  /// instructions).
  private var searches: [Search]
  private var isSearched: [Bool]
  /// What each phase, tab and screen requires, resolved the first time a route asks, then shared
  /// by every route.
  private var required: DeclaredRequirements?
  /// Per phase, the different lists of conditions its tabs require, each once: most phases' tabs
  /// share one or two, so a landing asks those rather than every tab.
  private var tabNeedsByPhase: [Int: [[ConditionID]]] = [:]
  /// Per context, every state's predecessors on its shortest paths, built the first time a
  /// landing reached by several paths asks.
  private var shortestPathParents: [Int: [[Int32]]] = [:]
  /// Per context, `leastNeeds`: built the first time a landing reached by several paths asks.
  var leastNeedsByContext: [Int: [[Way]]] = [:]

  init(graph: NavigationGraph) {
    self.graph = graph
    searches = Array(
      repeating: Search(distance: [], parent: [], shortestPaths: []), count: graph.contexts.count)
    isSearched = Array(repeating: false, count: graph.contexts.count)
  }

  /// What each phase, tab and screen of `index` requires, by position.
  mutating func requirements(_ index: DeclarationIndex) -> DeclaredRequirements {
    if let required { return required }
    let made = DeclaredRequirements(index)
    required = made
    return made
  }

  /// The different lists of conditions the tabs of phase `phase` require.
  mutating func tabNeeds(ofPhase phase: Int, _ index: DeclarationIndex) -> [[ConditionID]] {
    if let known = tabNeedsByPhase[phase] { return known }
    let tabs = requirements(index).tabs
    var lists: [[ConditionID]] = []
    for context in graph.contexts where context.phase == phase {
      let list = context.tab.map { Array(tabs[$0]) } ?? []
      if !lists.contains(list) { lists.append(list) }
    }
    tabNeedsByPhase[phase] = lists
    return lists
  }

  /// The search from context `index`, running it the first time it is needed.
  mutating func search(_ index: Int) -> Search {
    if isSearched[index] { return searches[index] }
    let context = graph.contexts[index]
    let states = graph.stateCount
    var distance = [Int32](repeating: -1, count: states)
    var parent = [Int32](repeating: -1, count: states)
    var shortestPaths = [UInt8](repeating: 0, count: states)
    let start = graph.state(context.root, layer: 0)
    distance[start] = 0
    shortestPaths[start] = 1
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      // Every state one step nearer is dequeued first, so this state's count is final.
      graph.forEachSuccessor(of: state, in: context) { next in
        if distance[next] < 0 {
          distance[next] = distance[state] + 1
          parent[next] = Int32(state)
          shortestPaths[next] = shortestPaths[state]
          queue.append(next)
        } else if distance[next] == distance[state] + 1 {
          shortestPaths[next] = min(2, shortestPaths[next] &+ shortestPaths[state])
        }
      }
    }
    let result = Search(distance: distance, parent: parent, shortestPaths: shortestPaths)
    searches[index] = result
    isSearched[index] = true
    return result
  }

  /// Whether some root of the contexts `isIncluded` accepts (a route's `in` narrows them) shows
  /// `screen` through pushes and presentations nested to any depth, past the
  /// `maximumPresentationDepth` layers the searches follow: only asked of a landing no search
  /// reaches, to tell "too deep for a link" from "not reachable at all".
  func isReachedPastDepthLimit(
    _ screen: Int, from isIncluded: (NavigationGraph.RootContext) -> Bool
  ) -> Bool {
    var reached = Array(repeating: false, count: graph.screenCount)
    let roots = graph.contexts.filter(isIncluded).flatMap { [$0.root] + $0.phasePresents }
    graph.markReachable(from: roots, in: &reached)
    return reached[screen]
  }

  /// The state of `screen` nearest to context `index`'s root, on the lowest layer among the
  /// nearest, and its distance; `nil` when no layer of it is reached. A screen's states are
  /// neighbours, so they are read in one pass over the search, in place: a `Search` returned by value
  /// retains and releases both its lists, and every route asks once per root context.
  mutating func nearestState(of screen: Int, from index: Int) -> (state: Int, distance: Int32)? {
    if !isSearched[index] { _ = search(index) }
    let first = graph.state(screen, layer: 0)
    let states = first..<(first + graph.layerCount)
    return searches[index].distance.withUnsafeBufferPointer { distances in
      var found: (state: Int, distance: Int32)?
      for state in states {
        let distance = distances[state]
        if distance >= 0, distance < (found?.distance ?? Int32.max) { found = (state, distance) }
      }
      return found
    }
  }

  /// Whether more than one shortest path from context `index`'s root reaches `state`, read in place
  /// (a `Search` returned by value retains and releases its lists).
  mutating func hasSeveralShortestPaths(to state: Int, in index: Int) -> Bool {
    if !isSearched[index] { _ = search(index) }
    return searches[index].shortestPaths[state] > 1
  }

  /// Every state's predecessors on its shortest paths from context `index`'s root: the states one
  /// step nearer that lead to it.
  mutating func shortestPathParents(_ index: Int) -> [[Int32]] {
    if let known = shortestPathParents[index] { return known }
    let search = search(index)
    let context = graph.contexts[index]
    var parents = [[Int32]](repeating: [], count: graph.stateCount)
    for state in search.distance.indices where search.distance[state] >= 0 {
      graph.forEachSuccessor(of: state, in: context) { next in
        if search.distance[next] == search.distance[state] + 1 {
          parents[next].append(Int32(state))
        }
      }
    }
    shortestPathParents[index] = parents
    return parents
  }

  /// One value per state from the root (excluded) to `state` (included) along the shortest path,
  /// made by `step`: written from the end back, as the parents lead, into an array sized once by
  /// the distance, rather than listed backwards, reversed and mapped (three arrays per route).
  mutating func path<Step>(to state: Int, in context: Int, _ step: (Int) -> Step) -> [Step] {
    let search = search(context)
    let count = max(0, Int(search.distance[state]))
    return [Step](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      var current = state
      for position in (0..<count).reversed() {
        (buffer.baseAddress! + position).initialize(to: step(current))
        current = Int(search.parent[current])
      }
      initializedCount = count
    }
  }
}
