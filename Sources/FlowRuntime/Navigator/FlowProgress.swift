/// Where the flow stands after following checks: showing a phase, or stopped at a check.
public enum FlowProgress<Flow: FlowSpec>: Hashable, Sendable {
  /// A phase that shows something (a root or tabs).
  case showing(Flow.Phase)
  /// Held at a `check` because its condition is not known yet; `conditionsDidChange()` resumes.
  case waiting(Flow.Phase, for: Flow.Condition)
  /// A check leads to a phase that is refused (its guards fail, or it does not exist).
  case blocked(Flow.Phase, Refusal<Flow>)
  /// Stopped after 16 automatic phase changes in one call, so flip-flopping conditions cannot loop.
  case checkLimitReached(Flow.Phase)
}
