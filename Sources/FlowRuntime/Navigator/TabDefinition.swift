/// `tab builder "Builder" icon "house.fill" root BuilderHome`: one tab of a phase, with its own stack.
public struct TabDefinition<Flow: FlowSpec>: Sendable {
  /// The tab's identity, also its `TabView` selection value.
  public var id: Flow.Tab
  /// The screen at the bottom of the tab's stack; it is never part of the stack itself.
  public var root: Flow.Screen
  /// Conditions that must hold for the tab to be selectable.
  public var requires: Set<Flow.Condition>
  /// What selecting the tab (or a link into it) does while `requires` fails: `else present SignIn`
  /// or `else -> onboarding`; nil refuses, as plain `requires` does.
  public var guardFailure: FlowAction<Flow>?

  /// A tab as generated code writes it: unguarded unless the spec says.
  public init(
    _ id: Flow.Tab, root: Flow.Screen, requires: Set<Flow.Condition> = [],
    guardFailure: FlowAction<Flow>? = nil
  ) {
    self.id = id
    self.root = root
    self.requires = requires
    self.guardFailure = guardFailure
  }
}
