/// The result of `send(_:)`.
public enum EventOutcome<Flow: FlowSpec>: Hashable, Sendable {
  /// A handler ran `action`; `update` says where the flow stands afterwards.
  case handled(FlowAction<Flow>, FlowUpdate<Flow>)
  /// No handler of the topmost presentation or the current phase takes this event.
  case ignored
  /// No handler takes this event, but the held link, tried again after it (the app may have changed
  /// what its conditions report, as a sign-in that changes no phase does), landed.
  case landedHeldLink(FlowUpdate<Flow>)
  /// A handler was found but its action was refused; nothing changed.
  case refused(FlowAction<Flow>, Refusal<Flow>)
}
