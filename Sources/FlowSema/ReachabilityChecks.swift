import FlowSyntax

/// Warns about screens, sheets and covers that no root, push or presentation ever shows.
enum ReachabilityChecks {
  static func check(_ context: SemaContext, landings: inout LandingIndex) -> [Diagnostic] {
    let index = context.index
    var reached = Array(repeating: false, count: index.screens.count)
    for contextIndex in landings.graph.contexts.indices {
      let search = landings.search(contextIndex)
      for (state, distance) in search.distance.enumerated() where distance >= 0 {
        reached[landings.graph.screen(of: state)] = true
      }
    }
    let routed = Set(index.routes.flatMap { $0.landing.steps.map(\.name.text) })
    var diagnostics: [Diagnostic] = []
    for (position, screen) in index.screens.enumerated()
    where !reached[position] && index.screenIndex[screen.name.text] == position
      && !routed.contains(screen.name.text)
    {
      diagnostics.append(
        context.diagnostic(
          .unreachableScreen, screen.name.range,
          SemaMessages.unreachableScreen(screen.name.text, kind: screen.kind.rawValue),
          help: SemaMessages.unreachableScreenHelp(screen.name.text, kind: screen.kind.rawValue)))
    }
    return diagnostics
  }
}
