import FlowSema

/// `enum Archon: FlowSpec`: ties the generated types together and holds the `FlowDefinition` the
/// navigator executes.
enum SpecTranslator {
  static func declaration(_ model: FlowModel, names: GeneratedNames) -> SwiftDeclaration {
    let aliases: [SwiftDeclaration] = [
      ("Phase", names.phase), ("Tab", names.tab), ("Screen", names.screen), ("Sheet", names.sheet),
      ("Cover", names.cover), ("Event", names.event), ("Condition", names.condition),
      ("Route", names.route),
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
          definition(model, names: names), makeNavigator,
        ] + builders(model, names: names)),
      cases: [])
  }

  private static func render(_ declaration: SwiftDeclaration) -> String {
    if case .line(_, let text) = declaration { return text }
    return ""
  }

  private static func definition(_ model: FlowModel, names: GeneratedNames) -> SwiftDeclaration {
    let phases = model.phases.map { phase(_: $0, model: model) }
    var lines = ["public static let definition = \(LibraryNames.runtime("FlowDefinition"))<Self>("]
    let initial =
      phases.first
      ?? "\(LibraryNames.runtime("PhaseDefinition"))(\(names.phase).allCases[0], content: .tabs([], default: \(names.tab).allCases[0]))"
    lines.append("  initialPhase: " + indent(initial, by: 2).dropFirst(2) + ",")
    lines.append("  otherPhases: [")
    for phase in phases.dropFirst() { lines.append(indent(phase, by: 4) + ",") }
    lines.append("  ],")
    let guarded = model.screens.filter { !$0.requires.isEmpty }
    lines.append(
      "  guards: "
        + dictionary(
          guarded.map { (SwiftLiteral.string($0.name), conditionSet($0.requires, model: model)) },
          builder: "guards") + ",")
    // Only specs with `else` pass it, so the output of every other spec stays as it was.
    let failing = model.screens.filter { $0.guardFailure != nil }
    if !failing.isEmpty {
      lines.append(
        "  guardFailures: "
          + dictionary(failing.map(guardFailureEntry(model: model)), builder: "guardFailures")
          + ",")
    }
    let handled = model.screens.filter { $0.kind.isPresentation && !$0.handlers.isEmpty }
    lines.append(
      "  presentationHandlers: "
        + dictionary(
          handled.map { (SwiftLiteral.string($0.name), handlers($0.handlers, model: model)) },
          builder: "presentationHandlers") + ",")
    lines.append("  restoration: .\(restoration(model.app.restoration)),")
    lines.append("  stackPolicy: .\(model.app.stackPolicy.rawValue),")
    lines.append("  presentationPolicy: .\(model.app.presentationPolicy.rawValue),")
    lines.append(graph(model, names: names))
    // A closure, not `\(names.route).resolve`: Swift 5 mode does not infer a method reference `@Sendable`.
    lines.append("  resolveLink: { \(names.route).resolve($0) })")
    return .line(
      docs: ["The flow as data: what `Navigator` executes."], lines.joined(separator: "\n"))
  }

  /// `graph: NavigationGraph(...)`: the spec's push and present lists, so the navigator refuses
  /// what the spec does not allow.
  private static func graph(_ model: FlowModel, names: GeneratedNames) -> String {
    let arguments = graphDictionaries(model, names: names).map { dictionary in
      "    \(dictionary.label): "
        + indent(self.dictionary(dictionary.entries, builder: dictionary.builder), by: 2)
        .dropFirst(2)
    }
    return "  graph: \(LibraryNames.runtime("NavigationGraph"))(\n"
      + arguments.joined(separator: ",\n") + "),"
  }

  /// The graph's three dictionaries as source text, with the builders they use when large: the
  /// screens each screen, sheet or cover pushes; the sheets and covers each presents; and those each
  /// phase presents. Handlers' `present` count as presents of their phase, sheet or cover.
  private static func graphDictionaries(_ model: FlowModel, names: GeneratedNames) -> [(
    label: String, builder: String, type: String, entries: [(key: String, value: String)]
  )] {
    func presented(_ names: [String], _ handlers: [HandlerModel]) -> [String] {
      var all = names
      for handler in handlers {
        if case .present(let name) = handler.action, !all.contains(name) { all.append(name) }
      }
      return all
    }
    var pushes: [(key: String, value: String)] = []
    var presents: [(key: String, value: String)] = []
    for screen in model.screens where model.screen(named: screen.name) == screen {
      if !screen.pushes.isEmpty {
        pushes.append((SwiftLiteral.string(screen.name), nameSet(screen.pushes)))
      }
      let presentable = presented(screen.presents, screen.handlers)
      if !presentable.isEmpty {
        presents.append((SwiftLiteral.string(screen.name), nameSet(presentable)))
      }
    }
    var phasePresents: [(key: String, value: String)] = []
    for phase in model.phases where model.phase(named: phase.name) == phase {
      let presentable = presented(phase.presents, phase.handlers)
      if !presentable.isEmpty {
        phasePresents.append((".\(swiftName(phase: phase.name, model))", nameSet(presentable)))
      }
    }
    return [
      (
        "pushes", "graphPushes", "[\(LibraryNames.string): Swift.Set<\(LibraryNames.string)>]",
        pushes
      ),
      (
        "presents", "graphPresents", "[\(LibraryNames.string): Swift.Set<\(LibraryNames.string)>]",
        presents
      ),
      (
        "phasePresents", "graphPhasePresents",
        "[\(names.phase): Swift.Set<\(LibraryNames.string)>]", phasePresents
      ),
    ]
  }

  private static func nameSet(_ names: [String]) -> String {
    "[" + names.map(SwiftLiteral.string).joined(separator: ", ") + "]"
  }

  /// A dictionary literal of `(key, value)` source texts, or for more entries than a literal should
  /// hold, a call to a chunked builder (`builders(_:names:)` declares it).
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
  static func builders(_ model: FlowModel, names: GeneratedNames) -> [SwiftDeclaration] {
    var declarations: [SwiftDeclaration] = []
    let guarded = model.screens.filter { !$0.requires.isEmpty }
    if guarded.count > LongSwitch.chunkSize {
      declarations +=
        ChunkedBuild(
          name: "guards", type: "[\(LibraryNames.string): \(LibraryNames.set(names.condition))]",
          variable: "guards",
          initial: "[:]",
          statements: guarded.map {
            "guards[\(SwiftLiteral.string($0.name))] = \(conditionSet($0.requires, model: model))"
          }
        ).declarations
    }
    let failing = model.screens.filter { $0.guardFailure != nil }
    if failing.count > LongSwitch.chunkSize {
      declarations +=
        ChunkedBuild(
          name: "guardFailures",
          type: "[\(LibraryNames.string): \(LibraryNames.runtime("FlowAction"))<Self>]",
          variable: "failures", initial: "[:]",
          statements: failing.map(guardFailureEntry(model: model)).map {
            "failures[\($0.key)] = \($0.value)"
          }
        ).declarations
    }
    for dictionary in graphDictionaries(model, names: names)
    where dictionary.entries.count > LongSwitch.chunkSize {
      declarations +=
        ChunkedBuild(
          name: dictionary.builder, type: dictionary.type, variable: "edges", initial: "[:]",
          statements: dictionary.entries.map { "edges[\($0.key)] = \($0.value)" }
        ).declarations
    }
    let handled = model.screens.filter { $0.kind.isPresentation && !$0.handlers.isEmpty }
    if handled.count > LongSwitch.chunkSize {
      declarations +=
        ChunkedBuild(
          name: "presentationHandlers",
          type:
            "[\(LibraryNames.string): [\(names.event): \(LibraryNames.runtime("FlowAction"))<Self>]]",
          variable: "handlers", initial: "[:]",
          statements: handled.map {
            "handlers[\(SwiftLiteral.string($0.name))] = \(handlers($0.handlers, model: model))"
          }
        ).declarations
    }
    return declarations
  }

  private static func phase(_ phase: PhaseModel, model: FlowModel) -> String {
    var arguments = [".\(phase.swiftName)"]
    if !phase.requires.isEmpty {
      arguments.append("requires: \(conditionSet(phase.requires, model: model))")
    }
    let content: String
    switch phase.content {
    case .check(let condition, let then, let otherwise):
      content =
        ".check(.\(swiftName(condition: condition, model)), then: .\(swiftName(phase: then, model)), "
        + "else: .\(swiftName(phase: otherwise, model)))"
    case .root(let root):
      content = ".root(\(ValueExpressions.defaultDestination(root, model: model)))"
    case .tabs(let tabs):
      let definitions = tabs.map { tab in
        var text =
          "\(LibraryNames.runtime("TabDefinition"))(.\(tab.swiftName), root: \(ValueExpressions.defaultDestination(tab.root, model: model))"
        if !tab.requires.isEmpty {
          text += ", requires: \(conditionSet(tab.requires, model: model))"
        }
        if let failure = tab.guardFailure {
          text += ", guardFailure: \(action(failure, model: model))"
        }
        return "    " + text + "),"
      }
      let defaultTab = tabs.first(where: \.isDefault) ?? tabs.first
      content =
        ".tabs(\n  [\n" + definitions.map { "  " + $0 }.joined(separator: "\n")
        + "\n  ],\n  default: ."
        + (defaultTab?.swiftName ?? "") + ")"
    }
    arguments.append("content: \(content)")
    if !phase.handlers.isEmpty {
      arguments.append("handlers: \(handlers(phase.handlers, model: model))")
    }
    return LibraryNames.runtime("PhaseDefinition") + "(\n"
      + arguments.map { indent($0, by: 2) }.joined(separator: ",\n") + ")"
  }

  private static func handlers(_ handlers: [HandlerModel], model: FlowModel) -> String {
    let entries = handlers.map { handler -> String in
      let event =
        model.events.first { $0.name == handler.event }?.swiftName
        ?? SwiftSpelling.identifier(handler.event)
      return ".\(event): \(action(handler.action, model: model))"
    }
    return "[" + entries.joined(separator: ", ") + "]"
  }

  /// A `FlowAction` value: what a handler or a failed guard's `else` does.
  private static func action(_ action: HandlerAction, model: FlowModel) -> String {
    switch action {
    case .goTo(let phase, let animated):
      return ".goTo(.\(swiftName(phase: phase, model)), animated: \(animated))"
    case .present(let name):
      let kind = model.screen(named: name)?.kind == .cover ? "cover" : "sheet"
      return ".present(.\(kind)(\(ValueExpressions.defaultDestination(name, model: model))))"
    case .dismiss:
      return ".dismiss"
    }
  }

  /// One `guardFailures` entry: a guarded screen's name and what its `else` does.
  private static func guardFailureEntry(model: FlowModel) -> (ScreenModel) -> (
    key: String, value: String
  ) {
    { screen in
      (SwiftLiteral.string(screen.name), screen.guardFailure.map { action($0, model: model) } ?? "")
    }
  }

  private static func conditionSet(_ names: [String], model: FlowModel) -> String {
    "[" + names.map { "." + swiftName(condition: $0, model) }.joined(separator: ", ") + "]"
  }

  private static func swiftName(condition: String, _ model: FlowModel) -> String {
    model.conditions.first { $0.name == condition }?.swiftName
      ?? SwiftSpelling.identifier(condition)
  }

  private static func swiftName(phase: String, _ model: FlowModel) -> String {
    model.phase(named: phase)?.swiftName ?? SwiftSpelling.identifier(phase)
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
