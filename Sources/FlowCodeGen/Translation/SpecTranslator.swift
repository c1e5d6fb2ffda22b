import FlowSema

/// `enum Archon: FlowSpec`: ties the generated types together and holds the `FlowDefinition` the
/// navigator executes.
enum SpecTranslator {
  static func declaration(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    let phases = PhaseList(model, plan: plan, names: names)
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
          definition(model, plan: plan, names: names, phases: phases), makeNavigator,
        ]
          + builders(plan, model: model, names: names) + phases.builders),
      cases: [])
  }

  private static func definition(
    _ model: FlowModel, plan: FlowPlan, names: GeneratedNames, phases: PhaseList
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
      dictionaryArgument("guards", guardEntries(plan, model: model)),
      dictionaryArgument("guardFailures", guardFailureEntries(plan, model: model)),
      dictionaryArgument(
        "presentationHandlers", presentationHandlerEntries(plan, model: model),
        weights: presentationHandlerWeights(plan)),
    ].compactMap { $0 }
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
      SwiftArgument("graph", graph(plan, model: model, names: names)),
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

  /// `graph: NavigationGraph(...)`: the plan's push and present lists, so the navigator refuses
  /// what the spec does not allow.
  private static func graph(_ plan: FlowPlan, model: FlowModel, names: GeneratedNames)
    -> SwiftExpression
  {
    .multiline(
      .call(
        LibraryNames.runtime("NavigationGraph"),
        graphDictionaries(plan, model: model, names: names).compactMap {
          dictionaryArgument($0.label, $0.entries, builder: $0.builder)
        }))
  }

  /// The graph's three dictionaries as source text, with the builders they use when large: the
  /// screens each screen, sheet or cover pushes; the sheets and covers each presents; and those each
  /// phase presents.
  private static func graphDictionaries(
    _ plan: FlowPlan, model: FlowModel, names: GeneratedNames
  ) -> [(label: String, builder: String, type: String, entries: [SwiftDictionaryEntry])] {
    let byDestination = { (edges: PlannedEdges<ScreenModel>) in
      SwiftDictionaryEntry(
        destinationKey(edges.from, model), destinationSet(edges.to, model: model))
    }
    let destinations = LibraryNames.set(names.destination)
    let setsByDestination = "[\(names.destination): \(destinations)]"
    return [
      ("pushes", "graphPushes", setsByDestination, plan.graph.pushes.map(byDestination)),
      ("presents", "graphPresents", setsByDestination, plan.graph.presents.map(byDestination)),
      (
        "phasePresents", "graphPhasePresents", "[\(names.phase): \(destinations)]",
        plan.graph.phasePresents.map {
          SwiftDictionaryEntry(
            .implicit(model[$0.from].swiftName), destinationSet($0.to, model: model))
        }
      ),
    ]
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

  /// `presentationHandlers` entries: each sheet or cover and its handlers.
  private static func presentationHandlerEntries(_ plan: FlowPlan, model: FlowModel)
    -> [SwiftDictionaryEntry]
  {
    plan.presentationHandlers.map {
      SwiftDictionaryEntry(destinationKey($0.screen, model), handlers($0.handlers, model: model))
    }
  }

  /// How many entries each `presentationHandlers` entry writes out: its handlers. Counted by
  /// sheet, 40 sheets of 40 handlers were one literal of 1,600 (1.8 s to type-check, a review).
  private static func presentationHandlerWeights(_ plan: FlowPlan) -> [Int] {
    plan.presentationHandlers.map { max($0.handlers.count, 1) }
  }

  /// `.locked`: the destination enum's case for a screen, sheet or cover.
  private static func destinationKey(_ screen: ScreenID, _ model: FlowModel) -> SwiftExpression {
    .implicit(model[screen].swiftName)
  }

  private static func destinationSet(_ screens: [ScreenID], model: FlowModel) -> SwiftExpression {
    .array(screens.map { destinationKey($0, model) })
  }

  /// `label: [...]`, a dictionary literal an entry a line, or for more entries than a literal
  /// should hold (by `weights`, where an entry writes out several), `label: builder()`, a chunked
  /// builder (`builders(_:model:names:)` declares it); `nil` for no entries, which every
  /// dictionary the runtime takes defaults to.
  private static func dictionaryArgument(
    _ label: String, _ entries: [SwiftDictionaryEntry], weights: [Int] = [],
    builder: String? = nil
  ) -> SwiftArgument? {
    guard !entries.isEmpty else { return nil }
    guard ChunkedBuild.isLarge(entryCount: entries.count, weights: weights) else {
      return SwiftArgument(label, .multiline(.dictionary(entries)))
    }
    return SwiftArgument(label, .call(builder ?? label, []))
  }

  /// The chunked builders `dictionary` calls for large specs.
  private static func builders(_ plan: FlowPlan, model: FlowModel, names: GeneratedNames)
    -> [SwiftDeclaration]
  {
    let action = "\(LibraryNames.runtime("FlowAction"))<Self>"
    let large:
      [(
        name: String, type: String, variable: String, entries: [SwiftDictionaryEntry],
        weights: [Int]
      )] =
        [
          (
            "guards", "[\(names.destination): \(LibraryNames.set(names.condition))]", "guards",
            guardEntries(plan, model: model), []
          ),
          (
            "guardFailures", "[\(names.destination): \(action)]", "failures",
            guardFailureEntries(plan, model: model), []
          ),
        ]
        + graphDictionaries(plan, model: model, names: names).map {
          ($0.builder, $0.type, "edges", $0.entries, [])
        } + [
          (
            "presentationHandlers", "[\(names.destination): [\(names.event): \(action)]]",
            "handlers", presentationHandlerEntries(plan, model: model),
            presentationHandlerWeights(plan)
          )
        ]
    return large.filter {
      ChunkedBuild.isLarge(entryCount: $0.entries.count, weights: $0.weights)
    }.flatMap { dictionary in
      ChunkedBuild.dictionary(
        name: dictionary.name, type: dictionary.type, variable: dictionary.variable,
        entries: dictionary.entries, weights: dictionary.weights
      ).declarations
    }
  }

  private static func handlers(_ handlers: [PlannedHandler], model: FlowModel) -> SwiftExpression {
    .dictionary(
      handlers.map { handler in
        SwiftDictionaryEntry(
          .implicit(model[handler.event].swiftName), action(handler.action, model: model))
      })
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
