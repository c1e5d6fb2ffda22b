import FlowSema

/// `enum Archon: FlowSpec`: ties the generated types together and holds the `FlowDefinition` the
/// navigator executes.
enum SpecTranslator {
  static func declaration(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    let aliases: [SwiftDeclaration] = [
      ("Phase", names.phase), ("Tab", names.tab), ("Screen", names.screen), ("Sheet", names.sheet),
      ("Cover", names.cover), ("Destination", names.destination), ("Event", names.event),
      ("Condition", names.condition), ("Route", names.route),
    ].map { .line(docs: [], "public typealias \($0.0) = \($0.1)") }
    let makeNavigator = SwiftDeclaration.function(
      docs: [
        "A navigator for this flow. `conditions` answers each condition (`nil` while not known yet);",
        "`store` keeps what `restore` says survives a relaunch.",
      ],
      signature: """
        \(LibraryNames.mainActor)
        public static func makeNavigator(
          store: (any \(LibraryNames.runtime("RestorationStore")))? = nil,
          conditions: @escaping \(LibraryNames.mainActor) @Sendable (\(names.condition)) -> \(LibraryNames.bool)?
        ) -> \(LibraryNames.runtime("Navigator"))<Self>
        """,
      body: [
        .line(
          "\(LibraryNames.runtime("Navigator"))(definition: definition, store: store, conditions: conditions)"
        )
      ])
    return .enumeration(
      SwiftTypeDeclaration(
        docs: model.app.docs.isEmpty ? ["The \(model.app.name) navigation flow."] : model.app.docs,
        name: names.spec, conformances: [LibraryNames.runtime("FlowSpec")],
        members: [
          .line(docs: [], aliases.map(render).joined(separator: "\n")),
          definition(model, plan: plan, names: names), makeNavigator,
        ] + builders(plan, model: model, names: names)),
      cases: [])
  }

  private static func render(_ declaration: SwiftDeclaration) -> String {
    if case .line(_, let text) = declaration { return text }
    return ""
  }

  private static func definition(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    let phases = zip(model.phases, plan.phases).map { phase($1, declared: $0, model: model) }
    var lines = ["public static let definition = \(LibraryNames.runtime("FlowDefinition"))<Self>("]
    let initial =
      phases.first
      ?? "\(LibraryNames.runtime("PhaseDefinition"))(\(names.phase).allCases[0], content: .tabs([], default: \(names.tab).allCases[0]))"
    lines.append("  initialPhase: " + indent(initial, by: 2).dropFirst(2) + ",")
    lines.append("  otherPhases: [")
    for phase in phases.dropFirst() { lines.append(indent(phase, by: 4) + ",") }
    lines.append("  ],")
    lines.append(
      "  guards: " + dictionary(guardEntries(plan, model: model), builder: "guards") + ",")
    // Only specs with `else` pass it, so the output of every other spec stays as it was.
    let failures = guardFailureEntries(plan, model: model)
    if !failures.isEmpty {
      lines.append("  guardFailures: " + dictionary(failures, builder: "guardFailures") + ",")
    }
    lines.append(
      "  presentationHandlers: "
        + dictionary(
          presentationHandlerEntries(plan, model: model), builder: "presentationHandlers")
        + ",")
    lines.append("  restoration: .\(restoration(plan.restoration)),")
    lines.append("  stackPolicy: .\(plan.stackPolicy.rawValue),")
    lines.append("  presentationPolicy: .\(plan.presentationPolicy.rawValue),")
    lines.append(graph(plan, model: model, names: names))
    // A closure, not `\(names.route).resolve`: Swift 5 mode does not infer a method reference `@Sendable`.
    lines.append("  resolveLink: { \(names.route).resolve($0) })")
    return .line(
      docs: ["The flow as data: what `Navigator` executes."], lines.joined(separator: "\n"))
  }

  /// `graph: NavigationGraph(...)`: the plan's push and present lists, so the navigator refuses
  /// what the spec does not allow.
  private static func graph(_ plan: FlowPlan, model: FlowModel, names: GeneratedNames) -> String {
    let arguments = graphDictionaries(plan, model: model, names: names).map { dictionary in
      "    \(dictionary.label): "
        + indent(self.dictionary(dictionary.entries, builder: dictionary.builder), by: 2)
        .dropFirst(2)
    }
    return "  graph: \(LibraryNames.runtime("NavigationGraph"))(\n"
      + arguments.joined(separator: ",\n") + "),"
  }

  /// The graph's three dictionaries as source text, with the builders they use when large: the
  /// screens each screen, sheet or cover pushes; the sheets and covers each presents; and those each
  /// phase presents.
  private static func graphDictionaries(
    _ plan: FlowPlan, model: FlowModel, names: GeneratedNames
  ) -> [(label: String, builder: String, type: String, entries: [(key: String, value: String)])] {
    let byDestination = { (edges: PlannedEdges<ScreenModel>) in
      (key: destinationKey(edges.from, model), value: destinationSet(edges.to, model: model))
    }
    let destinations = LibraryNames.set(names.destination)
    let setsByDestination = "[\(names.destination): \(destinations)]"
    return [
      ("pushes", "graphPushes", setsByDestination, plan.graph.pushes.map(byDestination)),
      ("presents", "graphPresents", setsByDestination, plan.graph.presents.map(byDestination)),
      (
        "phasePresents", "graphPhasePresents", "[\(names.phase): \(destinations)]",
        plan.graph.phasePresents.map {
          (".\(model[$0.from].swiftName)", destinationSet($0.to, model: model))
        }
      ),
    ]
  }

  /// `guards` entries: each guarded screen and the conditions it requires.
  private static func guardEntries(_ plan: FlowPlan, model: FlowModel) -> [(
    key: String, value: String
  )] {
    plan.guards.compactMap { planned in
      planned.requires.isEmpty
        ? nil
        : (destinationKey(planned.screen, model), conditionSet(planned.requires, model: model))
    }
  }

  /// `guardFailures` entries: each guarded screen and what its `else` does.
  private static func guardFailureEntries(_ plan: FlowPlan, model: FlowModel) -> [(
    key: String, value: String
  )] {
    plan.guards.compactMap { planned in
      planned.failure.map { (destinationKey(planned.screen, model), action($0, model: model)) }
    }
  }

  /// `presentationHandlers` entries: each sheet or cover and its handlers.
  private static func presentationHandlerEntries(_ plan: FlowPlan, model: FlowModel) -> [(
    key: String, value: String
  )] {
    plan.presentationHandlers.map {
      (destinationKey($0.screen, model), handlers($0.handlers, model: model))
    }
  }

  /// `.locked`: the destination enum's case for a screen, sheet or cover.
  private static func destinationKey(_ screen: ScreenID, _ model: FlowModel) -> String {
    "." + model[screen].swiftName
  }

  private static func destinationSet(_ screens: [ScreenID], model: FlowModel) -> String {
    "[" + screens.map { destinationKey($0, model) }.joined(separator: ", ") + "]"
  }

  /// A dictionary literal of `(key, value)` source texts, or for more entries than a literal should
  /// hold, a call to a chunked builder (`builders(_:model:names:)` declares it).
  private static func dictionary(_ entries: [(key: String, value: String)], builder: String)
    -> String
  {
    guard !entries.isEmpty else { return "[:]" }
    guard entries.count > LongSwitch.chunkSize else {
      return "[\n" + entries.map { "    \($0.key): \($0.value)," }.joined(separator: "\n") + "\n  ]"
    }
    return "\(builder)()"
  }

  /// The chunked builders `dictionary` calls for large specs.
  private static func builders(_ plan: FlowPlan, model: FlowModel, names: GeneratedNames)
    -> [SwiftDeclaration]
  {
    let action = "\(LibraryNames.runtime("FlowAction"))<Self>"
    let large:
      [(name: String, type: String, variable: String, entries: [(key: String, value: String)])] =
        [
          (
            "guards", "[\(names.destination): \(LibraryNames.set(names.condition))]", "guards",
            guardEntries(plan, model: model)
          ),
          (
            "guardFailures", "[\(names.destination): \(action)]", "failures",
            guardFailureEntries(plan, model: model)
          ),
        ]
        + graphDictionaries(plan, model: model, names: names).map {
          ($0.builder, $0.type, "edges", $0.entries)
        } + [
          (
            "presentationHandlers", "[\(names.destination): [\(names.event): \(action)]]",
            "handlers", presentationHandlerEntries(plan, model: model)
          )
        ]
    return large.filter { $0.entries.count > LongSwitch.chunkSize }.flatMap { dictionary in
      ChunkedBuild(
        name: dictionary.name, type: dictionary.type, variable: dictionary.variable,
        initial: "[:]",
        statements: dictionary.entries.map { "\(dictionary.variable)[\($0.key)] = \($0.value)" }
      ).declarations
    }
  }

  /// A `PhaseDefinition`: `planned` printed with the Swift names of `declared`, the phase it lowers.
  private static func phase(_ planned: PlannedPhase, declared: PhaseModel, model: FlowModel)
    -> String
  {
    var arguments = [".\(declared.swiftName)"]
    if !planned.requires.isEmpty {
      arguments.append("requires: \(conditionSet(planned.requires, model: model))")
    }
    let content: String
    switch planned.content {
    case .check(let condition, let then, let otherwise):
      content =
        ".check(.\(model[condition].swiftName), then: .\(model[then].swiftName), "
        + "else: .\(model[otherwise].swiftName))"
    case .root(let root):
      content = ".root(\(destination(root)))"
    case .tabs(let tabs, let defaultTab):
      let definitions = tabs.map { tab in
        var text =
          "\(LibraryNames.runtime("TabDefinition"))(.\(model[tab.tab].swiftName), root: \(destination(tab.root))"
        if !tab.requires.isEmpty {
          text += ", requires: \(conditionSet(tab.requires, model: model))"
        }
        if let failure = tab.guardFailure {
          text += ", guardFailure: \(action(failure, model: model))"
        }
        return "    " + text + "),"
      }
      content =
        ".tabs(\n  [\n" + definitions.map { "  " + $0 }.joined(separator: "\n")
        + "\n  ],\n  default: ."
        + (defaultTab.map { model[$0].swiftName } ?? "") + ")"
    }
    arguments.append("content: \(content)")
    if !planned.handlers.isEmpty {
      arguments.append("handlers: \(handlers(planned.handlers, model: model))")
    }
    return LibraryNames.runtime("PhaseDefinition") + "(\n"
      + arguments.map { indent($0, by: 2) }.joined(separator: ",\n") + ")"
  }

  private static func handlers(_ handlers: [PlannedHandler], model: FlowModel) -> String {
    let entries = handlers.map { handler -> String in
      ".\(model[handler.event].swiftName): \(action(handler.action, model: model))"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// A `FlowAction` value: what a handler or a failed guard's `else` does.
  private static func action(_ action: PlannedAction, model: FlowModel) -> String {
    switch action {
    case .goTo(let phase, let animated):
      return ".goTo(.\(model[phase].swiftName), animated: \(animated))"
    case .present(let kind, let screen):
      return ".present(.\(kind.rawValue)(\(destination(screen))))"
    case .dismiss:
      return ".dismiss"
    }
  }

  /// A root or a handler's presentation: a destination value without a link's values.
  private static func destination(_ screen: LandingScreen) -> String {
    ValueExpressions.destination(screen, variable: { $0 })
  }

  private static func conditionSet(_ conditions: [ConditionID], model: FlowModel) -> String {
    "[" + conditions.map { "." + model[$0].swiftName }.joined(separator: ", ") + "]"
  }

  private static func restoration(_ policy: RestorationPolicy) -> String {
    switch policy {
    case .tab: "selectedTab"
    case .stacks: "selectedTabAndStacks"
    case .nothing: "nothing"
    }
  }

  private static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { padding + $0 }
      .joined(separator: "\n")
  }
}
