/// The first guard on a target's path that does not hold: what its `else` does (nil for a plain
/// `requires`) and the conditions it requires. A prompt the `else` opens is asked for those, so
/// the prompt did its part once they hold, even if the next guard on the path asks with the same
/// prompt (an Account sheet for `session`, then for `verified`).
struct FailingGuard<Flow: FlowSpec>: Hashable, Sendable {
  /// The guard's `else`; nil for a plain `requires`.
  var action: FlowAction<Flow>?
  /// What the guard requires.
  var requires: Set<Flow.Condition>
}
