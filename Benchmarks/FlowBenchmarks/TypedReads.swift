import FlowRuntime

/// What a generated `route(in:)` does with a `MatchedLink`, for any table: reads every placeholder
/// of the matched route by position with its type, so that the generated matcher can be measured
/// at every spec size, not only for the checked-in `Bench.flow`.
struct TypedReads {
  /// Per route, its placeholder types in `MatchedLink`'s order: path left to right, then query.
  private let types: [[ParameterType]]

  init(routes: [RouteSpec]) {
    types = routes.map { route in
      let path = route.segments.compactMap { segment -> ParameterType? in
        switch segment {
        case .literal: nil
        case .parameter(_, let type): type
        case .catchAll: .string
        }
      }
      return path + route.query.map(\.type)
    }
  }

  /// The matched route's index, once every value it binds has been read.
  func read(_ link: MatchedLink) -> Int? {
    var present = 0
    for (position, type) in types[link.routeIndex].enumerated() {
      let isPresent: Bool =
        switch type {
        case .string: link.string(at: position) != nil
        case .int: link.int(at: position) != nil
        case .double: link.double(at: position) != nil
        case .bool: link.bool(at: position) != nil
        case .uuid: link.uuid(at: position) != nil
        }
      present += isPresent ? 1 : 0
    }
    blackHole(present)
    return link.routeIndex
  }
}
