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
    markPrompts(index, reached: &reached)
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

  /// Marks what a failed guard's `else present X` shows: X, and what X pushes and presents.
  private static func markPrompts(_ index: DeclarationIndex, reached: inout [Bool]) {
    let failures = index.screens.map(\.guardFailure) + index.tabs.map(\.item.guardFailure)
    var queue = failures.compactMap { failure -> Int? in
      guard case .present(let name)? = failure?.action else { return nil }
      return index.presentation(named: name.text)
    }
    var visited = Set<Int>()
    while let next = queue.popLast() {
      guard visited.insert(next).inserted else { continue }
      reached[next] = true
      for item in index.screens[next].items {
        switch item {
        case .push(let names, _):
          queue += names.compactMap { index.screen(named: $0.text, kind: .screen) }
        case .present(let names, _):
          queue += names.compactMap { index.presentation(named: $0.text) }
        case .handler(let handler):
          if case .present(let name) = handler.action,
            let target = index.presentation(named: name.text)
          {
            queue.append(target)
          }
        }
      }
    }
  }
}
