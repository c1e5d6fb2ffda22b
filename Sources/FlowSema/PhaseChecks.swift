import FlowSyntax

/// Checks what each phase shows: exactly one of a check, a root or tabs; one default tab; roots that
/// need no arguments.
enum PhaseChecks {
  static func check(_ context: SemaContext, parameters: [[ResolvedParameter]]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (position, phase) in context.index.phases.enumerated() {
      var checks: [CheckItem] = []
      var roots: [(Identifier, SourceRange)] = []
      var tabs: [TabItem] = []
      for item in phase.items {
        switch item {
        case .check(let check): checks.append(check)
        case .root(let root, let range): roots.append((root, range))
        case .tab(let tab): tabs.append(tab)
        case .handler, .present: break
        }
      }
      let name = phase.name.text
      for extra in checks.dropFirst() {
        diagnostics.append(
          context.diagnostic(
            .duplicateSetting, extra.range, SemaMessages.secondCheck(name),
            notes: checks.first.map { [.init(SemaMessages.previousSetting, at: $0.range)] } ?? []))
      }
      for extra in roots.dropFirst() {
        diagnostics.append(
          context.diagnostic(
            .duplicateSetting, extra.1, SemaMessages.secondRoot(name),
            notes: roots.first.map { [.init(SemaMessages.previousSetting, at: $0.1)] } ?? []))
      }
      let kinds = [
        checks.first.map { (PhaseContentKind.check, $0.range) },
        roots.first.map { (PhaseContentKind.root, $0.1) },
        tabs.first.map { (PhaseContentKind.tabs, $0.range) },
      ].compactMap { $0 }
      if kinds.isEmpty {
        diagnostics.append(
          context.diagnostic(
            .emptyPhase, phase.name.range, SemaMessages.emptyPhase(name),
            help: SemaMessages.emptyPhaseHelp))
      } else if kinds.count > 1 {
        let sorted = kinds.sorted { $0.1.start < $1.1.start }
        diagnostics.append(
          context.diagnostic(
            .mixedPhaseContent, sorted[1].1,
            SemaMessages.mixedPhase(name, first: sorted[0].0, second: sorted[1].0),
            notes: [.init(SemaMessages.firstContentHere(sorted[0].0), at: sorted[0].1)],
            help: SemaMessages.mixedPhaseHelp(kinds.map(\.0))))
      }
      diagnostics += defaultTabs(phase, tabs, context)
      if position == 0 {
        diagnostics += guardedFirstPhase(phase, context)
        if phase.requires.isEmpty { diagnostics += everyFirstTabGuarded(phase, tabs, context) }
      } else {
        diagnostics += everyLaterTabGuarded(phase, tabs, context)
      }
      for root in roots.prefix(1) {
        diagnostics += requiredParameters(root.0, context, parameters)
      }
      for tab in tabs {
        diagnostics += requiredParameters(tab.root, context, parameters)
      }
    }
    return diagnostics
  }

  private static func defaultTabs(
    _ phase: PhaseDeclaration, _ tabs: [TabItem], _ context: SemaContext
  ) -> [Diagnostic] {
    guard let first = tabs.first else { return [] }
    let defaults = tabs.filter(\.isDefault)
    if defaults.isEmpty {
      return [
        context.diagnostic(
          .missingDefaultTab, phase.name.range, SemaMessages.missingDefaultTab(phase.name.text),
          fixIt: .init(
            SemaMessages.makeDefault(first.name.text), replacing: .point(first.range.start),
            with: "default "))
      ]
    }
    let bytes = context.source.bytes
    return defaults.dropFirst().map { tab in
      // The later `default` goes, with the blanks after it: the first one written stays the one
      // the phase opens on.
      let fixIt = tab.defaultKeyword.map { keyword in
        var end = keyword.end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")
        {
          end += 1
        }
        return Diagnostic.FixIt(
          SemaMessages.removeDefault(tab.name.text),
          replacing: SourceRange(start: keyword.start, end: end), with: "")
      }
      return context.diagnostic(
        .multipleDefaultTabs, tab.defaultKeyword ?? tab.name.range,
        SemaMessages.multipleDefaultTabs(phase.name.text, tab: tab.name.text),
        notes: [
          .init(
            SemaMessages.otherDefaultTab(defaults[0].name.text),
            at: defaults[0].defaultKeyword ?? defaults[0].name.range)
        ], fixIt: fixIt)
    }
  }

  /// FL0217: the first phase is entered before any check runs, so a guard on it never held; with
  /// one condition and an unguarded phase to fall back on, the fix-it inserts a launch check.
  private static func guardedFirstPhase(_ phase: PhaseDeclaration, _ context: SemaContext)
    -> [Diagnostic]
  {
    // An undeclared condition is reported as an unknown name already.
    guard
      let condition = phase.requires.first(where: { context.index.conditionIndex[$0.text] != nil })
    else { return [] }
    // A first phase that checks already decides the launch: its `requires` is the whole mistake,
    // and a second check phase in front of it would only ask the same question twice (the
    // new-users review's `phase start requires onboarded { check onboarded ? ... }`).
    if phase.items.contains(where: { if case .check = $0 { true } else { false } }),
      let last = phase.requires.last
    {
      return [
        context.diagnostic(
          .guardedFirstPhase, condition.range,
          SemaMessages.guardedFirstPhase(phase.name.text, condition: condition.text),
          fixIt: .init(
            SemaMessages.removeRequires,
            replacing: SourceRange(start: phase.name.range.end, end: last.range.end), with: ""),
          help: SemaMessages.guardedFirstCheckPhaseHelp(phase.name.text))
      ]
    }
    return [
      context.diagnostic(
        .guardedFirstPhase, condition.range,
        SemaMessages.guardedFirstPhase(phase.name.text, condition: condition.text),
        fixIt: launchCheck(
          phase, condition: condition.text, single: phase.requires.count == 1,
          context),
        help: SemaMessages.guardedFirstPhaseHelp(phase.name.text, condition: condition.text))
    ]
  }

  /// The fix-it inserting `phase launch { check c ? first : fallback }` before the first phase,
  /// when one condition decides it and an unguarded phase can take the other branch. With
  /// `requiring`, the first phase also gets `requires c`: a phase whose every tab needs `c` must
  /// require it once it is no longer first (FL0227), so the edit is one fix, not two.
  static func launchCheck(
    _ phase: PhaseDeclaration, condition: String, single: Bool, requiring: Bool = false,
    _ context: SemaContext
  ) -> Diagnostic.FixIt? {
    let index = context.index
    let name = phase.name.text
    let fallback = index.phases.dropFirst().first { other in
      guard other.requires.isEmpty else { return false }
      return other.items.contains { item in
        switch item {
        case .root(let root, _):
          index.screen(named: root.text, kind: .screen).map { index.screens[$0].requires.isEmpty }
            ?? false
        case .tab: true
        case .check, .handler, .present: false
        }
      }
    }
    guard single, let fallback,
      let launch = ["launch", "launchCheck", "start"].first(where: { index.phaseIndex[$0] == nil })
    else { return nil }
    let start = phase.docs?.range.start ?? phase.range.start
    let check = "phase \(launch) {\n  check \(condition) ? \(name) : \(fallback.name.text)\n}\n\n"
    guard requiring else {
      return .init(SemaMessages.insertLaunchCheck(launch), replacing: .point(start), with: check)
    }
    let header = SourceRange(start: start, end: phase.name.range.end)
    return .init(
      SemaMessages.insertLaunchCheck(launch, requiring: condition, phase: name), replacing: header,
      with: check + context.source.text(in: header) + " requires \(condition)")
  }

  private static func requiredParameters(
    _ root: Identifier, _ context: SemaContext, _ parameters: [[ResolvedParameter]]
  ) -> [Diagnostic] {
    guard let index = context.index.screen(named: root.text, kind: .screen),
      let required = parameters[index].first(where: \.isRequired)
    else { return [] }
    return [
      context.diagnostic(
        .rootWithRequiredParameters, root.range,
        SemaMessages.rootWithRequiredParameter(root.text, parameter: required.name),
        notes: [.init(SemaMessages.parameterDeclaredHere, at: required.declaration.range)],
        help: SemaMessages.rootWithRequiredParameterHelp(required.name))
    ]
  }
}
