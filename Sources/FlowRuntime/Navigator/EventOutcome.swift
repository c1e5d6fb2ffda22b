/// The result of `send(_:)`.
public enum EventOutcome<Flow: FlowSpec>: Hashable, Sendable {
  /// A handler ran `action`; `update` says where the flow stands afterwards.
  case handled(FlowAction<Flow>, FlowUpdate<Flow>)
  /// No handler of the topmost presentation or the current phase takes this event.
  case ignored
  /// A handler was found but its action was refused; nothing changed.
  case refused(FlowAction<Flow>, Refusal<Flow>)
}
