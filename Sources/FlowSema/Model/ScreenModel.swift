/// A screen, sheet or cover with its typed parameters and its edges in the navigation graph.
public struct ScreenModel: Hashable, Sendable, Codable {
  public var name: String
  /// The enum case name in generated Swift (`ProjectDetail` -> `projectDetail`).
  public var swiftName: String
  /// The type name in generated Swift (`code-browser` -> `Code_browser`).
  public var typeName: String
  public var kind: ScreenKind
  public var parameters: [ParameterModel]
  /// Screens this one may push, in written order without repeats.
  public var pushes: [ScreenID]
  /// Sheets and covers this one may present, in written order without repeats.
  public var presents: [ScreenID]
  /// Handlers that apply while this sheet or cover is the topmost presentation.
  public var handlers: [HandlerModel]
  public var requires: [ConditionID]
  /// What entering it does while `requires` fails: `.present(sheet)` or `.goTo(phase:animated: false)`
  /// (`else present SignIn`, `else -> onboarding`); nil refuses.
  public var guardFailure: HandlerAction?
  public var docs: [String]

  public init(
    name: String, swiftName: String, typeName: String, kind: ScreenKind,
    parameters: [ParameterModel], pushes: [ScreenID], presents: [ScreenID],
    handlers: [HandlerModel], requires: [ConditionID], docs: [String],
    guardFailure: HandlerAction? = nil
  ) {
    self.name = name
    self.swiftName = swiftName
    self.typeName = typeName
    self.kind = kind
    self.parameters = parameters
    self.pushes = pushes
    self.presents = presents
    self.handlers = handlers
    self.requires = requires
    self.guardFailure = guardFailure
    self.docs = docs
  }
}
