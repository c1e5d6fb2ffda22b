import FlowRuntime
import FlowSema

/// Builds the `FlowDefinition` of a checked spec for `DynamicFlow`: what generated code builds as a
/// static value, here from the model at run time.
enum DynamicDefinition {
  static func make(_ model: FlowModel) -> FlowDefinition<DynamicFlow> {
    let table = routeTable(model)
    let phases = model.phases.map { phase(_: $0, model: model) }
    let fallback = PhaseDefinition<DynamicFlow>(
      DynamicName(""), content: .root(DynamicScreen(name: "", arguments: [])))
    var guards: [String: Set<DynamicName>] = [:]
    var guardFailures: [String: FlowAction<DynamicFlow>] = [:]
    var presentationHandlers: [String: [DynamicName: FlowAction<DynamicFlow>]] = [:]
    for screen in model.screens {
      if !screen.requires.isEmpty {
        guards[screen.name] = Set(screen.requires.map(DynamicName.init))
      }
      if let failure = screen.guardFailure {
        guardFailures[screen.name] = action(failure, model: model)
      }
      if screen.kind.isPresentation, !screen.handlers.isEmpty {
        presentationHandlers[screen.name] = handlers(screen.handlers, model: model)
      }
    }
    return FlowDefinition(
      initialPhase: phases.first ?? fallback, otherPhases: Array(phases.dropFirst()),
      guards: guards, guardFailures: guardFailures,
      presentationHandlers: presentationHandlers, restoration: restoration(model.app.restoration),
      stackPolicy: model.app.stackPolicy == .push ? .push : .replace,
      presentationPolicy: model.app.presentationPolicy == .keep ? .keep : .dismiss,
      graph: graph(model),
      resolveLink: { url in resolve(url, table: table, model: model) })
  }

  /// The spec's push and present lists as generated code declares them; handlers' `present` count
  /// as presents of their phase, sheet or cover.
  static func graph(_ model: FlowModel) -> NavigationGraph<DynamicFlow> {
    func presented(_ names: [String], _ handlers: [HandlerModel]) -> Set<String> {
      Set(names).union(
        handlers.compactMap { if case .present(let name) = $0.action { name } else { nil } })
    }
    var graph = NavigationGraph<DynamicFlow>()
    for screen in model.screens.reversed() {
      graph.pushes[screen.name] = screen.pushes.isEmpty ? nil : Set(screen.pushes)
      let presents = presented(screen.presents, screen.handlers)
      graph.presents[screen.name] = presents.isEmpty ? nil : presents
    }
    for phase in model.phases.reversed() {
      let presents = presented(phase.presents, phase.handlers)
      graph.phasePresents[DynamicName(phase.name)] = presents.isEmpty ? nil : presents
    }
    return graph
  }

  /// The runtime's route table for the model's routes, in declaration order.
  static func routeTable(_ model: FlowModel) -> RouteTable {
    RouteTable(
      routes: routeSpecs(model),
      configuration: LinkConfiguration(schemes: model.app.schemes, hosts: model.app.hosts))
  }

  /// The runtime's form of the model's route patterns, in declaration order, without building the
  /// matcher's trie.
  static func routeSpecs(_ model: FlowModel) -> [RouteSpec] {
    model.routes.map(\.spec)
  }

  private static func resolve(_ url: String, table: RouteTable, model: FlowModel) -> LinkResolution<
    DynamicFlow
  > {
    switch table.match(url) {
    case .rejected(let rejection):
      return .noMatch(reason: rejection.description)
    case .matched(let match):
      guard model.routes.indices.contains(match.routeIndex) else {
        return .noMatch(reason: "the link's values do not fit the route")
      }
      let route = model.routes[match.routeIndex]
      let dynamicRoute = DynamicRoute(
        index: match.routeIndex, pattern: route.pattern, parameters: match.values.mapValues(\.text))
      return .landing(dynamicRoute, landing(route, values: match.values, model: model))
    }
  }

  /// The landing of a matched route: its `LoweredRoute`, the description generated code prints,
  /// instantiated with the link's values.
  static func landing(_ route: RouteModel, values: [String: ParameterValue], model: FlowModel)
    -> Landing<DynamicFlow>
  {
    let lowered = LoweredRoute(route, in: model)
    let instance = { (screen: LandingScreen) in self.screen(screen, values: values) }
    let landing = route.landing
    let presentation = { (presentation: LandingPresentation) in
      Presentation<DynamicFlow>(
        presentation.kind == .sheet
          ? .sheet(instance(presentation.screen)) : .cover(instance(presentation.screen)),
        stack: presentation.stack.map(instance))
    }
    return Landing(
      phase: DynamicName(landing.phase), tab: landing.tab.map(DynamicName.init),
      stack: lowered.stack.map(instance),
      presentation: lowered.presentation.map(presentation),
      nestedPresentations: lowered.nestedPresentations.map(presentation),
      requires: Set(landing.requires.map(DynamicName.init)),
      stackPolicy: route.stackPolicy == .push ? .push : .replace,
      presentationPolicy: route.presentationPolicy == .keep ? .keep : .dismiss,
      overCurrentPhases: Set(landing.overCurrentPhases.map(DynamicName.init)))
  }

  /// A lowered screen with each argument's source read from the link's `values`.
  private static func screen(_ screen: LandingScreen, values: [String: ParameterValue])
    -> DynamicScreen
  {
    let arguments = screen.arguments.map { argument in
      let type = argument.parameter.type
      let value: String
      switch argument.source {
      case .placeholder(let name): value = ValueText.text(values[name])
      case .optionalPlaceholder(let name, let whenAbsent):
        value = values[name].map { ValueText.text($0) } ?? ValueText.text(whenAbsent, type: type)
      case .constant(let constant): value = ValueText.text(constant, type: type)
      }
      return DynamicScreen.Argument(label: argument.parameter.swiftName, value: value)
    }
    return DynamicScreen(name: screen.name, arguments: arguments)
  }

  /// A screen used without values: a root, or a handler's presentation.
  static func defaultScreen(_ name: String, model: FlowModel) -> DynamicScreen {
    screen(LandingScreen(defaultsOf: name, in: model), values: [:])
  }

  private static func phase(_ phase: PhaseModel, model: FlowModel) -> PhaseDefinition<DynamicFlow> {
    let content: FlowRuntime.PhaseContent<DynamicFlow>
    switch phase.content {
    case .check(let condition, let then, let otherwise):
      content = .check(
        DynamicName(condition), then: DynamicName(then), else: DynamicName(otherwise))
    case .root(let root):
      content = .root(defaultScreen(root, model: model))
    case .tabs(let tabs):
      let definitions = tabs.map {
        TabDefinition<DynamicFlow>(
          DynamicName($0.name), root: defaultScreen($0.root, model: model),
          requires: Set($0.requires.map(DynamicName.init)),
          guardFailure: $0.guardFailure.map { action($0, model: model) })
      }
      content = .tabs(
        definitions,
        default: DynamicName((tabs.first(where: \.isDefault) ?? tabs.first)?.name ?? ""))
    }
    return PhaseDefinition(
      DynamicName(phase.name), requires: Set(phase.requires.map(DynamicName.init)),
      content: content,
      handlers: handlers(phase.handlers, model: model))
  }

  private static func handlers(_ handlers: [HandlerModel], model: FlowModel) -> [DynamicName:
    FlowAction<DynamicFlow>]
  {
    var actions: [DynamicName: FlowAction<DynamicFlow>] = [:]
    for handler in handlers {
      actions[DynamicName(handler.event)] = action(handler.action, model: model)
    }
    return actions
  }

  /// What a handler or a failed guard's `else` does, as the navigator runs it.
  private static func action(_ action: HandlerAction, model: FlowModel) -> FlowAction<DynamicFlow> {
    switch action {
    case .goTo(let phase, let animated): return .goTo(DynamicName(phase), animated: animated)
    case .present(let name):
      let screen = defaultScreen(name, model: model)
      return .present(model.screen(named: name)?.kind == .cover ? .cover(screen) : .sheet(screen))
    case .dismiss: return .dismiss
    }
  }

  private static func restoration(_ policy: FlowSema.RestorationPolicy)
    -> FlowRuntime.RestorationPolicy
  {
    switch policy {
    case .tab: .selectedTab
    case .stacks: .selectedTabAndStacks
    case .nothing: .nothing
    }
  }
}
