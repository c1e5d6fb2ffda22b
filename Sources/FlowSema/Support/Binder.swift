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

  }

  let context: SemaContext
  let parameters: [[ResolvedParameter]]
  /// The route's placeholder names, path first then query (`RoutePattern.placeholderNames`), read
  /// once per route rather than once per screen it binds; a checked pattern names each once.
  private(set) var placeholders: [String] = []
  /// The position in `placeholders` of the route's catch-all, which only a `String` can take.
  private(set) var catchAll: Int?
  /// The route's diagnostics.
  private(set) var diagnostics: [Diagnostic] = []
  /// Placeholders a screen's parameter of the same name is given something else for
  /// (`/items/{id}` -> `Item(id: 3)`), by name: the first such argument, for FL0302 to say why the
  /// placeholder binds nothing. Rare, so an array searched by name.
  private(set) var placeholdersGivenOtherwise: [(placeholder: String, argument: OtherArgument)] = []

  /// A screen's argument that takes the place of the placeholder named like its parameter.
  struct OtherArgument {
    var screen: String
    /// The whole argument, `id: 3`.
    var range: SourceRange
    /// Its label and its value, which messages join with `: ` rather than quote the whole range,
    /// a comment or line break between them included (the tools review).
    var label: SourceRange
    var value: SourceRange
  }
  /// The parameters each placeholder binds, aligned with `placeholders`.
  var uses: ArraySlice<[Use]> { useLists[..<placeholders.count] }
  /// `uses`, and past it the emptied lists of earlier routes, kept for their storage: every route
  /// binds a few parameters, and a fresh list for each would be an allocation per placeholder.
  private var useLists: [[Use]] = []
  /// Per screen, the arguments its last instance was bound with. A screen lies on the path of
  /// every route below it and nearly always binds the same placeholders on each, so its instances
  /// share one list: one allocation in all rather than one per route, built and then freed again
  /// with the model.
  private var sharedArguments: [[BoundArgument]?]
  /// The argument lists made most recently, most recent first, shared between screens: the screen a
  /// route shows is bound by that route alone, and most such screens bind the same few placeholders
  /// (`id: {id}`), so a few short lists compared spare an allocation per route.
  private var recentArguments: [[BoundArgument]] = []
  /// The arguments of the screen being bound, emptied for each screen rather than allocated.
  private var scratchArguments: [BoundArgument] = []
  /// The screens of the landing being bound that lack required parameters: where FL0301 goes in
  /// `diagnostics`, the entry, and the parameters' positions. Its help names placeholders by what
  /// they bind, so it is written once every screen is bound.
  private var missingParameters: [(diagnostic: Int, entry: Int, parameters: [Int])] = []
  /// The `requires` lists of the latest landings, most recent first, shared the same way: most
  /// landings are guarded by one of a few lists, and comparing with a few short lists costs less
  /// than hashing one.
  private var recentRequires: [[ConditionID]] = []
  /// What the phases, tabs and screens on a landing's path require.
  private let requirements: DeclaredRequirements
  /// The `requires` of the landing being built, emptied for each route rather than allocated.
  private var scratchRequires: [ConditionID] = []

  init(
    context: SemaContext, parameters: [[ResolvedParameter]], requirements: DeclaredRequirements
  ) {
    self.context = context
    self.parameters = parameters
    sharedArguments = Array(repeating: nil, count: parameters.count)
    self.requirements = requirements
  }

  /// Forgets the previous route and reads the placeholders of `pattern`.
  mutating func start(_ pattern: RoutePattern) {
    // Only the previous route's lists can hold anything, so clearing costs what it bound.
    for position in useLists.indices.prefix(placeholders.count) {
      useLists[position].removeAllForReuse()
    }
    placeholders.removeAllForReuse()
    catchAll = nil
    // `placeholderNames` without the list it builds.
    for position in pattern.segments.indices {
      switch pattern.segments[position] {
      case .literal: break
      case .placeholder(let name, _, _): placeholders.append(name.text)
      case .catchAll(let name, _):
        catchAll = placeholders.count
        placeholders.append(name.text)
      }
    }
    for item in pattern.query { placeholders.append(item.name.text) }
    if useLists.count < placeholders.count {
      useLists.append(contentsOf: repeatElement([], count: placeholders.count - useLists.count))
    }
    diagnostics.removeAllForReuse()
    placeholdersGivenOtherwise.removeAllForReuse()
  }

  /// The landing model, or `nil` when some parameter could not be bound. `landing` is the route's
  /// landing as written and `restated` the placeholder types its pattern writes, for a missing
  /// parameter's error.
  mutating func landing(
    _ resolved: LandingResolution.Resolved, written landing: Landing,
    restated: [String: ValueType], graph: NavigationGraph
  ) -> LandingModel? {
    let root = graph.contexts[resolved.context]
    var instances: [ScreenInstance] = []
    instances.reserveCapacity(resolved.entries.count)
    var complete = true
    for position in resolved.entries.indices {
      if let instance = bind(position, resolved.entries) {
        instances.append(instance)
      } else {
        complete = false
      }
    }
    // The steps the route writes first: a spare placeholder one of them takes is the link's value
    // for it, not for a screen the compiler put beneath it.
    // The screens below them share one error, at the first's place: their edit is one path.
    if !missingParameters.isEmpty {
      var built: [(at: Int, Diagnostic)] = []
      var claimed: Set<String> = []
      let isDerived = { (screen: (diagnostic: Int, entry: Int, parameters: [Int])) in
        resolved.entries[screen.entry].step == nil
      }
      var groups = missingParameters.filter { !isDerived($0) }.map { [$0] }
      let derived = missingParameters.filter(isDerived)
      if !derived.isEmpty { groups.append(derived) }
      for group in groups {
        let (diagnostic, taken) = missing(
          group.map { ($0.entry, $0.parameters) }, resolved.entries, written: landing,
          restated: restated, claimed: claimed, offersPath: !resolved.lessGuardedPathExists,
          graph: graph)
        built.append((group[0].diagnostic, diagnostic))
        claimed.formUnion(taken)
      }
      // Latest first, so that each goes where its screen's other errors are.
      for (at, diagnostic) in built.sorted(by: { $0.at > $1.at }) {
        diagnostics.insert(diagnostic, at: at)
      }
      missingParameters.removeAllForReuse()
    }
    guard complete else { return nil }
    // A path's layers never go down, so the root's stack is a prefix of the entries: most landings
    // present nothing, and their stack is the instances themselves rather than a copy.
    let entries = resolved.entries
    let presented = entries.firstIndex { $0.layer > 0 } ?? entries.count
    let stack = presented == entries.count ? instances : Array(instances[..<presented])
    // One presentation per layer above the root's stack, each with the screens pushed inside it.
    var presentations: [PresentationLanding] = []
    for position in presented..<entries.count {
      if entries[position].layer > presentations.count {
        let kind: ScreenKind =
          context.index.screens[entries[position].screen].kind == .cover ? .cover : .sheet
        presentations.append(
          PresentationLanding(kind: kind, screen: instances[position], stack: []))
      } else {
        presentations[presentations.count - 1].stack.append(instances[position])
      }
    }
    scratchRequires.removeAllForReuse()
    Self.addConditions(requirements.phases[root.phase], to: &scratchRequires)
    if let tab = root.tab { Self.addConditions(requirements.tabs[tab], to: &scratchRequires) }
    Self.addConditions(requirements.screens[root.root], to: &scratchRequires)
    for position in entries.indices {
      Self.addConditions(requirements.screens[entries[position].screen], to: &scratchRequires)
    }
    let requires = sharedRequiresList()
    // The declaration index's positions are the model's IDs: `ModelBuilder` builds one model
    // declaration per declaration, in the same order.
    return LandingModel(
      phase: PhaseID(root.phase), tab: root.tab.map(TabID.init), root: ScreenID(root.root),
      stack: stack, presentation: presentations.first,
      nestedPresentations: Array(presentations.dropFirst()),
      overCurrentPhases: resolved.overCurrentPhases.map(PhaseID.init), requires: requires)
  }

  /// `scratchRequires` as a list of its own, or a recent landing's list with the same conditions.
  private mutating func sharedRequiresList() -> [ConditionID] {
    Self.sharedList(scratchRequires, recent: &recentRequires)
  }

  /// How many recent lists (`requires`, arguments) are kept for sharing.
  private static let recentListLimit = 8

  /// `scratchArguments` as `screen`'s last list when it binds the same, else as a recent list with
  /// the same arguments or a list of their own.
  private mutating func sharedArgumentList(for screen: Int) -> [BoundArgument] {
    if scratchArguments.isEmpty { return [] }
    if let shared = sharedArguments[screen], shared == scratchArguments { return shared }
    let list = Self.sharedList(scratchArguments, recent: &recentArguments)
    sharedArguments[screen] = list
    return list
  }

  /// A recent list equal to `scratch`, or a copy of `scratch` that becomes the most recent.
  private static func sharedList<Element: Equatable>(
    _ scratch: [Element], recent: inout [[Element]]
  ) -> [Element] {
    if scratch.isEmpty { return [] }
    if let found = recent.firstIndex(of: scratch) { return recent[found] }
    let list = copy(scratch)
    if recent.count == recentListLimit { recent.removeLast() }
    recent.insert(list, at: 0)
    return list
  }

  /// A list with storage of its own and no spare capacity: assigning the scratch list would share
  /// its storage, and the next route's first write would then copy the scratch list anyway.
  private static func copy<Element>(_ scratch: [Element]) -> [Element] {
    var list: [Element] = []
    list.reserveCapacity(scratch.count)
    list.append(contentsOf: scratch)
    return list
  }

  /// Adds the `conditions` that `requires` lacks.
  private static func addConditions(
    _ conditions: ArraySlice<ConditionID>, to requires: inout [ConditionID]
  ) {
    for condition in conditions where !requires.contains(condition) {
      requires.append(condition)
    }
  }

  /// For a screen that takes no parameters, the fix-it on its first argument that removes the
  /// whole argument list (`T(payee: "x")` becomes `T`: nuR had the error with nothing to apply).
  private func argumentListRemoval(
    _ step: ScreenReference?, of argument: Argument, when takesNone: Bool
  ) -> Diagnostic.FixIt? {
    guard takesNone, let step, step.arguments.first?.range == argument.range else { return nil }
    return Diagnostic.FixIt(
      SemaMessages.removeArguments(step.name.text),
      replacing: SourceRange(start: step.name.range.end, end: step.range.end), with: "")
  }

  private mutating func bind(_ position: Int, _ entries: [LandingResolution.Entry])
    -> ScreenInstance?
  {
    // Fields read in place: an entry, a declaration and a parameter are large values to copy once
    // per screen of every route.
    let screen = entries[position].screen
    let screenName = context.index.screens[screen].name.text
    let resolvedParameters = parameters[screen]
    let written = entries[position].step?.arguments ?? []
    let names = written.isEmpty ? [] : resolvedParameters.map(\.name)
    var explicit: [String: Argument] = [:]
    var complete = true
    var hasUnknownLabel = false
    var missing: [Int] = []
    for argument in written {
      let label = argument.label.text
      if let previous = explicit[label] {
        diagnostics.append(
          context.diagnostic(
            .duplicateArgument, argument.range, SemaMessages.duplicateArgument(label),
            notes: [.init(SemaMessages.previousArgument, at: previous.range)]))
        complete = false
      } else if !names.contains(label) {
        // A parameter the step already gives is no suggestion: its fix-it wrote a duplicate
        // argument (`P(a: 1, e: 2)` fixed to `P(a: 1, a: 2)`, a review found).
        let suggestion = SpellingSuggestion.closest(
          to: label, among: names.filter { name in !written.contains { $0.label.text == name } })
        diagnostics.append(
          context.diagnostic(
            .unknownName, argument.label.range,
            SemaMessages.unknownParameter(label, screen: screenName, suggestion: suggestion),
            fixIt: suggestion.map { .closestName($0, for: label, at: argument.label.range) }
              ?? argumentListRemoval(entries[position].step, of: argument, when: names.isEmpty),
            help: names.isEmpty ? SemaMessages.noParameters(screenName) : nil))
        complete = false
        hasUnknownLabel = true
      } else {
        explicit[label] = argument
      }
    }
    scratchArguments.removeAllForReuse()
    for parameter in resolvedParameters.indices {
      let name = resolvedParameters[parameter].name
      let type = resolvedParameters[parameter].type
      let isRequired = resolvedParameters[parameter].isRequired
      let binding: ArgumentBinding
      if let argument = explicit[name] {
        if placeholders.contains(name),
          !placeholdersGivenOtherwise.contains(where: { $0.placeholder == name })
        {
          if case .placeholder(let given) = argument.value, given.text == name {
            // Given the placeholder it is named like: that binds it.
          } else {
            placeholdersGivenOtherwise.append(
              (
                name,
                OtherArgument(
                  screen: screenName, range: argument.range, label: argument.label.range,
                  value: argument.value.range
                )
              ))
          }
        }
        switch argument.value {
        case .placeholder(let placeholderName):
          guard let placeholder = placeholders.firstIndex(of: placeholderName.text) else {
            // An abbreviation is said, never applied: `to: from` beside `{fromAccount}`, which
            // binds `fromAccount` already, is more likely a value the pattern lacks, and `--fix`
            // sent a transfer to the account it came from (the diff review). Nor is a loose guess
            // or an opposite (`SpellingSuggestion.isSafeReplacement`).
            // Nor is a placeholder named like another parameter of the screen suggested at all:
            // it is that parameter's value (`toId: from` beside `{fromId}`, two edits away, was
            // applied too, the second diff review found). One the word begins is said, not
            // applied, however close.
            let written = placeholderName.text
            let suggestion =
              (SpellingSuggestion.closest(to: written, among: placeholders)
              ?? SpellingSuggestion.expanded(written, among: placeholders)).flatMap { candidate in
                resolvedParameters.contains { $0.name == candidate && $0.name != name }
                  ? nil : candidate
              }
            let applicable = suggestion.flatMap {
              SpellingSuggestion.isSafeReplacement($0, for: written)
                && !$0.lowercased().hasPrefix(written.lowercased()) ? $0 : nil
            }
            diagnostics.append(
              context.diagnostic(
                .unknownName, placeholderName.range,
                SemaMessages.unknownPlaceholder(placeholderName.text, suggestion: suggestion),
                fixIt: applicable.map {
                  .closestName($0, for: written, at: placeholderName.range)
                },
                help: applicable == nil
                  ? SemaMessages.unknownPlaceholderHelp(placeholderName.text) : nil))
            complete = false
            continue
          }
          useLists[placeholder].append(
            Use(screen: screenName, parameter: name, type: type, isRequired: isRequired))
          binding = .placeholder(placeholderName.text)
        case .literal(let literal):
          guard let type else {
            complete = false
            continue
          }
          let isOptional = resolvedParameters[parameter].isOptional
          guard let value = Constants.convert(literal.value, to: type, optional: isOptional)
          else {
            diagnostics.append(
              context.diagnostic(
                .argumentValueMismatch, literal.range,
                SemaMessages.argumentValueMismatch(
                  context.source.text(in: literal.range), parameter: name, screen: screenName,
                  type: type.swiftName + (isOptional ? "?" : "")),
                fixIt: type.fixItForValueMeant(by: literal, in: context.source),
                help: type.argumentHelp(for: literal, parameter: name)))
            complete = false
            continue
          }
          binding = .literal(value)
        }
      } else if let placeholder = placeholders.firstIndex(of: name) {
        useLists[placeholder].append(
          Use(screen: screenName, parameter: name, type: type, isRequired: isRequired))
        binding = .placeholder(name)
      } else if !isRequired {
        binding = .defaultValue
      } else {
        missing.append(parameter)
        complete = false
        continue
      }
      scratchArguments.append(BoundArgument(parameter: name, binding: binding))
    }
    // A misspelt label (`Item(ident: x)`) usually meant the parameter that is now missing: its
    // FL0100 says so, and a second error would repeat it.
    // A screen over the parameter limit has its error (FL0116) already, and an edit for hundreds
    // of parameters, each of which looks for a placeholder among the others, made a 59 KB spec
    // take seconds (the random-spec review).
    if !missing.isEmpty, !hasUnknownLabel,
      resolvedParameters.count <= ParameterChecks.maximumParameters
    {
      missingParameters.append((diagnostics.count, position, missing))
    }
    guard complete else { return nil }
    return ScreenInstance(screen: ScreenID(screen), arguments: sharedArgumentList(for: screen))
  }
}
