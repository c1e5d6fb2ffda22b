extension PhaseDefinition {
  /// The stack a link landing in this phase shows: the phase root's, or the landing's tab's (the
  /// default tab when it names none); nil in a `check` phase, which shows nothing.
  ///
  /// The navigator lands links on it, and `flowc resolve` and `expect` read what a landing shows
  /// through it, so they agree on where a link lands.
  public func landingStack(tab: Flow.Tab?) -> StackID<Flow>? {
    switch content {
    case .check: nil
    case .root: .root
    case .tabs(_, let defaultTab): .tab(tab ?? defaultTab)
    }
  }

  /// The screen at the bottom of `stack` in this phase: the phase's root or a tab's; nil for a
  /// presentation's stack or a stack the phase does not have.
  public func root(of stack: StackID<Flow>) -> Flow.Screen? {
    switch (stack, content) {
    case (.root, .root(let screen)): screen
    case (.tab(let id), .tabs): tab(id)?.root
    default: nil
    }
  }
}
