/// Why the navigator refused an operation; the state is unchanged when it does.
public enum Refusal<Flow: FlowSpec>: Hashable, Sendable {
  /// These conditions do not hold, or are not known yet.
  case guardFailed(Set<Flow.Condition>)
  /// The flow has no such phase.
  case unknownPhase(Flow.Phase)
  /// The phase is transient (a `check`): it shows no stack and presents nothing.
  case phaseShowsNothing(Flow.Phase)
  /// The current phase shows no tabs.
  case noTabs
  /// The current phase has no such tab.
  case unknownTab(Flow.Tab)
  /// There is no such stack right now (a tab of another phase, a closed presentation).
  case noSuchStack(StackID<Flow>)
  /// The stack is already at its root.
  case emptyStack
  /// No sheet or cover is open.
  case nothingPresented
  /// Neither the stack's root nor any screen below this one pushes it in the spec.
  case notPushable(Flow.Screen)
  /// Neither the phase nor the stack beneath presents this sheet or cover in the spec.
  case notPresentable(Modal<Flow>)
}
