import FlowRuntime
import FlowSema

/// Opens URLs against a checked spec with the runtime's own matcher and navigator, without compiling
/// anything: each URL from a fresh, signed-in launch (every condition holds, nothing restored).
public struct Resolver {
  private let definition: FlowDefinition<DynamicFlow>

  public init(model: FlowModel) {
    definition = DynamicDefinition.make(model)
  }

  /// The runtime's route table for a checked spec: the very table `flowc generate` declares for it.
  public static func routeTable(for model: FlowModel) -> RouteTable {
    DynamicDefinition.routeTable(model)
  }

  /// What opening `url` does.
  @MainActor
  public func resolve(_ url: String) -> Resolution {
    let navigator = Navigator(definition: definition, store: nil, conditions: { _ in true })
    navigator.start()
    var overCurrent = false
    if case .landing(_, let landing) = definition.resolveLink(url) {
      overCurrent = landing.opensOverCurrent(in: navigator.phase)
    }
    let outcome = navigator.open(url: url)
    var resolution = Resolution(
      url: url, route: nil, parameters: [:], phase: navigator.phase.name,
      tab: navigator.selectedTab?.name,
      stack: [], presentation: nil, reason: nil)
    switch outcome {
    case .handled(let route):
      resolution.route = route.pattern
      resolution.parameters = route.parameters
    case .deferred(let route, let conditions):
      resolution.route = route.pattern
      resolution.parameters = route.parameters
      let names = conditions.map(\.name).sorted().joined(separator: ", ")
      resolution.reason = "waits for \(names)"
    case .rejected(let reason):
      resolution.reason = reason
    }
    resolution.phase = navigator.phase.name
    resolution.tab = navigator.selectedTab?.name
    let stack = navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack
    resolution.stack = stack.map(\.description)
    let presentations = navigator.presentations.map { presentation in
      let (kind, screen) =
        switch presentation.modal {
        case .sheet(let screen): ("sheet", screen)
        case .cover(let screen): ("cover", screen)
        }
      return Resolution.PresentationState(
        kind: kind, screen: screen.description, stack: presentation.stack.map(\.description))
    }
    resolution.presentation = presentations.first
    resolution.nestedPresentations = Array(presentations.dropFirst())
    if case .handled = outcome { resolution.overCurrent = overCurrent }
    return resolution
  }
}
