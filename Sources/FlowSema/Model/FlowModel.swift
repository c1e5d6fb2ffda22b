/// The resolved, typed navigation model of one spec: what code generation and `flowc resolve` consume.
///
/// Every name is resolved and every route's landing is derived, so consumers never re-check the spec.
/// Collections keep declaration order, which makes generated output deterministic.
public struct FlowModel: Hashable, Sendable, Codable {
  public var app: AppModel
  public var conditions: [ConditionModel]
  public var events: [EventModel]
  /// Every phase; the first one is where the app starts.
  public var phases: [PhaseModel] {
    didSet { phasePositions = Self.positions(of: phases.map(\.name)) }
  }
  /// Every screen, sheet and cover, in declaration order.
  public var screens: [ScreenModel] {
    didSet { screenPositions = Self.positions(of: screens.map(\.name)) }
  }
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
    self.phasePositions = Self.positions(of: phases.map(\.name))
    self.screens = screens
    self.screenPositions = Self.positions(of: screens.map(\.name))
    self.routes = routes
    self.expectations = expectations
  }

  /// The phase the app starts in.
  public var initialPhase: PhaseModel? { phases.first }

  /// Every tab of every phase, in declaration order.
  public var tabs: [TabModel] { phases.flatMap(\.tabs) }

  /// Where each name first appears, so that lookups by name stay constant-time on large specs.
  private var screenPositions: [String: Int]
  private var phasePositions: [String: Int]

  /// The screen, sheet or cover declared with this name.
  public func screen(named name: String) -> ScreenModel? {
    screenPositions[name].map { screens[$0] }
  }

  /// The phase declared with this name.
  public func phase(named name: String) -> PhaseModel? {
    phasePositions[name].map { phases[$0] }
  }

  private static func positions(of names: [String]) -> [String: Int] {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(names.count)
    // Last to first, so that the first position of a repeated name is the one that stays, with one
    // hash per name.
    for position in names.indices.reversed() { positions[names[position]] = position }
    return positions
  }

  private enum CodingKeys: String, CodingKey {
    case app, conditions, events, phases, screens, routes, expectations
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      app: try container.decode(AppModel.self, forKey: .app),
      conditions: try container.decode([ConditionModel].self, forKey: .conditions),
      events: try container.decode([EventModel].self, forKey: .events),
      phases: try container.decode([PhaseModel].self, forKey: .phases),
      screens: try container.decode([ScreenModel].self, forKey: .screens),
      routes: try container.decode([RouteModel].self, forKey: .routes),
      expectations: try container.decode([ExpectationModel].self, forKey: .expectations))
  }
}
