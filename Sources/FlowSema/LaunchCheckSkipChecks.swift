import FlowSyntax

/// FL0315: a route that opens a phase past a launch check it does not require.
///
/// A link enters its landing's phase directly, once the guards on its path hold; it never runs the
/// launch's checks. So when every chain of `check` branches from the first phase to a phase takes
/// the `?` branch of some condition (`check onboarded ? gate : onboarding`), a link into that phase
/// takes a user for whom the condition does not hold past the step the checks send them to, unless
/// the phase or the landing requires it. Only check branches count: an event's `-> phase` or a
/// guard's `else -> phase` says nothing about which conditions hold.
enum LaunchCheckSkipChecks {
  /// A condition every check chain to a phase found true, and the check that found it first.
  private typealias Witnesses = [String: Int]

  static func check(_ routes: [ResolvedRoute], _ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    guard !index.phases.isEmpty else { return [] }
    let checks = checkItems(index)
    let held = conditionsHeldOnEntry(index, checks: checks)
    let showing = index.phases.indices.filter {
      checks[$0] == nil && index.phaseIndex[index.phases[$0].name.text] == $0
    }
    var diagnostics: [Diagnostic] = []
    for route in routes {
      guard let landing = route.landing, let witnesses = held[landing.phase.index],
        !witnesses.isEmpty
      else { continue }
      let phase = landing.phase.index
      // An `over current` link enters its phase only from a phase it cannot open over.
      if landing.isOverCurrent {
        let over = Set(landing.overCurrentPhases.map(\.index))
        guard showing.contains(where: { $0 != phase && !over.contains($0) }) else { continue }
      }
      let required = Set(landing.requires.map { index.conditions[$0.index].name.text })
      let skipped = witnesses.filter { !required.contains($0.key) }
        .sorted { ($0.value, $0.key) < ($1.value, $1.key) }
      guard let (condition, checkPhase) = skipped.first, let check = checks[checkPhase],
        let otherwise = check.otherwise
      else { continue }
      let pattern = index.routes[route.declaration].patternLiteral
      let phaseName = index.phases[phase].name.text
      let checkText =
        "check \(check.condition.text) ? \(check.then.text) : \(otherwise.text)"
      let phaseRequires = index.phases[phase].requires.map(\.text)
      let missing = skipped.map(\.key).filter { !phaseRequires.contains($0) }
      diagnostics.append(
        context.diagnostic(
          .routeSkipsLaunchCheck, pattern.range,
          SemaMessages.routeSkipsLaunchCheck(
            pattern.value, phase: phaseName, overCurrent: landing.isOverCurrent,
            condition: condition,
            checkPhase: index.phases[checkPhase].name.text, check: checkText),
          notes: [.init(SemaMessages.launchCheckHere, at: check.range)],
          help: SemaMessages.routeSkipsLaunchCheckHelp(
            phase: phaseName, requires: phaseRequires + missing)))
    }
    return diagnostics
  }

  /// Each phase's `check`, the first one when there are several, for the first declaration of
  /// each name.
  private static func checkItems(_ index: DeclarationIndex) -> [CheckItem?] {
    index.phases.indices.map { position in
      guard index.phaseIndex[index.phases[position].name.text] == position else { return nil }
      for case .check(let check) in index.phases[position].items { return check }
      return nil
    }
  }

  /// For each phase some chain of check branches from the first phase reaches, the conditions
  /// every such chain found true; `nil` for the others.
  ///
  /// A must-analysis over the check graph: a phase's set is the intersection, over the branches
  /// into it, of what held in the check plus the `?` branch's condition. Sets only shrink, so the
  /// work ends. A branch a condition already found true rules out is not followed.
  private static func conditionsHeldOnEntry(_ index: DeclarationIndex, checks: [CheckItem?])
    -> [Witnesses?]
  {
    var held = [Witnesses?](repeating: nil, count: index.phases.count)
    held[0] = [:]
    var work = [0]
    while let phase = work.popLast() {
      guard let check = checks[phase], let known = held[phase] else { continue }
      let condition = check.condition.text
      for (value, branch) in [(true, check.then), (false, check.otherwise)] {
        guard let branch, let target = index.phaseIndex[branch.text],
          value || known[condition] == nil
        else { continue }
        var out = known
        // An undeclared condition is FL0100 already; one typo should be one diagnostic.
        if value, out[condition] == nil, index.conditionIndex[condition] != nil {
          out[condition] = phase
        }
        let merged = held[target].map { current in current.filter { out[$0.key] != nil } } ?? out
        if held[target] != merged {
          held[target] = merged
          work.append(target)
        }
      }
    }
    return held
  }
}
