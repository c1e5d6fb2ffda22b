import FlowSyntax

/// FL0321: a route whose link waits without asking for a condition that a later destination on
/// its path would ask for.
///
/// When several destinations on a link's path fail, the first one entered decides (the tab, then
/// the screens of the stack, then each presentation and its screens: docs/Language.md). One that
/// requires a condition without an `else` holds the link silently while it fails, so a later
/// screen's `else present BecomeSeller` for the same condition never runs for that link, though it
/// does when the user taps to the screen: a new-users review's seller link, in a tab guarded by
/// `isSeller` without `else`, did nothing for a user who was not a seller, while the screen it
/// opens asks them to become one. A condition the phase requires is the phase's to wait for (a
/// phase takes no `else`), and FL0231 reports an `else` that never runs anywhere.
enum SilentLinkWaitChecks {
  /// One guarded destination on a landing's path: a tab or a screen, by position.
  private enum Destination {
    case tab(Int)
    case screen(Int)

    func requires(_ index: DeclarationIndex) -> [Identifier] {
      switch self {
      case .tab(let tab): index.tabs[tab].item.requires
      case .screen(let screen): index.screens[screen].requires
      }
    }

    func failure(_ index: DeclarationIndex) -> GuardFailure? {
      switch self {
      case .tab(let tab): index.tabs[tab].item.guardFailure
      case .screen(let screen): index.screens[screen].guardFailure
      }
    }

    /// `tab 'seller'`, `screen 'EditListing'`, `sheet 'Export'`.
    func name(_ index: DeclarationIndex) -> String {
      switch self {
      case .tab(let tab): "tab '\(index.tabs[tab].item.name.text)'"
      case .screen(let screen):
        "\(index.screens[screen].kind.rawValue) '\(index.screens[screen].name.text)'"
      }
    }
  }

  /// `reported` holds the checker's diagnostics so far: an `else` FL0231 (it never runs) or FL0226
  /// (it stays in its own phase) reports is no prompt to speak for, and giving the earlier guard
  /// the same `else`, as the help would, draws the same warning again (the diff review). A phase
  /// nothing enters (`neverEntered`, FL0209) is no place a user opens a link from.
  static func check(
    _ routes: [ResolvedRoute], reported: [Diagnostic], neverEntered: [Bool],
    _ context: SemaContext
  ) -> [Diagnostic] {
    let index = context.index
    let deadElses = reported.filter {
      $0.code == .guardFailureNeverRuns || $0.code == .guardFailureStaysInPhase
    }.map(\.range)
    // Only a path through a screen, sheet or cover that asks can be silenced: most specs have a
    // few, and most routes pass none, so they cost one look at each screen on their path.
    let asks = index.screens.map { screen in
      guard let failure = screen.guardFailure, !screen.requires.isEmpty else { return false }
      return !deadElses.contains { failure.range.start <= $0.start && $0.end <= failure.range.end }
    }
    guard asks.contains(true) else { return [] }
    var diagnostics: [Diagnostic] = []
    for route in routes {
      guard let landing = route.landing,
        landing.stack.contains(where: { asks[$0.screen.index] })
          || landing.presentations.contains(where: { presentation in
            asks[presentation.screen.screen.index]
              || presentation.stack.contains { asks[$0.screen.index] }
          })
      else { continue }
      // The phases an `over current` link lands from as any other, through its tab and stack:
      // the only ones where it waits there.
      let ordinaryPhases =
        landing.isOverCurrent
        ? phasesOpeningAsOrdinary(landing, index).filter { !neverEntered[$0] } : []
      guard
        let finding = silentWait(
          in: destinations(
            landing, throughTabAndStack: !landing.isOverCurrent || !ordinaryPhases.isEmpty, index),
          landing, asks: asks, context)
      else { continue }
      let ordinaryFrom =
        landing.isOverCurrent && finding.silent.isOrdinary
        ? ordinaryPhases.map { index.phases[$0].name.text } : []
      let pattern = index.routes[route.declaration].patternLiteral
      let conditions = finding.conditions
      let shown = index.screens[RouteNaming.shownScreen(landing).index].name.text
      let (silent, prompt) = (finding.silent.place.name(index), finding.prompt.name(index))
      diagnostics.append(
        context.diagnostic(
          .linkWaitsSilently, pattern.range,
          SemaMessages.linkWaitsSilently(
            shown, from: ordinaryFrom, conditions: conditions, silent: silent, prompt: prompt),
          notes: finding.silent.place.requires(index).first { conditions.contains($0.text) }.map {
            [.init(SemaMessages.requiredWithoutElse(silent), at: $0.range)]
          } ?? [],
          help: SemaMessages.linkWaitsSilentlyHelp(
            silent: silent, prompt: prompt,
            promptElse: finding.prompt.failure(index).map { context.source.text(in: $0.range) }
              ?? "",
            conditions: conditions)))
    }
    return diagnostics
  }

  /// A guarded destination on a landing's path, and whether the link enters it only as an
  /// ordinary landing (the tab and its stack), which an `over current` one takes only from a phase
  /// it cannot open over.
  private struct Step {
    var place: Destination
    var isOrdinary: Bool
  }

  /// The guarded destinations a link to `landing` enters, in the order their guards decide: the
  /// tab, the screens pushed on it, then each presentation and its stack. An `over current`
  /// landing opens its presentations over wherever the user is, and goes through the tab and stack
  /// (`throughTabAndStack`) only from a phase it cannot open over.
  private static func destinations(
    _ landing: LandingModel, throughTabAndStack: Bool, _ index: DeclarationIndex
  ) -> [Step] {
    var destinations: [Step] = []
    func add(_ screen: ScreenInstance, ordinary: Bool) {
      if !index.screens[screen.screen.index].requires.isEmpty {
        destinations.append(Step(place: .screen(screen.screen.index), isOrdinary: ordinary))
      }
    }
    // From a phase it cannot open over, an `over current` link lands as any other: through the
    // tab and stack too (the diff review: a cold launch opened it from the welcome phase).
    if throughTabAndStack {
      if let tab = landing.tab, !index.tabs[tab.index].item.requires.isEmpty {
        destinations.append(Step(place: .tab(tab.index), isOrdinary: true))
      }
      for screen in landing.stack { add(screen, ordinary: true) }
    }
    for presentation in landing.presentations {
      add(presentation.screen, ordinary: false)
      for screen in presentation.stack { add(screen, ordinary: false) }
    }
    return destinations
  }

  /// The phases that show something and that an `over current` landing cannot open over, from
  /// which its link takes the ordinary landing, in declaration order.
  private static func phasesOpeningAsOrdinary(_ landing: LandingModel, _ index: DeclarationIndex)
    -> [Int]
  {
    let over = Set(landing.overCurrentPhases.map(\.index))
    return index.phases.indices.filter { phase in
      !over.contains(phase) && (index.phases[phase].showsTabs || index.phases[phase].showsRoot)
    }
  }

  /// The first destination that waits without asking for conditions a later one asks for, that
  /// later one, and the conditions; the phase's own conditions are the phase's to wait for.
  private static func silentWait(
    in destinations: [Step], _ landing: LandingModel, asks: [Bool], _ context: SemaContext
  ) -> (silent: Step, prompt: Destination, conditions: [String])? {
    let phaseHolds = Set(context.index.phases[landing.phase.index].requires.map(\.text))
    // Which earlier destination decides each condition, once one requires it.
    var decidedBy: [String: Int] = [:]
    let index = context.index
    for (position, step) in destinations.enumerated() {
      let destination = step.place
      // An undeclared condition is FL0100's: one typo, one diagnostic.
      let conditions = destination.requires(index).map(\.text).filter {
        !phaseHolds.contains($0) && index.conditionIndex[$0] != nil
      }
      if case .screen(let screen) = destination, asks[screen] {
        let silenced = conditions.filter { condition in
          decidedBy[condition].map { destinations[$0].place.failure(index) == nil } ?? false
        }
        if let first = silenced.first, let silent = decidedBy[first] {
          let byThatOne = silenced.filter { decidedBy[$0] == silent }
          return (destinations[silent], destination, byThatOne)
        }
      }
      for condition in conditions where decidedBy[condition] == nil {
        decidedBy[condition] = position
      }
    }
    return nil
  }
}
