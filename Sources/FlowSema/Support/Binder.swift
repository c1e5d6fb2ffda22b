import FlowSyntax

/// Binds every parameter of every screen on a route's landing to a placeholder, a constant or its
/// default, and records which parameters each placeholder feeds.
///
/// One binder serves every route of a check (`start` readies it for the next), so that the context it
/// reads is not copied, and its tables not rebuilt, once per route.
struct Binder {
  /// One parameter a placeholder feeds: what typing the placeholder reads of it, rather than a
  /// copy of the whole parameter and its declaration for every placeholder of every route.
  struct Use {
    var screen: String
    var parameter: String
    /// `nil` when the parameter's type is unknown.
    var type: ValueType?
    var isRequired: Bool

    init(screen: String, parameter: ResolvedParameter) {
      self.screen = screen
      self.parameter = parameter.name
      self.type = parameter.type
      self.isRequired = parameter.isRequired
    }
  }

  let context: SemaContext
  let parameters: [[ResolvedParameter]]
  /// The route's placeholder names, path first then query (`RoutePattern.placeholderNames`), read
  /// once per route rather than once per screen it binds; a checked pattern names each once.
  private(set) var placeholders: [String] = []
  /// The route's diagnostics.
  private(set) var diagnostics: [Diagnostic] = []
  /// The parameters each placeholder binds, aligned with `placeholders`.
  var uses: ArraySlice<[Use]> { useLists[..<placeholders.count] }
  /// `uses`, and past it the emptied lists of earlier routes, kept for their storage: every route
  /// binds a few parameters, and a fresh list for each would be an allocation per placeholder.
  private var useLists: [[Use]] = []

  init(context: SemaContext, parameters: [[ResolvedParameter]]) {
    self.context = context
    self.parameters = parameters
  }

  /// Forgets the previous route and reads the placeholders of `pattern`.
  mutating func start(_ pattern: RoutePattern) {
    // Only the previous route's lists can hold anything, so clearing costs what it bound.
    for position in useLists.indices.prefix(placeholders.count) {
      useLists[position].removeAll(keepingCapacity: true)
    }
    placeholders.removeAll(keepingCapacity: true)
    // `placeholderNames` without the list it builds.
    for segment in pattern.segments {
      if let name = segment.placeholderName { placeholders.append(name.text) }
    }
    for item in pattern.query { placeholders.append(item.name.text) }
    if useLists.count < placeholders.count {
      useLists.append(contentsOf: repeatElement([], count: placeholders.count - useLists.count))
    }
    diagnostics.removeAll(keepingCapacity: true)
  }

  /// The landing model, or `nil` when some parameter could not be bound.
  mutating func landing(
    _ resolved: LandingResolution.Resolved, route: RouteDeclaration, graph: NavigationGraph
  ) -> LandingModel? {
    let index = context.index
    let root = graph.contexts[resolved.context]
    var instances: [ScreenInstance] = []
    instances.reserveCapacity(resolved.entries.count)
    var complete = true
    for position in resolved.entries.indices {
      if let instance = bind(position, resolved.entries, route: route) {
        instances.append(instance)
      } else {
        complete = false
      }
    }
    guard complete else { return nil }
    var stack: [ScreenInstance] = []
    stack.reserveCapacity(instances.count)
    // One presentation per layer above the root's stack, each with the screens pushed inside it.
    var presentations: [PresentationLanding] = []
    for (entry, instance) in zip(resolved.entries, instances) {
      if entry.layer == 0 {
        stack.append(instance)
      } else if entry.layer > presentations.count {
        let kind: ScreenKind = index.screens[entry.screen].kind == .cover ? .cover : .sheet
        presentations.append(PresentationLanding(kind: kind, screen: instance, stack: []))
      } else {
        presentations[presentations.count - 1].stack.append(instance)
      }
    }
    var requires: [ConditionID] = []
    func add(_ names: [Identifier]) {
      for name in names {
        guard let condition = index.conditionIndex[name.text].map(ConditionID.init) else {
          continue
        }
        if !requires.contains(condition) { requires.append(condition) }
      }
    }
    add(index.phases[root.phase].requires)
    if let tab = root.tab { add(index.tabs[tab].item.requires) }
    add(index.screens[root.root].requires)
    for entry in resolved.entries { add(index.screens[entry.screen].requires) }
    // The declaration index's positions are the model's IDs: `ModelBuilder` builds one model
    // declaration per declaration, in the same order.
    return LandingModel(
      phase: PhaseID(root.phase), tab: root.tab.map(TabID.init), root: ScreenID(root.root),
      stack: stack, presentation: presentations.first,
      nestedPresentations: Array(presentations.dropFirst()),
      overCurrentPhases: resolved.overCurrentPhases.map(PhaseID.init), requires: requires)
  }

  private mutating func bind(
    _ position: Int, _ entries: [LandingResolution.Entry], route: RouteDeclaration
  ) -> ScreenInstance? {
    let entry = entries[position]
    // The name only: a whole declaration is a large value to copy once per route.
    let screenName = context.index.screens[entry.screen].name.text
    let resolvedParameters = parameters[entry.screen]
    let written = entry.step?.arguments ?? []
    let names = written.isEmpty ? [] : resolvedParameters.map(\.name)
    var explicit: [String: Argument] = [:]
    var complete = true
    var hasUnknownLabel = false
    for argument in written {
      let label = argument.label.text
      if let previous = explicit[label] {
        diagnostics.append(
          context.diagnostic(
            .duplicateArgument, argument.range, SemaMessages.duplicateArgument(label),
            notes: [.init(SemaMessages.previousArgument, at: previous.range)]))
        complete = false
      } else if !names.contains(label) {
        let suggestion = SpellingSuggestion.closest(to: label, among: names)
        diagnostics.append(
          context.diagnostic(
            .unknownName, argument.label.range,
            SemaMessages.unknownParameter(label, screen: screenName, suggestion: suggestion),
            fixIt: suggestion.map {
              .init(SemaMessages.replaceWith($0), replacing: argument.label.range, with: $0)
            }, help: names.isEmpty ? SemaMessages.noParameters(screenName) : nil))
        complete = false
        hasUnknownLabel = true
      } else {
        explicit[label] = argument
      }
    }
    var arguments: [BoundArgument] = []
    arguments.reserveCapacity(resolvedParameters.count)
    for parameter in resolvedParameters {
      let binding: ArgumentBinding
      if let argument = explicit[parameter.name] {
        switch argument.value {
        case .placeholder(let name):
          guard let placeholder = placeholders.firstIndex(of: name.text) else {
            let suggestion = SpellingSuggestion.closest(to: name.text, among: placeholders)
            diagnostics.append(
              context.diagnostic(
                .unknownName, name.range,
                SemaMessages.unknownPlaceholder(name.text, suggestion: suggestion),
                fixIt: suggestion.map {
                  .init(SemaMessages.replaceWith($0), replacing: name.range, with: $0)
                }, help: suggestion == nil ? SemaMessages.unknownPlaceholderHelp(name.text) : nil))
            complete = false
            continue
          }
          useLists[placeholder].append(Use(screen: screenName, parameter: parameter))
          binding = .placeholder(name.text)
        case .literal(let literal):
          guard let type = parameter.type else {
            complete = false
            continue
          }
          guard
            let value = Constants.convert(literal.value, to: type, optional: parameter.isOptional)
          else {
            diagnostics.append(
              context.diagnostic(
                .argumentValueMismatch, literal.range,
                SemaMessages.argumentValueMismatch(
                  context.source.text(in: literal.range), parameter: parameter.name,
                  screen: screenName,
                  type: type.swiftName + (parameter.isOptional ? "?" : ""))))
            complete = false
            continue
          }
          binding = .literal(value)
        }
      } else if let placeholder = placeholders.firstIndex(of: parameter.name) {
        useLists[placeholder].append(Use(screen: screenName, parameter: parameter))
        binding = .placeholder(parameter.name)
      } else if !parameter.isRequired {
        binding = .defaultValue
      } else {
        // A misspelt label (`Item(ident: x)`) usually meant the parameter that is now missing:
        // its FL0100 says so, and a second error would repeat it.
        if !hasUnknownLabel {
          diagnostics.append(missing(parameter, at: position, entries, route: route))
        }
        complete = false
        continue
      }
      arguments.append(BoundArgument(parameter: parameter.name, binding: binding))
    }
    return complete ? ScreenInstance(screen: ScreenID(entry.screen), arguments: arguments) : nil
  }

  /// FL0301, with help that spells out the explicit path binding the parameter.
  private func missing(
    _ parameter: ResolvedParameter, at position: Int, _ entries: [LandingResolution.Entry],
    route: RouteDeclaration
  ) -> Diagnostic {
    let index = context.index
    let screen = index.screens[entries[position].screen].name.text
    let parameterNames = Set(entries.flatMap { parameters[$0.screen].map(\.name) })
    let spare = placeholders.first { !parameterNames.contains($0) }
    let value = spare ?? parameter.name
    let path = entries[position...].enumerated().map { offset, entry in
      let name = index.screens[entry.screen].name.text
      return offset == 0 ? "\(name)(\(parameter.name): \(value))" : name
    }
    let range = entries[position].step?.range ?? route.landing.range
    return context.diagnostic(
      .routeMissingParameter, range,
      SemaMessages.routeMissingParameter(parameter.name, screen: screen),
      notes: [.init(SemaMessages.parameterDeclaredHere, at: parameter.declaration.range)],
      help: SemaMessages.routeMissingParameterHelp(
        explicitPath: "[" + path.joined(separator: ", ") + "]", placeholder: value,
        isSpare: spare != nil))
  }
}
