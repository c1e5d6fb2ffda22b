import FlowSyntax

/// The push/present graph over (screen, layer) states, and the roots a landing can start from.
///
/// Layer 0 is a tab's or phase's own stack; layer n is inside the n-th sheet or cover of a chain, so a
/// push keeps the layer and a presentation goes one layer up, as the runtime's presentation levels
/// do (`sheet Compose { present Camera }` reaches Camera on layer 2). A shortest path never presents
/// the same sheet or cover twice, so one layer per declared presentation, up to
/// `maximumPresentationDepth`, finds every one that can be shown.
final class NavigationGraph {
  /// The deepest chain of presentations a landing or the reachability check follows.
  static let maximumPresentationDepth = 8

  /// Where a stack starts: a phase's root, or one tab of a phase.
  struct RootContext {
    var phase: Int
    /// Index into `DeclarationIndex.tabs`, or `nil` for a phase's `root`.
    var tab: Int?
    var root: Int
    /// Sheets and covers the phase can present from anywhere (its `present` lists and handlers).
    var phasePresents: [Int]
  }

  let screenCount: Int
  /// Layer 0 plus one per presentation level the graph follows.
  let layerCount: Int
  let pushes: [[Int]]
  let presents: [[Int]]
  let isPresentation: [Bool]
  let contexts: [RootContext]

  /// Built in local lists, then stored: the graph is a class, so that the passes and every
  /// route's landing share one rather than each copy retaining and releasing its four lists
  /// (each route's landing resolution copied it several times).
  init(_ index: DeclarationIndex) {
    let count = index.screens.count
    screenCount = count
    var pushes = [[Int]](repeating: [], count: count)
    var presents = [[Int]](repeating: [], count: count)
    let isPresentation = index.screens.indices.map { index.screens[$0].kind != .screen }
    self.isPresentation = isPresentation
    layerCount = 1 + min(isPresentation.count(where: { $0 }), Self.maximumPresentationDepth)
    var distinctPushes = DistinctScreens(screenCount: count)
    var distinctPresents = DistinctScreens(screenCount: count)
    // By position, reading each screen's items in place: a declaration is a large value to copy.
    for position in index.screens.indices where index.isFirstScreen[position] {
      distinctPushes.startList()
      distinctPresents.startList()
      for item in index.screens[position].items {
        switch item {
        case .push(let targets, _):
          for target in targets {
            if let next = index.screen(named: target.text, kind: .screen),
              distinctPushes.take(next)
            {
              pushes[position].append(next)
            }
          }
        case .present(let targets, _):
          for target in targets {
            if let next = index.presentation(named: target.text), distinctPresents.take(next) {
              presents[position].append(next)
            }
          }
        case .handler(let handler):
          if case .present(let target) = handler.action,
            let next = index.presentation(named: target.text), distinctPresents.take(next)
          {
            presents[position].append(next)
          }
        }
      }
    }
    self.pushes = pushes
    self.presents = presents
    var contexts: [RootContext] = []
    for (phaseIndex, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] == phaseIndex && phase.decidingCheck == nil {
      var phasePresents: [Int] = []
      var rootSeen = false
      for item in phase.items {
        switch item {
        case .present(let targets, _):
          phasePresents += targets.compactMap { index.presentation(named: $0.text) }
        case .handler(let handler):
          if case .present(let target) = handler.action,
            let next = index.presentation(named: target.text)
          {
            phasePresents.append(next)
          }
        default: break
        }
      }
      for item in phase.items {
        switch item {
        case .root(let name, _) where !rootSeen:
          rootSeen = true
          if let root = index.screen(named: name.text, kind: .screen) {
            contexts.append(
              .init(phase: phaseIndex, tab: nil, root: root, phasePresents: phasePresents))
          }
        case .tab(let tab):
          if let root = index.screen(named: tab.root.text, kind: .screen),
            let tabIndex = index.tabIndex[tab.name.text],
            index.tabs[tabIndex].item.range == tab.range
          {
            contexts.append(
              .init(phase: phaseIndex, tab: tabIndex, root: root, phasePresents: phasePresents))
          }
        default: break
        }
      }
    }
    self.contexts = contexts
  }

  /// How many (screen, layer) states there are.
  var stateCount: Int { screenCount * layerCount }

  /// The state id of a screen in a layer.
  func state(_ screen: Int, layer: Int) -> Int { screen * layerCount + layer }

  /// The screen of a state.
  func screen(of state: Int) -> Int { state / layerCount }

  /// The layer of a state: 0 on the root's stack, n inside the n-th presentation of a chain.
  func layer(of state: Int) -> Int { state % layerCount }

  /// Marks `seeds` and everything they push and present, transitively, along the graph's edges
  /// (which only declarations that are not duplicates have), with no bound on how deep
  /// presentations nest: what the app can show by hand, past the layers a landing follows.
  ///
  /// `reached` is the walk's visited set too, so a screen marked already is not walked from again:
  /// every caller passes one with none marked. A `Set` of visited screens besides it hashed every
  /// screen, and joining a screen's two lists before queueing them made a list for each (7.8 M
  /// instructions of the 10,000-route check, one walk over every screen).
  func markReachable(from seeds: [Int], in reached: inout [Bool]) {
    var queue = seeds
    while let next = queue.popLast() {
      guard !reached[next] else { continue }
      reached[next] = true
      queue += pushes[next]
      queue += presents[next]
    }
  }

  /// Whether `presentation` may open over `screen` (a screen, sheet or cover on layer `layer`): the
  /// screen presents it, or the phase does, which the runtime allows at every level.
  func canPresent(_ presentation: Int, over screen: Int, in context: RootContext) -> Bool {
    presents[screen].contains(presentation) || context.phasePresents.contains(presentation)
  }

  /// Calls `body` with each state one step from `state` in `context`, in declaration order: pushes
  /// on the same layer, then presentations one layer up (the screen's own, then the phase's). A
  /// callback rather than a list, as every state of every search asks: a list was an allocation or
  /// two per state.
  func forEachSuccessor(of state: Int, in context: RootContext, _ body: (Int) -> Void) {
    let screen = screen(of: state)
    let layer = layer(of: state)
    for next in pushes[screen] { body(self.state(next, layer: layer)) }
    guard layer + 1 < layerCount else { return }
    for next in presents[screen] { body(self.state(next, layer: layer + 1)) }
    for next in context.phasePresents { body(self.state(next, layer: layer + 1)) }
  }
}
