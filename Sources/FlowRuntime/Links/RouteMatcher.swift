/// One match of one link against a `RouteTrie`: depth first, most specific alternative first,
/// backtracking when the rest of the link fails. The trie is a tree, so each node is visited at most
/// once, and the depth is at most the segment limit.
struct RouteMatcher {
  let trie: RouteTrie
  let link: ScannedLink
  /// The first query failure of a route whose path matched: the closest miss there is.
  private var queryFailure: LinkRejection.Reason?
  /// The deepest segment no typed placeholder accepted.
  private var mismatch: (depth: Int, reason: LinkRejection.Reason)?
  /// The deepest segment any alternative reached; a mismatch above it is not the closest miss.
  private var deepest = 0

  init(trie: RouteTrie, link: ScannedLink) {
    self.trie = trie
    self.link = link
  }

  /// The route the link matches with its values, or the closest reason it matches none.
  mutating func run() -> LinkMatchResult {
    if let routeIndex = visit(RouteTrie.root, depth: 0) {
      return .matched(RouteMatch(routeIndex: routeIndex, values: values(ofRoute: routeIndex)))
    }
    let closestMismatch = mismatch.flatMap { $0.depth >= deepest ? $0.reason : nil }
    return .rejected(
      LinkRejection(queryFailure ?? closestMismatch ?? .noRoute(path: link.pathText)))
  }

  private mutating func visit(_ nodeIndex: Int, depth: Int) -> Int? {
    let node = trie.nodes[nodeIndex]
    deepest = max(deepest, depth)
    guard depth < link.segments.count else {
      for position in node.terminals where acceptsQuery(ofRoute: trie.routeLists[position]) {
        return trie.routeLists[position]
      }
      return firstCatchAll(of: node)
    }
    let segment = link.bytes(link.segments[depth])
    if let child = literalChild(of: node, matching: segment, depth: depth),
      let routeIndex = visit(child, depth: depth + 1)
    {
      return routeIndex
    }
    for position in node.typed {
      let edge = trie.typedEdges[position]
      if ParameterText.accepts(edge.type, segment) {
        if let routeIndex = visit(edge.child, depth: depth + 1) { return routeIndex }
      } else if depth > mismatch?.depth ?? -1 {
        let text = String(decoding: segment, as: UTF8.self)
        mismatch = (depth, .typeMismatch(text: text, type: edge.type, name: edge.name))
      }
    }
    return firstCatchAll(of: node)
  }

  /// The literal edge for a segment. A custom scheme's host is segment 0 and, being a host, compares
  /// case-insensitively against literals (which the compiler requires in lowercase there); a
  /// placeholder still receives the host as written.
  private func literalChild(
    of node: RouteTrie.Node, matching segment: UnsafeBufferPointer<UInt8>, depth: Int
  ) -> Int? {
    if let child = trie.literalChild(of: node, matching: segment) { return child }
    guard depth == 0, !link.layout.isUniversalLink,
      segment.contains(where: { (0x41...0x5A).contains($0) })
    else { return nil }
    let lowercased = segment.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    return lowercased.withUnsafeBufferPointer { trie.literalChild(of: node, matching: $0) }
  }

  private mutating func firstCatchAll(of node: RouteTrie.Node) -> Int? {
    for position in node.catchAlls where acceptsQuery(ofRoute: trie.routeLists[position]) {
      return trie.routeLists[position]
    }
    return nil
  }

  /// Whether the link's query satisfies the route: no pattern key twice, required keys present,
  /// present values of the right type. Records the first failure.
  private mutating func acceptsQuery(ofRoute routeIndex: Int) -> Bool {
    for query in trie.queries[routeIndex] {
      let failure: LinkRejection.Reason
      switch link.queryValue(for: query.key) {
      case .absent:
        guard query.parameter.isRequired else { continue }
        failure = .missingQueryParameter(query.parameter.key)
      case .repeated:
        failure = .repeatedQueryKey(query.parameter.key)
      case .present(let span):
        let bytes = link.bytes(span)
        guard !ParameterText.accepts(query.parameter.type, bytes) else { continue }
        failure = .queryTypeMismatch(
          text: String(decoding: bytes, as: UTF8.self), type: query.parameter.type,
          key: query.parameter.key)
      }
      if queryFailure == nil { queryFailure = failure }
      return false
    }
    return true
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
        values[name] = ParameterText.parse(type, link.bytes(link.segments[depth]))
      case .catchAll(let name):
        values[name] = .string(catchAllText(from: depth))
      }
    }
    for query in trie.queries[routeIndex] {
      if case .present(let span) = link.queryValue(for: query.key) {
        values[query.parameter.name] = ParameterText.parse(query.parameter.type, link.bytes(span))
      }
    }
    return values
  }

  /// The decoded segments from `depth` on, joined with `/`.
  private func catchAllText(from depth: Int) -> String {
    let rest = link.segments[depth...]
    guard !rest.isEmpty else { return "" }
    let byteCount = rest.reduce(rest.count - 1) { $0 + $1.count }
    return String(unsafeUninitializedCapacity: byteCount) { output in
      var written = 0
      for span in rest {
        if written > 0 {
          output[written] = UInt8(ascii: "/")
          written += 1
        }
        for byte in link.bytes(span) {
          output[written] = byte
          written += 1
        }
      }
      return written
    }
  }
}
