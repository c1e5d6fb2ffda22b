/// The handlers of one sheet or cover, which apply while it is the topmost presentation.
public struct PlannedPresentationHandlers: Hashable, Sendable {
  /// The declared name, which the runtime keys presentation handlers by.
  public var screen: String
  /// Handlers in written order; never empty.
  public var handlers: [PlannedHandler]

  public init(screen: String, handlers: [PlannedHandler]) {
    self.screen = screen
    self.handlers = handlers
  }
}
