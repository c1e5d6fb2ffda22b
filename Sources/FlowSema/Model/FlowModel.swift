/// The resolved, typed navigation model of one spec: what code generation and `flowc resolve` consume.
///
/// Every name is resolved to an ID (`model[id]` reads the declaration) and every route's landing is
/// derived, so consumers never re-check the spec.
/// Collections keep declaration order, which makes generated output deterministic.
public struct FlowModel: Hashable, Sendable, Codable {
  public var app: AppModel
  public var conditions: [ConditionModel]
  public var events: [EventModel]
  /// Every phase; the first one is where the app starts.
  public var phases: [PhaseModel] {
    didSet { tabPlaces = Self.tabPlaces(of: phases) }
  }
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
    self.tabPlaces = Self.tabPlaces(of: phases)
    self.screens = screens
    self.routes = routes
    self.expectations = expectations
  }

  /// The phase the app starts in.
  public var initialPhase: PhaseModel? { phases.first }

  /// Every tab of every phase, in declaration order: `TabID`'s numbering.
  public var tabs: [TabModel] { phases.flatMap(\.tabs) }

  /// Where each tab is, by `TabID`, so that `self[tab]` stays constant-time.
  private var tabPlaces: [TabPlace]

  /// The tab `id` refers to.
  public subscript(id: TabID) -> TabModel {
    let place = tabPlaces[id.index]
    return phases[place.phase].tabs[place.position]
  }

  /// The tabs of `phase`, in declaration order; empty unless it shows a tab bar.
  public func tabIDs(of phase: PhaseID) -> [TabID] {
    // `tabPlaces` is in phase order: the phase's tabs start at the first place not before it.
    var low = 0
    var high = tabPlaces.count
    while low < high {
      let middle = (low + high) / 2
      if tabPlaces[middle].phase < phase.index { low = middle + 1 } else { high = middle }
    }
    return (low..<low + self[phase].tabs.count).map(TabID.init)
  }

  /// A tab's phase and its position among that phase's tabs.
  private struct TabPlace: Hashable, Sendable {
    var phase: Int
    var position: Int
  }

  private static func tabPlaces(of phases: [PhaseModel]) -> [TabPlace] {
    var places: [TabPlace] = []
    for (phase, model) in phases.enumerated() {
      for position in model.tabs.indices {
        places.append(TabPlace(phase: phase, position: position))
      }
    }
    return places
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
