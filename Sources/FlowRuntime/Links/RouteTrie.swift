/// The routes as a trie of path segments, stored flat: matching walks it one segment at a time, so
/// its cost follows the link's length, not the number of routes.
///
/// Each node's edges are ordered for the matcher: literals sorted by bytes, typed placeholders by
/// specificity (`Bool`, `Int`, `UUID`, `Double`, `String`), then catch-alls. A node with a few
/// literals is scanned; one with many is looked up by hash, its children's records being the
/// table, so that a walk through a node with thousands of children reads one cache line there
/// (the child with its edge, unless a probe collides) rather than a binary search's dozen.
///
/// The checker walks the same paths (`Paths`, which this trie is built from) to find routes that
/// share a link (FL0303, FL0304), so the grouping of segments it reasons about is the one the
/// matcher walks.
package final class RouteTrie: Sendable {
  /// One node: where its edges and routes are in the flat arrays, as 32-bit offsets, for the
  /// checker (the matcher walks `walkNodes`).
  package struct Node: BitwiseCopyable, Sendable {
    var literalStart: UInt32
    var literalCount: UInt32
    var typedStart: UInt32
    var typedCount: UInt32
    /// Its terminals, then its catch-alls, in `routeLists`.
    var terminalStart: UInt32
    var catchAllStart: UInt32
    var catchAllEnd: UInt32

    package var literals: Range<Int> {
      Int(literalStart)..<Int(literalStart) + Int(literalCount)
    }
    package var typed: Range<Int> { Int(typedStart)..<Int(typedStart) + Int(typedCount) }
    /// Routes whose pattern ends at this node.
    package var terminals: Range<Int> { Int(terminalStart)..<Int(catchAllStart) }
    /// Routes whose catch-all starts at this node.
    package var catchAlls: Range<Int> { Int(catchAllStart)..<Int(catchAllEnd) }
  }

  /// A literal segment: its length and first bytes beside its child, so that matching a segment
  /// against it reads this edge alone unless the literal is longer than a `LiteralHead` (its
  /// bytes, all of them, are a span of `literalBytes`).
  package struct LiteralEdge: BitwiseCopyable, Sendable {
    var head: LiteralHead
    var start: UInt32
    var count: UInt32
    var childIndex: UInt32

    package var child: Int { Int(childIndex) }
  }

  /// A typed placeholder: plain words, so that the walk reads one without a retain (its name, for
  /// rejection reasons, is in `typedEdgeNames`).
  package struct TypedEdge: Sendable {
    package var type: ParameterType
    var childIndex: UInt32

    package var child: Int { Int(childIndex) }
  }

  /// What the walk needs of a route's query parameter: its key's length and head, and the whole
  /// key as a span of `literalBytes` when it is longer than a head, for comparing without strings;
  /// no string at all, so reading one copies plain words (the parameter itself, for names and
  /// reasons, is the route's).
  struct QueryKey: Sendable {
    var head: LiteralHead
    var start: UInt32
    var count: UInt32
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

  /// What a match reads of a route once its path has matched, in one record: its index, its query
  /// keys as a range of `queryKeys`, and where its placeholders are, from which `capture(at:)`
  /// works out each one's place, so that reading a value reads no other array.
  struct RouteRecord: Sendable {
    /// Bit `d` set when path segment `d` is a placeholder; none past the link limit's depths,
    /// which no link reaches.
    var placeholderDepths: UInt64
    var routeIndex: UInt32
    var queryStart: UInt32
    var queryCount: UInt32
    /// The depth of its catch-all, `noCatchAll` when it has none.
    var catchAllDepth: UInt16
    /// The bits set in `placeholderDepths`, counted once: a count of bits is a dozen
    /// instructions on the x86-64 baseline, which has no instruction for it.
    var placeholderCount: UInt8

    static let noCatchAll = UInt16.max

    var queries: Range<Int> { Int(queryStart)..<Int(queryStart) + Int(queryCount) }

    /// Placeholder `position` in `MatchedLink`'s order (path placeholders left to right, the
    /// catch-all, then query parameters as written); nil past the last. Always inlined into the
    /// few typed reads: as a call it cost more than the array read it replaced.
    @inline(__always)
    func capture(at position: Int) -> Capture? {
      guard position >= 0 else { return nil }
      var rest = position - Int(placeholderCount)
      if rest < 0 {
        var depths = placeholderDepths
        for _ in 0..<position { depths &= depths &- 1 }
        return .segment(depths.trailingZeroBitCount)
      }
      if catchAllDepth != Self.noCatchAll {
        if rest == 0 { return .catchAll(Int(catchAllDepth)) }
        rest -= 1
      }
      return rest < queryCount ? .query(rest) : nil
    }
  }

  let routes: [RouteSpec]
  /// The nodes as the matcher walks them, each a cache line (cache-aligned, so that none
  /// straddles two), the root first.
  let walkNodes: CacheAlignedArray<WalkNode>
  /// The bytes of every literal edge and query key, back to back.
  let literalBytes: [UInt8]
  package let typedEdges: [TypedEdge]
  /// Each typed edge's placeholder name, the first route's, for rejection reasons.
  let typedEdgeNames: [String]
  /// Every route's query parameters, one array for all routes rather than one per route, so
  /// building allocates per table, not per route.
  let queryKeys: [QueryKey]
  /// The record of each route in `Paths.routeLists`, in the same order: so that the walk reads a
  /// node's routes with what it checks of them in one place, and a match hands its record on,
  /// rather than looking the route up again by index in another array.
  let routeEntries: [RouteRecord]

  /// The root node, where every match starts.
  package static let root = 0

  /// Runs `body` on the query parameters of the route of `record`, borrowed rather than as a slice,
  /// so that checking a link's query retains no array.
  func withQueries<Result>(
    of record: RouteRecord, _ body: (UnsafeBufferPointer<QueryKey>) -> Result
  ) -> Result {
    queryKeys.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[record.queries])) }
  }

  /// Query parameter `index` of the route of `record`; nil past the last.
  func queryKey(of record: RouteRecord, at index: Int) -> QueryKey? {
    index < record.queryCount ? queryKeys[Int(record.queryStart) + index] : nil
  }

  /// The value of `query`'s key in `link`: keys compared by their heads when the head holds all of
  /// the key, as most keys are short, so that a match reads no `literalBytes`.
  func queryValue(of query: QueryKey, in link: DecodedLink) -> DecodedLink.QueryLookup {
    let count = Int(query.count)
    if count <= LiteralHead.capacity {
      return link.queryValue(forKeyHead: query.head, count: count)
    }
    return literalBytes.withUnsafeBytes {
      link.queryValue(
        for: UnsafeRawBufferPointer(rebasing: $0[Int(query.start)..<Int(query.start) + count]))
    }
  }

  /// Builds the trie. A route whose catch-all is not its last segment is left out: no link can
  /// match it.
  package init(routes: [RouteSpec]) {
    var paths = Paths(routes: routes)
    var queryKeys: [QueryKey] = []
    var routeRecords: [RouteRecord] = []
    routeRecords.reserveCapacity(routes.count)
    for route in routes {
      let queryStart = queryKeys.count
      for parameter in route.query {
        let (key, head) = Self.append(parameter.key, to: &paths.literalBytes)
        queryKeys.append(
          QueryKey(
            head: head, start: UInt32(key.start), count: UInt32(key.count), type: parameter.type,
            isRequired: parameter.isRequired))
      }
      var placeholderDepths: UInt64 = 0
      var catchAllDepth = RouteRecord.noCatchAll
      for (depth, segment) in route.segments.enumerated() {
        switch segment {
        case .literal: continue
        // A smart shift: a placeholder at depth 64 or more, which no link reaches, sets no bit.
        case .parameter: placeholderDepths |= 1 << depth
        // Clamped: a catch-all past the link limit never matches, so it is never read.
        case .catchAll: catchAllDepth = UInt16(clamping: depth)
        }
      }
      routeRecords.append(
        RouteRecord(
          placeholderDepths: placeholderDepths, routeIndex: UInt32(routeRecords.count),
          queryStart: UInt32(queryStart), queryCount: UInt32(queryKeys.count - queryStart),
          catchAllDepth: catchAllDepth,
          placeholderCount: UInt8(placeholderDepths.nonzeroBitCount)))
    }
    // Read out of `paths` once the query keys' bytes are in, so that appending copies nothing.
    let (nodes, literalEdges, literalBytes) = (paths.nodes, paths.literalEdges, paths.literalBytes)
    let (typedEdges, typedEdgeNames, routeLists) =
      (paths.typedEdges, paths.typedEdgeNames, paths.routeLists)
    self.routes = routes
    self.walkNodes = CacheAlignedArray(
      Self.walkNodes(nodes: nodes, literalEdges: literalEdges, typedEdges: typedEdges))
    self.literalBytes = literalBytes
    self.typedEdges = typedEdges
    self.typedEdgeNames = typedEdgeNames
    self.queryKeys = queryKeys
    self.routeEntries = routeLists.map { routeRecords[$0] }
  }

  /// Appends `text`'s UTF-8 to `bytes` and returns where it landed and its head, which literal
  /// edges and query keys both keep beside their span.
  private static func append(
    _ text: String, to bytes: inout [UInt8]
  ) -> (span: ByteSpan, head: LiteralHead) {
    let start = bytes.count
    bytes += text.utf8
    let head = bytes.withUnsafeBufferPointer {
      LiteralHead(UnsafeBufferPointer(rebasing: $0[start...]))
    }
    return (ByteSpan(start: start, end: bytes.count), head)
  }

  /// The child reached from `node` by a literal equal to `segment`, as a position in `walkNodes`:
  /// a scan of a few children, or a probe of the hash table that many children's records are.
  /// Either compares the segment's length and head with a child's, and reads `literalBytes` only
  /// for the rest of a literal longer than a head.
  func literalChild(of node: WalkNode, matching segment: UnsafeBufferPointer<UInt8>) -> Int? {
    guard node.literalChildCount > 0 else { return nil }
    let head = LiteralHead(segment)
    return walkNodes.withUnsafeBufferPointer { walkNodes in
      @inline(__always) func isEqual(_ child: WalkNode) -> Bool {
        guard Int(child.literalCount) == segment.count, child.head == head else { return false }
        guard segment.count > LiteralHead.capacity else { return true }
        return literalBytes.withUnsafeBufferPointer { all in
          var index = LiteralHead.capacity
          while index < segment.count, all[Int(child.literalStart) + index] == segment[index] {
            index += 1
          }
          return index == segment.count
        }
      }
      guard node.hashesLiterals else {
        // Bounded by the child count, not the records: the compiler then knows there are at most
        // `scannedLiterals` and unrolls the scan (bounded by the records, it cost 20 instructions a
        // link more at N = 10).
        let first = Int(node.childStart)
        for index in first..<first + Int(node.literalChildCount) where isEqual(walkNodes[index]) {
          return index
        }
        return nil
      }
      let records = node.literalRecords
      let mask = records.count - 1
      var probe = Self.firstProbe(of: head, count: segment.count, capacity: records.count)
      while true {
        let child = walkNodes[records.lowerBound + probe]
        if isEqual(child) { return records.lowerBound + probe }
        if child.isVacant { return nil }
        probe = (probe + 1) & mask
      }
    }
  }

  /// Where a literal of `count` bytes with `head` is first looked for in a hash table of
  /// `capacity` records, a power of two: the top bits of the head's multiplicative hash, which
  /// every byte of the head reaches (its low bits see only the first bytes, which literals such as
  /// `photos12` and `photos13` share). The head is at hand in both the walk and the build, so
  /// hashing costs a few instructions whatever the literal's length.
  static func firstProbe(of head: LiteralHead, count: Int, capacity: Int) -> Int {
    firstProbe(ofHash: head.mixed(count: count), capacity: capacity)
  }

  /// The first record probed for `hash` in a table of `capacity` records, a power of two: the
  /// hash's top bits, as many as index the table.
  static func firstProbe(ofHash hash: UInt64, capacity: Int) -> Int {
    Int(truncatingIfNeeded: hash &>> (capacity.leadingZeroBitCount + 1))
  }

  /// The length of the hash table of a node with `count` literals, more than a few: the least power
  /// of two at least twice `count`, so that the table is at most half full and a probe sequence
  /// stays short.
  static func slotCount(forLiterals count: Int) -> Int {
    1 << (Int.bitWidth - (2 * count - 1).leadingZeroBitCount)
  }

  /// The most literal children of a node the walk scans rather than hashes.
  static let scannedLiterals = 5
}
