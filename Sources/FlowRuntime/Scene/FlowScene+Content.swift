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
      return tabs.isEmpty || navigator.selectedTab == nil ? .waiting : .tabs(tabs)
    }
  }

  /// The tabs the tab bar shows, in declaration order: those whose guards hold, and those whose guard
  /// says what selecting it does meanwhile (`requires session else present SignIn`). A tab whose
  /// guard fails without `else` is not shown, since selecting it would be refused.
  public var visibleTabs: [TabDefinition<Flow>] {
    observeConditions()
    guard navigator.isShowingPhase else { return [] }
    return (navigator.currentPhase?.tabs ?? []).filter {
      $0.guardFailure != nil || navigator.isAvailable($0.id)
    }
  }

  /// Conditions are read through a closure, which observation cannot see; reading this makes the
  /// caller read again after each navigator call that may follow a change in them.
  func observeConditions() {
    _ = navigator.conditionsEpoch
  }
}
