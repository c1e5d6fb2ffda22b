import FlowSema

/// A route pattern with its path's placeholder names left out: what decides which URLs it matches.
struct PatternShape: Hashable, Sendable {
  /// One path segment: text, a typed placeholder, or the catch-all.
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(ValueType)
    case catchAll
  }

  var segments: [Segment]
  /// The model's query items, the runtime's own type; pairing reads only their keys.
  var query: [RouteQueryItem]

  init(_ route: RouteModel) {
    segments = route.segments.map { segment in
      switch segment {
      case .literal(let text): .literal(text)
      case .parameter(_, let type): .parameter(type)
      case .catchAll: .catchAll
      }
    }
    query = route.query
  }

  /// How many segments differ, counting a length difference; for choosing a changed route's successor.
  func distance(to other: PatternShape) -> Int {
    let common = zip(segments, other.segments).count { $0 != $1 }
    return common + abs(segments.count - other.segments.count)
  }
}
