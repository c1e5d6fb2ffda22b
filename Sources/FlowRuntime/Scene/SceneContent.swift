/// What a scene shows below its presentations: the view for a waiting launch, one phase root with
/// its stack, or a tab bar.
public enum SceneContent<Flow: FlowSpec>: Sendable {
  /// Nothing to show yet: a launch check is waiting, or the phase's guards do not hold, or none of
  /// its tabs is available (so none is selected). The app shows its waiting view (a splash screen).
  case waiting
  /// A phase declared with `root`: this screen at the bottom of the root stack.
  case root(Flow.Screen)
  /// A phase with tabs: those the tab bar shows (`FlowScene.visibleTabs`), never empty.
  case tabs([TabDefinition<Flow>])
}
