/// What the URL matcher made of a URL: a route and its landing, or why nothing matched.
public enum LinkResolution<Flow: FlowSpec>: Hashable, Sendable {
  /// The URL matched `route`, which lands at `landing`.
  case landing(Flow.Route, Landing<Flow>)
  /// No route matched; `reason` says why, for logs and `flowc resolve`.
  case noMatch(reason: String)
}
