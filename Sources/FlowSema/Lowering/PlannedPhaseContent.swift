/// What a planned phase does when entered, with its roots already instantiated.
public enum PlannedPhaseContent: Hashable, Sendable {
  /// `check condition ? then : otherwise`.
  case check(condition: ConditionID, then: PhaseID, otherwise: PhaseID)
  /// `root Screen`, shown with its parameters' defaults.
  case root(LandingScreen)
  /// The tabs in declaration order, and the one selected on entry: the `default` tab, else the
  /// first (`nil` when there are none, which the checker refuses).
  case tabs([PlannedTab], default: TabID?)
}
