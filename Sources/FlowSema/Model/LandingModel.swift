/// Where a route lands: the phase, the tab, the stack after the root, and an optional presentation.
public struct LandingModel: Hashable, Sendable, Codable {
  public var phase: String
  /// The tab, or `nil` when the phase shows a single root.
  public var tab: String?
  /// The tab's or phase's root screen, which is not part of `stack`.
  public var root: String
  /// The screens pushed after the root, bottom first.
  public var stack: [ScreenInstance]
  /// The sheet or cover opened on top of the stack, if the landing ends in one.
  public var presentation: PresentationLanding?
  /// Every condition guarding the path: the phase's, the tab's, then each screen's, without repeats.
  public var requires: [String]

  public init(
    phase: String, tab: String?, root: String, stack: [ScreenInstance],
    presentation: PresentationLanding?, requires: [String]
  ) {
    self.phase = phase
    self.tab = tab
    self.root = root
    self.stack = stack
    self.presentation = presentation
    self.requires = requires
  }
}
