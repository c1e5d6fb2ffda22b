extension FlowScene {
  /// What the scene shows below its presentations.
  public var content: SceneContent<Flow> {
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
    guard navigator.isShowingPhase else { return [] }
    return (navigator.currentPhase?.tabs ?? []).filter {
      $0.guardFailure != nil || navigator.isAvailable($0.id)
    }
  }

  /// Whether the tab bar builds `tab`'s root view: its guards (with its root screen's) hold. A tab
  /// listed only for its guard's `else` gets an empty view instead: SwiftUI builds every tab's view
  /// as the `TabView` is built, selected or not, so an account screen that reads the user's data as
  /// it is made would otherwise be made signed out. Selecting such a tab runs the `else` and leaves
  /// the selection where it was, so the empty view is never on screen.
  public func showsRoot(of tab: Flow.Tab) -> Bool {
    navigator.isAvailable(tab)
  }
}
