import FlowRuntime

/// The pairs of routes whose paths match some common link, found by walking the runtime's
/// `RouteTrie` in pairs of nodes that one link can reach together, so the cost follows the trie and
/// the overlaps that exist, not the square of the routes.
///
/// Two nodes are reached together when edges of theirs read a common segment: equal literals, a
/// literal a placeholder's type parses (`ParameterType.acceptsPathSegment`, the matcher's own parser),
/// or two placeholder types that share a value. A catch-all reads zero or more segments, so its
/// routes meet every route under the node paired with its own.
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

  private let trie: RouteTrie
  /// Per node, the routes under it in preorder: its catch-alls, its terminals, then its
  /// descendants', so that the routes under a node but for its own catch-alls are one range.
  private var routesUnder: [Int] = []
  private var subtree: [Range<Int>] = []

  /// Walks `trie`, stopping once `limit` pairs have been met.
  init(_ trie: RouteTrie, limit: Int) {
    self.trie = trie
    indexSubtrees()
    var met: [Pair] = []
    var visited = Set<Int>()
    let nodeCount = trie.nodes.count
    var stack = [(RouteTrie.root, RouteTrie.root)]
    func push(_ x: Int, _ y: Int) {
      let (low, high) = (min(x, y), max(x, y))
      if visited.insert(low * nodeCount + high).inserted { stack.append((low, high)) }
    }
    func meet(_ routes: ArraySlice<Int>, _ others: ArraySlice<Int>) {
      for first in routes {
        for second in others where first != second {
          met.append(Pair(earlier: min(first, second), later: max(first, second)))
        }
      }
    }
    func meetEachOther(_ routes: ArraySlice<Int>) {
      for index in routes.indices { meet(routes[index...index], routes[(index + 1)...]) }
    }
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
      pushEqualLiterals(left, right, push)
      pushLiteralsRead(literalsOf: left, typedOf: right, push)
      if a != b { pushLiteralsRead(literalsOf: right, typedOf: left, push) }
      for x in trie.typedEdges[left.typed] {
        for y in trie.typedEdges[right.typed] where x.type.sharesValues(with: y.type) {
          push(x.child, y.child)
        }
      }
    }
    pairs = Array(Set(met)).sorted()
  }

  private func routes(_ range: Range<Int>) -> ArraySlice<Int> {
    trie.routeLists[range]
  }

  /// The routes under `node`, itself included, but for its own catch-alls.
  private func routesBelowCatchAlls(of node: Int) -> ArraySlice<Int> {
    let range = subtree[node]
    return routesUnder[(range.lowerBound + trie.nodes[node].catchAlls.count)..<range.upperBound]
  }

  /// Lists every node's routes in preorder and records each node's range of that list.
  private mutating func indexSubtrees() {
    subtree = Array(repeating: 0..<0, count: trie.nodes.count)
    var stack = [(node: RouteTrie.root, isExit: false)]
    while let (node, isExit) = stack.popLast() {
      if isExit {
        subtree[node] = subtree[node].lowerBound..<routesUnder.count
        continue
      }
      let current = trie.nodes[node]
      subtree[node] = routesUnder.count..<routesUnder.count
      routesUnder += routes(current.catchAlls)
      routesUnder += routes(current.terminals)
      stack.append((node, true))
      for edge in trie.literalEdges[current.literals] { stack.append((edge.child, false)) }
      for edge in trie.typedEdges[current.typed] { stack.append((edge.child, false)) }
    }
  }

  /// Pairs the children of equal literals: both nodes' literals are sorted by bytes, so one merge.
  private func pushEqualLiterals(
    _ left: RouteTrie.Node, _ right: RouteTrie.Node, _ push: (Int, Int) -> Void
  ) {
    var x = left.literals.lowerBound
    var y = right.literals.lowerBound
    while x < left.literals.upperBound, y < right.literals.upperBound {
      let leftEdge = trie.literalEdges[x]
      let rightEdge = trie.literalEdges[y]
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

  /// Pairs each literal child of one node with each placeholder child of the other whose type reads
  /// the literal.
  private func pushLiteralsRead(
    literalsOf literalNode: RouteTrie.Node, typedOf typedNode: RouteTrie.Node,
    _ push: (Int, Int) -> Void
  ) {
    guard !typedNode.typed.isEmpty else { return }
    for literal in trie.literalEdges[literalNode.literals] {
      let text = String(decoding: trie.bytes(of: literal), as: UTF8.self)
      for typed in trie.typedEdges[typedNode.typed] where typed.type.acceptsPathSegment(text) {
        push(literal.child, typed.child)
      }
    }
  }
}
