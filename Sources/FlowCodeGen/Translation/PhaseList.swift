import FlowSema

/// The definition's phases as Swift: each phase's `PhaseDefinition`, and the builders that keep
/// every expression small.
///
/// Swift type-checks `definition` as one expression, in time that grows with the square of what it
/// holds: with every phase and handler written inline, 10 phases of 20 handlers took 110 ms and
/// 1,000 phases of 3 handlers 73 s (a review of large specs). So a phase that would write out more
/// than `LongSwitch.chunkSize` entries takes its tabs and handlers from chunked builders of their
/// own (the first phase too, which `definition` holds), and when the other phases write
/// out more than that many entries in all, `otherPhases` comes from a builder that appends a phase
/// a statement, each statement checked on its own. Small specs keep the plain, readable literal.
struct PhaseList {
  /// The first phase's definition, where the app launches; `nil` for a spec without phases.
  let initial: SwiftExpression?
  /// The value of `FlowDefinition`'s `otherPhases:`.
  let others: SwiftExpression
  /// The builders `initial` and `others` call, declared in the spec's enum.
  let builders: [SwiftDeclaration]

  init(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames) {
    var builders: [SwiftDeclaration] = []
    let phases = zip(model.phases, plan.phases).enumerated().map { index, pair in
      Self.phase(
        pair.1, declared: pair.0, index: index, model: model, names: names, builders: &builders)
    }
    initial = phases.first?.expression
    let others = phases.dropFirst()
    if others.reduce(0, { $0 + $1.size }) <= LongSwitch.chunkSize {
      self.others = .multiline(.array(others.map(\.expression)))
    } else {
      builders +=
        ChunkedBuild.array(
          name: "otherPhases", type: "[\(LibraryNames.runtime("PhaseDefinition"))<Self>]",
          variable: "phases", elements: others.map(\.expression), weights: others.map(\.size)
        ).declarations
      self.others = .call("otherPhases", [])
    }
    self.builders = builders
  }

  /// A phase's `PhaseDefinition`, `planned` printed with the Swift names of `declared` (the phase
  /// it lowers), and how many entries it writes out. When the phase would write out more than
  /// `LongSwitch.chunkSize` entries, its tabs and its handlers come from builders, added to
  /// `builders` and named by the phase's position so that no spec name can take them: judged by
  /// count, 40 guarded tabs and 40 handlers made one literal of 280 entries (180 ms, a review).
  private static func phase(
    _ planned: PlannedPhase, declared: PhaseModel, index: Int, model: FlowModel,
    names: GeneratedNames, builders: inout [SwiftDeclaration]
  ) -> (expression: SwiftExpression, size: Int) {
    var arguments = [SwiftArgument(.implicit(declared.swiftName))]
    if !planned.requires.isEmpty {
      arguments.append(
        SwiftArgument("requires", SpecTranslator.conditionSet(planned.requires, model: model)))
    }
    var tabs: [(expression: SwiftExpression, size: Int)] = []
    if case .tabs(let plannedTabs, _) = planned.content {
      tabs = plannedTabs.map { tab($0, model: model) }
    }
    let tabsSize = tabs.reduce(0) { $0 + $1.size }
    let handlers = SpecTranslator.handlerEntries(planned.handlers, model: model)
    let contentSize = if case .check = planned.content { 3 } else { 1 }
    let ownSize = 1 + planned.requires.count + contentSize
    let builds = ownSize + tabsSize + handlers.count > LongSwitch.chunkSize
    var size = ownSize
    let content: SwiftExpression
    switch planned.content {
    case .check(let condition, let then, let otherwise):
      content = .call(
        .implicit("check"),
        [
          SwiftArgument(.implicit(model[condition].swiftName)),
          SwiftArgument("then", .implicit(model[then].swiftName)),
          SwiftArgument("else", .implicit(model[otherwise].swiftName)),
        ])
    case .root(let root):
      content = .call(.implicit("root"), [SwiftArgument(ValueExpressions.destination(root))])
    case .tabs(_, let defaultTab):
      let list: SwiftExpression
      if builds {
        let name = "phase\(index)Tabs"
        builders +=
          ChunkedBuild.array(
            name: name, type: "[\(LibraryNames.runtime("TabDefinition"))<Self>]", variable: "tabs",
            elements: tabs.map(\.expression), weights: tabs.map(\.size)
          ).declarations
        list = .call(name, [])
        size += 1
      } else {
        list = .multiline(.array(tabs.map(\.expression)))
        size += tabsSize
      }
      content = .multiline(
        .call(
          .implicit("tabs"),
          [
            SwiftArgument(list),
            SwiftArgument("default", .implicit(defaultTab.map { model[$0].swiftName } ?? "")),
          ]))
    }
    arguments.append(SwiftArgument("content", content))
    if builds, !handlers.isEmpty {
      let name = "phase\(index)Handlers"
      builders +=
        ChunkedBuild.dictionary(
          name: name, type: "[\(names.event): \(LibraryNames.runtime("FlowAction"))<Self>]",
          variable: "handlers", entries: handlers
        ).declarations
      arguments.append(SwiftArgument("handlers", .call(name, [])))
      size += 1
    } else if !handlers.isEmpty {
      arguments.append(SwiftArgument("handlers", .dictionary(handlers)))
      size += handlers.count
    }
    return (.multiline(.call(LibraryNames.runtime("PhaseDefinition"), arguments)), size)
  }

  /// A tab's `TabDefinition`, and how many entries it writes out.
  private static func tab(_ tab: PlannedTab, model: FlowModel)
    -> (expression: SwiftExpression, size: Int)
  {
    var arguments = [
      SwiftArgument(.implicit(model[tab.tab].swiftName)),
      SwiftArgument("root", ValueExpressions.destination(tab.root)),
    ]
    if !tab.requires.isEmpty {
      arguments.append(
        SwiftArgument("requires", SpecTranslator.conditionSet(tab.requires, model: model)))
    }
    if let failure = tab.guardFailure {
      arguments.append(SwiftArgument("guardFailure", SpecTranslator.action(failure, model: model)))
    }
    let size = 2 + tab.requires.count + (tab.guardFailure == nil ? 0 : 1)
    return (.call(LibraryNames.runtime("TabDefinition"), arguments), size)
  }
}
