import FlowSema

/// `enum Archon: FlowSpec`: ties the generated types together and holds the `FlowDefinition` the
/// navigator executes.
enum SpecTranslator {
  static func declaration(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    let phases = PhaseList(model, plan: plan, names: names)
    let dictionaries = Dictionaries(plan, model: model, names: names)
    let aliases: [SwiftDeclaration] = [
      ("Phase", names.phase), ("Tab", names.tab), ("Screen", names.screen), ("Sheet", names.sheet),
      ("Cover", names.cover), ("Destination", names.destination), ("Event", names.event),
      ("Condition", names.condition), ("Route", names.route),
    ].map { .typeAlias(modifiers: ["public"], name: $0.0, type: $0.1) }
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
        .expression(
          .call(
            LibraryNames.runtime("Navigator"),
            ["definition", "store", "conditions"].map { SwiftArgument($0, .name($0)) }))
      ])
    return .enumeration(
      SwiftTypeDeclaration(
        docs: model.app.docs.isEmpty ? ["The \(model.app.name) navigation flow."] : model.app.docs,
        // `Sendable` said, as every other generated type says it: a caseless enum is Sendable
        // anyway, but `-require-explicit-sendable` warned on it in every generated file.
        name: names.spec, conformances: [LibraryNames.runtime("FlowSpec"), LibraryNames.sendable],
        members: aliases + [
          definition(plan, names: names, phases: phases, dictionaries: dictionaries),
          makeNavigator,
        ]
          + dictionaries.all.flatMap(\.builders) + phases.builders),
      cases: [])
  }

  private static func definition(
    _ plan: FlowPlan, names: GeneratedNames, phases: PhaseList, dictionaries: Dictionaries
  ) -> SwiftDeclaration {
    let initial =
      phases.initial
      ?? .call(
        LibraryNames.runtime("PhaseDefinition"),
        [
          SwiftArgument(.subscript(.member(names.phase, "allCases"), .number("0"))),
          SwiftArgument(
            "content",
            .call(
              .implicit("tabs"),
              [
                SwiftArgument(.array([])),
                SwiftArgument("default", .subscript(.member(names.tab, "allCases"), .number("0"))),
              ])),
        ])
    // What equals `FlowDefinition.init`'s default is left out (`RuntimeDefaultsTests` holds the two
    // together), so a spec's definition names only what the spec says.
    var arguments = [
      SwiftArgument("initialPhase", initial),
      SwiftArgument("otherPhases", phases.others),
    ]
    arguments += [
      dictionaries.guards, dictionaries.guardFailures, dictionaries.presentationHandlers,
    ]
    .compactMap(\.argument)
    if plan.restoration != .nothing {
      arguments.append(SwiftArgument("restoration", .implicit(restoration(plan.restoration))))
    }
    if plan.stackPolicy != .replace {
      arguments.append(SwiftArgument("stackPolicy", .implicit(plan.stackPolicy.rawValue)))
    }
    if plan.presentationPolicy != .dismiss {
      arguments.append(
        SwiftArgument("presentationPolicy", .implicit(plan.presentationPolicy.rawValue)))
    }
    arguments += [
      SwiftArgument(
        "graph",
        .multiline(
          .call(
            LibraryNames.runtime("NavigationGraph"), dictionaries.graph.compactMap(\.argument)))),
      // A closure, not `\(names.route).resolve`: Swift 5 mode does not infer a method reference `@Sendable`.
      SwiftArgument(
        "resolveLink",
        .closure(
          parameters: [], .call(.member(names.route, "resolve"), [SwiftArgument(.name("$0"))]))),
    ]
    return .property(
      docs: ["The flow as data: what `Navigator` executes."], "public static let definition",
      value: .multiline(.call("\(LibraryNames.runtime("FlowDefinition"))<Self>", arguments)))
  }

  /// The definition's dictionaries, each made once for its argument and its builder: the guards,
  /// what each failed guard does, each sheet's and cover's handlers, and the graph's three (the
  /// screens each screen, sheet or cover pushes; the sheets and covers each presents; and those
  /// each phase presents), with which the navigator refuses what the spec does not allow.
  private struct Dictionaries {
    let guards: DefinitionDictionary
    let guardFailures: DefinitionDictionary
    let graph: [DefinitionDictionary]
    let presentationHandlers: DefinitionDictionary

    /// Every dictionary, in the order their builders are declared.
    var all: [DefinitionDictionary] { [guards, guardFailures] + graph + [presentationHandlers] }

    init(_ plan: FlowPlan, model: FlowModel, names: GeneratedNames) {
      let action = "\(LibraryNames.runtime("FlowAction"))<Self>"
      guards = DefinitionDictionary(
        label: "guards", builder: "guards",
        type: "[\(names.destination): \(LibraryNames.set(names.condition))]", variable: "guards",
        entries: guardEntries(plan, model: model))
      guardFailures = DefinitionDictionary(
        label: "guardFailures", builder: "guardFailures",
        type: "[\(names.destination): \(action)]", variable: "failures",
        entries: guardFailureEntries(plan, model: model))
      let byDestination = { (edges: PlannedEdges<ScreenModel>) in
        SwiftDictionaryEntry(
          destinationKey(edges.from, model), destinationSet(edges.to, model: model))
      }
      let destinations = LibraryNames.set(names.destination)
      let setsByDestination = "[\(names.destination): \(destinations)]"
      graph = [
        DefinitionDictionary(
          label: "pushes", builder: "graphPushes", type: setsByDestination, variable: "edges",
          entries: plan.graph.pushes.map(byDestination)),
        DefinitionDictionary(
          label: "presents", builder: "graphPresents", type: setsByDestination,
          variable: "edges", entries: plan.graph.presents.map(byDestination)),
        DefinitionDictionary(
          label: "phasePresents", builder: "graphPhasePresents",
          type: "[\(names.phase): \(destinations)]", variable: "edges",
          entries: plan.graph.phasePresents.map {
            SwiftDictionaryEntry(
              .implicit(model[$0.from].swiftName), destinationSet($0.to, model: model))
          }),
      ]
      // Weighed by handlers, not sheets: 40 sheets of 40 handlers were one literal of 1,600
      // entries (1.8 s to type-check, a review).
      presentationHandlers = DefinitionDictionary(
        label: "presentationHandlers", builder: "presentationHandlers",
        type: "[\(names.destination): [\(names.event): \(action)]]", variable: "handlers",
        entries: plan.presentationHandlers.map {
          SwiftDictionaryEntry(
            destinationKey($0.screen, model), .dictionary(handlerEntries($0.handlers, model: model))
          )
        },
        weights: plan.presentationHandlers.map { max($0.handlers.count, 1) })
    }
  }

  /// `guards` entries: each guarded screen and the conditions it requires.
  private static func guardEntries(_ plan: FlowPlan, model: FlowModel) -> [SwiftDictionaryEntry] {
    plan.guards.compactMap { planned in
      planned.requires.isEmpty
        ? nil
        : SwiftDictionaryEntry(
          destinationKey(planned.screen, model), conditionSet(planned.requires, model: model))
    }
  }

  /// `guardFailures` entries: each guarded screen and what its `else` does.
  private static func guardFailureEntries(_ plan: FlowPlan, model: FlowModel)
    -> [SwiftDictionaryEntry]
  {
    plan.guards.compactMap { planned in
      planned.failure.map {
        SwiftDictionaryEntry(destinationKey(planned.screen, model), action($0, model: model))
      }
    }
  }

  /// `.locked`: the destination enum's case for a screen, sheet or cover.
  private static func destinationKey(_ screen: ScreenID, _ model: FlowModel) -> SwiftExpression {
    .implicit(model[screen].swiftName)
  }

  private static func destinationSet(_ screens: [ScreenID], model: FlowModel) -> SwiftExpression {
    .array(screens.map { destinationKey($0, model) })
  }

  /// A phase's, sheet's or cover's handlers as dictionary entries: each event and its action.
  static func handlerEntries(_ handlers: [PlannedHandler], model: FlowModel)
    -> [SwiftDictionaryEntry]
  {
    handlers.map {
      SwiftDictionaryEntry(.implicit(model[$0.event].swiftName), action($0.action, model: model))
    }
  }

  /// A `FlowAction` value: what a handler or a failed guard's `else` does.
  static func action(_ action: PlannedAction, model: FlowModel) -> SwiftExpression {
    switch action {
    case .goTo(let phase, let animated):
      .call(
        .implicit("goTo"),
        [
          SwiftArgument(.implicit(model[phase].swiftName)),
          SwiftArgument("animated", .number("\(animated)")),
        ])
    case .present(let kind, let screen):
      .call(
        .implicit("present"),
        [
          SwiftArgument(
            .call(.implicit(kind.rawValue), [SwiftArgument(ValueExpressions.destination(screen))]))
        ])
    case .dismiss:
      .implicit("dismiss")
    }
  }

  static func conditionSet(_ conditions: [ConditionID], model: FlowModel)
    -> SwiftExpression
  {
    .array(conditions.map { .implicit(model[$0].swiftName) })
  }

  private static func restoration(_ policy: RestorationPolicy) -> String {
    switch policy {
    case .tab: "selectedTab"
    case .stacks: "selectedTabAndStacks"
    case .nothing: "nothing"
    }
  }
}
