import FlowSyntax

/// Warns about a `present` in a phase that only checks (FL0235). Such a phase shows nothing while
/// it decides, so nothing opens over it: an emergency cover listed in the launch phase looked like it
/// showed during the launch check, and a link to it still waited for the check (the twenty-seventh
/// new-users review). An `on event -> present` there opens nothing either, so it is warned the same.
enum CheckPhasePresentChecks {
  /// - Parameter unshown: the sheets and covers FL0210 reported as never shown. A `present` of one
  ///   of them is the mistake that warning already names (when check phases are its only
  ///   presenters, it names them), so it is not warned twice.
  static func check(_ context: SemaContext, unshown: Set<String>) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    for (position, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] == position && phase.decidingCheck != nil {
      // A name listed twice is FL0214's to report; it is warned here once.
      var warned: Set<String> = []
      for item in phase.items {
        let targets: [Identifier]
        let removals: (Int) -> SourceRange
        switch item {
        case .present(let names, let range):
          targets = names
          removals = { at in listRemoval(at, of: names, list: range, context) }
        case .handler(let handler):
          // A handler of an event never declared is FL0100's: one error on the line is enough.
          guard case .present(let name) = handler.action,
            index.eventIndex[handler.event.text] != nil
          else { continue }
          targets = [name]
          removals = { _ in RemovalRange.item(handler.range, context) }
        case .check, .root, .tab: continue
        }
        // A misspelt name or a screen is the FL0100 or FL0108 already written here.
        for (at, target) in targets.enumerated()
        where index.presentation(named: target.text) != nil && !unshown.contains(target.text)
          && warned.insert(target.text).inserted
        {
          diagnostics.append(
            context.diagnostic(
              .presentInCheckPhase, target.range,
              SemaMessages.presentInCheckPhase(target.text, phase: phase.name.text),
              fixIt: .init(
                SemaMessages.removePresent(target.text), replacing: removals(at), with: ""),
              help: SemaMessages.presentInCheckPhaseHelp(target.text)))
        }
      }
    }
    return diagnostics
  }

  /// What removing the `at`-th name of a `present` list takes: the whole item when it is the only
  /// name, else the name and the comma beside it.
  private static func listRemoval(
    _ at: Int, of names: [Identifier], list: SourceRange, _ context: SemaContext
  ) -> SourceRange {
    guard names.count > 1 else { return RemovalRange.item(list, context) }
    return at == 0
      ? SourceRange(start: names[0].range.start, end: names[1].range.start)
      : SourceRange(start: names[at - 1].range.end, end: names[at].range.end)
  }
}
