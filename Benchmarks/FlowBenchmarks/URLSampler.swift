import FlowSema
import Foundation

/// Builds a deterministic mix of links for a model's routes: 70% hits with typed values (custom
/// scheme and universal links), 30% near misses (an unknown literal, a value of the wrong type, an
/// extra segment, a missing required query item, another scheme). Routes are drawn with the same
/// weights per landing depth at every spec size, so link shapes do not change with N.
struct URLSampler {
  private static let depthWeights = [1, 2, 3, 3, 2]
  private static let strings = ["alpha", "b-2", "caf%C3%A9", "x_y", "hello%20world", "r2d2"]
  private static let paths = ["src/main/App.swift", "README.md", "docs/a%20b/c"]

  private var random: SeededGenerator
  private let routes: [RouteModel]
  /// Route indices by landing depth (0 = a tab root, 4 = four or more below it).
  private var byDepth: [[Int]]

  init(model: FlowModel, seed: UInt64 = 0x0001_1A4E) {
    random = SeededGenerator(seed: seed)
    routes = model.routes
    byDepth = Array(repeating: [], count: Self.depthWeights.count)
    for (index, route) in routes.enumerated() {
      let landing = route.landing
      let depth =
        landing.stack.count + (landing.presentation.map { 1 + $0.stack.count } ?? 0)
      byDepth[min(depth, byDepth.count - 1)].append(index)
    }
  }

  /// `count` links in random order.
  mutating func sample(_ count: Int) -> [SampleURL] {
    (0..<count).map { _ in next() }
  }

  private mutating func next() -> SampleURL {
    let route = pickRoute()
    var link = hit(route)
    guard random.chance(30) else { return SampleURL(text: link.text, route: route) }
    link.miss(using: &random)
    return SampleURL(text: link.text, route: nil)
  }

  private mutating func pickRoute() -> Int {
    var roll = Int.random(in: 0..<Self.depthWeights.reduce(0, +), using: &random)
    var depth = 0
    while roll >= Self.depthWeights[depth] {
      roll -= Self.depthWeights[depth]
      depth += 1
    }
    // Fall back to the deepest shallower level that has routes (small specs are shallow).
    while depth > 0, byDepth[depth].isEmpty { depth -= 1 }
    return byDepth[depth].randomElement(using: &random) ?? 0
  }

  private mutating func hit(_ index: Int) -> LinkParts {
    let route = routes[index]
    var parts = LinkParts(universal: random.chance(40))
    for segment in route.segments {
      switch segment {
      case .literal(let text): parts.segments.append(.literal(text))
      case .parameter(_, let type): parts.segments.append(.value(value(type), type))
      case .catchAll:
        parts.segments.append(.catchAll(Self.paths.randomElement(using: &random) ?? ""))
      }
    }
    for item in route.query where item.isRequired || random.chance(50) {
      parts.query.append((item.key, value(item.type), item.isRequired))
    }
    return parts
  }

  private mutating func value(_ type: ValueType) -> String {
    switch type {
    case .int: String(Int.random(in: 1...999_999, using: &random))
    case .uuid:
      UUID(
        uuid: (
          byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(),
          byte(), byte(), byte(), byte(), byte()
        )
      ).uuidString
    case .double: "3.25"
    case .bool: "true"
    case .string: Self.strings.randomElement(using: &random) ?? "a"
    }
  }

  private mutating func byte() -> UInt8 {
    UInt8.random(in: 0...255, using: &random)
  }
}
