import FlowRuntime

extension DynamicScreen {
  /// Every screen the user sees, from the root up: the root, the screens pushed on it, then each
  /// sheet or cover and the screens pushed inside it. `resolve` and `expect` both report this.
  static func shown(
    root: DynamicScreen?, stack: [DynamicScreen], presentations: [Presentation<DynamicFlow>]
  ) -> [DynamicScreen] {
    var screens = (root.map { [$0] } ?? []) + stack
    for presentation in presentations {
      switch presentation.modal {
      case .sheet(let screen), .cover(let screen): screens.append(screen)
      }
      screens += presentation.stack
    }
    return screens
  }
}
