/// The result of opening a URL.
public enum OpenOutcome<Flow: FlowSpec>: Hashable, Sendable {
  /// The link landed.
  case handled(Flow.Route)
  /// The link is held as the pending link until these conditions hold; before `start(launchURL:)`
  /// every link is held for the launch, which lands it (the set is then what it still needs, often
  /// nothing).
  case deferred(Flow.Route, waitingFor: Set<Flow.Condition>)
  /// The link matched nothing, or its landing does not fit the flow: why, as data.
  case rejected(LinkRejection)
}
