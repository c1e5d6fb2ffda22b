import FlowRuntime
import FlowSema

/// Opens links against a checked spec as a fresh, signed-in launch would, without the main actor.
///
/// It calls the same `resolveLink` that `Resolver`'s navigator calls (the runtime's matcher and the
/// landing generated code builds), and reads the stack a landing shows and its root through the
/// runtime's `PhaseDefinition.landingStack(tab:)` and `root(of:)`, as the navigator lands it. From a
/// fresh launch where every condition holds, landing shows exactly that landing: the stacks are at
/// their roots, so `stack push` and `stack replace` agree.
package struct LinkProbe {
  /// What opening one link does.
  package enum Outcome: Hashable, Sendable {
    case landed(VisibleLanding)
    /// The link matched no route; the matcher's reason.
    case noMatch(reason: String)
  }

  package let model: FlowModel
  private let definition: FlowDefinition<DynamicFlow>
  /// The definition's `phasesByID`, worked out once for every link.
  private let phases: [DynamicName: PhaseDefinition<DynamicFlow>]

  /// The phase a fresh launch shows when every condition holds: the first phase, its checks followed
  /// down their `?` branches; `nil` when they never reach a phase that shows something.
  private let launchPhase: DynamicName?

  package init(model: FlowModel) {
    self.model = model
    definition = DynamicDefinition.make(model)
    phases = definition.phasesByID
    var phase: PhaseDefinition<DynamicFlow>? = definition.initialPhase
    for _ in 0..<phases.count {
      guard case .check(_, let then, _) = phase?.content else { break }
      phase = phases[then]
    }
    if case .check = phase?.content { phase = nil }
    launchPhase = phase?.id
  }

  /// The phases a launch can show first, by name: the only ones that save navigation state, and
  /// the only ones a launch restores it into (`FlowDefinition.phasesALaunchShowsFirst`).
  package var phasesALaunchShowsFirst: Set<String> {
    Set(definition.phasesALaunchShowsFirst.map(\.name))
  }

  package func open(_ url: String) -> Outcome {
    switch definition.resolveLink(url) {
    case .noMatch(let rejection):
      return .noMatch(reason: rejection.description)
    case .landing(let route, let landing):
      // An `over current` landing opens over the default tab or root of the phase the launch shows.
      let overCurrent = launchPhase.map(landing.opensOverCurrent(in:)) ?? false
      let phaseID = overCurrent ? launchPhase ?? landing.phase : landing.phase
      let phase = phases[phaseID]
      let stack = phase?.landingStack(tab: overCurrent ? nil : landing.tab)
      let root = stack.flatMap { phase?.root(of: $0) }
      let tab: DynamicName? = if case .tab(let tab) = stack { tab } else { nil }
      return .landed(
        VisibleLanding(
          route: route.pattern, routeIndex: route.index, phase: phaseID.name, tab: tab?.name,
          screens: DynamicScreen.shown(
            root: root, stack: overCurrent ? [] : landing.stack,
            presentations: landing.presentations),
          overCurrent: overCurrent))
    }
  }
}
