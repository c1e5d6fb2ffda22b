import FlowSyntax

/// Checks guards where the runtime cannot enforce them at entry, and what failed guards do.
///
/// A guarded screen, sheet or cover may be pushed or presented from an unguarded place: the
/// navigator checks the guard whenever it is entered (a tap, a binding write, a link, a restore).
/// A root is different: it is shown whenever its phase or tab is, with no navigator operation of
/// its own, so its guard must be on the phase or tab (FL0212). An `else` must name something that
/// can be shown while the guard fails, itself or through its own `else`, so it may not require all
/// of the guard's conditions (FL0219-FL0221); prompts whose own guards fail hand on to their own
/// `else` without coming back to themselves (FL0222).
enum GuardChecks {
  static func check(_ context: SemaContext, held: HeldConditions) -> [Diagnostic] {
    rootGuards(context) + guardFailures(context, held: held) + promptCycles(context)
  }

  /// FL0212: a root screen that requires a condition its phase or tab does not.
  private static func rootGuards(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    func checkRoot(_ root: Identifier, guards: Set<String>, place: String) {
      guard let target = index.screen(named: root.text, kind: .screen) else { return }
      let screen = index.screens[target]
      // An undeclared condition, on the screen or the place, is already FL0100; saying the place
      // lacks a condition would be a second error for one typo.
      guard guards.allSatisfy({ index.conditionIndex[$0] != nil }),
        let missing = screen.requires.first(where: {
          index.conditionIndex[$0.text] != nil && !guards.contains($0.text)
        })
      else { return }
      diagnostics.append(
        context.diagnostic(
          .guardBypass, root.range,
          SemaMessages.guardBypass(
            screen.name.text, kind: screen.kind.rawValue, condition: missing.text, place: place),
          help: SemaMessages.guardBypassHelp(missing.text, place: place)))
    }
    for phase in index.phases {
      let phaseGuards = Set(phase.requires.map(\.text))
      for item in phase.items {
        switch item {
        case .root(let name, _):
          checkRoot(name, guards: phaseGuards, place: "phase '\(phase.name.text)'")
        case .tab(let tab):
          checkRoot(
            tab.root, guards: phaseGuards.union(tab.requires.map(\.text)),
            place: "tab '\(tab.name.text)'")
        case .check, .handler, .present: break
        }
      }
    }
    return diagnostics
  }

  /// A sheet or cover another guard (of `sites`) on `condition` presents for it, and which needs
  /// nothing itself, so that no chain of prompts can lead back: what FL0219's help offers a prompt
  /// needing `condition` as its own `else` (the twenty-first new-users review's age check, which
  /// needs a session, wanted `else present SignIn`, the pattern Language.md recommends).
  private static func promptAsking(
    for condition: String, besides prompt: Int, among sites: [HeldConditions.GuardSite],
    _ index: DeclarationIndex
  ) -> String? {
    for site in sites where site.requires.contains(where: { $0.text == condition }) {
      guard case .present(let name) = site.failure.action,
        let position = index.presentation(named: name.text), position != prompt,
        index.screens[position].requires.isEmpty
      else { continue }
      return name.text
    }
    return nil
  }

  /// FL0219-FL0221: `requires c else present X` needs an X that is shown while `c` fails and needs
  /// no values; `requires c else -> p` needs a phase `p` entered while `c` fails. What always holds
  /// where the guard is checked (`held`: a phase's `requires session` around it) never fails, so a
  /// prompt may require it: a verification sheet requiring a session, asked for inside `main
  /// requires session`, can always be shown (the third new-users review).
  private static func guardFailures(
    _ context: SemaContext, held: HeldConditions
  ) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    let sites = held.guardSites(index)
    func check(_ failure: GuardFailure, requires: [Identifier], holding: Set<String>) {
      let failing = Set(requires.map(\.text))
      let removeElse = removeElse(failure, requires: requires)
      switch failure.action {
      case .present(let name):
        guard let position = index.presentation(named: name.text) else { return }
        let prompt = index.screens[position]
        if let (blocked, condition) = unshowablePrompt(
          from: position, failing: failing, holding: holding, index)
        {
          let blocking = index.screens[blocked]
          let message =
            blocked == position
            ? SemaMessages.guardPromptNeedsCondition(
              name.text, kind: prompt.kind.rawValue, condition: condition.text)
            : SemaMessages.guardPromptChainNeedsCondition(
              name.text, kind: prompt.kind.rawValue, last: blocking.name.text,
              lastKind: blocking.kind.rawValue, condition: condition.text)
          // No fix-it: removing the `else` refused the entry silently and left the prompt
          // unshown (FL0210, the fourth new-users review), and removing the condition from the
          // prompt showed it signed out where something else presents it, and as the wrong
          // prompt (the second diff review); which fix is meant is the author's, as the help says.
          diagnostics.append(
            context.diagnostic(
              .guardPromptNeedsCondition, name.range, message,
              notes: [.init(SemaMessages.guardDeclaredHere, at: condition.range)],
              help: SemaMessages.guardPromptNeedsConditionHelp(
                blocking.name.text, kind: blocking.kind.rawValue, condition: condition.text,
                offeringOwnElse: blocking.guardFailure == nil,
                naming: blocking.guardFailure == nil
                  ? promptAsking(for: condition.text, besides: blocked, among: sites, index)
                  : nil)))
        } else if let condition = conditionPromptSkips(
          position, guardConditions: requires, holding: holding, index)
        {
          let leftOut = requires.map(\.text).filter(holding.contains)
          diagnostics.append(
            promptSkipsCondition(
              name, prompt: position, condition: condition, leftOut: leftOut, context))
        }
        if let parameter = prompt.firstRequiredParameter {
          diagnostics.append(
            context.diagnostic(
              .guardPromptWithRequiredParameters, name.range,
              SemaMessages.guardPromptWithRequiredParameter(
                name.text, kind: prompt.kind.rawValue, parameter: parameter.name.text),
              notes: [.init(SemaMessages.parameterDeclaredHere, at: parameter.range)],
              // No fix-it: removing the `else`, as one did, left the prompt unshown and the
              // entry refused without it (FL0210; the twenty-second new-users review's paywall),
              // which is not what the help says to do.
              help: SemaMessages.rootWithRequiredParameterHelp(parameter.name.text)))
        }
      case .goTo(let name):
        guard let position = index.phaseIndex[name.text] else { return }
        if let condition = entryGuards(ofPhase: position, index).first(where: {
          failing.contains($0.text)
        }) {
          diagnostics.append(
            context.diagnostic(
              .guardFailurePhaseNeedsCondition, name.range,
              SemaMessages.guardFailurePhaseNeedsCondition(name.text, condition: condition.text),
              notes: [.init(SemaMessages.phaseRequiresHere(name.text), at: condition.range)],
              fixIt: removeElse,
              help: SemaMessages.guardFailurePhaseNeedsConditionHelp(condition.text)))
        } else if let condition = entryGuards(ofPhase: position, index).first(where: {
          index.conditionIndex[$0.text] != nil && !holding.contains($0.text)
        }) {
          // Not the guard's own condition, so not FL0220's certain failure: while this one fails
          // the `else` waits, then runs when it next holds (a marketplace's seller onboarding,
          // which needs a session, took a buyer who signed in to chat there: the sixteenth
          // new-users review).
          diagnostics.append(
            context.diagnostic(
              .guardFailurePhaseMayNeedCondition, name.range,
              SemaMessages.guardFailurePhaseMayNeedCondition(
                name.text, condition: condition.text, guardConditions: requires.map(\.text)),
              notes: [.init(SemaMessages.phaseRequiresHere(name.text), at: condition.range)],
              help: SemaMessages.guardFailurePhaseMayNeedConditionHelp(
                name.text, condition: condition.text)))
        }
      }
    }
    for site in sites {
      check(site.failure, requires: site.requires, holding: site.holding)
    }
    return diagnostics
  }

  /// The fix-it that removes a guard's `else`, from the end of its last condition.
  static func removeElse(_ failure: GuardFailure, requires: [Identifier]) -> Diagnostic.FixIt {
    Diagnostic.FixIt(
      SemaMessages.removeGuardFailure,
      replacing: SourceRange(
        start: requires.last?.range.end ?? failure.range.start, end: failure.range.end),
      with: "")
  }

  /// What entering phase `phase` requires: its own guard and its root's. An `else -> phase` taken
  /// when one of them fails cannot enter it (FL0220), and FL0226 stays quiet there.
  static func entryGuards(ofPhase phase: Int, _ index: DeclarationIndex) -> [Identifier] {
    var guards = index.phases[phase].requires
    for item in index.phases[phase].items {
      if case .root(let root, _) = item, let screen = index.screen(named: root.text) {
        guards += screen.requires
      }
    }
    return guards
  }

  /// The prompt that cannot be shown, and the condition it needs, when entering the prompt at
  /// `start` while `failing` (a guard's conditions) may fail and `holding` (what holds wherever
  /// the guard is checked) cannot; nil when one on the way can be shown.
  ///
  /// A prompt whose own guard fails hands on to its own `else`, as the navigator does (a compose
  /// sheet that needs a verified account asks for the verification, which needs a session and asks
  /// for the sign-in first). So a prompt may require one of the failing conditions when its own
  /// `else` leads on; the chain fails at a prompt that requires a condition that may fail and has
  /// no `else` to hand on to. A prompt's own conditions may fail from there on too. Chains that
  /// come back to a prompt are FL0222's, except a prompt that names itself, which is this error.
  private static func unshowablePrompt(
    from start: Int, failing: Set<String>, holding: Set<String>, _ index: DeclarationIndex
  ) -> (prompt: Int, condition: Identifier)? {
    var mayFail = failing.subtracting(holding)
    var current = start
    var visited: Set<Int> = []
    while visited.insert(current).inserted {
      let prompt = index.screens[current]
      guard let condition = prompt.requires.first(where: { mayFail.contains($0.text) }) else {
        return nil
      }
      guard prompt.guardFailure != nil else { return (current, condition) }
      // `else -> phase` enters the phase while the prompt's guard fails, which FL0220 checks there;
      // an unknown prompt is FL0100's.
      guard let next = nextPrompt(after: current, index) else { return nil }
      if next == current { return (current, condition) }
      mayFail.formUnion(prompt.requires.lazy.map(\.text).filter { !holding.contains($0) })
      current = next
    }
    return nil
  }

  /// The prompt a prompt's own `else present` shows; nil without one.
  static func nextPrompt(after position: Int, _ index: DeclarationIndex) -> Int? {
    guard case .present(let name)? = index.screens[position].guardFailure?.action else {
      return nil
    }
    return index.presentation(named: name.text)
  }

  /// FL0222: prompts whose `else` leads back to themselves (`sheet A requires a else present B`,
  /// `sheet B requires b else present A`). When both guards fail the navigator follows the chain to
  /// a prompt it can show, and a cycle has none; one report for each cycle, at its first prompt.
  private static func promptCycles(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    let isPrompt = index.screens.indices.map {
      index.screens[$0].kind != .screen && index.isFirstScreen[$0]
    }
    // A prompt shows at most one next prompt, so one walk over each chain finds every cycle:
    // walking on from every prompt made a chain of n prompts cost n^2 (n^3 before a set).
    enum Visit { case new, onThisWalk, done }
    var visits = Array(repeating: Visit.new, count: index.screens.count)
    var cycles: [[Int]] = []
    for first in index.screens.indices where isPrompt[first] && visits[first] == .new {
      var walk: [Int] = []
      var current: Int? = first
      while let position = current, visits[position] == .new {
        visits[position] = .onThisWalk
        walk.append(position)
        current = nextPrompt(after: position, index)
      }
      if let position = current, visits[position] == .onThisWalk,
        let entry = walk.firstIndex(of: position)
      {
        cycles.append(Array(walk[entry...]))
      }
      for position in walk { visits[position] = .done }
    }
    // A prompt that names itself requires its own guard's conditions: FL0219 says so. A cycle is
    // reported at its first prompt in declaration order, read from there.
    var reports: [(start: Int, chain: [Int])] = []
    for cycle in cycles where cycle.count > 1 {
      guard
        let entry = cycle.indices.filter({ isPrompt[cycle[$0]] }).min(by: { cycle[$0] < cycle[$1] })
      else { continue }
      reports.append((cycle[entry], Array(cycle[entry...] + cycle[..<entry])))
    }
    var diagnostics: [Diagnostic] = []
    for (start, chain) in reports.sorted(by: { $0.start < $1.start }) {
      let names = (chain + [start]).map { index.screens[$0].name.text }
      guard let failure = index.screens[start].guardFailure else { continue }
      diagnostics.append(
        context.diagnostic(
          .guardPromptCycle, failure.range,
          SemaMessages.guardPromptCycle(names),
          help: SemaMessages.guardPromptCycleHelp(names[0])))
    }
    return diagnostics
  }
}
