extension RouteTrie {
  /// The tree of a route table while it is being built, before `RouteTrie.init` lays it out.
  ///
  /// Every edge and route of every node lives in one flat list per kind, each entry linking to the
  /// next one of the same node, rather than in four arrays per node: a table of 10,000 routes has
  /// about 30,000 nodes, and their small arrays were about 27,000 allocations (and as many frees)
  /// on every `flowc check` of such a spec.
  struct Builder {
    /// Every node's first entry in each list (`none` when it has none), root first.
    private var nodes = [NodeHeads()]
    private var literals: [Linked<(text: String, child: Int)>] = []
    /// Each literal's head, at its index in `literals`: scanning a node's few literals compares
    /// heads and reads a literal's bytes only when its head is the same.
    private var literalHeads: [LiteralHead] = []
    private var typed: [Linked<(type: ParameterType, name: String, child: Int)>] = []
    private var terminals: [Linked<Int>] = []
    private var catchAlls: [Linked<Int>] = []
    /// The literal children of nodes with many, by their bytes, so that building stays linear in
    /// the routes; a node with a few is searched in place, which costs less than hashing the text.
    private var literalChildren: [LiteralKey: Int] = [:]

    var nodeCount: Int { nodes.count }

    /// Adds the path of route `routeIndex`, whose catch-all, if any, is its last segment.
    mutating func add(_ segments: [RouteSpec.Segment], routeIndex: Int) {
      var node = RouteTrie.root
      for segment in segments {
        switch segment {
        case .literal(let text): node = literalChild(of: node, text: text)
        case .parameter(let name, let type): node = typedChild(of: node, type: type, name: name)
        case .catchAll:
          nodes[node].catchAll = Self.link(routeIndex, after: nodes[node].catchAll, in: &catchAlls)
          return
        }
      }
      nodes[node].terminal = Self.link(routeIndex, after: nodes[node].terminal, in: &terminals)
    }

    /// Node `node`'s edges and routes, each list in the order they were added.
    func contents(of node: Int, into contents: inout NodeContents) {
      let heads = nodes[node]
      Self.collect(from: heads.literal, in: literals, into: &contents.literals)
      Self.collect(from: heads.typed, in: typed, into: &contents.typed)
      Self.collect(from: heads.terminal, in: terminals, into: &contents.terminals)
      Self.collect(from: heads.catchAll, in: catchAlls, into: &contents.catchAlls)
    }

    private mutating func literalChild(of node: Int, text: String) -> Int {
      let literalCount = nodes[node].literalCount
      let head = Self.head(of: text)
      if literalCount <= RouteTrie.fewLiterals {
        var entry = nodes[node].literal
        while entry != Self.none {
          if literalHeads[entry] == head,
            LiteralKey.sameBytes(literals[entry].value.text, text)
          {
            return literals[entry].value.child
          }
          entry = literals[entry].next
        }
      } else if let existing = literalChildren[LiteralKey(parent: node, text: text)] {
        return existing
      }
      let child = nodes.count
      // Past a few children, every child of the node goes into the dictionary, once.
      if literalCount == RouteTrie.fewLiterals {
        var entry = nodes[node].literal
        while entry != Self.none {
          let sibling = literals[entry].value
          literalChildren[LiteralKey(parent: node, text: sibling.text)] = sibling.child
          entry = literals[entry].next
        }
      }
      if literalCount >= RouteTrie.fewLiterals {
        literalChildren[LiteralKey(parent: node, text: text)] = child
      }
      nodes.append(NodeHeads())
      nodes[node].literal = Self.link((text, child), after: nodes[node].literal, in: &literals)
      literalHeads.append(head)
      nodes[node].literalCount += 1
      return child
    }

    private mutating func typedChild(of node: Int, type: ParameterType, name: String) -> Int {
      var entry = nodes[node].typed
      while entry != Self.none {
        if typed[entry].value.type == type { return typed[entry].value.child }
        entry = typed[entry].next
      }
      let child = nodes.count
      nodes.append(NodeHeads())
      nodes[node].typed = Self.link((type, name, child), after: nodes[node].typed, in: &typed)
      return child
    }

    /// A literal's head, made once per segment added: texts with different heads differ.
    private static func head(of text: String) -> LiteralHead {
      var text = text
      return text.withUTF8 { LiteralHead($0) }
    }

    /// Appends `value` to `list`, linked to `head` (the node's entry added before it), and returns
    /// its index, the node's new head.
    private static func link<Value>(
      _ value: Value, after head: Int, in list: inout [Linked<Value>]
    ) -> Int {
      list.append(Linked(value: value, next: head))
      return list.count - 1
    }

    /// The values linked from `head`, oldest first, in place of what `values` held.
    private static func collect<Value>(
      from head: Int, in list: [Linked<Value>], into values: inout [Value]
    ) {
      values.removeAll(keepingCapacity: true)
      var entry = head
      while entry != none {
        values.append(list[entry].value)
        entry = list[entry].next
      }
      values.reverse()
    }

    /// The end of a node's list.
    private static let none = -1

    /// A node's newest entry in each list, and how many literal children it has.
    private struct NodeHeads {
      var literal = Builder.none
      var literalCount = 0
      var typed = Builder.none
      var terminal = Builder.none
      var catchAll = Builder.none
    }

    /// An entry of a list and the index of the one its node had before it.
    private struct Linked<Value> {
      var value: Value
      var next: Int
    }
  }

  /// One node's edges and routes as `Builder.contents(of:into:)` gives them: kept from node to
  /// node so that their storage is allocated once for the whole trie.
  struct NodeContents {
    var literals: [(text: String, child: Int)] = []
    var typed: [(type: ParameterType, name: String, child: Int)] = []
    var terminals: [Int] = []
    var catchAlls: [Int] = []
  }
}

/// A literal edge while the trie is being built: its parent node and its text, equal only when the
/// UTF-8 is (the matcher compares bytes, so canonically equivalent spellings stay apart), and
/// hashed in one call over the bytes rather than byte by byte.
private struct LiteralKey: Hashable {
  var parent: Int
  var text: String

  static func == (left: LiteralKey, right: LiteralKey) -> Bool {
    left.parent == right.parent && sameBytes(left.text, right.text)
  }

  /// Whether two texts are the same UTF-8, not merely canonically equivalent as `==` says.
  ///
  /// Lengths first, which a string knows without reading its bytes: most literals a node's scan
  /// passes differ in length, and reading both texts' bytes copies a small string out first.
  /// Equal lengths compare byte by byte in a plain loop, where the generic `elementsEqual` cost
  /// over a hundred instructions a call.
  static func sameBytes(_ left: String, _ right: String) -> Bool {
    guard left.utf8.count == right.utf8.count else { return false }
    var (left, right) = (left, right)
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in
        for position in leftBytes.indices where leftBytes[position] != rightBytes[position] {
          return false
        }
        return true
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(parent)
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
