import FlowSyntax

/// Warns about screens, sheets and covers that no root, push or presentation ever shows.
enum ReachabilityChecks {
  static func check(_ context: SemaContext, graph: NavigationGraph) -> [Diagnostic] {
    let index = context.index
    var reached = Array(repeating: false, count: index.screens.count)
    // What each place shows from its root and its phase's presentations, through pushes and
    // presentations nested to any depth: a chain deeper than the `maximumPresentationDepth` layers
    // a link follows is still shown when the app presents each by hand. One walk from every place
    // at once, not a layered search per place: that was a pass over every screen and layer for
    // each place, and most of the check of a spec of 3,000 phases. A `root`, `push` or `present`
    // that named nothing was reported where it is written; what it meant (and what that shows)
    // would only look unreached.
    let meant = context.meantTargets.compactMap { index.screenIndex[$0] }
    let places = graph.contexts.flatMap { [$0.root] + $0.phasePresents }
    graph.markReachable(
      from: places + promptSeeds(index) + seedsOfDuplicates(index) + meant, in: &reached)
    var diagnostics: [Diagnostic] = []
    var unshown: Set<String> = []
    // The screens routes land on, listed at the first unreached screen: nearly always there is
    // none. Screens are read by position, in place: a declaration is a large value to copy.
    var routed: Set<String>?
    for position in index.screens.indices where !reached[position] {
      let name = index.screens[position].name
      guard index.isFirstScreen[position] else { continue }
      let landed = routed ?? Set(index.routes.flatMap { $0.landing.steps.map(\.name.text) })
      routed = landed
      guard !landed.contains(name.text) else { continue }
      let kind = index.screens[position].kind.rawValue
      unshown.insert(name.text)
      if let phases = checkPhasesPresenting(name.text, index) {
        // Screens that present it too are never shown either (what a shown screen presents is
        // shown): named beside the check phases, where "only phase 'launch' presents it" was
        // false and "no present reaches it" left the launch's `present` unexplained (two reviews).
        let presenters = screensPresenting(name.text, index)
        diagnostics.append(
          context.diagnostic(
            .unreachableScreen, name.range,
            presenters.isEmpty
              ? SemaMessages.presentedOnlyByCheck(name.text, kind: kind, phases: phases)
              : SemaMessages.presentedByCheckAndUnshown(
                name.text, kind: kind, phases: phases, presenters: presenters),
            help: SemaMessages.presentedOnlyByCheckHelp(name.text)))
        continue
      }
      diagnostics.append(
        context.diagnostic(
          .unreachableScreen, name.range, SemaMessages.unreachableScreen(name.text, kind: kind),
          help: SemaMessages.unreachableScreenHelp(name.text, kind: kind)))
    }
    return diagnostics + CheckPhasePresentChecks.check(context, unshown: unshown)
  }

  /// The phases with a `check` that present `name` (in a `present` list or a handler's
  /// `-> present`), when only such phases do: they move on as soon as their check decides and show
  /// nothing until then, so their `present` shows nothing either, and "no present reaches it" would
  /// contradict the line the author wrote. `nil` when no phase with a check presents it, or a
  /// phase that shows something does, or a guard's `else present` (then it is shown as a prompt).
  private static func checkPhasesPresenting(_ name: String, _ index: DeclarationIndex)
    -> [String]?
  {
    let presentsIt: (Identifier) -> Bool = { $0.text == name }
    var phases: [String] = []
    for phase in index.phases {
      var presents = false
      for item in phase.items {
        switch item {
        case .present(let targets, _): presents = presents || targets.contains(where: presentsIt)
        case .handler(let handler):
          if case .present(let target) = handler.action, presentsIt(target) { presents = true }
        case .check, .root, .tab: break
        }
      }
      guard presents else { continue }
      guard phase.decidingCheck != nil else { return nil }
      phases.append(phase.name.text)
    }
    guard !phases.isEmpty, !guardPresents(index).contains(where: { $0.text == name })
    else { return nil }
    return phases
  }

  /// The screens, sheets and covers that present `name`, in declaration order.
  private static func screensPresenting(_ name: String, _ index: DeclarationIndex) -> [String] {
    index.screens.indices.filter { position in
      index.screens[position].items.contains { item in
        switch item {
        case .present(let targets, _): targets.contains { $0.text == name }
        case .handler(let handler):
          if case .present(let target) = handler.action { target.text == name } else { false }
        case .push: false
        }
      }
    }.map { index.screens[$0].name.text }
  }

  /// What a failed guard's `else present X` shows: X, and (through `mark`) what X pushes and
  /// presents.
  static func promptSeeds(_ index: DeclarationIndex) -> [Int] {
    guardPresents(index).compactMap { index.presentation(named: $0.text) }
  }

  /// What the screens' and tabs' `else present X` name.
  static func guardPresents(_ index: DeclarationIndex) -> [Identifier] {
    let failures = index.screens.map(\.guardFailure) + index.tabs.map(\.item.guardFailure)
    return failures.compactMap { failure in
      guard case .present(let name)? = failure?.action else { return nil }
      return name
    }
  }

  /// What a declaration refused as a duplicate (FL0101) names as its root, tab roots, pushes and
  /// presentations. The navigation graph skips such a declaration, so without this a repeated
  /// `phase main { root Other }` also warned that `Other` is never shown: one mistake, one
  /// diagnostic, and renaming the duplicate makes them count.
  private static func seedsOfDuplicates(_ index: DeclarationIndex) -> [Int] {
    var names: [Identifier] = []
    for (position, phase) in index.phases.enumerated()
    where index.phaseIndex[phase.name.text] != position {
      for item in phase.items {
        switch item {
        case .root(let name, _): names.append(name)
        case .present(let targets, _): names += targets
        case .handler(let handler):
          if case .present(let target) = handler.action { names.append(target) }
        case .tab, .check: break
        }
      }
    }
    for (position, entry) in index.tabs.enumerated()
    where index.tabIndex[entry.item.name.text] != position
      || index.phaseIndex[index.phases[entry.phase].name.text] != entry.phase
    {
      names.append(entry.item.root)
      if case .present(let name)? = entry.item.guardFailure?.action { names.append(name) }
    }
    // Only a duplicate is read, and in place: a declaration is a large value to copy.
    for position in index.screens.indices where !index.isFirstScreen[position] {
      let screen = index.screens[position]
      for item in screen.items {
        switch item {
        case .push(let targets, _), .present(let targets, _): names += targets
        case .handler(let handler):
          if case .present(let target) = handler.action { names.append(target) }
        }
      }
      if case .present(let name)? = screen.guardFailure?.action { names.append(name) }
    }
    return names.compactMap { index.screenIndex[$0.text] }
  }
}
