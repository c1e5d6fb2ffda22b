/// A deep link that could not land yet (signed out, or a condition not known at cold start); it
/// lands exactly once when its guards hold.
public struct PendingLink<Flow: FlowSpec>: Hashable, Sendable {
  /// The URL as it was opened; for a route the app opened (`open(_:)`), its link, or empty when
  /// no link carries it.
  public var url: String
  /// The route it matched.
  public var route: Flow.Route
  /// Where it will land.
  public var landing: Landing<Flow>
  /// The conditions that did not hold (or were not known) when it was last tried.
  public var waitingFor: Set<Flow.Condition>
  /// What the prompt it waited behind needed and stopped knowing, which closed the prompt (a
  /// session refreshing its token): known false later, it was lost under the link after all, and
  /// the link is dropped as at a sign-out; known true, the prompt asks again.
  var promptNeedsNoLongerKnown: Set<Flow.Condition> = []

  /// A link opened as `url`, matched to `route`, waiting for `waitingFor` before it lands.
  public init(
    url: String, route: Flow.Route, landing: Landing<Flow>, waitingFor: Set<Flow.Condition>
  ) {
    self.url = url
    self.route = route
    self.landing = landing
    self.waitingFor = waitingFor
  }
}
