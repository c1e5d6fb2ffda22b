import FlowSema

/// Finds, for each route of the old spec, the route of the new spec that continues it.
///
/// Routes are compared by the shape of their pattern (literals and typed placeholders; names and
/// declaration order do not matter): the same path shape continues a route, the same query keys
/// breaking ties. A route with no such twin continues as the new route that lands on the same screen
/// with the most similar path, if any; that is a changed route rather than a removed one.
enum RoutePairing {
  /// The new route's index for each old route index that has a successor.
  static func pair(old oldModel: FlowModel, new newModel: FlowModel) -> [Int: Int] {
    let old = oldModel.routes
    let new = newModel.routes
    let oldShapes = old.map(PatternShape.init)
    let newShapes = new.map(PatternShape.init)
    var pairs: [Int: Int] = [:]
    var taken = Set<Int>()
    let keys = { (shape: PatternShape) in Set(shape.query.map(\.key)) }
    // New routes by path shape, so that pairing stays linear in the number of routes.
    var bySegments: [[PatternShape.Segment]: [Int]] = [:]
    for (index, shape) in newShapes.enumerated() {
      bySegments[shape.segments, default: []].append(index)
    }
    for sameQuery in [true, false] {
      for (index, shape) in oldShapes.enumerated() where pairs[index] == nil {
        let twin = bySegments[shape.segments, default: []].first { candidate in
          !taken.contains(candidate) && (!sameQuery || keys(newShapes[candidate]) == keys(shape))
        }
        if let twin {
          pairs[index] = twin
          taken.insert(twin)
        }
      }
    }
    for (index, route) in old.enumerated() where pairs[index] == nil {
      // The two specs number their screens apart: the same screen is the same Swift case.
      let destination = oldModel[route.landing.destination].swiftName
      let successor = new.indices
        .filter {
          !taken.contains($0) && newModel[new[$0].landing.destination].swiftName == destination
        }
        .min {
          (oldShapes[index].distance(to: newShapes[$0]), $0) < (
            oldShapes[index].distance(to: newShapes[$1]), $1
          )
        }
      if let successor {
        pairs[index] = successor
        taken.insert(successor)
      }
    }
    return pairs
  }
}
