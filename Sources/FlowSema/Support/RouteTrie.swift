/// The routes' path patterns merged into a trie, so overlaps are found by walking pairs of nodes
/// instead of comparing every route with every other.
struct RouteTrie {
  struct Node {
    var literals: [String: Int] = [:]
    /// Placeholder children by type, at most one per type.
    var parameters: [ValueType: Int] = [:]
    var catchAll: Int?
    /// Routes whose path ends here (for a catch-all route: at its catch-all node).
    var terminals: [Int] = []
  }

  private(set) var nodes: [Node] = [Node()]

  /// Adds a route's path; `route` is the caller's identifier for it.
  mutating func insert(_ segments: [RouteSegment], route: Int) {
    var current = 0
    for segment in segments {
      switch segment {
      case .literal(let text):
        if let next = nodes[current].literals[text] {
          current = next
        } else {
          nodes.append(Node())
          nodes[current].literals[text] = nodes.count - 1
          current = nodes.count - 1
        }
      case .parameter(_, let type):
        if let next = nodes[current].parameters[type] {
          current = next
        } else {
          nodes.append(Node())
          nodes[current].parameters[type] = nodes.count - 1
          current = nodes.count - 1
        }
      case .catchAll:
        if let next = nodes[current].catchAll {
          current = next
        } else {
          nodes.append(Node())
          nodes[current].catchAll = nodes.count - 1
          current = nodes.count - 1
        }
      }
    }
    nodes[current].terminals.append(route)
  }

  /// Every route ending in the subtree under `node`, including `node`, but not under its own
  /// catch-all child; stops after `limit` routes.
  func terminals(under node: Int, limit: Int) -> [Int] {
    var result: [Int] = []
    var stack = [node]
    let skipped = nodes[node].catchAll
    while let current = stack.popLast(), result.count < limit {
      result += nodes[current].terminals
      stack += nodes[current].literals.values
      stack += nodes[current].parameters.values
      if let child = nodes[current].catchAll, child != skipped { stack.append(child) }
    }
    return result
  }
}
