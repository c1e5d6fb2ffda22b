/// `on event -> action`, with its target resolved.
public struct HandlerModel: Hashable, Sendable, Codable {
  public var event: String
  public var action: HandlerAction

  public init(event: String, action: HandlerAction) {
    self.event = event
    self.action = action
  }
}
