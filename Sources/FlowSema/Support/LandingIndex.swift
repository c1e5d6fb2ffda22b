/// Shortest paths from every root context, each computed once by BFS and reused by every route.
///
/// A spec with few root contexts keeps each search as dense lists, one entry per state, which
/// every route reads in place. One with many (tabs or phases by the thousand) keeps only the
/// states each search reached (`CompactSearch`): every route asks every context, so each is
/// searched, and dense lists were contexts x states. 8,000 tabs held 4.6 GB and 10,000 phases
/// 1.9 GB (81% of the peak in these lists). Compact, `flowc check` peaks at 36, 48, 73 and 119 MB
/// at 1,000, 2,000, 4,000 and 8,000 tabs (106 MB, 330 MB, 1.2 GB, 4.6 GB dense), and 33, 40, 55
/// and 99 MB at 1,000, 2,000, 4,000 and 10,000 phases in a chain (50 MB, 110 MB, 336 MB, 1.9 GB).
struct LandingIndex {
  /// One breadth-first search from a root: distance and parent per state, `-1` when unreached,
  /// and how many shortest paths reach it, counted up to 2: a landing reached by one path has no
  /// other as short to compare (FL0317 inside one place asks).
  struct Search {
    var distance: [Int32]
    var parent: [Int32]
    var shortestPaths: [UInt8]

    static let empty = Search(distance: [], parent: [], shortestPaths: [])
  }

  /// How a context's search is kept: not run yet, dense, or compact.
  enum Kept: UInt8 { case notSearched, dense, compact }

  /// Up to this many root contexts, searches stay dense: at most this many lists of every state,
  /// linear in the spec, and the cheapest to read (the benchmark's flat shape has one context).
  static let denseContextLimit = 32

  let graph: NavigationGraph
  /// Each dense context's search; empty lists for the others. Not optional:
  /// unwrapping an optional search to read it in place retained and released its lists, on every
  /// one of the 68,000 questions a 10,000-route check asks (`nearestState` 16.0 M -> 12.3 M
  /// instructions).
  private var searches: [Search]
  /// Each compact context's search; empty for the others.
  private var compactSearches: [CompactSearch]
  private var kept: [Kept]
  /// The dense lists a search runs in, every state unreached between searches, reused by each
  /// search kept compact so that it costs the states it reaches rather than every state.
  private var scratch = Search.empty
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
    searches = Array(repeating: .empty, count: graph.contexts.count)
    compactSearches = Array(repeating: .empty, count: graph.contexts.count)
    kept = Array(repeating: .notSearched, count: graph.contexts.count)
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

  /// The search from context `index` as dense lists, running it the first time it is needed; a
  /// compact one is spread out again, for the few questions that walk every state (FL0317
  /// inside one place).
  mutating func search(_ index: Int) -> Search {
    if kept[index] == .notSearched { runSearch(index) }
    if kept[index] == .compact {
      return compactSearches[index].spread(stateCount: graph.stateCount)
    }
    return searches[index]
  }

  /// Runs the search from context `index` in `scratch` and keeps it: dense for a spec of few
  /// contexts, else compact, and `scratch` reset where it was reached.
  private mutating func runSearch(_ index: Int) {
    let context = graph.contexts[index]
    if scratch.distance.isEmpty {
      let states = graph.stateCount
      scratch = Search(
        distance: [Int32](repeating: -1, count: states),
        parent: [Int32](repeating: -1, count: states),
        shortestPaths: [UInt8](repeating: 0, count: states))
    }
    let start = graph.state(context.root, layer: 0)
    scratch.distance[start] = 0
    scratch.shortestPaths[start] = 1
    var queue = [start]
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      // Every state one step nearer is dequeued first, so this state's count is final.
      graph.forEachSuccessor(of: state, in: context) { next in
        if scratch.distance[next] < 0 {
          scratch.distance[next] = scratch.distance[state] + 1
          scratch.parent[next] = Int32(state)
          scratch.shortestPaths[next] = scratch.shortestPaths[state]
          queue.append(next)
        } else if scratch.distance[next] == scratch.distance[state] + 1 {
          scratch.shortestPaths[next] = min(
            2, scratch.shortestPaths[next] &+ scratch.shortestPaths[state])
        }
      }
    }
    if graph.contexts.count <= Self.denseContextLimit {
      searches[index] = scratch
      scratch = .empty
      kept[index] = .dense
    } else {
      compactSearches[index] = CompactSearch(reached: queue, in: &scratch)
      kept[index] = .compact
    }
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
    guard kept[index] == .dense else { return nearestStateOutsideDense(of: screen, from: index) }
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

  /// `nearestState` for a context not searched yet or kept compact: apart, so that the dense
  /// read every route makes stays as short as it was (inlined, it cost 14 instructions a question,
  /// 0.96 M on the 10,000-route check).
  @inline(never)
  private mutating func nearestStateOutsideDense(of screen: Int, from index: Int) -> (
    state: Int, distance: Int32
  )? {
    if kept[index] == .notSearched { runSearch(index) }
    guard kept[index] == .compact else { return nearestState(of: screen, from: index) }
    let first = graph.state(screen, layer: 0)
    return compactSearches[index].nearest(among: first..<(first + graph.layerCount))
  }

  /// Whether more than one shortest path from context `index`'s root reaches `state`, read in place
  /// (a `Search` returned by value retains and releases its lists).
  mutating func hasSeveralShortestPaths(to state: Int, in index: Int) -> Bool {
    if kept[index] == .notSearched { runSearch(index) }
    if kept[index] == .compact { return compactSearches[index].hasSeveralShortestPaths(to: state) }
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
    if kept[context] == .notSearched { runSearch(context) }
    if kept[context] == .compact { return compactSearches[context].path(to: state, step) }
    let search = searches[context]
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
