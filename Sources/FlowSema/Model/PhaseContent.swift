/// What a phase does when entered: decide at once, show one root screen, or show tabs.
public enum PhaseContent: Hashable, Sendable, Codable {
  /// `check condition ? then : otherwise`: a transient phase that moves on at once.
  case check(condition: ConditionID, then: PhaseID, otherwise: PhaseID)
  /// `root Screen`: one screen with its own stack.
  case root(ScreenID)
  /// A tab bar; exactly one tab is the default.
  case tabs([TabModel])
}
