import FlowRuntime
import FlowSema

/// Builds the `FlowDefinition` of a checked spec for `DynamicFlow`: the `FlowPlan` that generated
/// code prints as a static value, instantiated at run time with string-named stand-ins.
///
/// It only maps the plan's values to the runtime's; what the spec means is decided in `FlowPlan`.
package enum DynamicDefinition {
  static func make(_ model: FlowModel) -> FlowDefinition<DynamicFlow> {
    let plan = FlowPlan(model)
    let table = routeTable(model)
    let phases = plan.phases.map { phase($0, model) }
    let fallback = PhaseDefinition<DynamicFlow>(
      DynamicName(""), content: .root(DynamicScreen(name: "", arguments: [])))
    let guarded = plan.guards.filter { !$0.requires.isEmpty }
    return FlowDefinition(
      initialPhase: phases.first ?? fallback, otherPhases: Array(phases.dropFirst()),
      guards: byName(guarded.map { (model[$0.screen].name, names($0.requires, model)) }),
      guardFailures: byName(
        plan.guards.compactMap { planned in
          planned.failure.map { (model[planned.screen].name, action($0, model)) }
        }),
      presentationHandlers: byName(
        plan.presentationHandlers.map { (model[$0.screen].name, handlers($0.handlers, model)) }),
      restoration: restoration(plan.restoration),
      stackPolicy: plan.stackPolicy == .push ? .push : .replace,
      presentationPolicy: plan.presentationPolicy == .keep ? .keep : .dismiss,
      graph: graph(plan.graph, model),
      resolveLink: { url in resolve(url, table: table, model: model, routes: plan.routes) })
  }

  /// The plan's push and present lists as the runtime's graph.
  private static func graph(_ graph: PlannedGraph, _ model: FlowModel)
    -> NavigationGraph<DynamicFlow>
  {
    let sets = { (edges: [PlannedEdges<ScreenModel>]) in
      byName(edges.map { (model[$0.from].name, names($0.to, model)) })
    }
    return NavigationGraph(
      pushes: sets(graph.pushes), presents: sets(graph.presents),
      phasePresents: byName(graph.phasePresents.map { (model[$0.from].name, names($0.to, model)) }))
  }

  /// A dictionary keyed by declared name; the plan lists each name once.
  private static func byName<Value>(_ entries: [(String, Value)]) -> [DynamicName: Value] {
    Dictionary(entries.map { (DynamicName($0), $1) }, uniquingKeysWith: { first, _ in first })
  }

  /// Conditions by declared name.
  private static func names(_ conditions: [ConditionID], _ model: FlowModel) -> Set<DynamicName> {
    Set(conditions.map { DynamicName(model[$0].name) })
  }

  /// The screens, sheets and covers of a graph edge by declared name.
  private static func names(_ screens: [ScreenID], _ model: FlowModel) -> Set<DynamicName> {
    Set(screens.map { DynamicName(model[$0].name) })
  }

  /// The runtime's route table for the model's routes, in declaration order.
  static func routeTable(_ model: FlowModel) -> RouteTable {
    RouteTable(
      routes: routeSpecs(model),
      configuration: LinkConfiguration(schemes: model.app.schemes, hosts: model.app.hosts))
  }

  /// The runtime's form of the model's route patterns, in declaration order, without building the
  /// matcher's trie.
  package static func routeSpecs(_ model: FlowModel) -> [RouteSpec] {
    model.routes.map(\.spec)
  }

  private static func resolve(
    _ url: String, table: RouteTable, model: FlowModel, routes: [LoweredRoute]
  ) -> LinkResolution<DynamicFlow> {
    switch table.match(url) {
    case .rejected(let rejection):
      return .noMatch(rejection)
    case .matched(let match):
      guard model.routes.indices.contains(match.routeIndex),
        routes.indices.contains(match.routeIndex)
      else {
        return .noMatch(LinkRejection(.valuesDoNotFit))
      }
      let route = model.routes[match.routeIndex]
      let dynamicRoute = DynamicRoute(
        index: match.routeIndex, pattern: route.pattern, parameters: match.values.mapValues(\.text),
        writtenParameters: match.values.mapValues { ValueText.text($0) })
      return .landing(
        dynamicRoute,
        landing(route, lowered: routes[match.routeIndex], values: match.values, model: model))
    }
  }

  /// The landing of a matched route: its `LoweredRoute`, the description generated code prints,
  /// instantiated with the link's values.
  private static func landing(
    _ route: RouteModel, lowered: LoweredRoute, values: [String: ParameterValue], model: FlowModel
  ) -> Landing<DynamicFlow> {
    let instance = { (screen: LandingScreen) in self.screen(screen, values: values) }
    let landing = route.landing
    let presentation = { (presentation: LandingPresentation) in
      Presentation<DynamicFlow>(
        modal(presentation.kind, instance(presentation.screen)),
        stack: presentation.stack.map(instance))
    }
    return Landing(
      phase: DynamicName(model[landing.phase].name),
      tab: landing.tab.map { DynamicName(model[$0].name) },
      stack: lowered.stack.map(instance),
      presentation: lowered.presentation.map(presentation),
      nestedPresentations: lowered.nestedPresentations.map(presentation),
      requires: names(landing.requires, model),
      stackPolicy: route.stackPolicy == .push ? .push : .replace,
      presentationPolicy: route.presentationPolicy == .keep ? .keep : .dismiss,
      overCurrentPhases: Set(landing.overCurrentPhases.map { DynamicName(model[$0].name) }))
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
      return DynamicScreen.Argument(label: argument.parameter.name, value: value)
    }
    return DynamicScreen(name: screen.name, arguments: arguments)
  }

  /// A screen used without values: a root, or a handler's presentation.
  static func defaultScreen(_ id: ScreenID, model: FlowModel) -> DynamicScreen {
    screen(LandingScreen(defaultsOf: id, in: model), values: [:])
  }

  private static func phase(_ phase: PlannedPhase, _ model: FlowModel)
    -> PhaseDefinition<DynamicFlow>
  {
    let content: FlowRuntime.PhaseContent<DynamicFlow>
    switch phase.content {
    case .check(let condition, let then, let otherwise):
      content = .check(
        DynamicName(model[condition].name), then: DynamicName(model[then].name),
        else: DynamicName(model[otherwise].name))
    case .root(let root):
      content = .root(screen(root, values: [:]))
    case .tabs(let tabs, let defaultTab):
      let definitions = tabs.map {
        TabDefinition<DynamicFlow>(
          DynamicName(model[$0.tab].name), root: screen($0.root, values: [:]),
          requires: names($0.requires, model),
          guardFailure: $0.guardFailure.map { action($0, model) })
      }
      content = .tabs(definitions, default: DynamicName(defaultTab.map { model[$0].name } ?? ""))
    }
    return PhaseDefinition(
      DynamicName(phase.name), requires: names(phase.requires, model), content: content,
      handlers: handlers(phase.handlers, model))
  }

  /// Handlers by event; of two for one event (which the checker refuses), the last wins.
  private static func handlers(_ handlers: [PlannedHandler], _ model: FlowModel) -> [DynamicName:
    FlowAction<DynamicFlow>]
  {
    Dictionary(
      handlers.map { (DynamicName(model[$0.event].name), action($0.action, model)) },
      uniquingKeysWith: { $1 })
  }

  /// What a handler or a failed guard's `else` does, as the navigator runs it.
  private static func action(_ action: PlannedAction, _ model: FlowModel)
    -> FlowAction<DynamicFlow>
  {
    switch action {
    case .goTo(let phase, let animated): .goTo(DynamicName(model[phase].name), animated: animated)
    case .present(let kind, let presented): .present(modal(kind, screen(presented, values: [:])))
    case .dismiss: .dismiss
    }
  }

  /// `screen` opened as a cover when `kind` is `.cover`, else as a sheet.
  private static func modal(_ kind: ScreenKind, _ screen: DynamicScreen) -> Modal<DynamicFlow> {
    kind == .cover ? .cover(screen) : .sheet(screen)
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
