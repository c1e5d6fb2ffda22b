/// One phase as the navigator runs it: its guard, what it shows, and its handlers.
public struct PlannedPhase: Hashable, Sendable {
  public var name: String
  public var requires: [ConditionID]
  public var content: PlannedPhaseContent
  /// Handlers in written order.
  public var handlers: [PlannedHandler]

  public init(
    name: String, requires: [ConditionID], content: PlannedPhaseContent, handlers: [PlannedHandler]
  ) {
    self.name = name
    self.requires = requires
    self.content = content
    self.handlers = handlers
  }

  /// `id` of `model`, its roots and handler targets resolved.
  init(_ id: PhaseID, in model: FlowModel) {
    let phase = model[id]
    let content: PlannedPhaseContent
    switch phase.content {
    case .check(let condition, let then, let otherwise):
      content = .check(condition: condition, then: then, otherwise: otherwise)
    case .root(let root):
      content = .root(LandingScreen(defaultsOf: root, in: model))
    case .tabs:
      let tabs = model.tabIDs(of: id)
      let planned = tabs.map { id in
        let tab = model[id]
        return PlannedTab(
          tab: id, root: LandingScreen(defaultsOf: tab.root, in: model), requires: tab.requires,
          guardFailure: tab.guardFailure.map { PlannedAction($0, in: model) })
      }
      content = .tabs(planned, default: tabs.first { model[$0].isDefault } ?? tabs.first)
    }
    self.init(
      name: phase.name, requires: phase.requires, content: content,
      handlers: PlannedHandler.all(phase.handlers, in: model))
  }
}
