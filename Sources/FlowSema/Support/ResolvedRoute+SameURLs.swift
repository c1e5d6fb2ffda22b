extension ResolvedRoute {
  /// Whether this route and `other` match exactly the same URLs: the same path, placeholder names
  /// aside, and the same required query items. The second of two such routes never opens (FL0303),
  /// so that one mistake is not also reported as their shared Swift case (FL0312).
  func matchesTheSameURLs(as other: ResolvedRoute) -> Bool {
    segments.map(SegmentShape.init) == other.segments.map(SegmentShape.init)
      && Set(query.filter(\.isRequired).map(\.key))
        == Set(other.query.filter(\.isRequired).map(\.key))
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
