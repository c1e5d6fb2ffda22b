import FlowRuntime

extension ResolvedRoute {
  /// Whether every URL this route matches, `earlier` matches too, and wins: the same path
  /// (placeholder names aside), the same required query items (more would win by specificity),
  /// and every query item `earlier` reads read here too, as a type whose values it reads. Such a
  /// route never opens (FL0303), and that one mistake is not also reported as the shared Swift
  /// case (FL0312). A query item `earlier` reads and this route ignores, or reads as a wider type,
  /// is a way back to it: a link whose item `earlier` cannot read (given twice, `?t=90.5` for an
  /// `Int`) fails it and opens this one (FL0304, the fifth new-users review: a podcast's
  /// `/e/{slug}/{number}` after the same with `?t={t}` was said never to open).
  func isShadowed(by earlier: ResolvedRoute) -> Bool {
    guard segments.map(SegmentShape.init) == earlier.segments.map(SegmentShape.init),
      Set(query.filter(\.isRequired).map(\.key))
        == Set(earlier.query.filter(\.isRequired).map(\.key))
    else { return false }
    return earlier.query.allSatisfy { item in
      query.contains { $0.key == item.key && item.type.readsEveryValue(of: $0.type) }
    }
  }
}

extension ParameterType {
  /// Whether every value of `narrower` parses as this type: its own, any as a `String`, and an
  /// `Int` as a `Double`.
  fileprivate func readsEveryValue(of narrower: ParameterType) -> Bool {
    self == narrower || self == .string || (self == .double && narrower == .int)
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

  /// Literals compare byte for byte, as the matcher compares them: Swift's `==` on `String` holds
  /// for canonically equivalent text, and `café` precomposed and `e` + U+0301 match different
  /// links (two routes so named once shared a case name without FL0312, which did not build).
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.rank == rhs.rank else { return false }
    switch (lhs.literal, rhs.literal) {
    case (nil, nil): return true
    case (let left?, let right?): return left.utf8.elementsEqual(right.utf8)
    default: return false
    }
  }
}
