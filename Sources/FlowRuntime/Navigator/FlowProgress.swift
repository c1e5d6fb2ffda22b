/// Where the flow stands after following checks: showing a phase, or stopped at a check.
public enum FlowProgress<Flow: FlowSpec>: Hashable, Sendable {
  /// A phase that shows something (a root or tabs).
  case showing(Flow.Phase)
  /// Held at a `check` because its condition is not known yet; `conditionsDidChange()` resumes.
  case waiting(Flow.Phase, for: Flow.Condition)
  /// A check leads to a phase that is refused (its guards fail, or it does not exist), or the phase
  /// itself is guarded and its guards do not hold (a hand-built definition that starts in a guarded
  /// phase): the phase shows nothing until `conditionsDidChange()` finds its guards hold.
  case blocked(Flow.Phase, Refusal<Flow>)
  /// Stopped after the definition's `automaticChangeLimit` automatic phase changes in one call, so
  /// flip-flopping conditions cannot loop; a chain of checks the checker accepts never gets here.
  case checkLimitReached(Flow.Phase)
}
