/// The sheet or cover a landing opens, and the screens pushed inside it.
public struct PresentationLanding: Hashable, Sendable, Codable {
  /// `.sheet` or `.cover`.
  public var kind: ScreenKind
  public var screen: ScreenInstance
  /// The screens pushed inside the presentation, bottom first.
  public var stack: [ScreenInstance]

  public init(kind: ScreenKind, screen: ScreenInstance, stack: [ScreenInstance]) {
    self.kind = kind
    self.screen = screen
    self.stack = stack
  }
}
