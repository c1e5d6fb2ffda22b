import FlowSyntax

/// FL0223: `restore tab` or `restore stacks` that no launch can apply.
///
/// The navigator applies saved state once per launch, to the first phase the launch shows, and only
/// when that phase has tabs (docs/Runtime.md, "Restoration"). The launch's checks choose that phase,
/// so when every phase they can lead to shows a root instead (a splash that an event leaves), the
/// setting never restores anything, and a user who expects the tab back gets no sign of why.
enum RestorationChecks {
  static func check(_ context: SemaContext, checks graph: CheckGraph) -> [Diagnostic] {
    let index = context.index
    guard !index.phases.isEmpty, let app = index.app else { return [] }
    // The first `restore`; a second one is FL0112 already.
    guard
      let (setting, value) = app.settings.lazy.compactMap(restoreSetting).first,
      value.text == "tab" || value.text == "stacks"
    else { return [] }
    let firstShown = phasesALaunchShowsFirst(index, graph)
    // No phase with tabs at all is FL0215; none shown first because the checks loop is FL0204; a
    // phase with a check beside what it shows is FL0202, and which it meant is not known.
    guard !firstShown.contains(where: { index.phases[$0].showsTabs }),
      !firstShown.contains(where: { index.phases[$0].checkBesideContent != nil }),
      !firstShown.isEmpty, index.phases.contains(where: \.showsTabs)
    else { return [] }
    return [
      context.diagnostic(
        .restoreNeverApplies, setting.range,
        SemaMessages.restoreNeverApplies(
          value.text, firstPhases: firstShown.map { index.phases[$0].name.text }),
        help: SemaMessages.restoreNeverAppliesHelp)
    ]
  }

  private static func restoreSetting(_ setting: AppSetting) -> (AppSetting, Identifier)? {
    if case .restore(let value) = setting.kind { (setting, value) } else { nil }
  }

  /// The phases that show something which a launch can reach through checks alone, from the first
  /// phase, nearest first and in the order the checks' branches are written (`check session ? main
  /// : welcome` gives main, then welcome), so the message names them as the spec reads.
  private static func phasesALaunchShowsFirst(_ index: DeclarationIndex, _ graph: CheckGraph)
    -> [Int]
  {
    var seen = Set([0])
    var work = [0]
    var next = 0
    var shown: [Int] = []
    while next < work.count {
      let phase = work[next]
      next += 1
      guard graph.isCheck(phase) else {
        shown.append(phase)
        continue
      }
      for branch in graph.branches[phase] where seen.insert(branch.target).inserted {
        work.append(branch.target)
      }
    }
    return shown
  }
}
