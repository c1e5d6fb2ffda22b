import FlowSyntax

/// Assembles `FlowModel` from the checked declarations; only called when no pass reported an error.
enum ModelBuilder {
  static func build(
    _ context: SemaContext, app: AppModel, parameters: [[ResolvedParameter]],
    routes: inout [ResolvedRoute]
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
    let ids = ModelReferences(index)
    var distinctPushes = DistinctScreens(screenCount: index.screens.count)
    var distinctPresents = DistinctScreens(screenCount: index.screens.count)
    var phases: [PhaseModel] = []
    for (phaseIndex, phase) in index.phases.enumerated() {
      distinctPresents.startList()
      var content: PhaseContent?
      var tabs: [TabModel] = []
      var handlers: [HandlerModel] = []
      var presents: [ScreenID] = []
      for item in phase.items {
        switch item {
        case .check(let check):
          guard let otherwise = check.otherwise,
            let condition = ids.condition(check.condition), let then = ids.phase(check.then),
            let otherwise = ids.phase(otherwise)
          else { return nil }
          content = .check(condition: condition, then: then, otherwise: otherwise)
        case .root(let root, _):
          guard let root = ids.screen(root) else { return nil }
          content = .root(root)
        case .tab(let tab):
          guard let root = ids.screen(tab.root), let requires = ids.conditions(tab.requires),
            let guardFailure = ids.action(tab.guardFailure)
          else { return nil }
          tabs.append(
            TabModel(
              name: tab.name.text, swiftName: SwiftNaming.caseName(tab.name.text),
              phase: PhaseID(phaseIndex), title: tab.title.value, icon: tab.icon.value,
              root: root, requires: requires, isDefault: tab.isDefault, docs: tab.docs.lines,
              guardFailure: guardFailure))
        case .handler(let handler):
          guard let handler = ids.handler(handler) else { return nil }
          handlers.append(handler)
        case .present(let names, _):
          guard ids.append(names, to: &presents, &distinctPresents) else { return nil }
        }
      }
      if !tabs.isEmpty { content = .tabs(tabs) }
      guard let content, let requires = ids.conditions(phase.requires) else { return nil }
      phases.append(
        PhaseModel(
          name: phase.name.text, swiftName: SwiftNaming.caseName(phase.name.text),
          requires: requires, content: content, handlers: handlers, presents: presents,
          docs: phase.docs.lines))
    }
    // Sized up front: growing a large array of models moves every model each time.
    var screens: [ScreenModel] = []
    screens.reserveCapacity(index.screens.count)
    // By position, each declaration's fields read in place: a declaration is a large value to copy.
    for position in index.screens.indices {
      let resolved = parameters[position]
      var pushes: [ScreenID] = []
      var presents: [ScreenID] = []
      var handlers: [HandlerModel] = []
      distinctPushes.startList()
      distinctPresents.startList()
      for item in index.screens[position].items {
        switch item {
        case .push(let names, _):
          guard ids.append(names, to: &pushes, &distinctPushes) else { return nil }
        case .present(let names, _):
          guard ids.append(names, to: &presents, &distinctPresents) else { return nil }
        case .handler(let handler):
          guard let handler = ids.handler(handler) else { return nil }
          handlers.append(handler)
        }
      }
      guard let requires = ids.conditions(index.screens[position].requires),
        let guardFailure = ids.action(index.screens[position].guardFailure)
      else { return nil }
      var parameterModels: [ParameterModel] = []
      parameterModels.reserveCapacity(resolved.count)
      for parameter in resolved {
        guard let type = parameter.type else { return nil }
        parameterModels.append(
          ParameterModel(
            name: parameter.name, swiftName: parameter.swiftName, type: type,
            isOptional: parameter.isOptional, defaultValue: parameter.defaultValue,
            docs: parameter.declaration.docs.lines))
      }
      let kind: ScreenKind =
        switch index.screens[position].kind {
        case .screen: .screen
        case .sheet: .sheet
        case .cover: .cover
        }
      let name = index.screens[position].name.text
      screens.append(
        ScreenModel(
          name: name, swiftName: index.screenCaseNames[position],
          typeName: index.screenTypeNames[position],
          kind: kind, parameters: parameterModels, pushes: pushes, presents: presents,
          handlers: handlers, requires: requires, docs: index.screens[position].docs.lines,
          guardFailure: guardFailure))
    }
    var routeModels: [RouteModel] = []
    routeModels.reserveCapacity(routes.count)
    // Each route's landing, segments, query and case name move into its model rather than being
    // copied: a copy retained every list of every landing, and the resolved routes, freed after,
    // released them all again.
    for position in routes.indices {
      guard let landing = routes[position].landing.take(),
        let caseName = routes[position].caseName.take()
      else { return nil }
      let declaration = routes[position].declaration
      routeModels.append(
        RouteModel(
          pattern: index.routes[declaration].patternLiteral.value,
          segments: routes[position].segments.takeAll(), query: routes[position].query.takeAll(),
          landing: landing, caseName: caseName,
          stackPolicy: routes[position].stackPolicy ?? app.stackPolicy,
          presentationPolicy: routes[position].presentationPolicy ?? app.presentationPolicy,
          docs: index.routes[declaration].docs.lines,
          line: context.line(of: index.routes[declaration].range)))
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
            WrittenScreen(
              name: step.name.text,
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

extension Array {
  /// The elements, leaving the array empty: moved out rather than copied and released again.
  fileprivate mutating func takeAll() -> [Element] {
    var taken: [Element] = []
    swap(&taken, &self)
    return taken
  }
}
