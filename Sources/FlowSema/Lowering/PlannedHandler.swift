/// `on event -> action` of a phase, sheet or cover, in the navigator's terms.
public struct PlannedHandler: Hashable, Sendable {
  public var event: EventID
  public var action: PlannedAction

  public init(event: EventID, action: PlannedAction) {
    self.event = event
    self.action = action
  }

  /// `handlers` in written order.
  static func all(_ handlers: [HandlerModel], in model: FlowModel) -> [PlannedHandler] {
    handlers.map { PlannedHandler(event: $0.event, action: PlannedAction($0.action, in: model)) }
  }
}
