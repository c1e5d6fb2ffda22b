import FlowRuntime
import FlowSema

/// Opens links against a checked spec as a fresh, signed-in launch would, without the main actor.
///
/// It calls the same `resolveLink` that `Resolver`'s navigator calls (the runtime's matcher and the
/// landing generated code builds). From a fresh launch where every condition holds, landing shows
/// exactly that landing: the stacks are at their roots, so `stack push` and `stack replace` agree.
struct LinkProbe {
  /// What opening one link does.
  enum Outcome: Hashable, Sendable {
    case landed(VisibleLanding)
    /// The link matched no route; the matcher's reason.
    case noMatch(reason: String)
  }

  let model: FlowModel
  private let definition: FlowDefinition<DynamicFlow>

  init(model: FlowModel) {
    self.model = model
    definition = DynamicDefinition.make(model)
  }

  func open(_ url: String) -> Outcome {
    switch definition.resolveLink(url) {
    case .noMatch(let reason):
      return .noMatch(reason: reason)
    case .landing(let route, let landing):
      let phase = model.phase(named: landing.phase.name)
      let tab = landing.tab?.name ?? phase?.tabs.first(where: \.isDefault)?.name
      var root: String?
      switch phase?.content {
      case .root(let name): root = name
      case .tabs(let tabs): root = tabs.first { $0.name == tab }?.root
      case .check, nil: root = nil
      }
      var screens = root.map { [DynamicDefinition.defaultScreen($0, model: model)] } ?? []
      screens += landing.stack
      if let presentation = landing.presentation {
        switch presentation.modal {
        case .sheet(let screen), .cover(let screen): screens.append(screen)
        }
        screens += presentation.stack
      }
      return .landed(
        VisibleLanding(
          route: route.pattern, routeIndex: route.index, phase: landing.phase.name, tab: tab,
          screens: screens))
    }
  }
}
