/// The routes as a trie of path segments, stored flat: matching walks it one segment at a time, so
/// its cost follows the link's length, not the number of routes.
///
/// Each node's edges are ordered for the matcher: literals sorted by bytes, typed placeholders by
/// specificity (`Bool`, `Int`, `UUID`, `Double`, `String`), then catch-alls. A node with a few
/// literals is scanned; one with many is looked up by hash, so that a walk through a node with
/// thousands of children reads three cache lines there rather than a binary search's dozen.
///
/// The checker walks the same trie to find routes that share a link (FL0303, FL0304), so the
/// grouping of segments it reasons about is the one the matcher walks.
package final class RouteTrie: Sendable {
  /// One node: ranges into the flat edge and route arrays.
  package struct Node: Sendable {
    package var literals: Range<Int>
    package var typed: Range<Int>
    /// Routes whose pattern ends at this node.
    package var terminals: Range<Int>
    /// Routes whose catch-all starts at this node.
    package var catchAlls: Range<Int>
    /// This node's hash table in `literalSlots` (a power of two long), or empty when its literals
    /// are few enough to scan.
    var slots: Range<Int>
  }

  /// A literal segment, its bytes a span of `literalBytes`, and their hash, so that a lookup
  /// compares the bytes of only the edge it is after.
  package struct LiteralEdge: Sendable {
    var bytes: ByteSpan
    var hash: UInt64
    package var child: Int
  }

  /// A typed placeholder: plain words, so that the walk reads one without a retain (its name, for
  /// rejection reasons, is in `typedEdgeNames`).
  package struct TypedEdge: Sendable {
    package var type: ParameterType
    package var child: Int
  }

  /// What the walk needs of a route's query parameter: its key as a span of `literalBytes`, for
  /// comparing without strings, and no string at all, so reading one copies plain words (the
  /// parameter itself, for names and reasons, is the route's).
  struct QueryKey: Sendable {
    var key: ByteSpan
    var type: ParameterType
    var isRequired: Bool
  }

  /// Where one placeholder's value is in a matched link (`MatchedLink`).
  enum Capture: Sendable {
    /// The path segment at this depth.
    case segment(Int)
    /// The segments from this depth on.
    case catchAll(Int)
    /// The route's query parameter at this index.
    case query(Int)
  }

  let routes: [RouteSpec]
  package let nodes: [Node]
  package let literalEdges: [LiteralEdge]
  /// The bytes of every literal edge and query key, back to back.
  let literalBytes: [UInt8]
  package let typedEdges: [TypedEdge]
  /// Each typed edge's placeholder name, the first route's, for rejection reasons.
  let typedEdgeNames: [String]
  /// Route indices for `Node.terminals` and `Node.catchAlls`.
  package let routeLists: [Int]
  /// The hash tables of nodes with many literals, open-addressed: an index into `literalEdges`
  /// plus one per slot, 0 for an empty slot.
  let literalSlots: [UInt32]
  /// Every route's query parameters, a range of them per route in `queryRanges`: one array for all
  /// routes rather than one per route, so building allocates per table, not per route.
  let queryKeys: [QueryKey]
  let queryRanges: [Range<Int>]
  /// Every route's placeholders in `MatchedLink`'s order (path left to right, then query), a range
  /// of them per route in `captureRanges`.
  let captureList: [Capture]
  let captureRanges: [Range<Int>]

  /// The root node, where every match starts.
  package static let root = 0

  /// The bytes of a literal edge, in the order the edges of a node are sorted by.
  package func bytes(of edge: LiteralEdge) -> ArraySlice<UInt8> {
    literalBytes[edge.bytes.start..<edge.bytes.end]
  }

  /// The query parameters of route `routeIndex`.
  func queries(ofRoute routeIndex: Int) -> ArraySlice<QueryKey> {
    queryKeys[queryRanges[routeIndex]]
  }

  /// The key of query parameter `index` of route `routeIndex`; nil past the last.
  func queryKey(ofRoute routeIndex: Int, at index: Int) -> ByteSpan? {
    let range = queryRanges[routeIndex]
    return index < range.count ? queryKeys[range.lowerBound + index].key : nil
  }

  /// Placeholder `position` of route `routeIndex` in `MatchedLink`'s order; nil past the last.
  func capture(ofRoute routeIndex: Int, at position: Int) -> Capture? {
    let range = captureRanges[routeIndex]
    return position >= 0 && position < range.count ? captureList[range.lowerBound + position] : nil
  }

  /// Runs `body` on the bytes of `span`, a literal's or a query key's.
  func withBytes<Result>(
    of span: ByteSpan, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    literalBytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[span.start..<span.end]))
    }
  }

  /// Builds the trie. A route whose catch-all is not its last segment is left out: no link can
  /// match it.
  package init(routes: [RouteSpec]) {
    var builder = [BuilderNode()]
    // The literal children of nodes with many, by their bytes, so that building stays linear in
    // the routes; a node with a few is searched in place, which costs less than hashing the text.
    var literalChildren: [LiteralKey: Int] = [:]
    for (routeIndex, route) in routes.enumerated() {
      guard Self.catchAllIsLastIfAny(route.segments) else { continue }
      var node = Self.root
      var endsInCatchAll = false
      for segment in route.segments {
        switch segment {
        case .literal(let text):
          // No copy of the node's literals is held, so appending below never copies them.
          let literalCount = builder[node].literals.count
          let existing =
            literalCount <= Self.fewLiterals
            ? builder[node].literals.first { LiteralKey.sameBytes($0.text, text) }?.child
            : literalChildren[LiteralKey(parent: node, text: text)]
          if let existing {
            node = existing
          } else {
            let child = builder.count
            // Past a few children, every child of the node goes into the dictionary, once.
            if literalCount == Self.fewLiterals {
              for (sibling, index) in builder[node].literals {
                literalChildren[LiteralKey(parent: node, text: sibling)] = index
              }
            }
            if literalCount >= Self.fewLiterals {
              literalChildren[LiteralKey(parent: node, text: text)] = child
            }
            builder.append(BuilderNode())
            builder[node].literals.append((text, child))
            node = child
          }
        case .parameter(let name, let type):
          if let edge = builder[node].typed.first(where: { $0.type == type }) {
            node = edge.child
          } else {
            builder.append(BuilderNode())
            builder[node].typed.append((type, name, builder.count - 1))
            node = builder.count - 1
          }
        case .catchAll:
          builder[node].catchAlls.append(routeIndex)
          endsInCatchAll = true
        }
      }
      if !endsInCatchAll { builder[node].terminals.append(routeIndex) }
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
    var nodes: [Node] = []
    var literalEdges: [LiteralEdge] = []
    var literalBytes: [UInt8] = []
    var typedEdges: [TypedEdge] = []
    var typedEdgeNames: [String] = []
    var routeLists: [Int] = []
    var literalSlots: [UInt32] = []
    nodes.reserveCapacity(builder.count)
    typedEdges.reserveCapacity(builder.count)
    for index in builder.indices {
      // In place, and only lists of two or more: most nodes have one child or none, and
      // `sorted(by:)` copied each list while even an in-place sort of one still costs (21 M
      // instructions over the 10,000-route benchmark spec's nodes, measured).
      if builder[index].literals.count > 1 {
        builder[index].literals.sort { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
      }
      if builder[index].typed.count > 1 {
        builder[index].typed.sort { $0.type.specificity < $1.type.specificity }
      }
      if builder[index].terminals.count > 1 { builder[index].terminals.sort(by: isTriedBefore) }
      if builder[index].catchAlls.count > 1 { builder[index].catchAlls.sort(by: isTriedBefore) }
      let node = builder[index]
      let literalStart = literalEdges.count
      for (text, child) in node.literals {
        let bytes = Self.append(text, to: &literalBytes)
        let hash = literalBytes.withUnsafeBufferPointer {
          Self.hash(UnsafeBufferPointer(rebasing: $0[bytes.start..<bytes.end]))
        }
        literalEdges.append(LiteralEdge(bytes: bytes, hash: hash, child: child))
      }
      let slots = Self.hashLiterals(
        literalStart..<literalEdges.count, of: literalEdges, into: &literalSlots)
      let typedStart = typedEdges.count
      for (type, name, child) in node.typed {
        typedEdges.append(TypedEdge(type: type, child: child))
        typedEdgeNames.append(name)
      }
      let terminalStart = routeLists.count
      routeLists += node.terminals
      let catchAllStart = routeLists.count
      routeLists += node.catchAlls
      nodes.append(
        Node(
          literals: literalStart..<literalEdges.count, typed: typedStart..<typedEdges.count,
          terminals: terminalStart..<catchAllStart, catchAlls: catchAllStart..<routeLists.count,
          slots: slots))
    }
    var queryKeys: [QueryKey] = []
    var queryRanges: [Range<Int>] = []
    var captureList: [Capture] = []
    var captureRanges: [Range<Int>] = []
    queryRanges.reserveCapacity(routes.count)
    captureRanges.reserveCapacity(routes.count)
    for route in routes {
      let queryStart = queryKeys.count
      for parameter in route.query {
        queryKeys.append(
          QueryKey(
            key: Self.append(parameter.key, to: &literalBytes), type: parameter.type,
            isRequired: parameter.isRequired))
      }
      queryRanges.append(queryStart..<queryKeys.count)
      let captureStart = captureList.count
      for (depth, segment) in route.segments.enumerated() {
        switch segment {
        case .literal: continue
        case .parameter: captureList.append(.segment(depth))
        case .catchAll: captureList.append(.catchAll(depth))
        }
      }
      for index in route.query.indices { captureList.append(.query(index)) }
      captureRanges.append(captureStart..<captureList.count)
    }
    self.routes = routes
    self.nodes = nodes
    self.literalEdges = literalEdges
    self.literalBytes = literalBytes
    self.typedEdges = typedEdges
    self.typedEdgeNames = typedEdgeNames
    self.routeLists = routeLists
    self.literalSlots = literalSlots
    self.queryKeys = queryKeys
    self.queryRanges = queryRanges
    self.captureList = captureList
    self.captureRanges = captureRanges
  }

  /// Whether a catch-all, if `segments` has one, is the last segment: the only place one can match.
  private static func catchAllIsLastIfAny(_ segments: [RouteSpec.Segment]) -> Bool {
    for (position, segment) in segments.enumerated() where position != segments.count - 1 {
      if case .catchAll = segment { return false }
    }
    return true
  }

  /// Appends `text`'s UTF-8 to `bytes` and returns where it landed.
  private static func append(_ text: String, to bytes: inout [UInt8]) -> ByteSpan {
    let start = bytes.count
    bytes += text.utf8
    return ByteSpan(start: start, end: bytes.count)
  }

  /// The child reached from `node` by a literal equal to `segment`: a scan of a few edges, or a
  /// hash lookup among many.
  func literalChild(of node: Node, matching segment: UnsafeBufferPointer<UInt8>) -> Int? {
    literalEdges.withUnsafeBufferPointer { edges in
      literalBytes.withUnsafeBufferPointer { all in
        func isEqual(_ edge: LiteralEdge) -> Bool {
          guard edge.bytes.count == segment.count else { return false }
          var index = 0
          while index < segment.count, all[edge.bytes.start + index] == segment[index] {
            index += 1
          }
          return index == segment.count
        }
        if node.slots.isEmpty {
          for index in node.literals where isEqual(edges[index]) { return edges[index].child }
          return nil
        }
        return literalSlots.withUnsafeBufferPointer { slots in
          let hash = Self.hash(segment)
          let mask = node.slots.count - 1
          var probe = Int(truncatingIfNeeded: hash) & mask
          while true {
            let slot = Int(slots[node.slots.lowerBound + probe])
            guard slot != 0 else { return nil }
            let edge = edges[slot - 1]
            if edge.hash == hash, isEqual(edge) { return edge.child }
            probe = (probe + 1) & mask
          }
        }
      }
    }
  }

  /// FNV-1a over a literal's bytes: a few instructions a byte, and segments are short.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash ^ hash >> 32
  }

  /// Appends a hash table of `edges[range]` to `slots` when there are more than a few, at most half
  /// full so that a probe sequence stays short; returns its range, empty for a node to scan.
  private static func hashLiterals(
    _ range: Range<Int>, of edges: [LiteralEdge], into slots: inout [UInt32]
  ) -> Range<Int> {
    guard range.count > fewLiterals else { return slots.count..<slots.count }
    var capacity = 1
    while capacity < range.count * 2 { capacity <<= 1 }
    let start = slots.count
    slots += repeatElement(0, count: capacity)
    for index in range {
      var probe = Int(truncatingIfNeeded: edges[index].hash) & (capacity - 1)
      while slots[start + probe] != 0 { probe = (probe + 1) & (capacity - 1) }
      slots[start + probe] = UInt32(index + 1)
    }
    return start..<slots.count
  }

  /// The most literal children of a node searched one by one, when building and when matching.
  private static let fewLiterals = 8

  /// A node while the trie is being built.
  private struct BuilderNode {
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
  static func sameBytes(_ left: String, _ right: String) -> Bool {
    var (left, right) = (left, right)
    return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(parent)
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
