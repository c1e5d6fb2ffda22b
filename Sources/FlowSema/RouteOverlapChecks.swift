import FlowRuntime
import FlowSyntax

/// Finds routes that match the same URLs (FL0303) or some common URL (FL0304) with
/// `RoutePathOverlaps`, which walks the runtime's route trie in pairs of nodes, so the cost follows
/// the overlaps that exist, not the square of the routes; then reports each later route against the
/// earliest route its query does not keep it apart from.
enum RouteOverlapChecks {
  /// How many overlapping route pairs are examined before the search stops.
  static let budget = 200_000

  static func check(_ routes: [ResolvedRoute], scheme: String?, _ context: SemaContext)
    -> [Diagnostic]
  {
    // Paths only: the walk pairs routes by path and `diagnose` reads the queries from the routes,
    // so the matcher's walk layout, query keys and captures would be built for nothing.
    let trie = RouteTrie.Paths(routes: routes.map { RouteSpec(segments: $0.segments, query: []) })
    var reported = Set<Int>()
    var diagnostics: [Diagnostic] = []
    for pair in RoutePathOverlaps(trie, limit: budget).pairs where !reported.contains(pair.later) {
      if let diagnostic = diagnose(
        routes[pair.earlier], routes[pair.later], scheme: scheme, context)
      {
        reported.insert(pair.later)
        diagnostics.append(diagnostic)
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
    let firstPattern = context.index.routes[first.declaration].patternLiteral
    let secondPattern = context.index.routes[second.declaration].patternLiteral
    let note = Diagnostic.Note(SemaMessages.otherRoute, at: firstPattern.range)
    let url = exampleURL(first, second, scheme: scheme)
    if samePath, firstRequired == secondRequired {
      return context.diagnostic(
        .duplicateRoute, secondPattern.range,
        SemaMessages.duplicateRoute(secondPattern.value, firstPattern.value, url: url),
        notes: [note], help: SemaMessages.duplicateRouteHelp)
    }
    let firstWins = firstWins(first, second, firstRequired.count, secondRequired.count)
    return context.diagnostic(
      .overlappingRoutes, secondPattern.range,
      SemaMessages.overlappingRoutes(
        secondPattern.value, firstPattern.value, url: url,
        winner: (firstWins ? firstPattern : secondPattern).value),
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
      let rankA = a?.specificity ?? -1
      let rankB = b?.specificity ?? -1
      if rankA != rankB { return rankA < rankB }
      if case .catchAll = a { break }
    }
    return firstQuery >= secondQuery
  }

  /// A URL both routes match, built from the first custom scheme, as the matcher accepts it.
  private static func exampleURL(_ first: ResolvedRoute, _ second: ResolvedRoute, scheme: String?)
    -> String
  {
    var parts: [String] = []
    let length = max(first.segments.count, second.segments.count)
    for position in 0..<length {
      let a = position < first.segments.count ? first.segments[position] : nil
      let b = position < second.segments.count ? second.segments[position] : nil
      switch (a, b) {
      // Decoded, a literal can hold what the matcher refuses raw (`é`, a space): encoded as the
      // link builder encodes it.
      case (.literal(let text), _), (_, .literal(let text)):
        parts.append(PercentEncoding.encode(text))
      case (.parameter(_, let x), .parameter(_, let y)): parts.append(sample(x, y))
      case (.parameter(_, let x), _), (_, .parameter(_, let x)):
        parts.append(sample(x, x))
      default: break
      }
      if case .catchAll = a, case .catchAll = b { break }
    }
    var query: [String] = []
    for item in first.query + second.query where item.isRequired {
      let pair = "\(item.key)=\(sample(item.type, item.type))"
      if !query.contains(pair) { query.append(pair) }
    }
    let path = parts.joined(separator: "/")
    let suffix = query.isEmpty ? "" : "?" + query.joined(separator: "&")
    if let scheme, !parts.isEmpty { return "\(scheme)://\(path)\(suffix)" }
    return "/\(path)\(suffix)"
  }

  /// A segment both types read, for an example URL.
  private static func sample(_ a: ValueType, _ b: ValueType) -> String {
    let narrow = a == .string ? b : a
    if Set([a, b]) == [.int, .double] { return "1" }
    switch narrow {
    case .string: return "abc"
    case .bool: return "true"
    case .int: return "1"
    case .uuid: return "00000000-0000-0000-0000-000000000000"
    case .double: return "1.5"
    }
  }
}

/// A path segment with its placeholder name erased, for comparing two patterns' shapes.
private struct SegmentShape: Equatable {
  var rank: Int
  var literal: String?

  init(_ segment: RouteSegment) {
    rank = segment.specificity
    if case .literal(let text) = segment { literal = text }
  }
}
