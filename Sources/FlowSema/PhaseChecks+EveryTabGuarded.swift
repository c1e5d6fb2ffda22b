import FlowSyntax

/// A phase whose every tab is guarded selects no tab while none of those guards holds, and then
/// shows the waiting view: no tab bar, nothing to tap, no `else` to run (an `else` runs when its tab
/// is selected). The first phase is FL0217's: the launch enters it before checking anything. A later
/// phase is FL0227's: an event, a check or a failed guard can enter it without the condition, and
/// the condition can stop holding while the user is there, so one of its tabs must need no more
/// than the phase requires. The journeys review found an event into such a phase leaving a
/// signed-out user on the waiting view for good.
extension PhaseChecks {
  /// FL0217 too: a first phase whose every tab is guarded has nothing to show until a condition
  /// holds, which the launch never checked; reported at the default tab's guard, naming it. A
  /// guard on a tab's root screen is FL0212's (it belongs on the tab), not counted here, so one
  /// mistake is one error.
  static func everyFirstTabGuarded(
    _ phase: PhaseDeclaration, _ tabs: [TabItem], _ context: SemaContext
  ) -> [Diagnostic] {
    let lacking = tabs.map { lackingGuards($0, beyond: [], context.index) }
    guard !tabs.isEmpty, lacking.allSatisfy({ !$0.isEmpty }) else { return [] }
    let guards = lacking.map { $0[0] }
    let shown = tabs.firstIndex(where: \.isDefault) ?? 0
    let condition = guards[shown]
    let single = Set(guards.map(\.text)).count == 1
    return [
      context.diagnostic(
        .guardedFirstPhase, condition.range,
        SemaMessages.everyFirstTabGuarded(
          phase.name.text, tab: tabs[shown].name.text, condition: condition.text),
        fixIt: launchCheck(
          phase, condition: condition.text, single: single, requiring: true, context),
        help: SemaMessages.guardedFirstPhaseHelp(
          phase.name.text, condition: condition.text, requiring: single))
    ]
  }

  /// FL0227: a later phase every tab of which needs a condition the phase does not require: then
  /// no tab is shown without it. Reported at the default tab's guard on it. When some tab needs
  /// nothing else, the fix-it adds it to the phase's `requires`, which makes an event or a check
  /// refuse the phase without it, a link wait for it, and losing it leave the phase; adding it
  /// would otherwise not be the whole fix, so there is help instead. Tabs guarded by different
  /// conditions with none in common are FL0230, a warning: roles that exclude each other (a
  /// personal or a team account) each show a tab, and the language cannot say that one of them
  /// always holds (the diff review's false positive), but unrelated ones (approved as a seller,
  /// set up for payouts) leave a user with neither on the waiting view (the second review).
  static func everyLaterTabGuarded(
    _ phase: PhaseDeclaration, _ tabs: [TabItem], _ context: SemaContext
  ) -> [Diagnostic] {
    let required = Set(phase.requires.map(\.text))
    let lacking = tabs.map { lackingGuards($0, beyond: required, context.index) }
    let shown = tabs.firstIndex(where: \.isDefault) ?? 0
    guard lacking.indices.contains(shown), lacking.allSatisfy({ !$0.isEmpty }) else { return [] }
    guard
      let common = lacking[shown].first(where: { guarded in
        lacking.allSatisfy { tab in tab.contains { $0.text == guarded.text } }
      })
    else {
      let first = lacking[shown][0]
      return [
        context.diagnostic(
          .everyTabGuardedDifferently, first.range,
          SemaMessages.everyTabGuardedDifferently(
            phase.name.text, tab: tabs[shown].name.text, condition: first.text),
          help: SemaMessages.everyTabGuardedDifferentlyHelp)
      ]
    }
    let condition = common.text
    let single = lacking.contains { $0.count == 1 }
    // Requiring it mends the phase only where the launch can know it: a launch check's branch
    // into the phase, with no check of the condition on the way, would then stop the launch there
    // (FL0228), and `--fix` went on to drop the tabs' prompts as redundant (the seventh new-users
    // review's bank, every tab behind an unlock cover).
    let undecided = launchEnters(phase.name.text, undecided: condition, context.index)
    return [
      context.diagnostic(
        .everyTabGuarded, common.range,
        SemaMessages.everyTabGuarded(
          phase.name.text, tab: tabs[shown].name.text, condition: condition),
        fixIt: single && !undecided ? phase.requirementFixIt([condition]) : nil,
        help: !single
          ? SemaMessages.everyTabGuardedHelp(phase.name.text)
          : undecided
            ? SemaMessages.everyTabGuardedUndecidedHelp(phase.name.text, condition: condition)
            : SemaMessages.everyTabGuardedHelp(phase.name.text, condition: condition))
    ]
  }

  /// Whether a launch enters `phase` from a check's branch with no check on its way there having
  /// decided `condition`, as FL0228 reads the launch: from the first phase, along check branches
  /// only (a check that only an event reaches decides nothing for the launch).
  private static func launchEnters(
    _ phase: String, undecided condition: String, _ index: DeclarationIndex
  ) -> Bool {
    // A check phase and whether the condition was decided on the way to it; each is walked once.
    var seen: Set<[Int]> = []
    var next: [(phase: Int, decided: Bool)] = index.phases.isEmpty ? [] : [(0, false)]
    while let (current, decidedBefore) = next.popLast() {
      guard seen.insert([current, decidedBefore ? 1 : 0]).inserted else { continue }
      for case .check(let check) in index.phases[current].items {
        let decided = decidedBefore || check.condition.text == condition
        for target in [check.then.text, check.otherwise?.text].compactMap({ $0 }) {
          if target == phase, !decided { return true }
          if let position = index.phaseIndex[target] { next.append((position, decided)) }
        }
      }
    }
    return false
  }

  /// The tab's declared guards that `required` does not already give it.
  private static func lackingGuards(
    _ tab: TabItem, beyond required: Set<String>, _ index: DeclarationIndex
  ) -> [Identifier] {
    tab.requires.filter { index.conditionIndex[$0.text] != nil && !required.contains($0.text) }
  }
}
