import FlowRuntime

/// A link two overlapping routes both match, as the matcher accepts it: the path segments and the
/// required query items of both, kept apart so that FL0304 can vary the query to show a fallback.
struct OverlapExample {
  /// The path segments, encoded; a custom scheme's first one is the host.
  var segments: [String]
  /// The query items, in the routes' order, each key once.
  var query: [(key: String, value: String)]

  init(_ first: ResolvedRoute, _ second: ResolvedRoute) {
    segments = []
    let length = max(first.segments.count, second.segments.count)
    for position in 0..<length {
      let a = position < first.segments.count ? first.segments[position] : nil
      let b = position < second.segments.count ? second.segments[position] : nil
      switch (a, b) {
      // Decoded, a literal can hold what the matcher refuses raw (`é`, a space): encoded as the
      // link builder encodes it.
      case (.literal(let text), _), (_, .literal(let text)):
        segments.append(PercentEncoding.encode(text))
      case (.parameter(_, let x), .parameter(_, let y)): segments.append(Self.sample(x, y))
      case (.parameter(_, let x), _), (_, .parameter(_, let x)):
        segments.append(Self.sample(x, x))
      default: break
      }
      if case .catchAll = a, case .catchAll = b { break }
    }
    query = []
    for item in first.query + second.query where item.isRequired {
      if !query.contains(where: { $0.key == item.key }) {
        query.append((item.key, Self.sample(item.type, item.type)))
      }
    }
  }

  /// The link with the custom `scheme`, whose host is the first segment; else a universal link on
  /// `host`, which a root route needs, since a custom-scheme link without a host opens nothing
  /// (FL0303 named `'/'`, no link at all); a bare path (`/items/1`) only when the app has neither.
  func link(scheme: String?, host: String?) -> String {
    let path = segments.joined(separator: "/")
    let items = query.map { "\($0.key)=\($0.value)" }
    let suffix = items.isEmpty ? "" : "?" + items.joined(separator: "&")
    if let scheme, !segments.isEmpty { return "\(scheme)://\(path)\(suffix)" }
    if let host { return "https://\(host)/\(path)\(suffix)" }
    return "/\(path)\(suffix)"
  }

  /// A segment or value both types read.
  static func sample(_ a: ValueType, _ b: ValueType) -> String {
    let narrow = a == .string ? b : a
    if Set([a, b]) == [.int, .double] { return "1" }
    switch narrow {
    case .string: return "abc"
    case .bool: return "true"
    case .int: return "1"
    case .uuid: return "00000000-0000-0000-0000-000000000000"
    case .double: return "1.5"
    }
  }
}
