import FlowSyntax

/// The sheets and covers that can open in a phase: what its roots and tabs push and present, what
/// it presents itself, and the prompts of the guards met on the way (`else present SignIn`).
///
/// Asked for phase after phase, so each walk costs only what it reaches: the phase's root contexts
/// are found by phase once, and one visited list serves every walk. Filtering every context and
/// marking every screen per phase made FL0233's check of 10,000 phases that move on an event
/// 34 s of CPU in a debug build.
struct PresentationWalk {
  private let index: DeclarationIndex
  private let graph: NavigationGraph
  private let contextsByPhase: [Int: [NavigationGraph.RootContext]]
  private var visited: DistinctScreens

  init(_ index: DeclarationIndex, _ graph: NavigationGraph) {
    self.index = index
    self.graph = graph
    contextsByPhase = Dictionary(grouping: graph.contexts, by: \.phase)
    visited = DistinctScreens(screenCount: graph.screenCount)
  }

  /// The sheets and covers that can open in `phase`, by position in the index.
  mutating func presentations(shownIn phase: Int) -> [Int] {
    let contexts = contextsByPhase[phase] ?? []
    var seeds = contexts.map(\.root) + (contexts.first?.phasePresents ?? [])
    for context in contexts {
      guard let tab = context.tab,
        case .present(let prompt)? = index.tabs[tab].item.guardFailure?.action,
        let position = index.presentation(named: prompt.text)
      else { continue }
      seeds.append(position)
    }
    // One walk, `visited` its visited set: what each screen pushes and presents, and its guard's
    // prompt (`NavigationGraph.markReachable` keeps a `Set` besides, a tenth of a large spec's
    // check when every phase that moves walked its thousands of screens).
    visited.startList()
    var found: [Int] = []
    while let screen = seeds.popLast() {
      guard visited.take(screen) else { continue }
      if graph.isPresentation[screen] { found.append(screen) }
      seeds += graph.pushes[screen]
      seeds += graph.presents[screen]
      if case .present(let prompt)? = index.screens[screen].guardFailure?.action,
        let position = index.presentation(named: prompt.text)
      {
        seeds.append(position)
      }
    }
    return found.sorted()
  }
}
