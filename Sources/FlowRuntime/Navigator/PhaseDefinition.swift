/// `phase main requires session { ... }`: one stage of the app's life and the events it handles.
public struct PhaseDefinition<Flow: FlowSpec>: Sendable {
  /// The phase's identity.
  public var id: Flow.Phase
  /// Conditions that must hold to enter and stay in the phase.
  public var requires: Set<Flow.Condition>
  /// What the phase shows, or which phase it moves on to.
  public var content: PhaseContent<Flow>
  /// `on event -> action` handlers of the phase, tried after the topmost presentation's.
  public var handlers: [Flow.Event: FlowAction<Flow>]

  /// A phase as generated code writes it: unguarded and handling no event unless the spec says.
  public init(
    _ id: Flow.Phase, requires: Set<Flow.Condition> = [], content: PhaseContent<Flow>,
    handlers: [Flow.Event: FlowAction<Flow>] = [:]
  ) {
    self.id = id
    self.requires = requires
    self.content = content
    self.handlers = handlers
  }

  /// The tabs of the phase, empty unless it shows tabs.
  public var tabs: [TabDefinition<Flow>] {
    if case .tabs(let tabs, _) = content { return tabs }
    return []
  }

  /// The tab definition for `tab`, if this phase shows it.
  public func tab(_ tab: Flow.Tab) -> TabDefinition<Flow>? {
    tabs.first { $0.id == tab }
  }
}
