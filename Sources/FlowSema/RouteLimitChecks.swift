import FlowRuntime
import FlowSyntax

/// Refuses routes that no link can reach: the matcher rejects a link over `LinkLimits` before it looks
/// at any route, so a pattern whose shortest link is over them would check clean yet never match, and
/// would still be exported to the association file.
///
/// `RouteChecks` asks about each route as it reads the route's pattern, rather than this pass reading
/// every pattern again: a large spec's patterns are scattered over megabytes, and a second walk over
/// them missed the cache for nearly every segment list.
enum RouteLimitChecks {
  /// The error for a route whose typed pattern is `segments` and `query` (written at `range`) when
  /// its shortest link is over the limits, or when it has no segment and every link of the app is
  /// a custom scheme's (`customSchemeOnly`), whose first segment is the link's host: `archon://`
  /// has none, and the matcher refuses a link without a host. `prefix` is the app's
  /// `shortestPrefix`; `literalBytes`, what the literal segments are spelled in a link
  /// (`spelledLength`, summed as `RouteChecks` reads them).
  static func check(
    _ segments: [RouteSegment], _ query: [RouteQueryItem], literalBytes: Int, range: SourceRange,
    prefix: Int, customSchemeOnly: Bool, _ context: SemaContext
  ) -> Diagnostic? {
    if customSchemeOnly, segments.isEmpty {
      return context.diagnostic(
        .routeOverLinkLimits, range, SemaMessages.routeWithoutHostSegment,
        help: SemaMessages.routeWithoutHostSegmentHelp)
    }
    let segmentCount = minimumSegmentCount(segments)
    if segmentCount > LinkLimits.maximumSegments {
      return context.diagnostic(
        .routeOverLinkLimits, range,
        SemaMessages.routeTooManySegments(segmentCount, limit: LinkLimits.maximumSegments),
        help: SemaMessages.routeOverLinkLimitsHelp)
    }
    let length =
      prefix + minimumPathLength(segments, literalBytes: literalBytes) + minimumQueryLength(query)
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
  static func minimumSegmentCount(_ segments: [RouteSegment]) -> Int {
    segments.count { !$0.isCatchAll }
  }

  /// Bytes of the path every matching link has: `/` before each segment, the literals'
  /// `literalBytes`, and the shortest value of each placeholder's type (a segment is never empty);
  /// a catch-all may be empty. Counting a placeholder as no bytes, or a literal's escapes as one
  /// byte, accepted routes whose every link was over the limit (the reviews).
  static func minimumPathLength(_ segments: [RouteSegment], literalBytes: Int) -> Int {
    segments.reduce(literalBytes) { total, segment in
      switch segment {
      case .literal: total + 1
      case .parameter(_, let type): total + 1 + shortestValue(type)
      case .catchAll: total
      }
    }
  }

  /// Bytes of the query every matching link has: each required item's `?` or `&` and key, and for
  /// a value that cannot be empty, its `=` and shortest value (a key alone is the empty `String`,
  /// docs/DeepLinks.md). Not counted, a route with a 300-byte required key under a long path was
  /// accepted and exported though its every link was over the limit (the limits review).
  static func minimumQueryLength(_ query: [RouteQueryItem]) -> Int {
    query.reduce(0) { total, item in
      guard item.isRequired else { return total }
      let value = item.type == .string ? 0 : 1 + shortestValue(item.type)
      return total + 1 + item.key.utf8.count + value
    }
  }

  /// The bytes of a literal's decoded `bytes` in a link's path segment, each escaped only where
  /// it must be: a byte a link cannot carry as it is (`é`, a space, a `/` inside the segment) is
  /// three, `%C3`. The table is read once: every byte of every literal of a large spec passes here.
  static func spelledLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let table = bytesInLink
    var total = 0
    for byte in bytes { total += Int(table[Int(byte)]) }
    return total
  }

  /// Each byte's length in a link's path segment: one for a byte the scanner reads as it is
  /// there (`LinkLayout.isPlainInSegment`), else three (`%C3`). A table, so that no byte is a call
  /// into the runtime's module.
  private static let bytesInLink: [UInt8] = (0...255).map {
    LinkLayout.isPlainInSegment(UInt8($0)) ? 1 : 3
  }

  /// The fewest bytes a value of `type` is written in (docs/DeepLinks.md, "Values"): a UUID's 36,
  /// `true`'s 4, one digit or byte else.
  private static func shortestValue(_ type: ParameterType) -> Int {
    switch type {
    case .uuid: 36
    case .bool: 4
    case .int, .double, .string: 1
    }
  }
}
