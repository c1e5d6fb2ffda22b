import FlowRuntime
import FlowSyntax

/// Finds routes that match the same URLs (FL0303) or some common URL (FL0304) with
/// `RoutePathOverlaps`, which walks the runtime's route trie in pairs of nodes, so the cost follows
/// the overlaps that exist, not the square of the routes; then reports each pair on the later
/// route, up to `pairsPerRoute` of them, so that accepting a route's warnings accepts only
/// overlaps the user was shown, and a route that every other overlaps is not a line per route.
enum RouteOverlapChecks {
  /// How many overlapping route pairs are examined before the search stops.
  static let budget = 200_000
  /// How many of a route's overlaps with earlier routes are reported; the last one reported says
  /// how many more there are.
  static let pairsPerRoute = 3

  static func check(
    _ routes: [ResolvedRoute], scheme: String?, host: String?, _ context: SemaContext
  ) -> [Diagnostic] {
    // A route whose landing has an error is compared once it lands: its untyped placeholders take
    // their types from the screen, so `/articles/{id} -> ArticleById`, a typo for an `Int` id,
    // read as a `String` and matched `/articles/{slug}` exactly, and FL0303's fix-it, applied by
    // `check --fix` before the typo's, removed the route (the fifth new-users review).
    // Filtered only when some route has no landing: a filtered copy of a checked spec's routes,
    // each with its landing, cost the 10,000-route check 8 M instructions.
    let routes = routes.allSatisfy(\.lands) ? routes : routes.filter(\.lands)
    // Paths only: the walk pairs routes by path and `diagnose` reads the queries from the routes,
    // so the matcher's walk layout, query keys and captures would be built for nothing.
    let trie = RouteTrie.Paths(routes: routes.map { RouteSpec(segments: $0.segments, query: []) })
    let pairs = RoutePathOverlaps(trie, limit: budget, foldingHost: scheme != nil).pairs
    var fallbacks = OverlapFallbacks(routes: routes, scheme: scheme, host: host)
    var diagnostics: [Diagnostic] = []
    // The pairs come sorted by their later route, each route's earliest partner first.
    var start = pairs.startIndex
    while start < pairs.endIndex {
      let later = pairs[start].later
      let end = pairs[start...].firstIndex { $0.later != later } ?? pairs.endIndex
      // A route that matches exactly an earlier one's URLs never opens: that is its one error
      // (FL0303, whose fix-it removes it), whatever else it overlaps. A route pasted five times
      // gave each copy three FL0303s with the same fix-it.
      if let duplicate = pairs[start..<end].first(where: {
        routes[$0.later].isShadowed(by: routes[$0.earlier])
      }) {
        diagnostics.append(
          diagnose(duplicate.earlier, duplicate.later, routes, fallbacks: &fallbacks, context))
        start = end
        continue
      }
      let shown = pairs[start..<min(end, start + pairsPerRoute)]
      for pair in shown {
        diagnostics.append(
          diagnose(pair.earlier, pair.later, routes, fallbacks: &fallbacks, context))
      }
      if end - start > shown.count {
        let pattern = context.index.routes[routes[later].declaration].patternLiteral.value
        diagnostics[diagnostics.count - 1].message += SemaMessages.unlistedOverlaps(
          end - start - shown.count, pattern: pattern)
      }
      start = end
    }
    return diagnostics
  }

  /// FL0303 or FL0304 for two routes whose paths overlap.
  private static func diagnose(
    _ earlier: Int, _ later: Int, _ routes: [ResolvedRoute], fallbacks: inout OverlapFallbacks,
    _ context: SemaContext
  ) -> Diagnostic {
    let first = routes[earlier]
    let second = routes[later]
    let firstRequired = Set(first.query.filter(\.isRequired).map(\.key))
    let secondRequired = Set(second.query.filter(\.isRequired).map(\.key))
    let firstPattern = context.index.routes[first.declaration].patternLiteral
    let secondPattern = context.index.routes[second.declaration].patternLiteral
    let note = Diagnostic.Note(SemaMessages.otherRoute, at: firstPattern.range)
    var example = OverlapExample(first, second)
    if let spellings = hostSpellings(first, second), fallbacks.scheme != nil {
      // The link spelled as the route with capitals writes its host: that route opens it, the
      // lowercase one every other spelling. Universal links tell the two apart by the path.
      example.segments[0] = PercentEncoding.encode(spellings.capitalized)
      let capitalizedPattern = spellings.firstIsCapitalized ? firstPattern : secondPattern
      let lowercasePattern = spellings.firstIsCapitalized ? secondPattern : firstPattern
      return context.diagnostic(
        .overlappingRoutes, secondPattern.range,
        SemaMessages.routesDifferingInHostCase(
          secondPattern.value, firstPattern.value, url: fallbacks.shown(example),
          capitalized: capitalizedPattern.value, lowercase: lowercasePattern.value,
          host: spellings.capitalized),
        notes: [note],
        help: SemaMessages.routesDifferingInHostCaseHelp)
    }
    let url = fallbacks.shown(example)
    if second.isShadowed(by: first) {
      // The one that never opens goes, unless it reads query items the first ignores
      // (`/compose?text={text}` after `/compose`): removing it would drop their values from every
      // link (the new-users review), and removing the first the links whose items the second
      // cannot read (given twice, of another type), which the first opens (the fifth new-users
      // review). Moved before the first, it reads them, and the first opens the rest (FL0304).
      // Shadowed, the second reads every key the first does: more items are more keys.
      let readsMore = second.query.count > first.query.count
      let fixIt =
        readsMore
        ? moveBefore(
          second, first, pattern: secondPattern.value, other: firstPattern.value, context)
        : Diagnostic.FixIt(
          SemaMessages.removeRoute(secondPattern.value),
          replacing: RemovalRange.wholeLines(of: context.index.routes[second.declaration], context),
          with: "")
      return context.diagnostic(
        .duplicateRoute, secondPattern.range,
        readsMore
          ? SemaMessages.shadowedRoute(secondPattern.value, firstPattern.value, url: url)
          : SemaMessages.duplicateRoute(secondPattern.value, firstPattern.value, url: url),
        notes: [note], fixIt: fixIt,
        help: readsMore
          ? SemaMessages.duplicateRouteReadingMoreHelp(firstPattern.value, secondPattern.value)
          : SemaMessages.duplicateRouteHelp)
    }
    let firstWins = firstWins(first, second, firstRequired.count, secondRequired.count)
    return context.diagnostic(
      .overlappingRoutes, secondPattern.range,
      SemaMessages.overlappingRoutePair(
        secondPattern.value, firstPattern.value, url: url,
        winner: (firstWins ? firstPattern : secondPattern).value,
        fallback: fallbacks.fallback(
          from: firstWins ? earlier : later, to: firstWins ? later : earlier, example)),
      notes: [note])
  }

  /// The fix-it that moves route `later`, with its doc comment and line comments, to just before
  /// `earlier`: the two routes' whole lines swapped, what lies between them kept. None when either
  /// shares a line with something else, which a swap of lines would carry along or split. The last
  /// line of a file without a final line break moves with one, and the file still ends without.
  private static func moveBefore(
    _ later: ResolvedRoute, _ earlier: ResolvedRoute, pattern: String, other: String,
    _ context: SemaContext
  ) -> Diagnostic.FixIt? {
    let bytes = context.source.bytes
    let first = RemovalRange.wholeLines(of: context.index.routes[earlier.declaration], context)
    let second = RemovalRange.wholeLines(of: context.index.routes[later.declaration], context)
    func isWholeLines(_ range: SourceRange) -> Bool {
      (range.start == 0 || bytes[range.start - 1] == UInt8(ascii: "\n"))
        && range.end > range.start
        && (bytes[range.end - 1] == UInt8(ascii: "\n") || range.end == bytes.count)
    }
    guard first.end <= second.start, isWholeLines(first), isWholeLines(second) else { return nil }
    let source = context.source
    let between = source.text(in: SourceRange(start: first.end, end: second.start))
    var moved = source.text(in: second)
    var left = source.text(in: first)
    if !moved.hasSuffix("\n") {
      moved += "\n"
      left.removeLast()
    }
    return Diagnostic.FixIt(
      SemaMessages.moveRouteBefore(pattern, other),
      replacing: SourceRange(start: first.start, end: second.end), with: moved + between + left)
  }

  /// The two first literals when they differ only in ASCII case (the walk pairs only a spelling with
  /// capitals and the lowercase one), with the one that has capitals.
  private static func hostSpellings(_ first: ResolvedRoute, _ second: ResolvedRoute)
    -> (capitalized: String, firstIsCapitalized: Bool)?
  {
    guard case .literal(let a)? = first.segments.first,
      case .literal(let b)? = second.segments.first,
      a != b, ASCII.lowercased(a) == ASCII.lowercased(b)
    else { return nil }
    return a == ASCII.lowercased(a) ? (b, false) : (a, true)
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
}
