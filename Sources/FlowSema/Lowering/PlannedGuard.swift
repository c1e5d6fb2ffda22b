/// The guard of one screen, sheet or cover: the conditions entering it needs, and what entering it
/// does while they fail.
public struct PlannedGuard: Hashable, Sendable {
  /// The declared name, which the runtime keys guards by.
  public var screen: String
  /// Empty only for a screen with an `else` and no `requires`, which the checker refuses.
  public var requires: [String]
  /// `else present SignIn` or `else -> onboarding`; `nil` refuses.
  public var failure: PlannedAction?

  public init(screen: String, requires: [String], failure: PlannedAction?) {
    self.screen = screen
    self.requires = requires
    self.failure = failure
  }
}
