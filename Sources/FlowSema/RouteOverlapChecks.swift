import FlowSyntax

/// Finds routes that match the same URLs (FL0303) or some common URL (FL0304) by walking the route
/// trie in pairs of nodes, so the cost follows the overlaps that exist, not the square of the routes.
enum RouteOverlapChecks {
  /// How many overlapping route pairs are examined before the search stops.
  static let budget = 200_000

  static func check(_ routes: [ResolvedRoute], scheme: String?, _ context: SemaContext)
    -> [Diagnostic]
  {
    var trie = RouteTrie()
    for (position, route) in routes.enumerated() { trie.insert(route.segments, route: position) }
    let nodes = trie.nodes
    var reported = Set<Int>()
    var diagnostics: [Diagnostic] = []
    var examined = 0

    func compare(_ first: Int, _ second: Int) {
      guard first != second else { return }
      examined += 1
      let earlier = min(first, second)
      let later = max(first, second)
      guard !reported.contains(later) else { return }
      let a = routes[earlier]
      let b = routes[later]
      if let diagnostic = diagnose(a, b, scheme: scheme, context) {
        reported.insert(later)
        diagnostics.append(diagnostic)
      }
    }

    var visited = Set<Int>()
    var stack: [(Int, Int)] = [(0, 0)]
    let nodeCount = nodes.count
    func push(_ x: Int, _ y: Int) {
      let pair = (min(x, y), max(x, y))
      if visited.insert(pair.0 * nodeCount + pair.1).inserted { stack.append(pair) }
    }
    while let (a, b) = stack.popLast(), examined < budget {
      let left = nodes[a]
      let right = nodes[b]
      if a == b {
        for (i, first) in left.terminals.enumerated() {
          for second in left.terminals[(i + 1)...] { compare(first, second) }
        }
      } else {
        for first in left.terminals { for second in right.terminals { compare(first, second) } }
      }
      // A catch-all child overlaps everything under the other node (zero or more segments).
      for (catchAllOwner, other) in a == b ? [(a, b)] : [(a, b), (b, a)] {
        guard let child = nodes[catchAllOwner].catchAll else { continue }
        for first in nodes[child].terminals {
          for second in trie.terminals(under: other, limit: budget) { compare(first, second) }
        }
      }
      if let x = left.catchAll, let y = right.catchAll { push(x, y) }
      for (text, x) in left.literals {
        if let y = right.literals[text] { push(x, y) }
        for (type, y) in right.parameters where SegmentMatching.accepts(type, text) { push(x, y) }
      }
      for (type, x) in left.parameters {
        for (other, y) in right.parameters where SegmentMatching.overlap(type, other) {
          push(x, y)
        }
        if a != b {
          for (text, y) in right.literals where SegmentMatching.accepts(type, text) { push(x, y) }
        }
      }
    }
    return diagnostics
  }

  /// FL0303 or FL0304 for two routes whose paths overlap, or `nil` when their queries keep them apart.
  private static func diagnose(
    _ first: ResolvedRoute, _ second: ResolvedRoute, scheme: String?, _ context: SemaContext
  ) -> Diagnostic? {
    let firstRequired = Set(first.query.filter(\.isRequired).map(\.key))
    let secondRequired = Set(second.query.filter(\.isRequired).map(\.key))
    let samePath = first.segments.map(SegmentShape.init) == second.segments.map(SegmentShape.init)
    let note = Diagnostic.Note(
      SemaMessages.otherRoute, at: first.declaration.patternLiteral.range)
    let url = exampleURL(first, second, scheme: scheme)
    if samePath, firstRequired == secondRequired {
      return context.diagnostic(
        .duplicateRoute, second.declaration.patternLiteral.range,
        SemaMessages.duplicateRoute(
          second.declaration.patternLiteral.value, first.declaration.patternLiteral.value, url: url),
        notes: [note], help: SemaMessages.duplicateRouteHelp)
    }
    let winner =
      firstWins(first, second, firstRequired.count, secondRequired.count) ? first : second
    return context.diagnostic(
      .overlappingRoutes, second.declaration.patternLiteral.range,
      SemaMessages.overlappingRoutes(
        second.declaration.patternLiteral.value, first.declaration.patternLiteral.value, url: url,
        winner: winner.declaration.patternLiteral.value),
      notes: [note])
  }

  /// Whether `first` wins under the specificity order: the leftmost differing segment decides, then
  /// more required query items, then declaration order.
  private static func firstWins(
    _ first: ResolvedRoute, _ second: ResolvedRoute, _ firstQuery: Int, _ secondQuery: Int
  ) -> Bool {
    let length = max(first.segments.count, second.segments.count)
    for position in 0..<length {
      let a = position < first.segments.count ? first.segments[position] : nil
      let b = position < second.segments.count ? second.segments[position] : nil
      let rankA = SegmentMatching.rank(a)
      let rankB = SegmentMatching.rank(b)
      if rankA != rankB { return rankA < rankB }
      if case .catchAll = a { break }
    }
    return firstQuery >= secondQuery
  }

  /// A URL both routes match, built from the first custom scheme.
  private static func exampleURL(_ first: ResolvedRoute, _ second: ResolvedRoute, scheme: String?)
    -> String
  {
    var parts: [String] = []
    let length = max(first.segments.count, second.segments.count)
    for position in 0..<length {
      let a = position < first.segments.count ? first.segments[position] : nil
      let b = position < second.segments.count ? second.segments[position] : nil
      switch (a, b) {
      case (.literal(let text), _), (_, .literal(let text)): parts.append(text)
      case (.parameter(_, let x), .parameter(_, let y)): parts.append(SegmentMatching.sample(x, y))
      case (.parameter(_, let x), _), (_, .parameter(_, let x)):
        parts.append(SegmentMatching.sample(x, x))
      default: break
      }
      if case .catchAll = a, case .catchAll = b { break }
    }
    var query: [String] = []
    for item in first.query + second.query where item.isRequired {
      let pair = "\(item.key)=\(SegmentMatching.sample(item.type, item.type))"
      if !query.contains(pair) { query.append(pair) }
    }
    let path = parts.joined(separator: "/")
    let suffix = query.isEmpty ? "" : "?" + query.joined(separator: "&")
    if let scheme, !parts.isEmpty { return "\(scheme)://\(path)\(suffix)" }
    return "/\(path)\(suffix)"
  }
}

/// A path segment with its placeholder name erased, for comparing two patterns' shapes.
private struct SegmentShape: Equatable {
  var rank: Int
  var literal: String?

  init(_ segment: RouteSegment) {
    rank = SegmentMatching.rank(segment)
    if case .literal(let text) = segment { literal = text }
  }
}
