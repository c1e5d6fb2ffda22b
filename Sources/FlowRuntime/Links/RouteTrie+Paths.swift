extension RouteTrie {
  /// The routes' paths as the trie's nodes and edges, before the matcher's layout: what
  /// `init(routes:)` lays the walk out from, and all the checker walks to find routes that share a
  /// link (FL0303, FL0304), so that it groups segments as the matcher does without building the
  /// walk's nodes and the routes' records, which it never reads.
  package struct Paths {
    package private(set) var nodes: [Node] = []
    package private(set) var literalEdges: [LiteralEdge] = []
    /// The bytes of every literal edge, back to back; `init(routes:)` appends the query keys'.
    var literalBytes: [UInt8] = []
    package private(set) var typedEdges: [TypedEdge] = []
    /// Each typed edge's placeholder name, the first route's, for rejection reasons.
    private(set) var typedEdgeNames: [String] = []
    /// Route indices for `Node.terminals` and `Node.catchAlls`.
    package private(set) var routeLists: [Int] = []

    /// Lays out the paths of `routes`. A route whose catch-all is not its last segment is left out:
    /// no link can match it.
    package init(routes: [RouteSpec]) {
      var builder = Builder()
      builder.reserveCapacity(
        routes: routes.count, segments: routes.reduce(0) { $0 + $1.segments.count })
      for (routeIndex, route) in routes.enumerated()
      where Self.catchAllIsLastIfAny(route.segments) {
        builder.add(route.segments, routeIndex: routeIndex)
      }

      // Among routes ending at one node, those requiring more query items are more specific.
      let requiredCounts = routes.map { route in
        route.query.reduce(0) { count, item in item.isRequired ? count + 1 : count }
      }
      func isTriedBefore(_ left: Int, _ right: Int) -> Bool {
        let leftRequired = requiredCounts[left]
        let rightRequired = requiredCounts[right]
        return leftRequired != rightRequired ? leftRequired > rightRequired : left < right
      }
      let nodeCount = builder.nodeCount
      // Each list grouped by node, every node's entries in the order added, then sorted in place
      // where a node has two or more (most have one or none).
      let literalStarts = Self.starts(of: builder.literals, nodeCount: nodeCount) { Int($0.parent) }
      var literals = Self.grouped(builder.literals, starts: literalStarts) { Int($0.parent) }
      let typedStarts = Self.starts(of: builder.typed, nodeCount: nodeCount) { Int($0.parent) }
      var typed = Self.grouped(builder.typed, starts: typedStarts) { Int($0.parent) }
      // A node's terminals, then its catch-alls, in `routeLists`.
      let terminalStarts = Self.starts(of: builder.terminals, nodeCount: nodeCount) { $0.node }
      let catchAllStarts = Self.starts(of: builder.catchAlls, nodeCount: nodeCount) { $0.node }
      var routeStarts = terminalStarts
      for node in 0...nodeCount { routeStarts[node] += catchAllStarts[node] }
      routeLists = Array(repeating: 0, count: routeStarts[nodeCount])
      var next = routeStarts
      for entry in builder.terminals {
        routeLists[next[entry.node]] = entry.route
        next[entry.node] += 1
      }
      for entry in builder.catchAlls {
        routeLists[next[entry.node]] = entry.route
        next[entry.node] += 1
      }
      nodes.reserveCapacity(nodeCount)
      builder.bytes.withUnsafeBufferPointer { builderBytes in
        for node in 0..<nodeCount {
          let literalRange = literalStarts[node]..<literalStarts[node + 1]
          if literalRange.count > 1 {
            Self.sort(&literals, literalRange) { Self.precedes($0, $1, in: builderBytes) }
          }
          let typedRange = typedStarts[node]..<typedStarts[node + 1]
          if typedRange.count > 1 {
            Self.sort(&typed, typedRange) { $0.type.specificity < $1.type.specificity }
          }
          let terminalStart = routeStarts[node]
          let catchAllStart = terminalStart + terminalStarts[node + 1] - terminalStarts[node]
          let catchAllEnd = routeStarts[node + 1]
          if catchAllStart - terminalStart > 1 {
            Self.sort(&routeLists, terminalStart..<catchAllStart, by: isTriedBefore)
          }
          if catchAllEnd - catchAllStart > 1 {
            Self.sort(&routeLists, catchAllStart..<catchAllEnd, by: isTriedBefore)
          }
          nodes.append(
            Node(
              literalStart: UInt32(literalRange.lowerBound),
              literalCount: UInt32(literalRange.count), typedStart: UInt32(typedRange.lowerBound),
              typedCount: UInt32(typedRange.count), terminalStart: UInt32(terminalStart),
              catchAllStart: UInt32(catchAllStart), catchAllEnd: UInt32(catchAllEnd)))
        }
        literalBytes.reserveCapacity(builderBytes.count)
        literalEdges.reserveCapacity(literals.count)
        for literal in literals {
          let start = literalBytes.count
          literalBytes.append(contentsOf: Self.span(of: literal, in: builderBytes))
          literalEdges.append(
            LiteralEdge(
              head: literal.head, start: UInt32(start), count: literal.count,
              childIndex: literal.child))
        }
      }
      typedEdges = typed.map { TypedEdge(type: $0.type, childIndex: $0.child) }
      typedEdgeNames = typed.map(\.name)
    }

    /// The bytes of a literal edge, in the order the edges of a node are sorted by.
    package func bytes(of edge: LiteralEdge) -> ArraySlice<UInt8> {
      literalBytes[Int(edge.start)..<Int(edge.start) + Int(edge.count)]
    }

    /// Whether a catch-all, if `segments` has one, is the last segment: the only place one can
    /// match.
    private static func catchAllIsLastIfAny(_ segments: [RouteSpec.Segment]) -> Bool {
      for (position, segment) in segments.enumerated() where position != segments.count - 1 {
        if case .catchAll = segment { return false }
      }
      return true
    }

    /// Where each node's entries start in a list of `entries` grouped by node, in node order, and
    /// where the last node's end, at `nodeCount`.
    private static func starts<Entry>(
      of entries: [Entry], nodeCount: Int, node: (Entry) -> Int
    ) -> [Int] {
      var starts = Array(repeating: 0, count: nodeCount + 1)
      for entry in entries { starts[node(entry) + 1] += 1 }
      for position in 0..<nodeCount { starts[position + 1] += starts[position] }
      return starts
    }

    /// `entries` grouped by node, in node order, each node's in the order added.
    private static func grouped<Entry>(
      _ entries: [Entry], starts: [Int], node: (Entry) -> Int
    ) -> [Entry] {
      guard let first = entries.first else { return [] }
      var grouped = Array(repeating: first, count: entries.count)
      var next = starts
      for entry in entries {
        grouped[next[node(entry)]] = entry
        next[node(entry)] += 1
      }
      return grouped
    }

    /// Sorts `range` of `list` in place: sorting the array's slice copied it first.
    private static func sort<Element>(
      _ list: inout [Element], _ range: Range<Int>, by precedes: (Element, Element) -> Bool
    ) {
      list.withUnsafeMutableBufferPointer { all in
        var part = UnsafeMutableBufferPointer(rebasing: all[range])
        part.sort(by: precedes)
      }
    }

    private static func span(
      of literal: Literal, in bytes: UnsafeBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: bytes[Int(literal.start)..<Int(literal.start + literal.count)])
    }

    /// Whether `left`'s bytes sort before `right`'s, byte by byte, a prefix first.
    private static func precedes(
      _ left: Literal, _ right: Literal, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
      let (leftStart, rightStart) = (Int(left.start), Int(right.start))
      for offset in 0..<Int(min(left.count, right.count)) {
        let (leftByte, rightByte) = (bytes[leftStart + offset], bytes[rightStart + offset])
        if leftByte != rightByte { return leftByte < rightByte }
      }
      return left.count < right.count
    }
  }
}
