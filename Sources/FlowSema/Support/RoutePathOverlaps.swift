import FlowRuntime

/// The pairs of routes whose paths match some common link, found by walking the runtime's route
/// trie (`RouteTrie.Paths`: its nodes and edges, without the matcher's layout) in pairs of nodes
/// that one link can reach together, so the cost follows the trie and the overlaps that exist, not
/// the square of the routes.
///
/// Two nodes are reached together when edges of theirs read a common segment: equal literals, a
/// literal a placeholder's type parses (`ParameterType.acceptsPathSegment`, the matcher's own parser),
/// or two placeholder types that share a value. A catch-all reads zero or more segments, so its
/// routes meet every route under the node paired with its own. With `foldingHost` (the app has a
/// custom scheme, whose host is the first segment), a first literal with ASCII capitals meets the
/// same literal in lowercase: the matcher tries the host as written, then lowercased.
///
/// The walk's state is stored properties changed by mutating methods rather than local variables
/// captured by nested functions, which boxed them and checked each access at run time.
struct RoutePathOverlaps {
  /// One pair of route indices, `earlier < later`.
  struct Pair: Hashable, Comparable {
    var earlier: Int
    var later: Int

    /// By the later route, then the earlier: each route meets its earliest partner first,
    /// whatever order the walk found them in.
    static func < (left: Pair, right: Pair) -> Bool {
      (left.later, left.earlier) < (right.later, right.earlier)
    }
  }

  /// Every overlapping pair found, sorted, each once.
  private(set) var pairs: [Pair] = []

  private let trie: RouteTrie.Paths
  /// Per node, the routes under it in preorder: its catch-alls, its terminals, then its
  /// descendants', so that the routes under a node but for its own catch-alls are one range.
  private var routesUnder: [Int] = []
  private var subtree: [Range<Int>] = []
  /// The pairs met so far, in the order found, some more than once.
  private var met: [Pair] = []
  /// The pairs of distinct nodes already queued, each as `low * node count + high`.
  private var visited = Set<Int>()
  /// The pairs of nodes still to walk, `low <= high`.
  private var stack: [(Int, Int)] = []

  /// Walks `trie`, stopping once `limit` pairs have been met.
  init(_ trie: RouteTrie.Paths, limit: Int, foldingHost: Bool = false) {
    self.trie = trie
    indexSubtrees()
    if foldingHost { pushHostsDifferingInCase() }
    stack.append((RouteTrie.root, RouteTrie.root))
    while let (a, b) = stack.popLast(), met.count < limit {
      let left = trie.nodes[a]
      let right = trie.nodes[b]
      if a == b {
        meetEachOther(routes(left.terminals))
        meetEachOther(routes(left.catchAlls))
        meet(routes(left.catchAlls), routesBelowCatchAlls(of: a))
      } else {
        meet(routes(left.terminals), routes(right.terminals))
        meet(routes(left.catchAlls), routes(right.catchAlls))
        meet(routes(left.catchAlls), routesBelowCatchAlls(of: b))
        meet(routes(right.catchAlls), routesBelowCatchAlls(of: a))
      }
      pushEqualLiterals(left, right)
      pushLiteralsRead(literalsOf: left, typedOf: right)
      if a != b { pushLiteralsRead(literalsOf: right, typedOf: left) }
      for x in left.typed {
        for y in right.typed
        where trie.typedEdges[x].type.sharesValues(with: trie.typedEdges[y].type) {
          push(trie.typedEdges[x].child, trie.typedEdges[y].child)
        }
      }
    }
    pairs = Array(Set(met)).sorted()
  }

  /// Queues a pair of nodes once. A node paired with itself is reached only from its parent paired
  /// with itself, which is walked once, so only pairs of distinct nodes are remembered.
  private mutating func push(_ x: Int, _ y: Int) {
    let (low, high) = (min(x, y), max(x, y))
    if low == high || visited.insert(low * trie.nodes.count + high).inserted {
      stack.append((low, high))
    }
  }

  private mutating func meet(_ routes: ArraySlice<Int>, _ others: ArraySlice<Int>) {
    for first in routes {
      for second in others where first != second {
        met.append(Pair(earlier: min(first, second), later: max(first, second)))
      }
    }
  }

  private mutating func meetEachOther(_ routes: ArraySlice<Int>) {
    for index in routes.indices { meet(routes[index...index], routes[(index + 1)...]) }
  }

  private func routes(_ range: Range<Int>) -> ArraySlice<Int> {
    trie.routeLists[range]
  }

  /// The routes under `node`, itself included, but for its own catch-alls.
  private func routesBelowCatchAlls(of node: Int) -> ArraySlice<Int> {
    let range = subtree[node]
    return routesUnder[(range.lowerBound + trie.nodes[node].catchAlls.count)..<range.upperBound]
  }

  /// Lists every node's routes in preorder and records each node's range of that list, in local
  /// lists filled by position rather than through slices of the trie's.
  private mutating func indexSubtrees() {
    let nodes = trie.nodes
    let routeLists = trie.routeLists
    var subtree = Array(repeating: 0..<0, count: nodes.count)
    var routesUnder: [Int] = []
    routesUnder.reserveCapacity(routeLists.count)
    var stack = [(node: RouteTrie.root, isExit: false)]
    while let (node, isExit) = stack.popLast() {
      if isExit {
        subtree[node] = subtree[node].lowerBound..<routesUnder.count
        continue
      }
      let current = nodes[node]
      subtree[node] = routesUnder.count..<routesUnder.count
      for position in current.catchAlls { routesUnder.append(routeLists[position]) }
      for position in current.terminals { routesUnder.append(routeLists[position]) }
      stack.append((node, true))
      for edge in current.literals { stack.append((trie.literalEdges[edge].child, false)) }
      for edge in current.typed { stack.append((trie.typedEdges[edge].child, false)) }
    }
    self.subtree = subtree
    self.routesUnder = routesUnder
  }

  /// Pairs the children of equal literals: both nodes' literals are sorted by bytes, so one merge.
  private mutating func pushEqualLiterals(_ left: RouteTrie.Node, _ right: RouteTrie.Node) {
    var x = left.literals.lowerBound
    var y = right.literals.lowerBound
    while x < left.literals.upperBound, y < right.literals.upperBound {
      let leftEdge = trie.literalEdges[x]
      let rightEdge = trie.literalEdges[y]
      // A node's literals are distinct, so paired with itself each edge meets only itself.
      if x == y {
        push(leftEdge.child, rightEdge.child)
        x += 1
        y += 1
        continue
      }
      let leftBytes = trie.bytes(of: leftEdge)
      let rightBytes = trie.bytes(of: rightEdge)
      if leftBytes.elementsEqual(rightBytes) {
        push(leftEdge.child, rightEdge.child)
        x += 1
        y += 1
      } else if leftBytes.lexicographicallyPrecedes(rightBytes) {
        x += 1
      } else {
        y += 1
      }
    }
  }

  /// Pairs each first literal with ASCII capitals with the same literal in lowercase, which reads
  /// every other spelling of that custom-scheme host (`/Statements/{id}`, FL0114 accepted, and
  /// `/statements/{id}` both read `m://Statements/1`: the third new-users review). Two spellings
  /// with capitals share no link: each reads only itself, and the lowercased host neither.
  private mutating func pushHostsDifferingInCase() {
    let root = trie.nodes[RouteTrie.root]
    var lowercaseChild: [String: Int] = [:]
    var capitalized: [(folded: String, child: Int)] = []
    for position in root.literals {
      let edge = trie.literalEdges[position]
      let text = String(decoding: trie.bytes(of: edge), as: UTF8.self)
      let folded = ASCII.lowercased(text)
      if folded == text {
        lowercaseChild[text] = edge.child
      } else {
        capitalized.append((folded, edge.child))
      }
    }
    for (folded, child) in capitalized {
      if let lowercase = lowercaseChild[folded] { push(child, lowercase) }
    }
  }

  /// Pairs each literal child of one node with each placeholder child of the other whose type reads
  /// the literal.
  private mutating func pushLiteralsRead(
    literalsOf literalNode: RouteTrie.Node, typedOf typedNode: RouteTrie.Node
  ) {
    guard !typedNode.typed.isEmpty else { return }
    for literal in literalNode.literals {
      let edge = trie.literalEdges[literal]
      let text = String(decoding: trie.bytes(of: edge), as: UTF8.self)
      for typed in typedNode.typed where trie.typedEdges[typed].type.acceptsPathSegment(text) {
        push(edge.child, trie.typedEdges[typed].child)
      }
    }
  }
}
