/// The guard of one screen, sheet or cover: the conditions entering it needs, and what entering it
/// does while they fail.
public struct PlannedGuard: Hashable, Sendable {
  public var screen: ScreenID
  /// Empty only for a screen with an `else` and no `requires`, which the checker refuses.
  public var requires: [ConditionID]
  /// `else present SignIn` or `else -> onboarding`; `nil` refuses.
  public var failure: PlannedAction?

  public init(screen: ScreenID, requires: [ConditionID], failure: PlannedAction?) {
    self.screen = screen
    self.requires = requires
    self.failure = failure
  }
}
