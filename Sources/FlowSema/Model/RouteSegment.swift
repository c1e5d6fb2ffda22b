/// One path segment of a route pattern, typed by the parameter it binds.
public enum RouteSegment: Hashable, Sendable, Codable {
  /// Must equal the decoded URL segment exactly.
  case literal(String)
  /// One segment parsed as `type` and bound to the placeholder `name`.
  case parameter(name: String, type: ValueType)
  /// The rest of the path, zero or more segments joined with `/`, bound to a `String`.
  case catchAll(name: String)
}
