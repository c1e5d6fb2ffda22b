import FlowSyntax

/// The push/present graph over (screen, layer) states, and the roots a landing can start from.
///
/// Layer 0 is a tab's or phase's own stack; layer 1 is inside a sheet or cover. A presentation cannot
/// open another one in a landing, so present edges only leave layer 0.
struct NavigationGraph {
  /// Where a stack starts: a phase's root, or one tab of a phase.
  struct RootContext {
    var phase: Int
    /// Index into `DeclarationIndex.tabs`, or `nil` for a phase's `root`.
    var tab: Int?
    var root: Int
    /// Sheets and covers the phase can present from anywhere (its `present` lists and handlers).
    var phasePresents: [Int]
  }

  var screenCount: Int
  var pushes: [[Int]]
  var presents: [[Int]]
  var isPresentation: [Bool]
  var contexts: [RootContext]

  init(_ index: DeclarationIndex) {
    let count = index.screens.count
    screenCount = count
    pushes = Array(repeating: [], count: count)
    presents = Array(repeating: [], count: count)
    isPresentation = index.screens.map { $0.kind != .screen }
    for (position, screen) in index.screens.enumerated()
    where index.screenIndex[screen.name.text] == position {
      for item in screen.items {
        switch item {
        case .push(let targets, _):
          for target in targets {
            if let next = index.screen(named: target.text, kind: .screen),
              !pushes[position].contains(next)
            {
              pushes[position].append(next)
            }
          }
        case .present(let targets, _):
          for target in targets {
            if let next = index.presentation(named: target.text),
              !presents[position].contains(next)
            {
              presents[position].append(next)
            }
          }
        case .handler(let handler):
          if case .present(let target) = handler.action,
            let next = index.presentation(named: target.text), !presents[position].contains(next)
          {
            presents[position].append(next)
          }
        }
      }
    }
    contexts = []
    for (phaseIndex, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] == phaseIndex {
      var phasePresents: [Int] = []
      var rootSeen = false
      var isCheck = false
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
        case .check: isCheck = true
        default: break
        }
      }
      guard !isCheck else { continue }
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
  }

  /// The state id of a screen in a layer.
  static func state(_ screen: Int, layer: Int) -> Int { screen * 2 + layer }

  /// The states one step from `state` in `context`, in declaration order.
  func successors(of state: Int, in context: RootContext) -> [Int] {
    let screen = state / 2
    if state % 2 == 1 {
      return pushes[screen].map { Self.state($0, layer: 1) }
    }
    var result = pushes[screen].map { Self.state($0, layer: 0) }
    result += presents[screen].map { Self.state($0, layer: 1) }
    result += context.phasePresents.map { Self.state($0, layer: 1) }
    return result
  }
}
