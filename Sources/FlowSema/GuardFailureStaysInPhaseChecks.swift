import FlowSyntax

/// FL0226: a failed guard's `else -> phase` naming the only phase its destination shows in.
///
/// Going to the phase the user is already in enters nothing, so the tap or link is held with
/// nothing new on screen, and the destination appears later, by surprise, once the guard holds. A
/// tab belongs to one phase. A screen, sheet or cover is checked when every phase whose stacks
/// reach it is that one: reached from some other phase, its `else` moves the user there. What a
/// failed guard's prompt (`else present X`) reaches shows in the phases where that guard is
/// checked, or any when a link asks for it (`HeldConditions.phases(showing:)`). Not reported
/// beside an undeclared condition (FL0100) or a phase that requires the condition itself (FL0220).
enum GuardFailureStaysInPhaseChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph, held: HeldConditions)
    -> [Diagnostic]
  {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    for tab in index.tabs {
      guard case .goTo(let name)? = tab.item.guardFailure?.action,
        name.text == index.phases[tab.phase].name.text,
        soundConditions(tab.item.requires, phase: tab.phase, index)
      else { continue }
      let conditions = tab.item.requires.map(\.text)
      diagnostics.append(
        context.diagnostic(
          .guardFailureStaysInPhase, name.range,
          SemaMessages.guardFailureStaysInPhase(
            tab: tab.item.name.text, phase: name.text, conditions: conditions),
          help: SemaMessages.guardFailureStaysInPhaseHelp(conditions, refusing: "the tab")))
    }
    // By position, in place: a declaration is a large value to copy.
    for position in index.screens.indices where index.isFirstScreen[position] {
      guard case .goTo(let name)? = index.screens[position].guardFailure?.action,
        let target = index.phaseIndex[name.text]
      else { continue }
      let screen = index.screens[position]
      // A root's guard is FL0212's to report: it belongs on its phase or tab.
      guard held.phases(showing: position) == [target],
        !graph.contexts.contains(where: { $0.root == position }),
        soundConditions(screen.requires, phase: target, index)
      else { continue }
      let conditions = screen.requires.map(\.text)
      diagnostics.append(
        context.diagnostic(
          .guardFailureStaysInPhase, name.range,
          SemaMessages.guardFailureStaysInPhase(
            screen: screen.name.text, kind: screen.kind.rawValue, phase: name.text,
            conditions: conditions),
          help: SemaMessages.guardFailureStaysInPhaseHelp(
            conditions, refusing: "the \(screen.kind.rawValue)")))
    }
    return diagnostics
  }

  /// Whether `conditions` are all declared and none is required by phase `phase` or its root
  /// already (where FL0220 says the `else` cannot be entered).
  private static func soundConditions(
    _ conditions: [Identifier], phase: Int, _ index: DeclarationIndex
  ) -> Bool {
    let required = GuardChecks.entryGuards(ofPhase: phase, index)
    return conditions.allSatisfy { condition in
      index.conditionIndex[condition.text] != nil
        && !required.contains { $0.text == condition.text }
    }
  }
}
