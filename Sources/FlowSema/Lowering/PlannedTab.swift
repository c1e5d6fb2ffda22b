/// One tab of a planned phase: its root shown with its parameters' defaults, and its guard.
public struct PlannedTab: Hashable, Sendable {
  public var tab: TabID
  public var root: LandingScreen
  public var requires: [ConditionID]
  /// What selecting it does while `requires` fails; `nil` refuses.
  public var guardFailure: PlannedAction?

  public init(
    tab: TabID, root: LandingScreen, requires: [ConditionID], guardFailure: PlannedAction?
  ) {
    self.tab = tab
    self.root = root
    self.requires = requires
    self.guardFailure = guardFailure
  }
}
