/// The resolved, typed navigation model of one spec: what code generation and `flowc resolve` consume.
///
/// Every name is resolved and every route's landing is derived, so consumers never re-check the spec.
/// Collections keep declaration order, which makes generated output deterministic.
public struct FlowModel: Hashable, Sendable, Codable {
  public var app: AppModel
  public var conditions: [ConditionModel]
  public var events: [EventModel]
  /// Every phase; the first one is where the app starts.
  public var phases: [PhaseModel]
  /// Every screen, sheet and cover, in declaration order.
  public var screens: [ScreenModel]
  public var routes: [RouteModel]
  /// The `expect` examples, kept as written; a later pass verifies them.
  public var expectations: [ExpectationModel]

  public init(
    app: AppModel, conditions: [ConditionModel], events: [EventModel], phases: [PhaseModel],
    screens: [ScreenModel], routes: [RouteModel], expectations: [ExpectationModel]
  ) {
    self.app = app
    self.conditions = conditions
    self.events = events
    self.phases = phases
    self.screens = screens
    self.routes = routes
    self.expectations = expectations
  }

  /// The phase the app starts in.
  public var initialPhase: PhaseModel? { phases.first }

  /// Every tab of every phase, in declaration order.
  public var tabs: [TabModel] { phases.flatMap(\.tabs) }

  /// The screen, sheet or cover declared with this name.
  public func screen(named name: String) -> ScreenModel? {
    screens.first { $0.name == name }
  }

  /// The phase declared with this name.
  public func phase(named name: String) -> PhaseModel? {
    phases.first { $0.name == name }
  }
}
