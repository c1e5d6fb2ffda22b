import FlowSyntax

/// Refuses routes that no link can reach: the matcher rejects a link over `LinkLimits` before it looks
/// at any route, so a pattern whose shortest link is over them would check clean yet never match, and
/// would still be exported to the association file.
enum RouteLimitChecks {
  static func check(_ context: SemaContext, app: AppModel?) -> [Diagnostic] {
    guard let app, let prefix = shortestPrefix(app) else { return [] }
    var diagnostics: [Diagnostic] = []
    // By position, each declaration's fields read in place: a declaration is a large value to copy.
    for position in context.index.routes.indices {
      guard let pattern = context.index.routes[position].pattern else { continue }
      let range = context.index.routes[position].patternLiteral.range
      let segments = minimumSegmentCount(pattern)
      if segments > LinkLimits.maximumSegments {
        diagnostics.append(
          context.diagnostic(
            .routeOverLinkLimits, range,
            SemaMessages.routeTooManySegments(segments, limit: LinkLimits.maximumSegments),
            help: SemaMessages.routeOverLinkLimitsHelp))
        continue
      }
      let length = prefix + minimumPathLength(pattern)
      if length > LinkLimits.maximumLength {
        diagnostics.append(
          context.diagnostic(
            .routeOverLinkLimits, range,
            SemaMessages.routeTooLong(length, limit: LinkLimits.maximumLength),
            help: SemaMessages.routeOverLinkLimitsHelp))
      }
    }
    return diagnostics
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
