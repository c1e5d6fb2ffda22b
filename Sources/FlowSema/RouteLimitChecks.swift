import FlowSyntax

/// Refuses routes that no link can reach: the matcher rejects a link over `LinkLimits` before it looks
/// at any route, so a pattern whose shortest link is over them would check clean yet never match, and
/// would still be exported to the association file.
///
/// `RouteChecks` asks about each route as it reads the route's pattern, rather than this pass reading
/// every pattern again: a large spec's patterns are scattered over megabytes, and a second walk over
/// them missed the cache for nearly every segment list.
enum RouteLimitChecks {
  /// The error for a route whose pattern is `pattern` (written at `range`) when its shortest link
  /// is over the limits, or when it has no segment and every link of the app is a custom scheme's
  /// (`customSchemeOnly`), whose first segment is the link's host: `archon://` has none, and the
  /// matcher refuses a link without a host. `prefix` is the app's `shortestPrefix`.
  static func check(
    _ pattern: RoutePattern, range: SourceRange, prefix: Int, customSchemeOnly: Bool,
    _ context: SemaContext
  ) -> Diagnostic? {
    if customSchemeOnly, pattern.segments.isEmpty {
      return context.diagnostic(
        .routeOverLinkLimits, range, SemaMessages.routeWithoutHostSegment,
        help: SemaMessages.routeWithoutHostSegmentHelp)
    }
    let segments = minimumSegmentCount(pattern)
    if segments > LinkLimits.maximumSegments {
      return context.diagnostic(
        .routeOverLinkLimits, range,
        SemaMessages.routeTooManySegments(segments, limit: LinkLimits.maximumSegments),
        help: SemaMessages.routeOverLinkLimitsHelp)
    }
    let length = prefix + minimumPathLength(pattern)
    if length > LinkLimits.maximumLength {
      return context.diagnostic(
        .routeOverLinkLimits, range,
        SemaMessages.routeTooLong(length, limit: LinkLimits.maximumLength),
        help: SemaMessages.routeOverLinkLimitsHelp)
    }
    return nil
  }

  /// The shortest text before the path among the app's links: `scheme://` (whose host is the first
  /// segment) or `https://host`; `nil` when the app has neither, which is reported elsewhere.
  static func shortestPrefix(_ app: AppModel) -> Int? {
    let custom = app.schemes.map { $0.utf8.count + "://".utf8.count - "/".utf8.count }
    let universal = app.hosts.map { "https://".utf8.count + $0.utf8.count }
    return (custom + universal).min()
  }

  /// Segments every matching link has: one per literal or placeholder; a catch-all may be empty.
  static func minimumSegmentCount(_ pattern: RoutePattern) -> Int {
    pattern.segments.count { if case .catchAll = $0 { false } else { true } }
  }

  /// Bytes of the path every matching link has: `/` before each segment and each literal's decoded
  /// bytes (encoding only lengthens them); a placeholder may be one byte, counted as none.
  static func minimumPathLength(_ pattern: RoutePattern) -> Int {
    pattern.segments.reduce(0) { total, segment in
      if case .literal(let text, _) = segment { return total + 1 + text.utf8.count }
      return total + 1
    }
  }
}
