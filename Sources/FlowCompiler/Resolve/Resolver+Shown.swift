import FlowRuntime

extension Resolver {
  /// The navigator's phase, selected tab, stack and every open presentation, as text, and the
  /// screens the user sees from the root up; `overCurrent` when the link that just landed opened
  /// over where the user was.
  @MainActor
  static func shown(_ navigator: Navigator<DynamicFlow>, overCurrent: Bool = false)
    -> Resolution.Shown
  {
    let stack = navigator.selectedTab.map { navigator.path(for: $0) } ?? navigator.rootStack
    var screens = root(navigator).map { [$0] } ?? []
    screens += stack
    let presentations = navigator.presentations.map { presentation in
      let (kind, screen) =
        switch presentation.modal {
        case .sheet(let screen): ("sheet", screen)
        case .cover(let screen): ("cover", screen)
        }
      screens += [screen] + presentation.stack
      return Resolution.PresentationState(
        kind: kind, screen: screen.description, stack: presentation.stack.map(\.description))
    }
    return Resolution.Shown(
      phase: navigator.phase.name, tab: navigator.selectedTab?.name,
      stack: stack.map(\.description), presentation: presentations.first,
      nestedPresentations: Array(presentations.dropFirst()), overCurrent: overCurrent,
      screens: screens)
  }

  /// The root of the selected tab or of the phase; `nil` while a launch `check` decides.
  @MainActor
  private static func root(_ navigator: Navigator<DynamicFlow>) -> DynamicScreen? {
    switch navigator.definition.phase(navigator.phase)?.content {
    case .root(let screen): screen
    case .tabs:
      navigator.selectedTab.flatMap { navigator.definition.phase(navigator.phase)?.tab($0)?.root }
    case .check, nil: nil
    }
  }
}
