import FlowRuntime

/// What a generated `route(in:)` does with a `MatchedLink`, for any table: reads every placeholder
/// of the matched route by position with its type, so that the generated matcher can be measured
/// at every spec size, not only for the checked-in `Bench.flow`.
///
/// Generated code holds each route's types in its instructions and reaches them through a `switch`
/// on the route index, a jump table of one word a route. So the types are packed into one word a
/// route here too: an array of arrays read a second heap object a link, two cache lines at 10,000
/// routes that generated code does not read, and a tenth of the time a link was this stand-in.
struct TypedReads {
  /// Placeholders a packed word holds: three bits each, in 64 bits.
  private static let capacity = 21
  private static let types = ParameterType.allCases

  /// Per route, its placeholder types in `MatchedLink`'s order (path left to right, then query),
  /// each as its index in `ParameterType.allCases` plus one, three bits each from the low end; a zero
  /// group ends the list.
  private let packedTypes: [UInt64]

  init(routes: [RouteSpec]) {
    packedTypes = routes.map { route in
      let path = route.segments.compactMap { segment -> ParameterType? in
        switch segment {
        case .literal: nil
        case .parameter(_, let type): type
        case .catchAll: .string
        }
      }
      let types = path + route.query.map(\.type)
      precondition(
        types.count <= Self.capacity,
        "TypedReads packs at most \(Self.capacity) placeholders a route")
      return types.reversed().reduce(0) { packed, type in
        packed << 3 | UInt64(Self.types.firstIndex(of: type)! + 1)
      }
    }
  }

  /// The matched route's index, once every value it binds has been read.
  func read(_ link: MatchedLink) -> Int? {
    var present = 0
    var packed = packedTypes[link.routeIndex]
    var position = 0
    while packed != 0 {
      let isPresent: Bool =
        switch Self.types[Int(packed & 7) - 1] {
        case .string: link.string(at: position) != nil
        case .int: link.int(at: position) != nil
        case .double: link.double(at: position) != nil
        case .bool: link.bool(at: position) != nil
        case .uuid: link.uuid(at: position) != nil
        }
      present += isPresent ? 1 : 0
      packed >>= 3
      position += 1
    }
    blackHole(present)
    return link.routeIndex
  }
}
