/// What the URL matcher made of a URL: a route and its landing, or why nothing matched.
public enum LinkResolution<Flow: FlowSpec>: Hashable, Sendable {
  /// The URL matched `route`, which lands at `landing`.
  case landing(Flow.Route, Landing<Flow>)
  /// No route matched: why, as data (`rejection.reason`), worded by its `description` only where it
  /// is shown (a log, `flowc resolve`).
  case noMatch(LinkRejection)

  /// A hand-written matcher's refusal in its own words (`LinkRejection.Reason.described`).
  public static func noMatch(reason: String) -> Self {
    .noMatch(LinkRejection(.described(reason)))
  }
}
