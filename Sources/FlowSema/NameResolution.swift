import FlowSyntax

/// Checks that every name used in the spec is declared, and declared as the right kind.
///
/// Unknown names get a "did you mean" suggestion and a fix-it; names of the wrong kind say what they
/// are and what the construct needs. Later passes skip such names silently, and when one of them
/// was a step of navigation, the checks of landing paths do too (`SemaContext.navigationIsIncomplete`).
enum NameResolution {
  /// The diagnostics for every use of a name; whether a `root`, `push` or `present` among them
  /// named nothing it can show; and what each such one most likely meant: the declaration it names
  /// when only the kind is wrong, else the "did you mean" suggestion.
  static func check(_ context: SemaContext) -> (
    diagnostics: [Diagnostic], navigationIsIncomplete: Bool, meantTargets: [String]
  ) {
    var diagnostics: [Diagnostic] = []
    var navigationIsIncomplete = false
    var meantTargets: [String] = []
    func use(
      _ name: Identifier, _ role: ReferenceRole, fallbackHelp: (() -> String?)? = nil,
      suggestionFits: ((String) -> Bool)? = nil
    ) {
      guard
        let diagnostic = resolve(
          name, as: role, context, fallbackHelp: fallbackHelp, suggestionFits: suggestionFits)
      else { return }
      diagnostics.append(diagnostic)
      if role.isNavigation {
        navigationIsIncomplete = true
        meantTargets.append(diagnostic.fixIt?.replacement ?? name.text)
      } else if diagnostic.code == .wrongKind, role == .goTo || role == .elseGoTo {
        // `else -> Login` meant to show the screen Login: it is not also "never shown".
        meantTargets.append(name.text)
      } else if role == .goTo || role == .elseGoTo || role == .checkBranch,
        let meant = diagnostic.fixIt?.replacement
      {
        // `on signedIn -> Main` meant `main`, as its fix-it says: that phase is not also "never
        // entered" (the new-users review).
        meantTargets.append(meant)
      }
    }
    func useFailure(_ failure: GuardFailure?) {
      switch failure?.action {
      case .present(let target): use(target, .elsePresent)
      case .goTo(let phase): use(phase, .elseGoTo)
      case nil: break
      }
    }
    func useHandler(_ handler: EventHandler) {
      use(handler.event, .handlerEvent)
      switch handler.action {
      case .goTo(let phase, _): use(phase, .goTo)
      case .present(let target): use(target, .present)
      case .dismiss: break
      }
    }
    let index = context.index
    for phase in index.phases {
      for name in phase.requires { use(name, .requires) }
      for item in phase.items {
        switch item {
        case .check(let check):
          use(check.condition, .checkCondition)
          use(check.then, .checkBranch)
          if let otherwise = check.otherwise { use(otherwise, .checkBranch) }
        case .root(let root, _): use(root, .root)
        case .tab(let tab):
          use(tab.root, .root)
          for name in tab.requires { use(name, .requires) }
          useFailure(tab.guardFailure)
        case .handler(let handler): useHandler(handler)
        case .present(let targets, _): for name in targets { use(name, .present) }
        }
      }
    }
    // By position, each declaration's fields read in place: a declaration is a large value to copy.
    for position in index.screens.indices {
      for name in index.screens[position].requires { use(name, .requires) }
      useFailure(index.screens[position].guardFailure)
      for item in index.screens[position].items {
        switch item {
        case .push(let targets, _): for name in targets { use(name, .push) }
        case .present(let targets, _): for name in targets { use(name, .present) }
        case .handler(let handler): useHandler(handler)
        }
      }
    }
    for position in index.routes.indices {
      for step in index.routes[position].landing.steps { use(step.name, .landingStep) }
      if let tab = index.routes[position].landing.tab {
        use(
          tab, .landingTab,
          fallbackHelp: { LandingTabChoices.help(for: index.routes[position].landing, context) },
          suggestionFits: LandingTabChoices.fits(index.routes[position].landing, context))
      }
    }
    return (diagnostics, navigationIsIncomplete, meantTargets)
  }

  /// The diagnostic for one use of a name, or `nil` when it names a declaration of the right kind.
  /// `fallbackHelp` is the help when the role has none of its own: for a name that is unknown with
  /// nothing close, or declared as another kind.
  static func resolve(
    _ name: Identifier, as role: ReferenceRole, _ context: SemaContext,
    fallbackHelp: (() -> String?)? = nil, suggestionFits: ((String) -> Bool)? = nil
  ) -> Diagnostic? {
    let index = context.index
    let text = name.text
    // Each role's candidates, named for the suggester, which builds each list once per check.
    let list: String
    let candidates: () -> [String]
    switch role {
    case .requires, .checkCondition:
      if index.conditionIndex[text] != nil { return nil }
      (list, candidates) = ("conditions", { index.conditions.map(\.name.text) })
    case .checkBranch, .goTo, .elseGoTo:
      if index.phaseIndex[text] != nil { return nil }
      (list, candidates) = ("phases", { index.phases.map(\.name.text) })
    case .handlerEvent:
      if index.eventIndex[text] != nil { return nil }
      (list, candidates) = ("events", { index.events.map(\.name.text) })
    case .root, .push:
      if index.screen(named: text, kind: .screen) != nil { return nil }
      (list, candidates) = (
        "screens", { index.screens.filter { $0.kind == .screen }.map(\.name.text) }
      )
    case .present, .elsePresent:
      if index.presentation(named: text) != nil { return nil }
      (list, candidates) = (
        "presentations", { index.screens.filter { $0.kind != .screen }.map(\.name.text) }
      )
    case .landingStep:
      if index.screenIndex[text] != nil { return nil }
      (list, candidates) = ("screens of every kind", { index.screens.map(\.name.text) })
    case .landingTab:
      if index.tabIndex[text] != nil || index.rootPhase(named: text) != nil { return nil }
      (list, candidates) = (
        "tabs and root phases",
        {
          index.tabs.map(\.item.name.text)
            + index.phases.map(\.name.text).filter { index.rootPhase(named: $0) != nil }
        }
      )
    }
    if var actual = kind(of: text, index) {
      // A phase is a place `in` may name only when it shows a root.
      if role == .landingTab, actual == "phase" { actual = "phase with tabs" }
      // `Home` the screen for `home` the tab: a name of the right kind that differs only in case
      // is almost surely the one meant.
      let lowercased = text.lowercased()
      let meant = candidates().first { $0.lowercased() == lowercased }
      return context.diagnostic(
        .wrongKind, name.range, SemaMessages.wrongKind(text, actual: actual, role: role),
        fixIt: meant.map {
          .replacing(name.range, with: $0)
        },
        help: SemaMessages.wrongKindHelp(text, actual: actual, role: role) ?? fallbackHelp?())
    }
    // A name spelt like the typo but that cannot be meant (an `in` naming a tab that does not reach
    // the landing) is no suggestion: the fallback help lists the places that fit.
    if let suggestion = context.suggester.closest(to: text, inList: list, candidates),
      suggestionFits?(suggestion) ?? true
    {
      // The opposite of a declared condition (`offline` for `online`) is no typo of it: said as
      // one, "did you mean 'online'?" sent the reader to the negation of what they meant (the
      // twenty-eighth new-users review). The help says how to have the opposite instead.
      if role == .requires || role == .checkCondition,
        OppositeNames.areOpposite(suggestion, text)
      {
        return context.diagnostic(
          .unknownName, name.range,
          SemaMessages.unknownName(text, kind: role.expected, suggestion: nil),
          help: SemaMessages.oppositeConditionHelp(text, opposite: suggestion, role: role))
      }
      // A far guess is said, and the help says how to declare the name instead.
      let isSafe = SpellingSuggestion.isSafeReplacement(suggestion, for: text)
      return context.diagnostic(
        .unknownName, name.range,
        SemaMessages.unknownName(text, kind: role.expected, suggestion: suggestion),
        fixIt: isSafe ? .closestName(suggestion, for: text, at: name.range) : nil,
        help: isSafe ? nil : SemaMessages.declareHelp(text, role: role) ?? fallbackHelp?())
    }
    return context.diagnostic(
      .unknownName, name.range,
      SemaMessages.unknownName(text, kind: role.expected, suggestion: nil),
      help: SemaMessages.declareHelp(text, role: role) ?? fallbackHelp?())
  }

  /// What a name is declared as, in words, looking at every namespace.
  static func kind(of name: String, _ index: DeclarationIndex) -> String? {
    if let screen = index.screen(named: name) { return screen.kind.rawValue }
    if index.phaseIndex[name] != nil { return "phase" }
    if index.tabIndex[name] != nil { return "tab" }
    if index.conditionIndex[name] != nil { return "condition" }
    if index.eventIndex[name] != nil { return "event" }
    return nil
  }
}
