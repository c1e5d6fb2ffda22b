/// The sheet or cover a lowered landing opens, and the screens pushed inside it.
public struct LandingPresentation: Hashable, Sendable {
  /// `.sheet` or `.cover`.
  public var kind: ScreenKind
  public var screen: LandingScreen
  public var stack: [LandingScreen]

  public init(kind: ScreenKind, screen: LandingScreen, stack: [LandingScreen]) {
    self.kind = kind
    self.screen = screen
    self.stack = stack
  }
}
