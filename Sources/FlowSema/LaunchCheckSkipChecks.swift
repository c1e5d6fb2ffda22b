import FlowSyntax

/// FL0315: a route that opens a phase past a launch check it does not require.
///
/// A link enters its landing's phase directly, once the guards on its path hold; it never runs the
/// launch's checks. So when every way into a phase comes through the `?` branch of some condition
/// (`check onboarded ? gate : onboarding`), a link into that phase takes a user for whom the
/// condition does not hold past the step the checks send them to, unless the phase or the landing
/// requires it. The ways in are the check branches a launch can take (`CheckGraph`), and every
/// event's `-> phase` and failed guard's `else -> phase` into a phase that shows something: such an
/// entry brings only what held where it starts, and a `requires` added for links would refuse it.
///
/// One kind of entry without a condition is reported all the same: an event out of the steps the
/// checks send a user to without it (`on done -> main` ending a multi-step onboarding). The app
/// may well report the condition just before sending it, so the event is no proof that users
/// enter the phase without it, while a link opened on any step before it lands past the rest (the
/// fifth and sixth new-users reviews each shipped that shape unwarned).
enum LaunchCheckSkipChecks {
  /// What every way into a phase found about a condition: its value, and the check that found it.
  private struct Fact {
    var value: Bool
    var check: Int
  }

  /// The facts a phase is entered with, by condition name: layered, so that a check shares the
  /// facts of the check before it, adding its own (copied, a chain of 10,000 checks on 10,000
  /// conditions held 50 M facts).
  private typealias Facts = LayeredDictionary<String, Fact>

  /// A condition a landing skips the check of: it was found `value` by `check`.
  private typealias Skip = (condition: String, value: Bool, check: Int)

  /// What decides the skipped conditions of a landing: its phase and what it requires.
  private struct LandingKey: Hashable {
    var phase: Int
    var requires: [ConditionID]
  }

  /// An event's or a failed guard's `-> target` from a phase, taken with none of `failing` held.
  private struct Entry {
    var target: Int
    var failing: [Identifier] = []
    /// The event's name; `nil` for a failed guard's `else`, which the app does not send.
    var event: String?
  }

  /// A condition the launch checks find holding on every check's way into a phase, whose only
  /// other ways in are `events` sent from phases where users may be without it (the steps a
  /// check sends them to when it does not hold, and those their events lead to).
  private struct SkipThroughEvents {
    var condition: String
    var check: Int
    var events: [(phase: Int, event: String)]
    /// The phases users may be in without the condition: the steps, whatever their order.
    var steps: [Int]
  }

  static func check(
    _ routes: [ResolvedRoute], checks graph: CheckGraph, neverEntered: [Bool],
    _ context: SemaContext
  ) -> [Diagnostic] {
    let index = context.index
    guard !index.phases.isEmpty, !routes.isEmpty else { return [] }
    let entries = entriesIntoShowingPhases(index, graph)
    let held = factsOnEntry(index, graph, entries)
    let showing = index.phases.indices.filter {
      !graph.isCheck($0) && index.phaseIndex[index.phases[$0].name.text] == $0
    }
    // Worked out on the first route that lands in a phase the checks decide nothing for.
    var throughEvents: [Int: [SkipThroughEvents]]?
    var diagnostics: [Diagnostic] = []
    // Worked out once per phase and requirements, in one table so that a route hashes its key
    // once: thousands of routes land alike, and filtering the phase's facts for each was a tenth
    // of the check of the 10,000-route benchmark spec (asking for each which skip an event
    // allows, 24 M instructions more).
    var skippedByLanding: [LandingKey: (checks: [Skip], throughEvents: SkipThroughEvents?)] = [:]
    for position in routes.indices {
      // Most routes land where an earlier one showed nothing is skipped: said by position,
      // before the route is copied, which with its landing cost the 10,000-route check 14 M
      // instructions.
      if routes[position].tiedFallback == nil, let phase = routes[position].landing?.phase.index,
        let requires = routes[position].landing?.requires,
        let known = skippedByLanding[LandingKey(phase: phase, requires: requires)],
        known.checks.isEmpty, known.throughEvents == nil
      {
        continue
      }
      let route = routes[position]
      // FL0320 unless FL0315 already named, for this route, a condition that tells the tied
      // phases apart: the same mistake, said once. FL0315 about another condition leaves it.
      var skippedCondition: String?
      defer {
        if let tie = route.tiedFallback,
          !(skippedCondition.map { tellsApart($0, tie.phases, held, index) } ?? false),
          let from = tie.fallingBackFrom.first(where: {
            !neverEntered[$0] && !decides(phase: $0, between: tie.phases, held, index)
          })
        {
          diagnostics.append(tie.warning(from: from, context))
        }
      }
      guard let landing = route.landing, let facts = held[landing.phase.index] else { continue }
      let phase = landing.phase.index
      // A phase requiring a condition never declared (`requires sesion`) is FL0100's: what it
      // means to require is not known, and a help built from it would copy the typo.
      guard !index.phases[phase].requires.contains(where: { index.conditionIndex[$0.text] == nil })
      else { continue }
      let key = LandingKey(phase: phase, requires: landing.requires)
      var skipped: [Skip]
      let skipThroughEvents: SkipThroughEvents?
      if let known = skippedByLanding[key] {
        (skipped, skipThroughEvents) = known
      } else {
        let required = Set(landing.requires.map { index.conditions[$0.index].name.text })
        // An undeclared condition is FL0100 already; one typo should be one diagnostic. One that
        // must not hold (a `:` branch) counts whatever is required: no guard can say "not".
        skipped = facts.filter {
          (!$0.value.value || !required.contains($0.key)) && index.conditionIndex[$0.key] != nil
        }.map { (condition: $0.key, value: $0.value.value, check: $0.value.check) }
        // Asked beside a skipped check too, so that its help and fix-it name every condition
        // at once: the twenty-eighth new-users review's bank was told `requires session`, then,
        // once that was written, `requires unlocked` on every route again.
        let found =
          throughEvents
          ?? skipsThroughEvents(index, graph, entries, held: held, routes: routes)
        throughEvents = found
        skipThroughEvents = found[phase]?.first { !required.contains($0.condition) }
        skippedByLanding[key] = (skipped, skipThroughEvents)
      }
      // An `over current` link enters its phase only from a phase it cannot open over, so it
      // skips a check only when a user there may lack the condition, and the steps before an
      // event only from a step it cannot open over, whichever step that is (a player cover
      // opened during onboarding went on into `main`, unwarned: the ninth new-users review; from
      // the first of two steps, the fourth review).
      var eventSkip = skipThroughEvents
      var stepsNotOpening: [Int] = []
      // The phases a user lacking the first skipped condition may be in, which the link cannot
      // open over: presenting its sheet or cover there keeps such a user where they are.
      var phasesNotOpening: (Skip) -> [Int] = { _ in [] }
      if landing.isOverCurrent {
        let over = Set(landing.overCurrentPhases.map(\.index))
        stepsNotOpening = eventSkip?.steps.filter { $0 != phase && !over.contains($0) } ?? []
        if stepsNotOpening.isEmpty { eventSkip = nil }
        phasesNotOpening = { skip in
          showing.filter { other in
            other != phase && !over.contains(other)
              && !(skip.value
                && index.phases[other].requires.contains { $0.text == skip.condition })
              && held[other]?[skip.condition]?.value != skip.value
          }
        }
        skipped = skipped.filter { !phasesNotOpening($0).isEmpty }
      }
      // Asked only for a diagnostic: what presenting the route's first sheet or cover in
      // `phases` would say, for an `over current` route.
      func presentInstead(over phases: [Int]) -> SemaMessages.PresentOverInstead? {
        guard landing.isOverCurrent, let presentation = landing.presentation else { return nil }
        return SemaMessages.PresentOverInstead(
          phases: phases.map { index.phases[$0].name.text },
          presentation: index.screens[presentation.screen.screen.index].name.text)
      }
      if skipped.isEmpty {
        if let skip = eventSkip, let check = graph.checks[skip.check],
          let otherwise = check.otherwise
        {
          let pattern = index.routes[route.declaration].patternLiteral
          let phaseName = index.phases[phase].name.text
          let events = skip.events.map { (index.phases[$0.phase].name.text, $0.event) }
          skippedCondition = skip.condition
          let overCurrent = presentInstead(over: stepsNotOpening)
          // The help's first choice, as the checks' warning offers it, but a guess: only the team
          // knows whether the app reports the condition before sending the event, and requiring
          // it of a phase guests enter would hold them out (the new-apps round found none offered).
          diagnostics.append(
            context.diagnostic(
              .routeSkipsLaunchCheck, pattern.range,
              SemaMessages.routeSkipsLaunchCheckBeforeEvent(
                pattern.value, phase: phaseName, overCurrent: landing.isOverCurrent,
                condition: skip.condition,
                checkPhase: index.phases[skip.check].name.text,
                check: "check \(check.condition.text) ? \(check.then.text) : \(otherwise.text)",
                events: events),
              notes: [.init(SemaMessages.launchCheckHere, at: check.range)],
              fixIt: overCurrent == nil
                ? index.phases[phase].requirementFixIt([skip.condition], isGuess: true) : nil,
              help: SemaMessages.routeSkipsLaunchCheckBeforeEventHelp(
                phase: phaseName, condition: skip.condition,
                requires: index.phases[phase].requires.map(\.text) + [skip.condition],
                events: events.map(\.1), overCurrent: overCurrent)))
        }
        continue
      }
      skipped.sort { ($0.check, $0.condition) < ($1.check, $1.condition) }
      guard let first = skipped.first, let check = graph.checks[first.check],
        let otherwise = check.otherwise
      else { continue }
      let pattern = index.routes[route.declaration].patternLiteral
      let phaseName = index.phases[phase].name.text
      let checkText =
        "check \(check.condition.text) ? \(check.then.text) : \(otherwise.text)"
      let phaseRequires = index.phases[phase].requires.map(\.text)
      var missing = skipped.filter(\.value).map(\.condition).filter {
        !phaseRequires.contains($0)
      }
      if let later = eventSkip?.condition, !missing.contains(later),
        !phaseRequires.contains(later)
      {
        missing.append(later)
      }
      let overCurrent = presentInstead(over: phasesNotOpening(first))
      let help =
        first.value
        ? SemaMessages.routeSkipsLaunchCheckHelp(
          phase: phaseName, requires: phaseRequires + missing, overCurrent: overCurrent)
        : SemaMessages.routeSkipsNegativeCheckHelp(
          phase: phaseName, condition: first.condition, then: check.then.text,
          otherwise: otherwise.text, requires: phaseRequires + missing,
          overCurrent: overCurrent)
      // Where the checks take a user for whom the condition is the other way.
      let instead = first.value ? otherwise.text : check.then.text
      skippedCondition = first.condition
      // Requiring what the checks found is the fix the help offers first; the phase may be
      // written once for every route into it, so each route's warning carries the same edit.
      diagnostics.append(
        context.diagnostic(
          .routeSkipsLaunchCheck, pattern.range,
          SemaMessages.routeSkipsLaunchCheck(
            pattern.value, phase: phaseName, overCurrent: landing.isOverCurrent,
            condition: first.condition, holds: first.value,
            checkPhase: index.phases[first.check].name.text, check: checkText,
            instead: instead,
            insteadChecks: index.phaseIndex[instead].map(graph.isCheck) ?? false),
          notes: [.init(SemaMessages.launchCheckHere, at: check.range)],
          fixIt: first.value && !missing.isEmpty && overCurrent == nil
            ? index.phases[phase].requirementFixIt(missing) : nil,
          help: help))
    }
    return diagnostics
  }

  /// What a user in `phase` is known to have of `condition`: true where the phase requires it,
  /// else what every way into it found; `nil` when nothing says.
  private static func value(
    of condition: String, in phase: Int, _ held: [Facts?], _ index: DeclarationIndex
  ) -> Bool? {
    if index.phases[phase].requires.contains(where: { $0.text == condition }) { return true }
    return held[phase]?[condition]?.value
  }

  /// Whether `condition` is known one way in the first of `tied` and the other in another.
  private static func tellsApart(
    _ condition: String, _ tied: [Int], _ held: [Facts?], _ index: DeclarationIndex
  ) -> Bool {
    guard let first = value(of: condition, in: tied[0], held, index) else { return false }
    return tied.dropFirst().contains { value(of: condition, in: $0, held, index) == !first }
  }

  /// Whether no user in `phase` is one the launch's checks would put in another of `tied` than
  /// the first, where a link opened in `phase` goes: for each other, some condition is known in
  /// both and differs. A link waits for the first's guards, so what it requires counts as held
  /// (a signed-out user on the welcome screen is signed in when the link lands). A phase that
  /// knows nothing of what tells them apart decides nothing.
  private static func decides(
    phase: Int, between tied: [Int], _ held: [Facts?], _ index: DeclarationIndex
  ) -> Bool {
    let waitedFor = Set(index.phases[tied[0]].requires.map(\.text))
    return tied.dropFirst().allSatisfy { other in
      let conditions =
        (held[other].map { $0.map(\.key) } ?? []) + index.phases[other].requires.map(\.text)
      return conditions.contains { condition in
        let theirs = value(of: condition, in: other, held, index)
        let ours =
          waitedFor.contains(condition) ? true : value(of: condition, in: phase, held, index)
        return theirs != nil && ours != nil && theirs != ours
      }
    }
  }

  /// For each phase the first phase leads to, what every way into it found; `nil` for the others.
  ///
  /// A must-analysis: a phase's facts are the intersection, over the ways into it, of what held
  /// where the way starts, plus a check branch's own condition. Sets only shrink, so the work
  /// ends. An entry from a phase nothing leads to, or from a screen (which may show in any phase),
  /// brings nothing. An event into a check brings nothing either way: the check decides again.
  /// An event brings only what held where it is sent.
  private static func factsOnEntry(
    _ index: DeclarationIndex, _ graph: CheckGraph,
    _ ways: (byPhase: [[Entry]], fromScreens: [Int])
  ) -> [Facts?] {
    let count = index.phases.count
    let (entries, fromScreens) = ways
    var held = [Facts?](repeating: nil, count: count)
    var work: [Int] = []
    func enter(_ target: Int, _ facts: Facts) {
      guard let current = held[target] else {
        held[target] = facts
        work.append(target)
        return
      }
      // The merge keeps some of the phase's own facts, unchanged: it differs from them exactly
      // when it keeps fewer.
      let merged = current.filter { facts[$0.key]?.value == $0.value.value }
      if merged.count != current.count {
        held[target] = merged
        work.append(target)
      }
    }
    func propagate() {
      while let phase = work.popLast() {
        guard let known = held[phase] else { continue }
        for branch in graph.possibleBranches(of: phase, known: { known[$0]?.value }) {
          enter(branch.target, facts(known, taking: branch, of: phase))
        }
        for entry in entries[phase] {
          enter(
            entry.target,
            known.filter { fact in
              fact.value.value && !entry.failing.contains { $0.text == fact.key }
            })
        }
      }
    }
    enter(0, Facts())
    propagate()
    for phase in 0..<count where held[phase] == nil {
      for entry in entries[phase] { enter(entry.target, Facts()) }
    }
    for target in fromScreens { enter(target, Facts()) }
    propagate()
    return held
  }

  /// What `known` becomes taking `branch` of the check in `phase`: the branch's condition found,
  /// unless an earlier check had found it (which decides the branch taken anyway).
  private static func facts(_ known: Facts, taking branch: CheckGraph.Branch, of phase: Int)
    -> Facts
  {
    guard known[branch.condition] == nil else { return known }
    return known.adding(Fact(value: branch.value, check: phase), for: branch.condition)
  }

  /// For each phase, the conditions every check's way into it finds holding, that `held` (the
  /// must-analysis) does not, because events sent from the steps where users may be without them
  /// enter it too: its other ways in must bring the condition (a guard's `else`, a screen's
  /// handler or an unreached phase's event are entries without it, and exempt the phase).
  ///
  /// An event from a phase that users reach only through the phase itself (a workout entered from
  /// `main` and left back to it) is no way past the steps: whoever sends it was in the phase
  /// already (a new-users review's fitness app was told `on stop` skipped its permission step).
  private static func skipsThroughEvents(
    _ index: DeclarationIndex, _ graph: CheckGraph,
    _ ways: (byPhase: [[Entry]], fromScreens: [Int]), held: [Facts?], routes: [ResolvedRoute]
  ) -> [Int: [SkipThroughEvents]] {
    var mayLack = PhasesThatMayLack(graph, ways.byPhase, held: held)
    // What each way into a phase brings: a check's branch, or an entry (an event or `else`).
    var byCheck: [Int: [Facts]] = [:]
    var byEntry: [Int: [(from: Int, entry: Entry)]] = [:]
    var enteredBlind = Set(ways.fromScreens)
    for phase in index.phases.indices {
      guard let known = held[phase] else {
        for entry in ways.byPhase[phase] { enteredBlind.insert(entry.target) }
        continue
      }
      for branch in graph.possibleBranches(of: phase, known: { known[$0]?.value })
      where !graph.isCheck(branch.target) {
        byCheck[branch.target, default: []].append(facts(known, taking: branch, of: phase))
      }
      for entry in ways.byPhase[phase] {
        byEntry[entry.target, default: []].append((phase, entry))
      }
    }
    var found: [Int: [SkipThroughEvents]] = [:]
    for (phase, checked) in byCheck where !enteredBlind.contains(phase) {
      let entries = byEntry[phase] ?? []
      // Which phases users reach without this one: asked at the first entry from another phase.
      var avoiding: [Bool]?
      // An undeclared condition is FL0100 already: one typo, one diagnostic. Chosen before they
      // are sorted: a phase past a chain of N checks knows N conditions, nearly all false, and
      // sorting them all for each such phase was most of the check of 10,000 of them (6 s).
      let candidates = checked[0].filter { condition, fact in
        fact.value && held[phase]?[condition] == nil && index.conditionIndex[condition] != nil
          && checked.allSatisfy({ $0[condition]?.value == true })
      }
      for (condition, fact) in candidates.sorted(by: { $0.key < $1.key }) {
        var events: [(phase: Int, event: String)] = []
        let everyEntryKnows = entries.allSatisfy { from, entry in
          // A phase's handler into itself (a sign-out that resets it) brings no one new, nor does
          // one from a phase users reach only through this one.
          if from == phase { return true }
          let reached =
            avoiding
            ?? reachedAvoiding(phase, index, graph, ways, routes: routes)
          avoiding = reached
          if !reached[from] { return true }
          if held[from]?[condition]?.value == true {
            return !entry.failing.contains { $0.text == condition }
          }
          guard let event = entry.event, mayLack.phases(lacking: condition)[from] else {
            return false
          }
          events.append((from, event))
          return true
        }
        guard everyEntryKnows, !events.isEmpty else { continue }
        let lacking = mayLack.phases(lacking: condition)
        found[phase, default: []].append(
          SkipThroughEvents(
            condition: condition, check: fact.check, events: events,
            steps: lacking.indices.filter { lacking[$0] }))
      }
    }
    return found
  }

  /// Which phases users can be in without having been in `phase`: those the launch, a link or a
  /// screen's handler enters, and what their checks and events lead to, not through `phase`.
  private static func reachedAvoiding(
    _ phase: Int, _ index: DeclarationIndex, _ graph: CheckGraph,
    _ ways: (byPhase: [[Entry]], fromScreens: [Int]), routes: [ResolvedRoute]
  ) -> [Bool] {
    var reached = [Bool](repeating: false, count: index.phases.count)
    var work: [Int] = []
    func enter(_ target: Int) {
      guard target != phase, !reached[target] else { return }
      reached[target] = true
      work.append(target)
    }
    enter(0)
    // Read only here, for the few phases with such an event: most checks never ask.
    for route in routes { if let landing = route.landing { enter(landing.phase.index) } }
    ways.fromScreens.forEach(enter)
    while let next = work.popLast() {
      for branch in graph.branches[next] { enter(branch.target) }
      for entry in ways.byPhase[next] { enter(entry.target) }
    }
    return reached
  }

  /// For a condition, the phases some way into which brings it as not holding: a check's branch
  /// that finds it false, then onwards through checks and events (an event is no proof the app
  /// reported a change), but not through a check's branch that finds it holding. A may-analysis,
  /// beside `factsOnEntry`'s must-analysis: a sign-out from `main` back into `welcome` brings
  /// `session` there, but `welcome` is still where the launch sends users without it (the review
  /// found the event rule silent with it).
  ///
  /// Worked out a condition at a time, for the conditions asked about only: a way passes each
  /// condition on or drops it whatever the others do, so a condition's phases are those a search
  /// from its `false` branches reaches. Every phase's set of conditions at once was N^2/2 names on
  /// a chain of N checks whose `:` branch goes on (`check k ? out : next`), sent again down the
  /// rest of the chain each time it grew: 2,000 such checks ran for more than ten minutes.
  private struct PhasesThatMayLack {
    private let graph: CheckGraph
    private let entries: [[Entry]]
    /// By condition, the phases a branch the launch may take enters finding it false.
    private let foundFalse: [String: [Int]]
    /// By condition, whether a user in each phase may lack it: the conditions asked about so far.
    private var answered: [String: [Bool]] = [:]

    init(_ graph: CheckGraph, _ entries: [[Entry]], held: [Facts?]) {
      var foundFalse: [String: [Int]] = [:]
      for phase in held.indices {
        guard let known = held[phase] else { continue }
        for branch in graph.possibleBranches(of: phase, known: { known[$0]?.value })
        where !branch.value {
          foundFalse[branch.condition, default: []].append(branch.target)
        }
      }
      self.graph = graph
      self.entries = entries
      self.foundFalse = foundFalse
    }

    /// Whether a user in each phase, by position, may be without `condition`.
    mutating func phases(lacking condition: String) -> [Bool] {
      if let known = answered[condition] { return known }
      var lacking = [Bool](repeating: false, count: entries.count)
      var work: [Int] = []
      func enter(_ phase: Int) {
        guard !lacking[phase] else { return }
        lacking[phase] = true
        work.append(phase)
      }
      foundFalse[condition]?.forEach(enter)
      while let phase = work.popLast() {
        for branch in graph.branches[phase] where !branch.value || branch.condition != condition {
          enter(branch.target)
        }
        for entry in entries[phase] where entry.event != nil { enter(entry.target) }
      }
      answered[condition] = lacking
      return lacking
    }
  }

  /// The events' and failed guards' `-> phase` into a phase that is not a check: by the phase they
  /// leave (a phase's handlers, a tab's guard), and the phases screens' handlers and guards enter.
  private static func entriesIntoShowingPhases(_ index: DeclarationIndex, _ graph: CheckGraph)
    -> (byPhase: [[Entry]], fromScreens: [Int])
  {
    func showingPhase(_ name: Identifier) -> Int? {
      index.phaseIndex[name.text].flatMap { graph.isCheck($0) ? nil : $0 }
    }
    var byPhase = [[Entry]](repeating: [], count: index.phases.count)
    for position in index.phases.indices
    where index.phaseIndex[index.phases[position].name.text] == position {
      for case .handler(let handler) in index.phases[position].items {
        if case .goTo(let name, _) = handler.action, let target = showingPhase(name) {
          byPhase[position].append(Entry(target: target, event: handler.event.text))
        }
      }
    }
    for tab in index.tabs {
      if case .goTo(let name)? = tab.item.guardFailure?.action, let target = showingPhase(name) {
        byPhase[tab.phase].append(Entry(target: target, failing: tab.item.requires))
      }
    }
    // By position, reading each screen's items in place: a declaration is a large value to copy.
    var fromScreens: [Int] = []
    for position in index.screens.indices {
      for case .handler(let handler) in index.screens[position].items {
        if case .goTo(let name, _) = handler.action, let target = showingPhase(name) {
          fromScreens.append(target)
        }
      }
      if case .goTo(let name)? = index.screens[position].guardFailure?.action,
        let target = showingPhase(name)
      {
        fromScreens.append(target)
      }
    }
    return (byPhase, fromScreens)
  }
}
