/// What a call that can move the flow did: where it stands, and what happened to the held link.
public struct FlowUpdate<Flow: FlowSpec>: Hashable, Sendable {
  /// Where the flow stands after the call.
  public var progress: FlowProgress<Flow>
  /// The held link that landed during the call, if one did.
  public var completedLink: Flow.Route?
  /// The held link that was dropped or replaced during the call (sign-out, its phase left by an
  /// event, its prompt closed), or else by a call since the last update that returns none (a tap
  /// held behind a guard's `else`, `open` of another link); the later one when there were two.
  public var droppedLink: Flow.Route?

  /// Where the flow stands, and the held link that landed or was dropped, if any.
  public init(
    progress: FlowProgress<Flow>, completedLink: Flow.Route? = nil, droppedLink: Flow.Route? = nil
  ) {
    self.progress = progress
    self.completedLink = completedLink
    self.droppedLink = droppedLink
  }
}
