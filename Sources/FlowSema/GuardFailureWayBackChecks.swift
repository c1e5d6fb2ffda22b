import FlowSyntax

/// FL0229: a failed guard's `else -> phase` that takes the user to a phase nothing leads back
/// from. The navigator completes a held tap only back in the phase it was made in, so once the
/// condition holds there the user stays where the `else` sent them, the tap held for good: the
/// second journeys review verified a user's identity on such a phase and left them on it.
///
/// Only a side trip is reported: a phase nothing but failed guards enter (no check, no handler,
/// not the first phase), whose one purpose is to make the condition hold. A phase the app also
/// goes to on its own (`main`, past the launch check) is a destination, where staying is fine.
/// And only a trap: a side trip that leads on somewhere (a sign-in going on to `main`) is the
/// user's next step, not a place they are stuck in. An `else` that never runs, because every
/// phase the guard is met in requires its conditions, is not reported.
/// A phase that requires one of the guard's conditions (on itself or its root) is FL0220's, not
/// also this.
///
/// A way back is any check or phase handler chain from that phase to the guard's phase, or any
/// handler or `else -> phase` of a screen, sheet or cover naming a phase on it (such a sheet may be
/// shown there, so it counts wherever it is declared). A phase with `requires` is left for the
/// first phase when its guard fails, so the launch's checks count too, followed knowing that
/// condition false: `phase verify requires needsVerification` is left once verified, and
/// `check needsVerification ? verify : main` then leads back, while `requires session` is left
/// only by a sign-out, whose checks lead to the sign-in instead (and what the user does there
/// next is a new step, not the way back). Links are not a way back
/// for the user. A screen counts with every phase whose stacks reach it, and every phase the
/// prompts reaching it open in (`HeldConditions.phases(showing:)`); an undeclared condition
/// is FL0100's, and the guard's own phase FL0226's.
enum GuardFailureWayBackChecks {
  static func check(
    _ context: SemaContext, checks: CheckGraph, held: HeldConditions
  ) -> [Diagnostic] {
    let index = context.index
    var goTos: [(name: Identifier, from: Set<Int>, what: String, conditions: [Identifier])] = []
    for tab in index.tabs {
      guard case .goTo(let name)? = tab.item.guardFailure?.action else { continue }
      goTos.append((name, [tab.phase], "tab '\(tab.item.name.text)'", tab.item.requires))
    }
    for position in index.screens.indices where index.isFirstScreen[position] {
      guard case .goTo(let name)? = index.screens[position].guardFailure?.action else { continue }
      let screen = index.screens[position]
      goTos.append(
        (
          name, held.phases(showing: position),
          "\(screen.kind.rawValue) '\(screen.name.text)'", screen.requires
        ))
    }
    guard !goTos.isEmpty else { return [] }
    let entered = TransitionChecks.phaseEntries(index, checks: checks).entered
    let outside = TransitionChecks.entriesOutsidePhases(index)
    // What a screen's, sheet's or cover's handler or `else` names may be entered from anywhere.
    let anywhere = outside.handlers + outside.screenElses
    // A phase's own handler re-entering it (`on retry -> verify`) does not make it a destination.
    var destinations = Set(outside.handlers)
    for (phase, targets) in entered.enumerated() {
      destinations.formUnion(targets.lazy.filter { $0 != phase })
    }
    destinations.insert(0)
    // A tab's `else -> phase` leads out of the tab's own phase only: it is an edge from there.
    var edges = entered
    for tabElse in outside.tabElses { edges[tabElse.from].append(tabElse.to) }
    // Where the handlers and `else`s of screens, sheets and covers lead: worked out once, since
    // such a screen may be shown anywhere, so they count as a way out of every phase.
    let fromAnywhere = TransitionChecks.reachable(from: anywhere, along: edges)
    var diagnostics: [Diagnostic] = []
    for goTo in goTos {
      guard let target = index.phaseIndex[goTo.name.text], !destinations.contains(target),
        !goTo.from.isEmpty, !goTo.from.contains(target),
        goTo.conditions.allSatisfy({ index.conditionIndex[$0.text] != nil }),
        !GuardChecks.entryGuards(ofPhase: target, index).contains(where: { required in
          goTo.conditions.contains { $0.text == required.text }
        }),
        !guardAlwaysHolds(goTo.conditions, in: goTo.from, index)
      else { continue }
      // Stuck: no event or check leads anywhere from the target, back or on (a sign-in phase
      // whose `signedIn` goes on to `main` is no trap, the diff review found).
      let stuck = { (reached: [Bool]) in
        !reached.indices.contains(where: { reached[$0] && $0 != target })
      }
      guard stuck(fromAnywhere), stuck(TransitionChecks.reachable(from: [target], along: edges))
      else { continue }
      // Nor does losing one of its conditions lead the launch's checks back; where they settle
      // otherwise (a sign-in) is a sign-out, not a way back.
      let settles = index.phases[target].requires.flatMap {
        launchSettles(knowing: $0.text, checks)
      }
      guard !settles.contains(where: goTo.from.contains), let back = goTo.from.min() else {
        continue
      }
      diagnostics.append(
        context.diagnostic(
          .guardFailureNoWayBack, goTo.name.range,
          SemaMessages.guardFailureNoWayBack(
            goTo.what, target: goTo.name.text, back: index.phases[back].name.text,
            conditions: goTo.conditions.map(\.text)),
          help: SemaMessages.guardFailureNoWayBackHelp(
            target: goTo.name.text, back: index.phases[back].name.text)))
    }
    return diagnostics
  }

  /// Whether every phase the guard is met in requires its conditions already, so its `else` never
  /// runs (`main requires session` with a tab `requires session else -> signIn`).
  private static func guardAlwaysHolds(
    _ conditions: [Identifier], in phases: Set<Int>, _ index: DeclarationIndex
  ) -> Bool {
    phases.allSatisfy { phase in
      let required = GuardChecks.entryGuards(ofPhase: phase, index).map(\.text)
      return conditions.allSatisfy { required.contains($0.text) }
    }
  }

  /// The phases the launch's checks can settle in when `condition` is known false.
  private static func launchSettles(knowing condition: String, _ checks: CheckGraph) -> [Int] {
    guard !checks.checks.isEmpty else { return [] }
    var settled: [Int] = []
    var seen: Set<Int> = [0]
    var queue = [0]
    while let phase = queue.popLast() {
      guard checks.isCheck(phase) else {
        settled.append(phase)
        continue
      }
      let branches = checks.possibleBranches(of: phase) { $0 == condition ? false : nil }
      for branch in branches where seen.insert(branch.target).inserted {
        queue.append(branch.target)
      }
    }
    return settled
  }
}
