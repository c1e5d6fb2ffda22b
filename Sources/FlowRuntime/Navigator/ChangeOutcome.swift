/// The result of a direct operation (push, pop, select, present, dismiss).
public enum ChangeOutcome<Flow: FlowSpec>: Hashable, Sendable {
  /// The state changed.
  case changed
  /// The operation was valid but there was nothing to do.
  case unchanged
  /// The operation was refused; the state is as it was, but for what the conditions no longer
  /// allowed, which every operation trims first as `conditionsDidChange()` would.
  case refused(Refusal<Flow>)
  /// A guard with `else` blocked the operation: its failure action ran (a sheet or cover opened, or
  /// the phase changed) and the operation is held as `Navigator.heldEntry` until these conditions
  /// hold.
  case held(waitingFor: Set<Flow.Condition>)
}
