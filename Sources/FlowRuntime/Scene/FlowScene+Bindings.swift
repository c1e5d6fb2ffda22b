extension FlowScene {
  /// The selection a `TabView(selection:)` binding reads: the navigator's, read again after a
  /// refused write.
  public var selectedTab: Flow.Tab? {
    observeReflections()
    return navigator.selectedTab
  }

  /// What a `TabView(selection:)` binding write does: `navigator.selectedTab = tab`. A selection
  /// the navigator refuses or holds behind a guard's `else` (which presents a sign-in sheet, say),
  /// or an empty one, is reflected back by the navigator, so the tab bar shows the navigator's tab
  /// again. An empty one still trims what the conditions no longer allow, as every change does.
  @discardableResult
  public func selectTab(_ tab: Flow.Tab?) -> ChangeOutcome<Flow> {
    guard let tab else { return navigator.deselect() }
    return navigator.select(tab)
  }

  /// The path a `NavigationStack(path:)` binding reads: the navigator's, read again after a refused
  /// write.
  public func path(_ stack: StackID<Flow>) -> [Flow.Screen] {
    observeReflections()
    return navigator.path(stack)
  }

  /// What a `NavigationStack(path:)` binding write does (the user pushed or went back):
  /// `navigator.setPath(_:for:)`, which reflects back a write it refuses (a guarded or unlisted
  /// screen) or holds behind a guard's `else`, so the stack shows the navigator's path again.
  @discardableResult
  public func setPath(_ screens: [Flow.Screen], for stack: StackID<Flow>) -> ChangeOutcome<Flow> {
    navigator.setPath(screens, for: stack)
  }
}
