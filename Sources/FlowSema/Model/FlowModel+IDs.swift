/// Reading declarations by ID, and finding the ID of a name that comes from outside the model (an
/// `expect` line, `flowc resolve --given`, the editor).
extension FlowModel {
  /// The screen, sheet or cover `id` refers to.
  public subscript(id: ScreenID) -> ScreenModel { screens[id.index] }
  /// The phase `id` refers to.
  public subscript(id: PhaseID) -> PhaseModel { phases[id.index] }
  /// The condition `id` refers to.
  public subscript(id: ConditionID) -> ConditionModel { conditions[id.index] }
  /// The event `id` refers to.
  public subscript(id: EventID) -> EventModel { events[id.index] }

  /// Every screen, sheet and cover, in declaration order.
  public var screenIDs: [ScreenID] { screens.indices.map(ScreenID.init) }
  /// Every phase, in declaration order.
  public var phaseIDs: [PhaseID] { phases.indices.map(PhaseID.init) }

  /// The screen, sheet or cover declared with this name.
  public func screenID(named name: String) -> ScreenID? {
    screens.firstIndex { $0.name == name }.map(ScreenID.init)
  }
  /// The phase declared with this name.
  public func phaseID(named name: String) -> PhaseID? {
    phases.firstIndex { $0.name == name }.map(PhaseID.init)
  }
  /// The condition declared with this name.
  public func conditionID(named name: String) -> ConditionID? {
    conditions.firstIndex { $0.name == name }.map(ConditionID.init)
  }
  /// The event declared with this name.
  public func eventID(named name: String) -> EventID? {
    events.firstIndex { $0.name == name }.map(EventID.init)
  }
  /// The tab declared with this name.
  public func tabID(named name: String) -> TabID? {
    tabs.firstIndex { $0.name == name }.map(TabID.init)
  }
}

extension FlowModel {
  /// The IDs of names from outside the model in constant time, for a consumer that looks up many
  /// (every `expect` line's screens and tabs): `screenID(named:)` scans the declarations, which
  /// made checking thousands of `expect` lines grow with the square of the spec.
  public struct NameIndex: Sendable {
    private let screens: [String: ScreenID]
    private let tabs: [String: TabID]

    public init(_ model: FlowModel) {
      // The first declaration of a name wins, as the scans' `firstIndex` does.
      screens = Dictionary(
        model.screens.enumerated().map { ($1.name, ScreenID($0)) }, uniquingKeysWith: { a, _ in a })
      tabs = Dictionary(
        model.tabs.enumerated().map { ($1.name, TabID($0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The screen, sheet or cover declared with this name.
    public func screenID(named name: String) -> ScreenID? { screens[name] }
    /// The tab declared with this name.
    public func tabID(named name: String) -> TabID? { tabs[name] }
  }
}
