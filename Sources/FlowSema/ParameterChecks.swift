import FlowSyntax

/// Checks every screen's parameters: known types, defaults that fit, no name twice, Swift names
/// that Swift takes and that no other parameter of the screen becomes.
enum ParameterChecks {
  /// The most parameters a screen may have. Swift's type-checking of a generated case grows much
  /// faster than its payload (measured: 250 optional parameters 0.4 s and 0.2 GB, 1,000 take 4 s
  /// and 1.6 GB, 2,000 take 32 s and 6 GB), and real screens have a handful.
  static let maximumParameters = 128

  /// The resolved parameters of each screen, aligned with `index.screens`, and the diagnostics.
  static func check(_ context: SemaContext) -> ([[ResolvedParameter]], [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var result: [[ResolvedParameter]] = []
    result.reserveCapacity(context.index.screens.count)
    // Emptied for each screen rather than allocated for each (`removeAllForReuse`).
    var seen: [String: Parameter] = [:]
    var seenSwiftNames: [String: Identifier] = [:]
    // By position, reading each screen in place: a declaration is a large value to copy.
    let screens = context.index.screens
    for position in screens.indices {
      let declared = screens[position].parameters
      // A later declaration of the screen's name is FL0101 already.
      if declared.count > maximumParameters, context.index.isFirstScreen[position] {
        diagnostics.append(
          context.diagnostic(
            .tooManyParameters, declared[maximumParameters].name.range,
            SemaMessages.tooManyParameters(
              screens[position].name.text, count: declared.count, maximum: maximumParameters),
            help: SemaMessages.tooManyParametersHelp))
      }
      var parameters: [ResolvedParameter] = []
      parameters.reserveCapacity(declared.count)
      // One parameter cannot repeat, and most screens have one or none: the table is filled only
      // for the others, rather than hashing every name twice.
      let tracksRepeats = declared.count > 1
      if tracksRepeats {
        seen.removeAllForReuse()
        seenSwiftNames.removeAllForReuse()
      }
      // A later declaration of a screen's name was reported already; its parameters' Swift names
      // are not asked about again.
      let checksSwiftNames = context.index.isFirstScreen[position]
      for parameter in declared {
        if tracksRepeats, let previous = seen.updateValue(parameter, forKey: parameter.name.text) {
          // One hash for a new name, as nearly every one is; a repeat puts the first one back.
          seen[parameter.name.text] = previous
          diagnostics.append(
            context.diagnostic(
              .duplicateParameter, parameter.name.range,
              SemaMessages.duplicateParameter(
                parameter.name.text, screen: screens[position].name.text),
              notes: [.init(SemaMessages.previousDeclaration, at: previous.name.range)]))
          continue
        }
        let swiftName = SwiftNaming.caseName(parameter.name.text)
        if checksSwiftNames,
          let problem = IdentifierChecks.checkParameter(
            parameter.name, swiftName: swiftName, tracksRepeats: tracksRepeats,
            seen: &seenSwiftNames, context)
        {
          diagnostics.append(problem)
        }
        let type = resolveType(parameter.type, context, into: &diagnostics)
        let optional = parameter.type.isOptional
        var defaultValue: ConstantValue? = optional ? .null : nil
        if let literal = parameter.defaultValue, let type {
          if let value = Constants.convert(literal.value, to: type, optional: optional) {
            defaultValue = value
          } else {
            let written = context.source.text(in: literal.range)
            diagnostics.append(
              context.diagnostic(
                .defaultValueMismatch, literal.range,
                SemaMessages.defaultValueMismatch(
                  written, parameter: parameter.name.text,
                  type: type.swiftName + (optional ? "?" : "")),
                fixIt: type.fixItForValueMeant(by: literal, in: context.source),
                help: SemaMessages.valueHelp(
                  literal.value, written: written, parameter: parameter.name.text, type: type,
                  optional: optional)))
          }
        }
        parameters.append(
          ResolvedParameter(
            declaration: parameter, swiftName: swiftName, type: type, isOptional: optional,
            defaultValue: defaultValue))
      }
      result.append(parameters)
    }
    return (result, diagnostics)
  }

  /// The supported type a reference names, reporting an unknown one with a suggestion. A route
  /// placeholder's type must be the type of the parameter it fills (`filling`, looked up only for
  /// an unknown type), so that is the suggestion there, however the misspelling reads: `{id:
  /// Strng}` filling `id: Int` would otherwise be told `String`, and its fix-it would lead to a
  /// type mismatch.
  static func resolveType(
    _ reference: TypeReference, _ context: SemaContext, into diagnostics: inout [Diagnostic],
    filling: () -> FilledParameter? = { nil }
  ) -> ValueType? {
    if let type = Constants.valueType(reference.name.text) { return type }
    let filling = filling()
    let names = ValueType.allCases.map(\.swiftName)
    let suggestion =
      filling?.type.swiftName ?? Constants.valueType(meantBy: reference.name.text)?.swiftName
      ?? SpellingSuggestion.closest(to: reference.name.text, among: names)
    let message =
      filling.map {
        SemaMessages.unknownType(
          reference.name.text, parameter: $0.parameter, screen: $0.screen,
          type: $0.type.swiftName)
      } ?? SemaMessages.unknownType(reference.name.text, suggestion: suggestion)
    diagnostics.append(
      context.diagnostic(
        .unknownType, reference.name.range, message,
        fixIt: suggestion.map {
          .replacing(reference.name.range, with: $0)
        }, help: help(for: reference.name.text, suggesting: suggestion, filling: filling)))
    return nil
  }

  /// What FL0109 adds to its suggestion: the supported types when it has none, and a link's
  /// 18-digit limit when it suggests `Int` for another integer type (`name`): `Int64` post ids
  /// reach 19 digits, which fit the type but no link (the ninth new-users review).
  private static func help(
    for name: String, suggesting suggestion: String?, filling: FilledParameter?
  ) -> String? {
    guard suggestion != nil else { return SemaMessages.supportedTypesHelp }
    return filling == nil && Constants.valueType(meantBy: name) == .int
      ? SemaMessages.intDigitsHelp : nil
  }

  /// The screen parameter a route placeholder fills, with its type.
  struct FilledParameter {
    var parameter: String
    var screen: String
    var type: ValueType
  }

  /// The parameter `placeholder` fills on `landing` as written: the one an argument binds it to
  /// (`Item(id: itemId)`), else the one of its own name, on the last screen that has one.
  static func parameter(
    filledBy placeholder: String, on landing: Landing, _ context: SemaContext,
    _ parameters: [[ResolvedParameter]]
  ) -> FilledParameter? {
    for step in landing.steps.reversed() {
      guard let screen = context.index.screenIndex[step.name.text],
        parameters.indices.contains(screen)
      else { continue }
      var name = placeholder
      for argument in step.arguments {
        if case .placeholder(let bound) = argument.value, bound.text == placeholder {
          name = argument.label.text
        }
      }
      if let type = parameters[screen].first(where: { $0.name == name })?.type {
        return FilledParameter(parameter: name, screen: step.name.text, type: type)
      }
    }
    return nil
  }
}
