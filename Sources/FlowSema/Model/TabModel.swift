/// One tab of a phase, with its own navigation stack.
public struct TabModel: Hashable, Sendable, Codable {
  public var name: String
  /// The enum case name in generated Swift.
  public var swiftName: String
  /// The phase the tab belongs to.
  public var phase: PhaseID
  public var title: String
  /// The SF Symbol name.
  public var icon: String
  /// The screen at the bottom of the tab's stack.
  public var root: ScreenID
  public var requires: [ConditionID]
  /// What entering it does while `requires` fails: `.present(sheet)` or `.goTo(phase:animated: false)`
  /// (`else present SignIn`, `else -> onboarding`); nil refuses.
  public var guardFailure: HandlerAction?
  public var isDefault: Bool
  public var docs: [String]

  public init(
    name: String, swiftName: String, phase: PhaseID, title: String, icon: String,
    root: ScreenID, requires: [ConditionID], isDefault: Bool, docs: [String],
    guardFailure: HandlerAction? = nil
  ) {
    self.name = name
    self.swiftName = swiftName
    self.phase = phase
    self.title = title
    self.icon = icon
    self.root = root
    self.requires = requires
    self.guardFailure = guardFailure
    self.isDefault = isDefault
    self.docs = docs
  }
}
