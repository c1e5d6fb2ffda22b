extension FlowScene {
  /// The selection a `TabView(selection:)` binding reads: the navigator's, read again after a
  /// refused write.
  public var selectedTab: Flow.Tab? {
    observeReflections()
    return navigator.selectedTab
  }

  /// What a `TabView(selection:)` binding write does: selects the tab; a refused or empty selection
  /// is reflected back, so the tab bar shows the navigator's tab again.
  @discardableResult
  public func selectTab(_ tab: Flow.Tab?) -> ChangeOutcome<Flow> {
    guard let tab else {
      reflect()
      return .unchanged
    }
    return reflectingRefusal(navigator.select(tab))
  }

  /// The path a `NavigationStack(path:)` binding reads: the navigator's, read again after a refused
  /// write.
  public func path(_ stack: StackID<Flow>) -> [Flow.Screen] {
    observeReflections()
    return navigator.path(stack)
  }

  /// What a `NavigationStack(path:)` binding write does (the user pushed or went back): replaces the
  /// stack; a refused write (a guarded or unlisted screen) is reflected back, so the stack shows the
  /// navigator's path again.
  @discardableResult
  public func setPath(_ screens: [Flow.Screen], for stack: StackID<Flow>) -> ChangeOutcome<Flow> {
    reflectingRefusal(navigator.setPath(screens, for: stack))
  }
}
