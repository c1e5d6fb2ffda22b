/// The runtime form of one route pattern, as generated code and `flowc resolve` hand it to a
/// `RouteTable`: `/projects/{projectId}/code/{path...}?line={line}`.
public struct RouteSpec: Hashable, Sendable {
  /// The path, one entry per segment; for a custom scheme segment 0 is the URL's host.
  public var segments: [Segment]
  /// The query items the route binds; items a link has beyond these are ignored.
  public var query: [QueryParameter]

  /// Describes one pattern. A catch-all must be the last segment, or the route never matches.
  public init(segments: [Segment], query: [QueryParameter] = []) {
    self.segments = segments
    self.query = query
  }

  /// Every placeholder name, path first then query, in order.
  public var parameterNames: [String] {
    segments.compactMap(\.parameterName) + query.map(\.name)
  }

  /// The pattern as written in a `.flow` file, with literals percent-encoded
  /// (`/projects/{id: Int}?line={line: Int}`), for messages and generated comments.
  public var pattern: String {
    var text = segments.isEmpty ? "/" : ""
    for segment in segments {
      switch segment {
      case .literal(let literal): text += "/" + PercentEncoding.encode(literal)
      case .parameter(let name, let type): text += "/{\(name): \(type.rawValue)}"
      case .catchAll(let name): text += "/{\(name)...}"
      }
    }
    for (index, item) in query.enumerated() {
      text += (index == 0 ? "?" : "&") + "\(item.key)={\(item.name): \(item.type.rawValue)}"
    }
    return text
  }
}
