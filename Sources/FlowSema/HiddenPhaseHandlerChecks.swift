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
    var walk = PresentationWalk(index, graph)
    // The phases, among those that move on some event, in which each presentation can open.
    var shownIn: [Int: [Int]] = [:]
    for phase in moves.keys.sorted() {
      for presentation in walk.presentations(shownIn: phase) {
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
      opensElsewhere.formUnion(walk.presentations(shownIn: phase))
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

  /// A handler's action as written after `->`.
  private static func actionText(_ action: EventHandler.Action) -> String {
    switch action {
    case .goTo(let phase, let animated): phase.text + (animated ? " animated" : "")
    case .present(let target): "present " + target.text
    case .dismiss: "dismiss"
    }
  }
}
