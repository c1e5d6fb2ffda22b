/// A screen with a binding for each of its parameters, in parameter order.
public struct ScreenInstance: Hashable, Sendable, Codable {
  public var screen: ScreenID
  public var arguments: [BoundArgument]

  public init(screen: ScreenID, arguments: [BoundArgument]) {
    self.screen = screen
    self.arguments = arguments
  }
}
