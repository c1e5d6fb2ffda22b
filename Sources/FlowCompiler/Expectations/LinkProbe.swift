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

  /// The phase a fresh launch shows when every condition holds: the first phase, its checks followed
  /// down their `?` branches; `nil` when they never reach a phase that shows something.
  private let launchPhase: String?

  init(model: FlowModel) {
    self.model = model
    definition = DynamicDefinition.make(model)
    var phase = model.initialPhase
    for _ in model.phases.indices {
      guard case .check(_, let then, _) = phase?.content else { break }
      phase = model.phase(named: then)
    }
    if case .check = phase?.content { phase = nil }
    launchPhase = phase?.name
  }

  func open(_ url: String) -> Outcome {
    switch definition.resolveLink(url) {
    case .noMatch(let reason):
      return .noMatch(reason: reason)
    case .landing(let route, let landing):
      // An `over current` landing opens over the default tab or root of the phase the launch shows.
      let overCurrent = launchPhase.map { landing.opensOverCurrent(in: DynamicName($0)) } ?? false
      let phaseName = overCurrent ? launchPhase ?? landing.phase.name : landing.phase.name
      let phase = model.phase(named: phaseName)
      let tab =
        (overCurrent ? nil : landing.tab?.name) ?? phase?.tabs.first(where: \.isDefault)?.name
      var root: String?
      switch phase?.content {
      case .root(let name): root = name
      case .tabs(let tabs): root = tabs.first { $0.name == tab }?.root
      case .check, nil: root = nil
      }
      var screens = root.map { [DynamicDefinition.defaultScreen($0, model: model)] } ?? []
      if !overCurrent { screens += landing.stack }
      for presentation in landing.presentations {
        switch presentation.modal {
        case .sheet(let screen), .cover(let screen): screens.append(screen)
        }
        screens += presentation.stack
      }
      return .landed(
        VisibleLanding(
          route: route.pattern, routeIndex: route.index, phase: phaseName, tab: tab,
          screens: screens, overCurrent: overCurrent))
    }
  }
}
