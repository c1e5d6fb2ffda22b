import FlowRuntime

extension Resolver {
  /// The navigator's phase, selected tab, stack and every open presentation, as text, and the
  /// screens the user sees from the root up; `overCurrent` when the link that just landed opened
  /// over where the user was.
  @MainActor
  static func shown(_ navigator: Navigator<DynamicFlow>, overCurrent: Bool = false)
    -> Resolution.Shown
  {
    // `.root` (empty, and with no root screen) while a launch `check` decides or no tab is selected.
    let stackID = navigator.phaseStack ?? .root
    let stack = navigator.path(stackID)
    let root = navigator.definition.phase(navigator.phase)?.root(of: stackID)
    let presentations = navigator.presentations.map { presentation in
      let (kind, screen) =
        switch presentation.modal {
        case .sheet(let screen): ("sheet", screen)
        case .cover(let screen): ("cover", screen)
        }
      return Resolution.PresentationState(
        kind: kind, screen: screen.description, stack: presentation.stack.map(\.description))
    }
    var isDeciding = false
    if case .check = navigator.definition.phase(navigator.phase)?.content { isDeciding = true }
    // Decided, but what it chose is refused: the flow is blocked, not waiting (the twenty-second
    // new-users review read "decides first" of a check that had chosen `main`).
    let refusedChoice = navigator.refusedCheckChoice.map { chosen in
      var missing: [String] = []
      if case .guardFailed(let conditions) = chosen.refusal {
        missing = conditions.map(\.name).sorted()
      }
      return Resolution.RefusedChoice(phase: chosen.phase.name, missing: missing)
    }
    return Resolution.Shown(
      phase: navigator.phase.name, tab: navigator.selectedTab?.name,
      root: root.map(\.description), stack: stack.map(\.description),
      presentation: presentations.first,
      nestedPresentations: Array(presentations.dropFirst()), overCurrent: overCurrent,
      screens: DynamicScreen.shown(
        root: root, stack: stack, presentations: navigator.presentations),
      isDeciding: isDeciding, refusedChoice: refusedChoice)
  }
}
