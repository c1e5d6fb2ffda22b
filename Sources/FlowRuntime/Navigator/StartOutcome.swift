/// The result of `start(launchURL:)`.
public struct StartOutcome<Flow: FlowSpec>: Hashable, Sendable {
  /// Where the flow stands, and whether the launch link already landed.
  public var update: FlowUpdate<Flow>
  /// What became of the launch URL, when there was one.
  public var launchLink: OpenOutcome<Flow>?

  /// What a launch did, and what became of its link.
  public init(update: FlowUpdate<Flow>, launchLink: OpenOutcome<Flow>?) {
    self.update = update
    self.launchLink = launchLink
  }
}
