/// One stage of the app's life, with what it shows and how it handles events.
public struct PhaseModel: Hashable, Sendable, Codable {
  public var name: String
  /// The enum case name in generated Swift.
  public var swiftName: String
  /// Conditions that must hold to be in this phase, in written order.
  public var requires: [ConditionID]
  public var content: PhaseContent
  /// Event handlers of the phase, in written order.
  public var handlers: [HandlerModel]
  /// Sheets and covers presentable from anywhere in the phase (`present A, B`).
  public var presents: [ScreenID]
  public var docs: [String]

  public init(
    name: String, swiftName: String, requires: [ConditionID], content: PhaseContent,
    handlers: [HandlerModel], presents: [ScreenID], docs: [String]
  ) {
    self.name = name
    self.swiftName = swiftName
    self.requires = requires
    self.content = content
    self.handlers = handlers
    self.presents = presents
    self.docs = docs
  }

  /// The phase's tabs, empty unless it shows a tab bar.
  public var tabs: [TabModel] {
    if case .tabs(let tabs) = content { return tabs }
    return []
  }
}
