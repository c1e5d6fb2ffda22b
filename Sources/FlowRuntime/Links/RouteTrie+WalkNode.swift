extension RouteTrie {
  /// One node as the matcher walks it, in one cache line together with the edge that leads to it,
  /// and with its children side by side: so that a step reads the child it compares, not an edge
  /// and then, in another line, the node the edge names. At 10,000 routes the trie's records are
  /// far larger than a first-level cache, and every line a step reads is a miss.
  ///
  /// Each node but the root has exactly one parent (the trie is a tree), so its edge can live in
  /// it; a node's literal children, then its typed children, are consecutive records in edge order
  /// (`walkNodes(nodes:literalEdges:typedEdges:)` says where those blocks go). A node with more
  /// than a few literal children keeps them as an open-addressed hash table of records, vacant
  /// ones between them, so that a hashed step reads the line of the child it finds and no slot
  /// before it.
  struct WalkNode: BitwiseCopyable, Sendable {
    /// The literal leading here: its first bytes, its length and its span of `literalBytes`; empty
    /// for the root and typed children, and a length no segment has for a vacant record.
    var head = LiteralHead()
    var literalStart: UInt32 = 0
    var literalCount: UInt32 = 0
    /// Where this node's children start in `walkNodes`: its literal children, then its typed ones.
    var childStart: UInt32 = 0
    var literalChildCount: UInt32 = 0
    /// The records its literal children take: as many as there are when they are scanned, the
    /// table's length when they are hashed.
    var literalRecordCount: UInt32 = 0
    var typedChildCount: UInt32 = 0
    /// Its terminals, then its catch-alls, in `Paths.routeLists` (and so in `routeEntries`).
    var terminalStart: UInt32 = 0
    var catchAllStart: UInt32 = 0
    var catchAllEnd: UInt32 = 0
    /// For a typed child, the edge leading here in `typedEdges` (for its placeholder's name in a
    /// rejection) and its type.
    var typedEdgeIndex: UInt32 = 0
    var type = ParameterType.string

    /// A free place in a hash table of literal children: its length matches no segment (a link
    /// is at most `LinkLayout.maximumLength` bytes), so comparing a segment with it fails.
    static let vacant = WalkNode(literalCount: .max)

    var isVacant: Bool { literalCount == .max }
    /// Whether its literal children are a hash table rather than a list to scan.
    var hashesLiterals: Bool { literalChildCount > RouteTrie.scannedLiterals }
    /// Its literal children's records in `walkNodes`, with the vacant ones of a hash table.
    var literalRecords: Range<Int> {
      Int(childStart)..<Int(childStart) + Int(literalRecordCount)
    }
    /// Its typed children's records in `walkNodes`, most specific first.
    var typedChildren: Range<Int> {
      literalRecords.upperBound..<literalRecords.upperBound + Int(typedChildCount)
    }
    var hasTypedChildren: Bool { typedChildCount > 0 }
    /// Routes whose pattern ends at this node.
    var terminals: Range<Int> { Int(terminalStart)..<Int(catchAllStart) }
    /// Routes whose catch-all starts at this node.
    var catchAlls: Range<Int> { Int(catchAllStart)..<Int(catchAllEnd) }
  }

  /// The nodes of a laid-out trie as `WalkNode`s, the root first (so it stays at `root`), each with
  /// its parent's edge; a node with more than a few literal children gets them as a hash table
  /// (`firstProbe(of:count:capacity:)`).
  ///
  /// Blocks of children are laid out depth first: a node's block, then the whole subtree of its
  /// first child, then of its second, and so on. So a subtree is one stretch of records, and a
  /// walk's steps below the root's children stay within a page or two, where breadth first put
  /// every level of the trie, and so every step of a walk at 10,000 routes, on another page.
  static func walkNodes(
    nodes: [Node], literalEdges: [LiteralEdge], typedEdges: [TypedEdge]
  ) -> [WalkNode] {
    assert(MemoryLayout<WalkNode>.stride <= CacheAlignedArray<WalkNode>.lineSize)
    var walkNodes = [WalkNode()]
    walkNodes.reserveCapacity(nodes.count)
    // The node of `nodes` each record is, nil for a vacant one.
    var original: [Int?] = [RouteTrie.root]
    original.reserveCapacity(nodes.count)
    // Records whose children are still to be laid out, the next one last.
    var pending = [0]
    while let position = pending.popLast() {
      guard let nodeIndex = original[position] else { continue }
      let node = nodes[nodeIndex]
      let childStart = walkNodes.count
      walkNodes[position].childStart = UInt32(childStart)
      walkNodes[position].literalChildCount = node.literalCount
      walkNodes[position].typedChildCount = node.typedCount
      walkNodes[position].terminalStart = node.terminalStart
      walkNodes[position].catchAllStart = node.catchAllStart
      walkNodes[position].catchAllEnd = node.catchAllEnd
      let hashes = walkNodes[position].hashesLiterals
      let recordCount = hashes ? slotCount(forLiterals: node.literals.count) : node.literals.count
      walkNodes[position].literalRecordCount = UInt32(recordCount)
      walkNodes += repeatElement(WalkNode.vacant, count: recordCount)
      original += repeatElement(nil, count: recordCount)
      for (order, index) in node.literals.enumerated() {
        let edge = literalEdges[index]
        var slot = order
        if hashes {
          slot = firstProbe(of: edge.head, count: Int(edge.count), capacity: recordCount)
          while !walkNodes[childStart + slot].isVacant { slot = (slot + 1) & (recordCount - 1) }
        }
        walkNodes[childStart + slot] = WalkNode(
          head: edge.head, literalStart: edge.start, literalCount: edge.count)
        original[childStart + slot] = edge.child
      }
      for index in node.typed {
        original.append(typedEdges[index].child)
        walkNodes.append(
          WalkNode(typedEdgeIndex: UInt32(index), type: typedEdges[index].type))
      }
      // Pushed last child first, one at a time: a range's `reversed()` here is `Sequence`'s,
      // which builds an array, one allocation per node with children (13,000 a check at 10,000).
      var child = walkNodes.count
      while child > childStart {
        child -= 1
        if original[child] != nil { pending.append(child) }
      }
    }
    return walkNodes
  }
}
