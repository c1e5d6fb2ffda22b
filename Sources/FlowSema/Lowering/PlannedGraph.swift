/// The spec's `push` and `present` lists as the navigator checks them, so that it refuses what the
/// spec does not allow.
///
/// This is where a handler's `present` counts as a present of its phase, sheet or cover: the generated
/// code and `flowc resolve` both read the graph from here.
public struct PlannedGraph: Hashable, Sendable {
  /// The screens each screen, sheet or cover pushes; only those that push something.
  public var pushes: [PlannedEdges<ScreenModel>]
  /// The sheets and covers each screen, sheet or cover presents, its handlers' included.
  public var presents: [PlannedEdges<ScreenModel>]
  /// The sheets and covers each phase presents, its handlers' included.
  public var phasePresents: [PlannedEdges<PhaseModel>]

  public init(
    pushes: [PlannedEdges<ScreenModel>], presents: [PlannedEdges<ScreenModel>],
    phasePresents: [PlannedEdges<PhaseModel>]
  ) {
    self.pushes = pushes
    self.presents = presents
    self.phasePresents = phasePresents
  }

  /// The graph of `model`, in declaration order.
  init(_ model: FlowModel) {
    var pushes: [PlannedEdges<ScreenModel>] = []
    var presents: [PlannedEdges<ScreenModel>] = []
    for id in model.screenIDs {
      let screen = model[id]
      if !screen.pushes.isEmpty {
        pushes.append(PlannedEdges(from: id, to: screen.pushes))
      }
      if let edges = Self.presents(from: id, screen.presents, screen.handlers) {
        presents.append(edges)
      }
    }
    let phasePresents = model.phaseIDs.compactMap { id in
      Self.presents(from: id, model[id].presents, model[id].handlers)
    }
    self.init(pushes: pushes, presents: presents, phasePresents: phasePresents)
  }

  /// The `present` list followed by the handlers' `present` targets it does not name; `nil` when
  /// there are none.
  private static func presents<Source>(
    from source: ModelID<Source>, _ listed: [ScreenID], _ handlers: [HandlerModel]
  ) -> PlannedEdges<Source>? {
    var targets = listed
    for handler in handlers {
      if case .present(let target) = handler.action, !targets.contains(target) {
        targets.append(target)
      }
    }
    return targets.isEmpty ? nil : PlannedEdges(from: source, to: targets)
  }
}
