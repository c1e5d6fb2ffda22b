/// Names one navigation stack: the phase root's, a tab's, or an open presentation's.
public enum StackID<Flow: FlowSpec>: Hashable, Sendable {
  /// The stack above the root screen of a phase declared with `root`.
  case root
  /// The stack of one tab of the current phase.
  case tab(Flow.Tab)
  /// The stack inside the presentation at this level (0 is the one presented from the phase).
  case presentation(Int)
}
