/// One match of one link against a `RouteTrie`: depth first, most specific alternative first,
/// backtracking when the rest of the link fails. The trie is a tree, so each node is visited at most
/// once, and the depth is at most the segment limit.
struct RouteMatcher {
  let trie: RouteTrie
  let link: ScannedLink
  /// Whether to keep the reasons alternatives fail, for the rejection; off when only the route is
  /// wanted, so that a miss builds no text.
  let recordsReasons: Bool
  /// Why alternatives failed so far.
  private var misses = Misses()

  /// What the walk learns from the alternatives that fail, for the rejection. Kept apart from the
  /// matcher and passed `inout`, so that the walk itself is non-mutating and reads `link` in place
  /// rather than copying it out of a mutable `self` at every node.
  private struct Misses {
    /// The first query failure of a route whose path matched: the closest miss there is.
    var queryFailure: LinkRejection.Reason?
    /// The deepest segment no typed placeholder accepted.
    var mismatch: (depth: Int, reason: LinkRejection.Reason)?
    /// The deepest segment any alternative reached; a mismatch above it is not the closest miss.
    var deepest = 0
  }

  init(trie: RouteTrie, link: ScannedLink, recordsReasons: Bool = true) {
    self.trie = trie
    self.link = link
    self.recordsReasons = recordsReasons
  }

  /// The index of the route the link matches, or nil.
  mutating func findRoute() -> Int? {
    var misses = Misses()
    defer { self.misses = misses }
    return visit(RouteTrie.root, depth: 0, &misses)
  }

  /// The route the link matches with its values, or the closest reason it matches none.
  mutating func run() -> LinkMatchResult {
    if let routeIndex = findRoute() {
      return .matched(RouteMatch(routeIndex: routeIndex, values: values(ofRoute: routeIndex)))
    }
    let closestMismatch = misses.mismatch.flatMap { $0.depth >= misses.deepest ? $0.reason : nil }
    return .rejected(
      LinkRejection(misses.queryFailure ?? closestMismatch ?? .noRoute(path: link.pathText)))
  }

  private func visit(_ nodeIndex: Int, depth: Int, _ misses: inout Misses) -> Int? {
    let node = trie.nodes[nodeIndex]
    misses.deepest = max(misses.deepest, depth)
    guard depth < link.decoded.segments.count else {
      for position in node.terminals
      where acceptsQuery(ofRoute: trie.routeLists[position], &misses) {
        return trie.routeLists[position]
      }
      return firstCatchAll(of: node, &misses)
    }
    let segment = link.decoded.bytes(link.decoded.segments[depth])
    if let child = literalChild(of: node, matching: segment, depth: depth),
      let routeIndex = visit(child, depth: depth + 1, &misses)
    {
      return routeIndex
    }
    for position in node.typed {
      let edge = trie.typedEdges[position]
      if ParameterText.accepts(edge.type, segment) {
        if let routeIndex = visit(edge.child, depth: depth + 1, &misses) { return routeIndex }
      } else if recordsReasons, depth > misses.mismatch?.depth ?? -1 {
        let text = String(decoding: segment, as: UTF8.self)
        let name = trie.typedEdgeNames[position]
        misses.mismatch = (depth, .typeMismatch(text: text, type: edge.type, name: name))
      }
    }
    return firstCatchAll(of: node, &misses)
  }

  /// The literal edge for a segment. A custom scheme's host is segment 0 and, being a host, compares
  /// case-insensitively against literals (which the compiler requires in lowercase there); a
  /// placeholder still receives the host as written.
  private func literalChild(
    of node: RouteTrie.Node, matching segment: UnsafeBufferPointer<UInt8>, depth: Int
  ) -> Int? {
    if let child = trie.literalChild(of: node, matching: segment) { return child }
    guard depth == 0, !link.layout.isUniversalLink,
      segment.contains(where: { URLBytes.lowercased($0) != $0 })
    else { return nil }
    // Lowercased on the stack: a match allocates nothing beyond the values it returns, even for
    // `archon://Projects/42`.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: segment.count) { lowercased in
      for (index, byte) in segment.enumerated() { lowercased[index] = URLBytes.lowercased(byte) }
      return trie.literalChild(of: node, matching: UnsafeBufferPointer(lowercased))
    }
  }

  private func firstCatchAll(of node: RouteTrie.Node, _ misses: inout Misses) -> Int? {
    for position in node.catchAlls where acceptsQuery(ofRoute: trie.routeLists[position], &misses) {
      return trie.routeLists[position]
    }
    return nil
  }

  /// Whether the link's query satisfies the route: no pattern key twice, required keys present,
  /// present values of the right type. Records the first failure.
  private func acceptsQuery(ofRoute routeIndex: Int, _ misses: inout Misses) -> Bool {
    let queries = trie.queries(ofRoute: routeIndex)
    for index in queries.indices {
      let query = queries[index]
      let lookup = trie.queryValue(of: query, in: link.decoded)
      switch lookup {
      case .absent:
        guard query.isRequired else { continue }
      case .repeated:
        break
      case .present(let span):
        guard !ParameterText.accepts(query.type, link.decoded.bytes(span)) else { continue }
      }
      if recordsReasons, misses.queryFailure == nil {
        let parameter = trie.routes[routeIndex].query[index - queries.startIndex]
        misses.queryFailure = failure(lookup, parameter)
      }
      return false
    }
    return true
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
        text: String(decoding: link.decoded.bytes(span), as: UTF8.self), type: parameter.type,
        key: parameter.key)
    }
  }

  /// The values a matched route binds, read again from the segments that matched.
  private func values(ofRoute routeIndex: Int) -> [String: ParameterValue] {
    let route = trie.routes[routeIndex]
    var values: [String: ParameterValue] = [:]
    for (depth, segment) in route.segments.enumerated() {
      switch segment {
      case .literal:
        continue
      case .parameter(let name, let type):
        values[name] = ParameterText.parse(type, link.decoded.bytes(link.decoded.segments[depth]))
      case .catchAll(let name):
        values[name] = .string(link.decoded.catchAllText(from: depth))
      }
    }
    for (query, parameter) in zip(trie.queries(ofRoute: routeIndex), route.query) {
      if case .present(let span) = trie.queryValue(of: query, in: link.decoded) {
        values[parameter.name] = ParameterText.parse(parameter.type, link.decoded.bytes(span))
      }
    }
    return values
  }
}
