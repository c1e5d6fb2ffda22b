extension RouteTrie {
  /// The tree of a route table while it is being built, before `Paths` lays it out.
  ///
  /// Every edge and route of every node lives in one flat list per kind, each entry naming its node,
  /// rather than in four arrays per node: a table of 10,000 routes has about 20,000 nodes, and
  /// their small arrays were about 27,000 allocations (and as many frees) on every `flowc check`
  /// of such a spec. `Paths` groups each list by node in one pass, rather than collecting every
  /// node's entries in turn. A literal edge is plain words, its bytes a span of `bytes`, so that
  /// laying out, sorting and freeing the edges retains no string.
  struct Builder {
    /// Per node, its newest typed edge in `typed` (`none` when it has none), root first.
    private var typedHeads = [Builder.none]
    private(set) var literals: [Literal] = []
    private(set) var typed: [Typed] = []
    /// The routes whose paths end at a node, in the order added.
    private(set) var terminals: [NodeRoute] = []
    /// The routes whose catch-all starts at a node, in the order added.
    private(set) var catchAlls: [NodeRoute] = []
    /// The bytes of every literal edge, back to back, in the order the edges were added.
    private(set) var bytes: [UInt8] = []
    /// Every literal edge as its index in `literals` + 1 (0 for none), in an open-addressed table
    /// a power of two long and at most half full, probed from `slot(of:count:parent:slotCount:)`:
    /// finding an edge then costs a few instructions whatever the literal's length, where hashing
    /// its `String` into a `Dictionary` cost hundreds (SipHash over the bytes, and retains).
    private var literalSlots = [Int32](repeating: 0, count: 64)

    var nodeCount: Int { typedHeads.count }

    /// Reserves room for `routes` routes of `segments` segments in all, so that the lists grow
    /// once rather than by doubling (each doubling a copy and an allocation).
    mutating func reserveCapacity(routes: Int, segments: Int) {
      typedHeads.reserveCapacity(segments + 1)
      literals.reserveCapacity(segments)
      terminals.reserveCapacity(routes)
    }

    /// Adds the path of route `routeIndex`, whose catch-all, if any, is its last segment.
    ///
    /// The segments are matched in place, in their buffer: `for segment in` copied each one out
    /// and destroyed the copy, its text retained and released, for every segment of every route.
    mutating func add(_ segments: [RouteSpec.Segment], routeIndex: Int) {
      var node = RouteTrie.root
      segments.withUnsafeBufferPointer { segments in
        for position in segments.indices {
          switch segments[position] {
          case .literal(let text): node = literalChild(of: node, text: text)
          case .parameter(let name, let type):
            node = typedChild(of: node, type: type, name: name)
          case .catchAll:
            catchAlls.append(NodeRoute(node: node, route: routeIndex))
            return
          }
        }
        terminals.append(NodeRoute(node: node, route: routeIndex))
      }
    }

    /// The text's bytes are read where the string keeps them (`withUTF8Buffer`).
    private mutating func literalChild(of node: Int, text: String) -> Int {
      text.withUTF8Buffer { literalChild(of: node, bytes: $0) }
    }

    private mutating func literalChild(
      of node: Int, bytes text: UnsafeBufferPointer<UInt8>
    ) -> Int {
      let head = LiteralHead(text)
      let mask = literalSlots.count - 1
      var slot = Self.slot(of: head, count: text.count, parent: node, slotCount: literalSlots.count)
      while literalSlots[slot] != 0 {
        let literal = literals[Int(literalSlots[slot]) - 1]
        if Int(literal.parent) == node, literal.head == head, Int(literal.count) == text.count,
          text.count <= LiteralHead.capacity || hasBytes(text, at: literal.start)
        {
          return Int(literal.child)
        }
        slot = (slot + 1) & mask
      }
      let child = newNode()
      literals.append(
        Literal(
          head: head, start: UInt32(bytes.count), count: UInt32(text.count),
          parent: UInt32(node), child: UInt32(child)))
      bytes.append(contentsOf: text)
      if 2 * literals.count > literalSlots.count {
        growLiteralSlots()
      } else {
        literalSlots[slot] = Int32(literals.count)
      }
      return child
    }

    /// Whether `text`, whose head and length a literal's are, is the literal's bytes from `start`.
    private func hasBytes(_ text: UnsafeBufferPointer<UInt8>, at start: UInt32) -> Bool {
      bytes.withUnsafeBufferPointer { all in
        let start = Int(start)
        for position in LiteralHead.capacity..<text.count
        where all[start + position] != text[position] {
          return false
        }
        return true
      }
    }

    /// Doubles the literals' table and places every literal again.
    private mutating func growLiteralSlots() {
      let slotCount = 2 * literalSlots.count
      var slots = [Int32](repeating: 0, count: slotCount)
      for (index, literal) in literals.enumerated() {
        var slot = Self.slot(
          of: literal.head, count: Int(literal.count), parent: Int(literal.parent),
          slotCount: slotCount)
        while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
        slots[slot] = Int32(index + 1)
      }
      literalSlots = slots
    }

    /// The first slot probed for a literal: the top bits of the head's mix with the parent's
    /// multiplied in, so that they depend on both.
    private static func slot(
      of head: LiteralHead, count: Int, parent: Int, slotCount: Int
    ) -> Int {
      let hash =
        head.mixed(count: count) &+ UInt64(truncatingIfNeeded: parent) &* 0xC2B2_AE3D_27D4_EB4F
      return RouteTrie.firstProbe(ofHash: hash, capacity: slotCount)
    }

    private mutating func typedChild(of node: Int, type: ParameterType, name: String) -> Int {
      var entry = typedHeads[node]
      while entry != Self.none {
        if typed[entry].type == type { return Int(typed[entry].child) }
        entry = typed[entry].next
      }
      let child = newNode()
      typed.append(
        Typed(
          type: type, name: name, parent: UInt32(node), child: UInt32(child),
          next: typedHeads[node]))
      typedHeads[node] = typed.count - 1
      return child
    }

    private mutating func newNode() -> Int {
      typedHeads.append(Self.none)
      return typedHeads.count - 1
    }

    /// The end of a node's list of typed edges.
    private static let none = -1
  }

  /// A literal edge while the trie is being built: its head and its bytes as a span of
  /// `Builder.bytes`, the node it leaves and the node it reaches.
  struct Literal {
    var head: LiteralHead
    var start: UInt32
    var count: UInt32
    var parent: UInt32
    var child: UInt32
  }

  /// A typed edge while the trie is being built, linked to its node's typed edge added before it.
  struct Typed {
    var type: ParameterType
    /// The placeholder's name in the first route through the edge.
    var name: String
    var parent: UInt32
    var child: UInt32
    var next: Int
  }

  /// A route that ends, or whose catch-all starts, at a node.
  struct NodeRoute {
    var node: Int
    var route: Int
  }
}
