import FlowSyntax

/// Assembles `FlowModel` from the checked declarations; only called when no pass reported an error.
enum ModelBuilder {
  static func build(
    _ context: SemaContext, app: AppModel, parameters: [[ResolvedParameter]],
    routes: [ResolvedRoute]
  ) -> FlowModel? {
    let index = context.index
    let conditions = index.conditions.map {
      ConditionModel(
        name: $0.name.text, swiftName: SwiftNaming.caseName($0.name.text), docs: $0.docs.lines)
    }
    let events = index.events.map {
      EventModel(
        name: $0.name.text, swiftName: SwiftNaming.caseName($0.name.text), docs: $0.docs.lines)
    }
    var phases: [PhaseModel] = []
    for phase in index.phases {
      var content: PhaseContent?
      var tabs: [TabModel] = []
      var handlers: [HandlerModel] = []
      var presents: [String] = []
      for item in phase.items {
        switch item {
        case .check(let check):
          guard let otherwise = check.otherwise else { return nil }
          content = .check(
            condition: check.condition.text, then: check.then.text, otherwise: otherwise.text)
        case .root(let root, _): content = .root(root.text)
        case .tab(let tab):
          tabs.append(
            TabModel(
              name: tab.name.text, swiftName: SwiftNaming.caseName(tab.name.text),
              phase: phase.name.text, title: tab.title.value, icon: tab.icon.value,
              root: tab.root.text, requires: tab.requires.map(\.text), isDefault: tab.isDefault,
              docs: tab.docs.lines, guardFailure: model(tab.guardFailure)))
        case .handler(let handler): handlers.append(model(handler))
        case .present(let names, _):
          for name in names where !presents.contains(name.text) { presents.append(name.text) }
        }
      }
      if !tabs.isEmpty { content = .tabs(tabs) }
      guard let content else { return nil }
      phases.append(
        PhaseModel(
          name: phase.name.text, swiftName: SwiftNaming.caseName(phase.name.text),
          requires: phase.requires.map(\.text), content: content, handlers: handlers,
          presents: presents, docs: phase.docs.lines))
    }
    var screens: [ScreenModel] = []
    for (screen, resolved) in zip(index.screens, parameters) {
      var pushes: [String] = []
      var presents: [String] = []
      var handlers: [HandlerModel] = []
      for item in screen.items {
        switch item {
        case .push(let names, _):
          for name in names where !pushes.contains(name.text) { pushes.append(name.text) }
        case .present(let names, _):
          for name in names where !presents.contains(name.text) { presents.append(name.text) }
        case .handler(let handler): handlers.append(model(handler))
        }
      }
      var parameterModels: [ParameterModel] = []
      for parameter in resolved {
        guard let type = parameter.type else { return nil }
        parameterModels.append(
          ParameterModel(
            name: parameter.name, swiftName: SwiftNaming.caseName(parameter.name), type: type,
            isOptional: parameter.isOptional, defaultValue: parameter.defaultValue,
            docs: parameter.declaration.docs.lines))
      }
      let kind: ScreenKind =
        switch screen.kind {
        case .screen: .screen
        case .sheet: .sheet
        case .cover: .cover
        }
      screens.append(
        ScreenModel(
          name: screen.name.text, swiftName: SwiftNaming.caseName(screen.name.text),
          typeName: SwiftNaming.typeName(screen.name.text), kind: kind,
          parameters: parameterModels, pushes: pushes, presents: presents, handlers: handlers,
          requires: screen.requires.map(\.text), docs: screen.docs.lines,
          guardFailure: model(screen.guardFailure)))
    }
    var routeModels: [RouteModel] = []
    for route in routes {
      guard let landing = route.landing, let caseName = route.caseName else { return nil }
      routeModels.append(
        RouteModel(
          pattern: route.declaration.patternLiteral.value, segments: route.segments,
          query: route.query, landing: landing, caseName: caseName,
          stackPolicy: route.stackPolicy ?? app.stackPolicy,
          presentationPolicy: route.presentationPolicy ?? app.presentationPolicy,
          docs: route.declaration.docs.lines, line: context.line(of: route.declaration.range)))
    }
    let expectations = index.expectations.map { expectation in
      let outcome: ExpectedOutcome
      switch expectation.outcome {
      case .nothing: outcome = .nothing
      case .held: outcome = .held
      case .lands(let landing):
        outcome = .lands(
          tab: landing.tab?.text,
          screens: landing.steps.map { step in
            ScreenInstance(
              screen: step.name.text,
              arguments: step.arguments.map { argument in
                switch argument.value {
                case .placeholder(let name):
                  BoundArgument(parameter: argument.label.text, binding: .placeholder(name.text))
                case .literal(let literal):
                  BoundArgument(
                    parameter: argument.label.text, binding: .literal(constant(literal.value)))
                }
              })
          })
      }
      return ExpectationModel(
        url: expectation.url.value, outcome: outcome, docs: expectation.docs.lines,
        line: context.line(of: expectation.range))
    }
    return FlowModel(
      app: app, conditions: conditions, events: events, phases: phases, screens: screens,
      routes: routeModels, expectations: expectations)
  }

  private static func model(_ handler: EventHandler) -> HandlerModel {
    let action: HandlerAction
    switch handler.action {
    case .goTo(let phase, let animated): action = .goTo(phase: phase.text, animated: animated)
    case .present(let target): action = .present(target.text)
    case .dismiss: action = .dismiss
    }
    return HandlerModel(event: handler.event.text, action: action)
  }

  /// A failed guard's `else`, as the action the navigator runs.
  private static func model(_ failure: GuardFailure?) -> HandlerAction? {
    switch failure?.action {
    case .present(let target): .present(target.text)
    case .goTo(let phase): .goTo(phase: phase.text, animated: false)
    case nil: nil
    }
  }

  /// A literal as written, before any parameter type is known.
  private static func constant(_ value: Literal.Value) -> ConstantValue {
    switch value {
    case .string(let text): .string(text)
    case .integer(let number): .int(number)
    case .float(let number): .double(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
