import FlowSyntax

/// Checks the phase graph: every phase is entered from somewhere, and checks never loop among
/// themselves without reaching a phase that shows something.
enum TransitionChecks {
  static func check(_ context: SemaContext, checks graph: CheckGraph) -> [Diagnostic] {
    let index = context.index
    let count = index.phases.count
    guard count > 0 else { return [] }
    let checkItem = graph.checks
    let (branches, entered, shows) = phaseEntries(index, checks: graph)
    let outside = entriesOutsidePhases(index)
    let handlerTargets = outside.handlers + outside.screenElses + outside.tabElses.map(\.to)

    var diagnostics: [Diagnostic] = []
    // Reachability from the first phase.
    // A phase a wrong-kind reference names (`root other`, `push other`) is what that line meant to
    // enter: its error says so, and "never entered" on top of it would only repeat it. A name that
    // is also a screen, sheet or cover was meant as that.
    let meant = context.meantTargets.filter { index.screenIndex[$0] == nil }.compactMap {
      index.phaseIndex[$0]
    }
    let reached = reachable(from: [0] + handlerTargets + meant, along: entered)
    for (position, phase) in index.phases.enumerated()
    where !reached[position] && index.phaseIndex[phase.name.text] == position {
      diagnostics.append(
        context.diagnostic(
          .unreachablePhase, phase.name.range, SemaMessages.unreachablePhase(phase.name.text),
          help: SemaMessages.unreachablePhaseHelp))
    }

    // Check phases that cannot reach a showing phase through checks, and the cycles among them.
    // Backwards from the phases that show something, along the checks' branches: one pass over
    // the edges, where sweeping the phases until nothing changed took one sweep per link of a chain
    // declared in order (quadratic in a chain of thousands of checks).
    var canShow = shows
    var enteredFrom = Array(repeating: [Int](), count: count)
    for phase in 0..<count {
      for target in branches[phase] { enteredFrom[target].append(phase) }
    }
    var showing = (0..<count).filter { canShow[$0] }
    while let phase = showing.popLast() {
      for earlier in enteredFrom[phase] where !canShow[earlier] {
        canShow[earlier] = true
        showing.append(earlier)
      }
    }
    var state = Array(repeating: 0, count: count)  // 0 new, 1 on the path, 2 done
    var inReportedCycle = Array(repeating: false, count: count)
    for start in 0..<count where checkItem[start] != nil && !canShow[start] && state[start] == 0 {
      var path: [(phase: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let top = path.last {
        let successors = branches[top.phase]
        if top.next < successors.count {
          path[path.count - 1].next += 1
          let next = successors[top.next]
          if state[next] == 1, let from = path.firstIndex(where: { $0.phase == next }),
            !path[from...].contains(where: { inReportedCycle[$0.phase] })
          {
            let cycle = path[from...].map(\.phase) + [next]
            for phase in cycle { inReportedCycle[phase] = true }
            let names = cycle.map { index.phases[$0].name.text }
            let range = checkItem[next]?.range ?? index.phases[next].name.range
            diagnostics.append(
              context.diagnostic(
                .transitionCycle, range, SemaMessages.transitionCycle(names),
                help: SemaMessages.transitionCycleHelp))
          } else if state[next] == 0, checkItem[next] != nil {
            state[next] = 1
            path.append((next, 0))
          }
        } else {
          state[top.phase] = 2
          path.removeLast()
        }
      }
    }
    diagnostics += conditionalCycles(context, graph, alreadyReported: inReportedCycle)
    diagnostics += branchesNeedingFalseConditions(context, graph)
    return diagnostics
  }

  /// FL0218: `check session ? intro : main` with `main requires session` goes to `main` exactly when
  /// `session` does not hold, so the runtime can never enter it and the launch stops at the check.
  /// Follows chains of checks with the conditions already decided (`CheckGraph`, as FL0315 does),
  /// so `a ? x : y` then `y: b ? main : z` with `main requires a` is caught too, and so are the
  /// checks a guard's `else -> phase` enters when its condition fails; the work is bounded.
  ///
  /// FL0228 on the same walk, from the first phase only: a launch branch into a phase requiring a
  /// condition no check on the way decided stops the launch there whenever it does not hold (the
  /// navigator refuses to enter the phase and has nowhere else to go), with nothing to show. Only
  /// the launch is sure to arrive knowing nothing; an event or a guard's `else` may enter the
  /// same check where the app has made the condition hold.
  private static func branchesNeedingFalseConditions(
    _ context: SemaContext, _ graph: CheckGraph
  ) -> [Diagnostic] {
    let index = context.index
    var requirements: [Int: [String]] = [:]
    func requires(_ phase: Int) -> [String] {
      if let known = requirements[phase] { return known }
      var names = index.phases[phase].requires.map(\.text)
      for case .root(let root, _) in index.phases[phase].items {
        if let screen = index.screen(named: root.text, kind: .screen) {
          names += index.screens[screen].requires.map(\.text)
        }
      }
      requirements[phase] = names
      return names
    }
    var diagnostics: [Diagnostic] = []
    var reported: Set<SourceRange> = []
    var reportedUndecided: Set<SourceRange> = []
    var fromLaunch = false
    // For a walk from a failed guard's `else -> phase`: its condition, which that `else` is the
    // reason to know false, and where the `else` is written, for the note.
    var guardElse: (condition: String, range: SourceRange)?
    var budget = 20_000
    // Depth first with an explicit stack: a chain of thousands of checks is as deep, and recursion
    // that deep overflowed the thread's stack. The order (and so what the budget covers) is the
    // recursive walk's: a check's branches in order, each followed to its end before the next.
    struct Frame {
      var phase: Int
      var branches: [CheckGraph.Branch]
      var next = 0
      /// The condition the branch into this check found, not known before it: forgotten when the
      /// walk leaves the check.
      var found: String?
    }
    var frames: [Frame] = []
    var onPath = Array(repeating: false, count: index.phases.count)
    // What the checks on the walk's path found: one dictionary, each frame undoing its own entry,
    // as a copy in each frame held N²/2 entries on a chain of N checks (50 M at 10,000).
    var seen: [String: Bool] = [:]
    func walk(_ start: Int, known: [String: Bool]) {
      seen = known
      func enter(_ phase: Int, found: String?) -> Bool {
        guard budget > 0, graph.isCheck(phase) else { return false }
        budget -= 1
        onPath[phase] = true
        frames.append(
          Frame(
            phase: phase, branches: graph.possibleBranches(of: phase, known: { seen[$0] }),
            found: found))
        return true
      }
      _ = enter(start, found: nil)
      while let top = frames.last {
        guard top.next < top.branches.count else {
          onPath[top.phase] = false
          if let found = top.found { seen[found] = nil }
          frames.removeLast()
          continue
        }
        frames[frames.count - 1].next += 1
        let branch = top.branches[top.next]
        // A branch taken agrees with what is known (`possibleBranches`): only a new one is undone.
        let found =
          seen.updateValue(branch.value, forKey: branch.condition) == nil ? branch.condition : nil
        let target = branch.target
        if let needed = requires(target).first(where: { seen[$0] == false }) {
          if reported.insert(branch.name.range).inserted {
            // Found false by a guard's `else`, not by a check's `:` branch on the way: the
            // message says who sends the user there, a note points at it, and the help names
            // the branch reported (the `?` one, when the check asks about something else).
            let byGuard = guardElse.flatMap { $0.condition == needed ? $0.range : nil }
            diagnostics.append(
              context.diagnostic(
                .checkBranchNeedsFalseCondition, branch.name.range,
                SemaMessages.checkBranchNeedsFalseCondition(
                  index.phases[top.phase].name.text, target: branch.name.text,
                  condition: needed, byGuardElse: byGuard != nil),
                notes: byGuard.map { [.init(SemaMessages.guardElseKnowsFalse(needed), at: $0)] }
                  ?? [],
                help: SemaMessages.checkBranchNeedsFalseConditionHelp(
                  needed, branch: branch.value ? "?" : ":")))
          }
        } else {
          // An undeclared check condition is FL0100's: one typo, one error.
          if fromLaunch, index.conditionIndex[branch.condition] != nil,
            let undecided = requires(target).first(where: {
              seen[$0] == nil && index.conditionIndex[$0] != nil
            }),
            reportedUndecided.insert(branch.name.range).inserted
          {
            diagnostics.append(
              context.diagnostic(
                .checkBranchNeedsUndecidedCondition, branch.name.range,
                SemaMessages.checkBranchNeedsUndecidedCondition(
                  index.phases[top.phase].name.text, target: branch.name.text,
                  condition: branch.condition, holds: branch.value, needed: undecided),
                help: SemaMessages.checkBranchNeedsUndecidedConditionHelp(
                  target: branch.name.text, needed: undecided)))
          }
          if !onPath[target], enter(target, found: found) { continue }
        }
        if let found { seen[found] = nil }
      }
    }
    for start in graph.checks.indices where graph.isCheck(start) {
      fromLaunch = start == 0
      walk(start, known: [:])
    }
    fromLaunch = false
    // A failed guard's `else -> p` is taken exactly when its one condition does not hold, so checks
    // from `p` are followed knowing that, like a check's `:` branch.
    let guarded =
      index.screens.map { ($0.requires, $0.guardFailure) }
      + index.tabs.map { ($0.item.requires, $0.item.guardFailure) }
    for case (let requires, let failure?) in guarded where requires.count == 1 {
      guard case .goTo(let phase) = failure.action, let target = index.phaseIndex[phase.text]
      else { continue }
      guardElse = (requires[0].text, failure.range)
      walk(target, known: [requires[0].text: false])
    }
    return diagnostics
  }

  /// Cycles of checks that have a way out, but not under every combination of conditions: with
  /// `a ? b : main` and `b ? a : a`, the checks loop forever whenever `a` holds. Walks each check with
  /// the conditions it has already seen fixed, branching only on unseen ones; the work is bounded.
  private static func conditionalCycles(
    _ context: SemaContext, _ graph: CheckGraph, alreadyReported: [Bool]
  ) -> [Diagnostic] {
    let index = context.index
    var reported = alreadyReported
    var diagnostics: [Diagnostic] = []
    var budget = 20_000
    // Depth first with an explicit stack, in the recursive walk's order (see
    // `branchesNeedingFalseConditions`): `path` holds the checks being followed, `onPath` where
    // each one is in it, `assignment` the conditions they fixed (one entry for each frame whose
    // condition was unseen, replaced branch by branch).
    struct Frame {
      var phase: Int
      var condition: String
      var fixes: Bool
      var branches: [CheckGraph.Branch]
      var next = 0
    }
    var frames: [Frame] = []
    var path: [Int] = []
    var onPath: [Int?] = Array(repeating: nil, count: index.phases.count)
    var assignment: [(String, Bool)] = []
    // `assignment` by condition: searching the list at each check made a chain of N checks N²/2
    // comparisons (a fifth of checking a chain of 2,000).
    var fixed: [String: Bool] = [:]
    func enter(_ phase: Int) {
      guard budget > 0, let check = graph.checks[phase] else { return }
      budget -= 1
      if let start = onPath[phase] {
        let cycle = Array(path[start...]) + [phase]
        guard !cycle.contains(where: { reported[$0] }) else { return }
        for member in cycle { reported[member] = true }
        diagnostics.append(
          context.diagnostic(
            .transitionCycle, check.range,
            SemaMessages.conditionalTransitionCycle(
              cycle.map { index.phases[$0].name.text }, when: assignment),
            help: SemaMessages.conditionalTransitionCycleHelp))
        return
      }
      let condition = check.condition.text
      let known = fixed[condition]
      onPath[phase] = path.count
      path.append(phase)
      frames.append(
        Frame(
          phase: phase, condition: condition, fixes: known == nil,
          branches: graph.possibleBranches(of: phase, known: { $0 == condition ? known : nil })))
    }
    for start in graph.checks.indices where graph.isCheck(start) && !reported[start] {
      enter(start)
      while let top = frames.last {
        // The previous branch's subtree is done: what it fixed is not known on the next one.
        if top.fixes, top.next > 0 { fixed[assignment.removeLast().0] = nil }
        guard top.next < top.branches.count else {
          onPath[top.phase] = nil
          path.removeLast()
          frames.removeLast()
          continue
        }
        frames[frames.count - 1].next += 1
        let branch = top.branches[top.next]
        if top.fixes {
          assignment.append((top.condition, branch.value))
          fixed[top.condition] = branch.value
        }
        enter(branch.target)
      }
    }
    return diagnostics
  }

  /// By position, the phases each phase's check enters (its branches' targets, once each), every
  /// phase it enters itself (those, then its `on ... -> phase` handlers' targets), and whether it
  /// shows something (a root or tabs). For the first declaration of each name; the others enter
  /// nothing. FL0209's walks (from the first phase here, from where links land in
  /// `LinkEnteredPhases`) both follow these edges.
  static func phaseEntries(
    _ index: DeclarationIndex, checks graph: CheckGraph
  ) -> (checkTargets: [[Int]], entered: [[Int]], shows: [Bool]) {
    let checkTargets = graph.branches.map { phaseBranches in
      var targets: [Int] = []
      for branch in phaseBranches where !targets.contains(branch.target) {
        targets.append(branch.target)
      }
      return targets
    }
    var shows = Array(repeating: false, count: index.phases.count)
    var entered = Array(repeating: [Int](), count: index.phases.count)
    for (position, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] == position {
      entered[position] = checkTargets[position]
      // A check beside a root or tabs is FL0202 alone: the phases it names are not also "never
      // entered".
      if let check = phase.checkBesideContent {
        for name in [check.then, check.otherwise] {
          if let name, let target = index.phaseIndex[name.text] { entered[position].append(target) }
        }
      }
      for item in phase.items {
        switch item {
        case .root, .tab: shows[position] = true
        case .handler(let handler):
          if let target = enteredPhase(by: handler, index) { entered[position].append(target) }
        case .check, .present: break
        }
      }
    }
    return (checkTargets, entered, shows)
  }

  /// Which phases `edges` (each phase's checks and handlers, say) lead to from `starts`, the
  /// starts included, by position: the one walk of the phase graph every pass shares.
  static func reachable(from starts: [Int], along edges: [[Int]]) -> [Bool] {
    var reached = [Bool](repeating: false, count: edges.count)
    var queue: [Int] = []
    for start in starts where !reached[start] {
      reached[start] = true
      queue.append(start)
    }
    var head = 0
    while head < queue.count {
      let phase = queue[head]
      head += 1
      for next in edges[phase] where !reached[next] {
        reached[next] = true
        queue.append(next)
      }
    }
    return reached
  }

  /// The phases entered other than by a phase's own checks and handlers: by a screen's, sheet's or
  /// cover's handler (`handlers`), by its failed guard's `else -> phase` (`screenElses`), and by a
  /// tab's `else -> phase`, from the tab's own phase (`tabElses`). By position, reading each
  /// screen's items in place: copying a declaration, and listing its handlers and their targets,
  /// cost a few allocations per screen of a spec with thousands.
  static func entriesOutsidePhases(_ index: DeclarationIndex)
    -> (handlers: [Int], screenElses: [Int], tabElses: [(from: Int, to: Int)])
  {
    /// The phase a failed guard's `else -> phase` enters, if it names a declared one.
    func elseTarget(_ failure: GuardFailure?) -> Int? {
      guard case .goTo(let phase)? = failure?.action else { return nil }
      return index.phaseIndex[phase.text]
    }
    var handlers: [Int] = []
    var screenElses: [Int] = []
    for position in index.screens.indices {
      for case .handler(let handler) in index.screens[position].items {
        if let target = enteredPhase(by: handler, index) { handlers.append(target) }
      }
      if let target = elseTarget(index.screens[position].guardFailure) {
        screenElses.append(target)
      }
    }
    var tabElses: [(from: Int, to: Int)] = []
    for position in index.tabs.indices {
      if let target = elseTarget(index.tabs[position].item.guardFailure) {
        tabElses.append((index.tabs[position].phase, target))
      }
    }
    return (handlers, screenElses, tabElses)
  }

  /// The phase a handler's `-> phase` enters, if it names a declared one.
  private static func enteredPhase(by handler: EventHandler, _ index: DeclarationIndex) -> Int? {
    guard case .goTo(let phase, _) = handler.action else { return nil }
    return index.phaseIndex[phase.text]
  }
}
