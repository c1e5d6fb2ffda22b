import FlowSema
import FlowSyntax

/// Verifies the `expect` declarations of a spec that checked without errors: each URL is opened as
/// a fresh launch would open it, every condition holding unless `when` says otherwise, and must match
/// nothing, land where the expect says, or be held (and after `then`, land where it says).
///
/// A landing compares with the screens the user sees: the expected screens must be the last screens
/// from the tab's root up (the presentation and its stack included), each with the argument values
/// written; `in tab` also compares the tab, and `over current` says the link opens over where the
/// launch left the user, which an `expect` must say exactly when it does. Failures are FL0400 at the
/// expect's URL; names and values that do not fit the spec are reported like the same mistakes in a
/// route (FL0100, FL0309, FL0310), FL0401 for a placeholder name where a value belongs, and FL0402
/// for a condition named twice.
///
/// An expect without `when` and `held` keeps its first meaning and is checked without a navigator
/// (`LinkProbe`); one with conditions runs `Resolver`'s navigator, on the main actor.
package enum ExpectationChecker {
  /// `placeProblems` are the checker's diagnostics for `in` names that name no place, by offset
  /// (`CheckResult.expectationPlaceProblems`).
  package static func check(
    _ file: FlowFile, model: FlowModel, source: SourceFile, placeProblems: [Int: Diagnostic]
  ) -> [Diagnostic] {
    let expectations = file.declarations.compactMap { declaration -> ExpectDeclaration? in
      guard case .expect(let expectation) = declaration else { return nil }
      return expectation
    }
    guard !expectations.isEmpty else { return [] }
    let probe = LinkProbe(model: model)
    let names = FlowModel.NameIndex(model)
    // One navigator definition for every expect that needs one: it is built from the whole spec.
    let resolver = expectations.contains(where: needsNavigator) ? Resolver(model: model) : nil
    return expectations.flatMap {
      verify(
        $0, probe: probe, names: names, placeProblems: placeProblems, resolver: resolver,
        source: source)
    }
  }

  /// Whether `expectation` runs the navigator (`when` or `held`) rather than the plain probe.
  private static func needsNavigator(_ expectation: ExpectDeclaration) -> Bool {
    switch expectation.outcome {
    case .nothing: false
    case .held: true
    case .lands: !expectation.conditions.isEmpty
    }
  }

  private static func verify(
    _ expectation: ExpectDeclaration, probe: LinkProbe, names: FlowModel.NameIndex,
    placeProblems: [Int: Diagnostic], resolver: Resolver?, source: SourceFile
  ) -> [Diagnostic] {
    let path = source.path
    let url = expectation.url.value
    let failure = { (message: String, notes: [Diagnostic.Note]) in
      [
        Diagnostic(
          .expectationFailed, path: path, range: expectation.url.range, message: message,
          notes: notes, help: ExpectationMessages.failureHelp)
      ]
    }
    var problems: [Diagnostic] = []
    let given = assignment(
      expectation.conditions, model: probe.model, path: path, problems: &problems)
    if needsNavigator(expectation), let resolver {
      return ConditionalExpectation.verify(
        expectation, given: given, model: probe.model, names: names,
        placeProblems: placeProblems, resolver: resolver, source: source, problems: problems,
        failure: failure)
    }
    guard problems.isEmpty else { return problems }
    switch expectation.outcome {
    case .held:
      return []
    case .nothing:
      guard case .landed(let landing) = probe.open(url) else { return [] }
      return failure(ExpectationMessages.landsInsteadOfNothing(url, landing), [])
    case .lands(let written):
      var problems: [Diagnostic] = []
      guard
        let expected = ExpectedLanding(
          written, model: probe.model, names: names, placeProblems: placeProblems,
          source: source, problems: &problems)
      else { return problems }
      switch probe.open(url) {
      case .noMatch(let reason):
        return failure(
          ExpectationMessages.noMatch(url, reason: reason, expected: expected.description), [])
      case .landed(let landing):
        guard !expected.matches(landing) else { return [] }
        return failure(
          ExpectationMessages.wrongLanding(
            url, landing, expected: expected.description),
          [.init(ExpectationMessages.matchedRoute(landing.route))]
            + [expected.overCurrentNote(landing)].compactMap { $0 })
      }
    }
  }

  /// The screen a step names with its arguments converted, or `nil` after recording why it does not
  /// fit the spec.
  static func expectedScreen(
    _ step: ScreenReference, model: FlowModel, names: FlowModel.NameIndex, source: SourceFile,
    problems: inout [Diagnostic]
  ) -> ExpectedScreen? {
    let path = source.path
    guard let screen = names.screenID(named: step.name.text).map({ model[$0] }) else {
      problems.append(
        unknown(
          step.name, kind: "screen", among: model.screens.map(\.name), model: model, path: path))
      return nil
    }
    var arguments: [DynamicScreen.Argument] = []
    var given: [String: SourceRange] = [:]
    let count = problems.count
    for argument in step.arguments {
      let label = argument.label.text
      if let previous = given[label] {
        problems.append(
          Diagnostic(
            .duplicateArgument, path: path, range: argument.range,
            message: ExpectationMessages.duplicateArgument(label),
            notes: [.init(ExpectationMessages.previousArgument, at: previous)]))
        continue
      }
      given[label] = argument.range
      guard let parameter = screen.parameters.first(where: { $0.name == label }) else {
        let names = screen.parameters.map(\.name)
        let suggestion = SpellingSuggestion.closest(to: label, among: names)
        problems.append(
          Diagnostic(
            .unknownName, path: path, range: argument.label.range,
            message: ExpectationMessages.unknownParameter(
              label, screen: screen.name, suggestion: suggestion),
            fixIt: suggestion.map { .closestName($0, for: label, at: argument.label.range) },
            help: names.isEmpty ? ExpectationMessages.noParameters(screen.name) : nil))
        continue
      }
      switch argument.value {
      case .placeholder(let name):
        // A bare word for a `String` parameter (`Compose(text: hi)`) can mean only the text: the
        // fix-it quotes it (the twenty-eighth new-users review had none).
        problems.append(
          Diagnostic(
            .expectationNeedsValue, path: path, range: name.range,
            message: ExpectationMessages.needsValue(name.text),
            fixIt: parameter.type == .string
              ? .replacing(name.range, with: StringLiteral.quoted(name.text)) : nil))
      case .literal(let literal):
        guard let text = ExpectedValue.text(literal.value, for: parameter) else {
          problems.append(
            Diagnostic(
              .argumentValueMismatch, path: path, range: literal.range,
              message: ExpectationMessages.valueMismatch(
                source.text(in: literal.range), parameter: parameter.name,
                screen: screen.name, type: parameter.swiftType),
              fixIt: parameter.type.fixItForValueMeant(by: literal, in: source),
              help: parameter.type.argumentHelp(for: literal, parameter: parameter.name)))
          continue
        }
        arguments.append(DynamicScreen.Argument(label: parameter.name, value: text))
      }
    }
    guard problems.count == count else { return nil }
    return ExpectedScreen(name: screen.name, arguments: arguments)
  }

  static func unknown(
    _ name: Identifier, kind: String, among names: [String], model: FlowModel, path: String
  ) -> Diagnostic {
    // A name of another kind is said as such, as a route's is (FL0108): the mutation review found
    // `when !SignIn` answered "add 'condition SignIn'" where `SignIn` is a sheet.
    if let actual = declaredKind(of: name.text, in: model) {
      return Diagnostic(
        .wrongKind, path: path, range: name.range,
        message: ExpectationMessages.wrongKind(name.text, actual: actual, expected: kind),
        help: ExpectationMessages.wrongKindHelp(name.text, actual: actual, expected: kind))
    }
    // `-> nil`, `-> none`: what other languages call nothing is this language's `nothing`.
    let meansNothing =
      kind == "screen" && Keyword.nothingInOtherLanguages.contains(name.text.lowercased())
    let suggestion =
      meansNothing ? "nothing" : SpellingSuggestion.closest(to: name.text, among: names)
    // `when locked` where only `unlocked` is declared: not a typo of it, but its negation, which an
    // expect writes `!unlocked` (the twenty-eighth new-users review was asked "did you mean
    // 'unlocked'?").
    if kind == "condition", let opposite = suggestion,
      OppositeNames.areOpposite(opposite, name.text)
    {
      return Diagnostic(
        .unknownName, path: path, range: name.range,
        message: ExpectationMessages.unknownName(name.text, kind: kind, suggestion: nil),
        help: ExpectationMessages.oppositeConditionHelp(name.text, opposite: opposite))
    }
    return Diagnostic(
      .unknownName, path: path, range: name.range,
      message: ExpectationMessages.unknownName(name.text, kind: kind, suggestion: suggestion),
      fixIt: suggestion.flatMap {
        // `nothing` for `nil`, or a near miss (a guess, which `--fix` leaves); a far guess is
        // said, not offered.
        if meansNothing {
          .replacing(name.range, with: $0)
        } else if SpellingSuggestion.isSafeReplacement($0, for: name.text) {
          .closestName($0, for: name.text, at: name.range)
        } else {
          nil
        }
      })
  }

  /// What `name` is declared as in `model`, in words, when it is declared.
  private static func declaredKind(of name: String, in model: FlowModel) -> String? {
    if let screen = model.screens.first(where: { $0.name == name }) { return screen.kind.rawValue }
    if model.conditions.contains(where: { $0.name == name }) { return "condition" }
    if model.events.contains(where: { $0.name == name }) { return "event" }
    if model.phases.contains(where: { $0.name == name }) { return "phase" }
    if model.tabs.contains(where: { $0.name == name }) { return "tab" }
    return nil
  }

  /// The values `when` gives, after recording the conditions the spec does not declare (FL0100)
  /// and the ones named twice (FL0402).
  static func assignment(
    _ terms: [ConditionTerm], model: FlowModel, path: String, problems: inout [Diagnostic]
  ) -> ConditionAssignment {
    var given = ConditionAssignment()
    for index in declared(terms.map(\.name), model: model, path: path, problems: &problems) {
      let term = terms[index]
      given.given[term.name.text] = ConditionValue(term.value)
    }
    return given
  }

  /// The steps of a `then`, in order, after recording names that are neither a condition nor an
  /// event (FL0100), an event written with `!` or `?` (FL0403), and a condition named twice among
  /// conditions that change together (FL0402). A name that is both is the condition.
  static func steps(
    _ terms: [ConditionTerm], model: FlowModel, path: String, problems: inout [Diagnostic]
  ) -> [HeldLinkStep] {
    let reader = HeldLinkStepReader(
      conditions: model.conditions.map(\.name), events: model.events.map(\.name))
    let readings = reader.read(terms.map { ($0.name.text, ConditionValue($0.value)) })
    var steps: [HeldLinkStep] = []
    for (term, reading) in zip(terms, readings) {
      let name = term.name.text
      switch reading {
      case .step(let step):
        steps.append(step)
      case .problem(.conditionRepeated(let first)):
        problems.append(repeated(term.name, previous: terms[first].name.range, path: path))
      case .problem(.unknownName(let suggestion)):
        problems.append(
          Diagnostic(
            .unknownName, path: path, range: term.name.range,
            message: ExpectationMessages.conditionOrEvent(name, suggestion: suggestion),
            fixIt: suggestion.map { .closestName($0, for: name, at: term.name.range) },
            help: suggestion == nil ? ExpectationMessages.declareConditionOrEvent(name) : nil))
      case .problem(.eventWithValue):
        let prefix = term.value == .fails ? "!" : "?"
        let prefixRange = SourceRange(start: term.range.start, end: term.name.range.start)
        problems.append(
          Diagnostic(
            .expectationEventWithValue, path: path, range: prefixRange,
            message: ExpectationMessages.eventWithValue(name, prefix: prefix),
            fixIt: .init(
              ExpectationMessages.removePrefix(prefix), replacing: prefixRange, with: ""),
            help: ExpectationMessages.eventWithValueHelp(name)))
      }
    }
    return steps
  }

  /// The positions of the `names` that are declared conditions, each name once; the rest are
  /// recorded as problems.
  static func declared(
    _ names: [Identifier], model: FlowModel, path: String, problems: inout [Diagnostic]
  ) -> [Int] {
    let conditions = model.conditions.map(\.name)
    var first: [String: SourceRange] = [:]
    var kept: [Int] = []
    for (index, name) in names.enumerated() {
      guard conditions.contains(name.text) else {
        var problem = unknown(
          name, kind: "condition", among: conditions, model: model, path: path)
        if problem.fixIt == nil, problem.code == .unknownName, problem.help == nil {
          problem.help = ExpectationMessages.declareCondition(name.text)
        }
        problems.append(problem)
        continue
      }
      if let previous = first[name.text] {
        problems.append(repeated(name, previous: previous, path: path))
        continue
      }
      first[name.text] = name.range
      kept.append(index)
    }
    return kept
  }

  /// FL0402 for a condition named again where it was already given a value at `previous`.
  private static func repeated(_ name: Identifier, previous: SourceRange, path: String)
    -> Diagnostic
  {
    Diagnostic(
      .expectationConditionRepeated, path: path, range: name.range,
      message: ExpectationMessages.conditionRepeated(name.text),
      notes: [.init(ExpectationMessages.previousCondition, at: previous)])
  }
}
