import FlowSyntax

/// FL0233: a sheet's or cover's handler for an event that a phase it opens in handles by moving to
/// another phase. The topmost presentation's handlers are tried first (docs/Language.md, `on`), so
/// while it is open the phase's handler never runs: `sheet SignIn { on signedIn -> dismiss }` opened in
/// `phase out { on signedIn -> main }` closes the sheet and leaves the signed-in user in `out`, from
/// the one place users sign in (the fifth new-users review). A held link hid it, entering `main` by
/// itself, so only an app run without one showed it.
enum HiddenPhaseHandlerChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph) -> [Diagnostic] {
    let index = context.index
    let moves = phaseMoves(index)
    guard !moves.isEmpty else { return [] }
    // The phases, among those that move on some event, in which each presentation can open.
    var shownIn: [Int: [Int]] = [:]
    for phase in moves.keys.sorted() {
      for presentation in presentations(shownIn: phase, index, graph) {
        shownIn[presentation, default: []].append(phase)
      }
    }
    // Each presentation's handlers that hide a move, with the phases whose move they hide.
    var found:
      [(presentation: Int, handler: EventHandler, hidden: [(phase: Int, move: EventHandler)])] =
        []
    for presentation in shownIn.keys.sorted() {
      for item in index.screens[presentation].items {
        guard case .handler(let handler) = item else { continue }
        if case .goTo = handler.action { continue }
        let hidden = (shownIn[presentation] ?? []).compactMap { phase in
          moves[phase]?[handler.event.text].map { (phase: phase, move: $0) }
        }
        if !hidden.isEmpty { found.append((presentation, handler, hidden)) }
      }
    }
    guard !found.isEmpty else { return [] }
    // Where else they open (worked out only now, as it is a search a phase): removing the handler
    // is the fix only when the presentation opens nowhere but where it hides a move, so the
    // phase's handler then runs wherever it did not (writing the move in the presentation works
    // too, but copies the phase's target into a second place).
    var opensElsewhere = Set<Int>()
    for phase in Set(graph.contexts.map(\.phase)).subtracting(moves.keys) {
      opensElsewhere.formUnion(presentations(shownIn: phase, index, graph))
    }
    var diagnostics: [Diagnostic] = []
    for (presentation, handler, hidden) in found {
      let screen = index.screens[presentation]
      let everywhere =
        !opensElsewhere.contains(presentation)
        && hidden.count == (shownIn[presentation] ?? []).count
      diagnostics.append(
        context.diagnostic(
          .phaseHandlerHidden, handler.range,
          SemaMessages.phaseHandlerHidden(
            event: handler.event.text, kind: screen.kind.rawValue, presentation: screen.name.text,
            action: actionText(handler.action),
            moves: hidden.map { (index.phases[$0.phase].name.text, actionText($0.move.action)) }),
          fixIt: everywhere
            ? Diagnostic.FixIt(
              SemaMessages.phaseHandlerHiddenFix(handler.event.text),
              replacing: RemovalRange.item(handler.range, context), with: "") : nil,
          help: SemaMessages.phaseHandlerHiddenHelp(presentation: screen.name.text)))
    }
    return diagnostics
  }

  /// Each phase's handlers that move to another phase, by event: the first one written, as the
  /// runtime keeps (a second is FL0207). One that resets its own phase (`on closeAll -> main` in
  /// `main`) is left out: a cover that only closes itself on it may well mean to.
  private static func phaseMoves(_ index: DeclarationIndex) -> [Int: [String: EventHandler]] {
    var moves: [Int: [String: EventHandler]] = [:]
    for (position, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] == position && phase.decidingCheck == nil {
      for item in phase.items {
        guard case .handler(let handler) = item, case .goTo(let target, _) = handler.action,
          index.phaseIndex[target.text] != position, moves[position]?[handler.event.text] == nil
        else { continue }
        moves[position, default: [:]][handler.event.text] = handler
      }
    }
    return moves
  }

  /// The sheets and covers that can open in `phase`: what its roots and tabs push and present, what
  /// it presents itself, and the prompts of the guards met on the way (`else present SignIn`).
  private static func presentations(
    shownIn phase: Int, _ index: DeclarationIndex, _ graph: NavigationGraph
  ) -> [Int] {
    let contexts = graph.contexts.filter { $0.phase == phase }
    var reached = Array(repeating: false, count: graph.screenCount)
    var seeds = contexts.map(\.root) + (contexts.first?.phasePresents ?? [])
    for context in contexts {
      guard let tab = context.tab,
        case .present(let prompt)? = index.tabs[tab].item.guardFailure?.action,
        let position = index.presentation(named: prompt.text)
      else { continue }
      seeds.append(position)
    }
    // One walk, `reached` its visited set: what each screen pushes and presents, and its guard's
    // prompt (`NavigationGraph.markReachable` keeps a `Set` besides, a tenth of a large spec's check
    // when every phase that moves walked its thousands of screens).
    while let screen = seeds.popLast() {
      guard !reached[screen] else { continue }
      reached[screen] = true
      seeds += graph.pushes[screen]
      seeds += graph.presents[screen]
      if case .present(let prompt)? = index.screens[screen].guardFailure?.action,
        let position = index.presentation(named: prompt.text)
      {
        seeds.append(position)
      }
    }
    return reached.indices.filter { reached[$0] && graph.isPresentation[$0] }
  }

  /// A handler's action as written after `->`.
  private static func actionText(_ action: EventHandler.Action) -> String {
    switch action {
    case .goTo(let phase, let animated): phase.text + (animated ? " animated" : "")
    case .present(let target): "present " + target.text
    case .dismiss: "dismiss"
    }
  }
}
