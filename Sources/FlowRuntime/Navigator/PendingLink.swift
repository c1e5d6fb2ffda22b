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
  /// What stopped being known while it waited (a session refreshing its token), closing the prompt
  /// it waited behind (what the prompt needs) or leaving the phase it waited in (what the phase's
  /// guards need): one known false later that the link still needs, itself or through a prompt on
  /// its way, was lost under it after all, and the link is dropped as at a sign-out; once all are
  /// known otherwise, the prompt asks again. Not part of equality, which compares what an app can
  /// see and build.
  var needsNoLongerKnown: Set<Flow.Condition> = []

  /// A link opened as `url`, matched to `route`, waiting for `waitingFor` before it lands.
  public init(
    url: String, route: Flow.Route, landing: Landing<Flow>, waitingFor: Set<Flow.Condition>
  ) {
    self.url = url
    self.route = route
    self.landing = landing
    self.waitingFor = waitingFor
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.url == rhs.url && lhs.route == rhs.route && lhs.landing == rhs.landing
      && lhs.waitingFor == rhs.waitingFor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(route)
    hasher.combine(landing)
    hasher.combine(waitingFor)
  }
}
