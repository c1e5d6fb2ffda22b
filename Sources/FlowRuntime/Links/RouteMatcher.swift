/// One match of one link against a `RouteTrie`: depth first, most specific alternative first,
/// backtracking when the rest of the link fails. The trie is a tree, so each node is visited at most
/// once, and the depth is at most the segment limit.
///
/// The trie is passed to every step as a borrowed argument rather than held: a matcher holding it
/// retained it on every link and released it when the matcher was destroyed.
struct RouteMatcher {
  /// All the walk reads of the link, rather than the whole `ScannedLink`: a matcher of a few words
  /// is passed in registers, while one holding the link's 152 bytes was copied by two `memcpy`
  /// calls per link.
  private let link: DecodedLink
  /// Whether segment 0 is a path segment; otherwise it is a custom scheme's host.
  private let isUniversalLink: Bool
  /// Whether to keep the reasons alternatives fail, for the rejection; off when only the route is
  /// wanted, so that a miss builds no text.
  private let recordsReasons: Bool
  /// One bit per segment that held an escape (`LinkLayout.escapedSegments`): only such a segment
  /// can hold a decoded `/`, so only those are read for a catch-all's empty parts.
  private let escapedSegments: UInt64

  /// What the walk learns from the alternatives that fail, for the rejection. Kept apart from the
  /// matcher and passed `inout`, so that the walk itself is non-mutating and reads `link` in place
  /// rather than copying it out of a mutable `self` at every node. Plain words, where in the link
  /// and the trie each miss is, worded only once the link is refused: a walk that keeps no
  /// reasons has nothing to destroy, and one that does builds no text for misses it then passes.
  private struct Misses {
    /// The first query failure of a route whose path matched: the closest miss there is.
    var queryFailure: (routeIndex: Int, query: Int, lookup: DecodedLink.QueryLookup)?
    /// The deepest segment no typed placeholder accepted, and that placeholder's typed edge.
    var mismatch: (depth: Int, edge: Int)?
    /// The deepest segment any alternative reached; a mismatch above it is not the closest miss.
    var deepest = 0
    /// The first catch-all refused for an empty part its value would get: its route, and the
    /// segment and decoded offset of the `/` (`URLBytes.firstEmptyPart`).
    var emptyCatchAllPart: (routeIndex: Int, depth: Int, offset: Int)?
  }

  private init(link: ScannedLink, recordsReasons: Bool) {
    self.link = link.decoded
    self.isUniversalLink = link.layout.isUniversalLink
    self.recordsReasons = recordsReasons
    self.escapedSegments = link.layout.escapedSegments
  }

  /// The record of the route `link` matches, or nil, keeping no reasons.
  static func route(of link: ScannedLink, in trie: RouteTrie) -> RouteTrie.RouteRecord? {
    var misses = Misses()
    return RouteMatcher(link: link, recordsReasons: false)
      .visit(RouteTrie.root, depth: 0, in: trie, &misses).map { trie.routeEntries[$0] }
  }

  /// The route `link` matches with its values, or the closest reason it matches none.
  static func result(of link: ScannedLink, in trie: RouteTrie) -> LinkMatchResult {
    let matcher = RouteMatcher(link: link, recordsReasons: true)
    var misses = Misses()
    if let position = matcher.visit(RouteTrie.root, depth: 0, in: trie, &misses) {
      let record = trie.routeEntries[position]
      return .matched(
        RouteMatch(
          routeIndex: Int(record.routeIndex), values: matcher.values(of: record, in: trie)))
    }
    if let (routeIndex, query, lookup) = misses.queryFailure {
      return .rejected(
        LinkRejection(matcher.failure(lookup, trie.routes[routeIndex].query[query])))
    }
    if let (routeIndex, depth, offset) = misses.emptyCatchAllPart,
      case .catchAll(let name) = trie.routes[routeIndex].segments.last
    {
      let start = link.decoded.segments[depth].start
      return .rejected(
        LinkRejection(
          .emptyCatchAllSegment(
            name: name,
            offset: URLBytes.sourceOffset(ofDecoded: offset, from: start, in: link.source))))
    }
    if let (depth, edge) = misses.mismatch, depth >= misses.deepest {
      let text = String(decoding: matcher.link.bytes(matcher.link.segments[depth]), as: UTF8.self)
      let type = trie.typedEdges[edge].type
      return .rejected(
        LinkRejection(.typeMismatch(text: text, type: type, name: trie.typedEdgeNames[edge])))
    }
    return .rejected(LinkRejection(.noRoute(path: link.pathText)))
  }

  /// The route the link matches from node `start` (a position in `walkNodes`) at segment
  /// `startDepth` on, as its position in `routeEntries`. A node whose literal child is its only
  /// way on is left for that child in a loop rather than a call: the child's failure is the
  /// node's, with nothing left to try there, and most nodes of a walk are such.
  private func visit(
    _ start: Int, depth startDepth: Int, in trie: RouteTrie, _ misses: inout Misses
  ) -> Int? {
    var nodeIndex = start
    var depth = startDepth
    while true {
      let node = trie.walkNodes[nodeIndex]
      misses.deepest = max(misses.deepest, depth)
      guard depth < link.segments.count else {
        for position in node.terminals
        where acceptsQuery(of: trie.routeEntries[position], in: trie, &misses) {
          return position
        }
        return firstCatchAll(of: node, from: depth, in: trie, &misses)
      }
      let segment = link.bytes(link.segments[depth])
      let literal = literalChild(of: node, matching: segment, depth: depth, in: trie)
      if !node.hasTypedChildren, node.catchAlls.isEmpty {
        guard let literal else { return nil }
        nodeIndex = literal
        depth += 1
        continue
      }
      if let literal, let found = visit(literal, depth: depth + 1, in: trie, &misses) {
        return found
      }
      for position in node.typedChildren {
        let child = trie.walkNodes[position]
        if ParameterText.accepts(child.type, segment) {
          if let found = visit(position, depth: depth + 1, in: trie, &misses) {
            return found
          }
        } else if recordsReasons, depth > misses.mismatch?.depth ?? -1 {
          misses.mismatch = (depth, Int(child.typedEdgeIndex))
        }
      }
      return firstCatchAll(of: node, from: depth, in: trie, &misses)
    }
  }

  /// The literal edge for a segment. A custom scheme's host is segment 0 and, being a host, compares
  /// case-insensitively against literals (which the compiler requires in lowercase there); a
  /// placeholder still receives the host as written.
  private func literalChild(
    of node: RouteTrie.WalkNode, matching segment: UnsafeBufferPointer<UInt8>, depth: Int,
    in trie: RouteTrie
  ) -> Int? {
    if let child = trie.literalChild(of: node, matching: segment) { return child }
    guard depth == 0, !isUniversalLink else { return nil }
    return Self.lowercasedHostChild(of: node, matching: segment, in: trie)
  }

  /// The literal edge for a custom scheme's host with capitals, lowercased on the stack: a match
  /// allocates nothing beyond the values it returns, even for `archon://Projects/42`. Never
  /// inlined, so that the temporary storage does not weigh on every other segment's lookup.
  @inline(never)
  private static func lowercasedHostChild(
    of node: RouteTrie.WalkNode, matching segment: UnsafeBufferPointer<UInt8>, in trie: RouteTrie
  ) -> Int? {
    guard segment.contains(where: { URLBytes.lowercased($0) != $0 }) else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: segment.count) { lowercased in
      for (index, byte) in segment.enumerated() { lowercased[index] = URLBytes.lowercased(byte) }
      return trie.literalChild(of: node, matching: UnsafeBufferPointer(lowercased))
    }
  }

  /// The first of `node`'s catch-alls that takes the segments from `depth` on, whose query the
  /// link satisfies. None takes a segment whose escaped slashes would give its value an empty part
  /// (`%2Fetc%2Fpasswd` as `/etc/passwd`): `%2F` is data in one placeholder's text, but a
  /// catch-all's value is a path, where it cannot be told from a separator.
  private func firstCatchAll(
    of node: RouteTrie.WalkNode, from depth: Int, in trie: RouteTrie, _ misses: inout Misses
  ) -> Int? {
    guard !node.catchAlls.isEmpty else { return nil }
    // The escaped segments from `depth` on: the bits below it cleared.
    var escaped = depth < UInt64.bitWidth ? escapedSegments & (~0 << UInt64(depth)) : 0
    while escaped != 0 {
      let segment = escaped.trailingZeroBitCount
      escaped &= escaped &- 1
      guard segment < link.segments.count,
        let offset = URLBytes.firstEmptyPart(in: link.bytes(link.segments[segment]))
      else { continue }
      if recordsReasons, misses.emptyCatchAllPart == nil {
        let routeIndex = Int(trie.routeEntries[node.catchAlls.lowerBound].routeIndex)
        misses.emptyCatchAllPart = (routeIndex, segment, offset)
      }
      return nil
    }
    for position in node.catchAlls
    where acceptsQuery(of: trie.routeEntries[position], in: trie, &misses) {
      return position
    }
    return nil
  }

  /// Whether the link's query satisfies the route: no pattern key twice, required keys present,
  /// present values of the right type. Records the first failure.
  private func acceptsQuery(
    of record: RouteTrie.RouteRecord, in trie: RouteTrie, _ misses: inout Misses
  ) -> Bool {
    trie.withQueries(of: record) { queries in
      for (index, query) in queries.enumerated() {
        let lookup = trie.queryValue(of: query, in: link)
        switch lookup {
        case .absent:
          guard query.isRequired else { continue }
        case .repeated:
          break
        case .present(let span):
          guard !ParameterText.accepts(query.type, link.bytes(span)) else { continue }
        }
        if recordsReasons, misses.queryFailure == nil {
          misses.queryFailure = (Int(record.routeIndex), index, lookup)
        }
        return false
      }
      return true
    }
  }

  /// Why a query item refused the route.
  private func failure(
    _ lookup: DecodedLink.QueryLookup, _ parameter: RouteSpec.QueryParameter
  ) -> LinkRejection.Reason {
    switch lookup {
    case .absent: .missingQueryParameter(parameter.key)
    case .repeated: .repeatedQueryKey(parameter.key)
    case .present(let span):
      .queryTypeMismatch(
        text: String(decoding: link.bytes(span), as: UTF8.self), type: parameter.type,
        key: parameter.key)
    }
  }

  /// The values a matched route binds, read again from the segments that matched.
  private func values(
    of record: RouteTrie.RouteRecord, in trie: RouteTrie
  ) -> [String: ParameterValue] {
    let route = trie.routes[Int(record.routeIndex)]
    var values: [String: ParameterValue] = [:]
    for (depth, segment) in route.segments.enumerated() {
      switch segment {
      case .literal:
        continue
      case .parameter(let name, let type):
        values[name] = ParameterText.parse(type, link.bytes(link.segments[depth]))
      case .catchAll(let name):
        values[name] = .string(link.catchAllText(from: depth))
      }
    }
    trie.withQueries(of: record) { queries in
      for (query, parameter) in zip(queries, route.query) {
        if case .present(let span) = trie.queryValue(of: query, in: link) {
          values[parameter.name] = ParameterText.parse(parameter.type, link.bytes(span))
        }
      }
    }
    return values
  }
}
