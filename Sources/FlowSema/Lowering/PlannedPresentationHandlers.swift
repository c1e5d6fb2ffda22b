/// The handlers of one sheet or cover, which apply while it is the topmost presentation.
public struct PlannedPresentationHandlers: Hashable, Sendable {
  public var screen: ScreenID
  /// Handlers in written order; never empty.
  public var handlers: [PlannedHandler]

  public init(screen: ScreenID, handlers: [PlannedHandler]) {
    self.screen = screen
    self.handlers = handlers
  }
}
