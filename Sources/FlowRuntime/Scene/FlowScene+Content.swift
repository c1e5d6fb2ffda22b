extension FlowScene {
  /// What the scene shows below its presentations.
  public var content: SceneContent<Flow> {
    observeConditions()
    guard navigator.isShowingPhase, let phase = navigator.currentPhase else { return .waiting }
    switch phase.content {
    case .check: return .waiting
    case .root(let root): return .root(root)
    case .tabs:
      let tabs = visibleTabs
      return tabs.isEmpty ? .waiting : .tabs(tabs)
    }
  }

  /// The tabs the tab bar shows: the current phase's tabs whose guards hold, in declaration order.
  /// A tab whose guard fails is not shown at all, since selecting it would be refused.
  public var visibleTabs: [TabDefinition<Flow>] {
    observeConditions()
    return (navigator.currentPhase?.tabs ?? []).filter { navigator.isAvailable($0.id) }
  }

  /// Conditions are read through a closure, which observation cannot see; reading this makes the
  /// caller read again after each navigator call that may follow a change in them.
  private func observeConditions() {
    _ = navigator.conditionsEpoch
  }
}
