/// `on event -> action`, with its target resolved.
public struct HandlerModel: Hashable, Sendable, Codable {
  public var event: EventID
  public var action: HandlerAction

  public init(event: EventID, action: HandlerAction) {
    self.event = event
    self.action = action
  }
}
