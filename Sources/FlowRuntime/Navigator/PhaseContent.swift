/// What a phase does: decide and move on, show one screen, or show tabs.
public enum PhaseContent<Flow: FlowSpec>: Sendable {
  /// `check session ? main : onboarding`: a transient phase that shows nothing.
  case check(Flow.Condition, then: Flow.Phase, else: Flow.Phase)
  /// `root Onboarding`: one screen with its own stack.
  case root(Flow.Screen)
  /// One or more tabs, in declaration order, and the one selected on entry.
  case tabs([TabDefinition<Flow>], default: Flow.Tab)
}
