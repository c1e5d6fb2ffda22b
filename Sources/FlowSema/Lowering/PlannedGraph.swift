/// The spec's `push` and `present` lists as the navigator checks them, so that it refuses what the
/// spec does not allow.
///
/// This is where a handler's `present` counts as a present of its phase, sheet or cover: the generated
/// code and `flowc resolve` both read the graph from here.
public struct PlannedGraph: Hashable, Sendable {
  /// The screens each screen, sheet or cover pushes; only those that push something.
  public var pushes: [PlannedEdges]
  /// The sheets and covers each screen, sheet or cover presents, its handlers' included.
  public var presents: [PlannedEdges]
  /// The sheets and covers each phase presents, its handlers' included.
  public var phasePresents: [PlannedEdges]

  public init(pushes: [PlannedEdges], presents: [PlannedEdges], phasePresents: [PlannedEdges]) {
    self.pushes = pushes
    self.presents = presents
    self.phasePresents = phasePresents
  }

  /// The graph of `model`, in declaration order; a name declared twice keeps its first declaration.
  init(_ model: FlowModel) {
    var pushes: [PlannedEdges] = []
    var presents: [PlannedEdges] = []
    for screen in model.screens where model.screen(named: screen.name) == screen {
      if !screen.pushes.isEmpty {
        pushes.append(PlannedEdges(from: screen.name, to: screen.pushes))
      }
      if let edges = Self.presents(from: screen.name, screen.presents, screen.handlers) {
        presents.append(edges)
      }
    }
    let phasePresents = model.phases.compactMap { phase in
      model.phase(named: phase.name) == phase
        ? Self.presents(from: phase.name, phase.presents, phase.handlers) : nil
    }
    self.init(pushes: pushes, presents: presents, phasePresents: phasePresents)
  }

  /// The `present` list followed by the handlers' `present` targets it does not name; `nil` when
  /// there are none.
  private static func presents(from name: String, _ listed: [String], _ handlers: [HandlerModel])
    -> PlannedEdges?
  {
    var targets = listed
    for handler in handlers {
      if case .present(let target) = handler.action, !targets.contains(target) {
        targets.append(target)
      }
    }
    return targets.isEmpty ? nil : PlannedEdges(from: name, to: targets)
  }
}
