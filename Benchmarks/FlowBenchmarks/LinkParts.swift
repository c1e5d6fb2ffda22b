import FlowSema

/// A link being built by `URLSampler`, kept in parts so that it can be turned into a near miss.
struct LinkParts {
  /// One path segment as it will be written.
  enum Segment {
    case literal(String)
    case value(String, ValueType)
    case catchAll(String)
  }

  var universal: Bool
  var scheme = "bench"
  var segments: [Segment] = []
  var query: [(key: String, value: String, isRequired: Bool)] = []

  init(universal: Bool) {
    self.universal = universal
  }

  /// The link text: `bench://t0/items3/42?page=2` or `https://bench.example/t0/items3/42`.
  var text: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let text), .value(let text, _), .catchAll(let text): text
      }
    }.joined(separator: "/")
    let query = self.query.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    let start = universal ? "https://bench.example/" : "\(scheme)://"
    return start + path + (query.isEmpty ? "" : "?" + query)
  }

  /// Changes the link so that no route matches it, in one of the ways real bad links are bad.
  mutating func miss(using random: inout SeededGenerator) {
    var ways: [Miss] = []
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .literal: ways.append(.segment(index, .literal("nope")))
      case .value(_, .int): ways.append(.segment(index, .value("x9", .int)))
      case .value(_, .uuid): ways.append(.segment(index, .value("not-a-uuid", .uuid)))
      default: break
      }
    }
    if case .catchAll = segments.last {
    } else {
      ways.append(.extraSegment)
    }
    if query.contains(where: \.isRequired) { ways.append(.dropRequiredQuery) }
    if !universal { ways.append(.otherScheme) }
    switch ways.randomElement(using: &random) {
    case .segment(let index, let replacement): segments[index] = replacement
    case .extraSegment: segments.append(.literal("zz"))
    case .dropRequiredQuery: query.removeAll(where: \.isRequired)
    case .otherScheme: scheme = "other"
    case nil: break
    }
  }

  /// One way to spoil a link.
  private enum Miss {
    case segment(Int, Segment)
    case extraSegment
    case dropRequiredQuery
    case otherScheme
  }
}
