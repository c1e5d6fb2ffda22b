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
      for item in phase.items {
        let targets: [Identifier]
        switch item {
        case .present(let names, _): targets = names
        case .handler(let handler):
          guard case .present(let name) = handler.action else { continue }
          targets = [name]
        case .check, .root, .tab: continue
        }
        // A misspelt name or a screen is the FL0100 or FL0108 already written here.
        for target in targets
        where index.presentation(named: target.text) != nil && !unshown.contains(target.text) {
          diagnostics.append(
            context.diagnostic(
              .presentInCheckPhase, target.range,
              SemaMessages.presentInCheckPhase(target.text, phase: phase.name.text),
              help: SemaMessages.presentInCheckPhaseHelp(target.text)))
        }
      }
    }
    return diagnostics
  }
}
