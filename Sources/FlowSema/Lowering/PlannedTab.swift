/// One tab of a planned phase: its root shown with its parameters' defaults, and its guard.
public struct PlannedTab: Hashable, Sendable {
  public var name: String
  public var root: LandingScreen
  public var requires: [ConditionID]
  /// What selecting it does while `requires` fails; `nil` refuses.
  public var guardFailure: PlannedAction?

  public init(
    name: String, root: LandingScreen, requires: [ConditionID], guardFailure: PlannedAction?
  ) {
    self.name = name
    self.root = root
    self.requires = requires
    self.guardFailure = guardFailure
  }
}
