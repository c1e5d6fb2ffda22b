import FlowSyntax

/// Types each placeholder from the parameters it binds, reporting conflicts and unused placeholders.
enum PlaceholderTyping {
  struct Result {
    var segments: [RouteSegment]
    var query: [RouteQueryItem]
    var diagnostics: [Diagnostic]
  }

  /// Types the placeholders of `pattern`; `uses` holds what each binds, in `placeholderNames`'
  /// order (`Binder.uses`), `root` is the landing's root screen, `top` the screen it shows on top,
  /// and `givenOtherwise` the placeholders whose namesake parameter the landing gives another
  /// value (`Binder.placeholdersGivenOtherwise`).
  static func check(
    _ pattern: RoutePattern, restated: [String: ValueType], uses: ArraySlice<[Binder.Use]>,
    landingResolved: Bool, root: ScreenID?, top: ScreenInstance?,
    givenOtherwise: [(placeholder: String, argument: Binder.OtherArgument)], route: Int,
    _ context: SemaContext
  ) -> Result {
    var walk = Walk(
      restated: restated, uses: uses, landingResolved: landingResolved, root: root, top: top,
      givenOtherwise: givenOtherwise, route: route)
    var segments: [RouteSegment] = []
    segments.reserveCapacity(pattern.segments.count)
    // By position, each segment matched in place: a placeholder segment is a large value to copy.
    for segment in pattern.segments.indices {
      switch pattern.segments[segment] {
      case .literal(let text, _): segments.append(.literal(text))
      case .placeholder(let name, let written, _):
        segments.append(
          .parameter(
            name: name.text,
            type: walk.type(of: name, written: written, catchAll: false, pattern, context).0))
      case .catchAll(let name, _):
        _ = walk.type(of: name, catchAll: true, pattern, context)
        segments.append(.catchAll(name: name.text))
      }
    }
    var query: [RouteQueryItem] = []
    query.reserveCapacity(pattern.query.count)
    for item in pattern.query.indices {
      let name = pattern.query[item].name
      let (type, bound) = walk.type(
        of: name, written: pattern.query[item].type, catchAll: false, pattern, context)
      query.append(
        RouteQueryItem(
          key: pattern.query[item].key, name: name.text, type: type,
          isRequired: bound.contains { $0.isRequired }))
    }
    if walk.unboundParameters != nil {
      addSoleBinding(
        to: &walk.diagnostics, defaulted: walk.defaultedCount, pattern, restated: restated,
        top: top, route: route, context)
    }
    return Result(segments: segments, query: query, diagnostics: walk.diagnostics)
  }

  /// One route's walk over its placeholders, in `placeholderNames`' order: what it has found and
  /// how far it has got are stored properties changed by mutating methods, as `RoutePathOverlaps`
  /// keeps its walk. Nested functions capturing them as locals boxed them and checked every access
  /// at run time (`swift_beginAccess`, about 85,000 a check of the 10,000-route spec).
  private struct Walk {
    let restated: [String: ValueType]
    let uses: ArraySlice<[Binder.Use]>
    let landingResolved: Bool
    let root: ScreenID?
    let top: ScreenInstance?
    let givenOtherwise: [(placeholder: String, argument: Binder.OtherArgument)]
    let route: Int
    var diagnostics: [Diagnostic] = []
    /// The top screen's parameters that keep their defaults, for FL0302's help to offer one by
    /// one (`Transfer(to: iban)`), skipping those named like a placeholder: the fix there is the
    /// name. Listed at the first unused placeholder: most routes have none, and listing them for
    /// every route cost the 10,000-route check 4 M instructions. `defaultedCount` is how many
    /// there were, for `addSoleBinding`, whatever the offers took since.
    var unboundParameters: [String]?
    var defaultedCount = 0
    /// The position of the next placeholder in `placeholderNames`' order, which the walk follows:
    /// path segments, then query items.
    var position = 0

    init(
      restated: [String: ValueType], uses: ArraySlice<[Binder.Use]>, landingResolved: Bool,
      root: ScreenID?, top: ScreenInstance?,
      givenOtherwise: [(placeholder: String, argument: Binder.OtherArgument)], route: Int
    ) {
      self.restated = restated
      self.uses = uses
      self.landingResolved = landingResolved
      self.root = root
      self.top = top
      self.givenOtherwise = givenOtherwise
      self.route = route
    }

    /// `catchAll`: the first String parameter, the only type a catch-all binds (FL0308
    /// otherwise); those of other types before it are left for the next placeholders.
    private mutating func nextUnboundParameter(
      catchAll: Bool, _ pattern: RoutePattern, _ context: SemaContext
    ) -> String? {
      if unboundParameters == nil {
        let names = pattern.placeholderNames.map(\.text)
        let unbound = (top?.arguments ?? []).filter {
          $0.binding == .defaultValue && !names.contains($0.parameter)
        }.map(\.parameter)
        unboundParameters = unbound
        defaultedCount = unbound.count
      }
      guard let top,
        let position = unboundParameters?.firstIndex(where: { name in
          !catchAll
            || context.index.screens[top.screen.index].parameters.contains {
              $0.name.text == name && catchAllBinds($0)
            }
        })
      else { return nil }
      return unboundParameters?.remove(at: position)
    }

    /// `written` is the type the pattern restates for the placeholder, if any.
    mutating func type(
      of name: Identifier, written: TypeReference? = nil, catchAll: Bool,
      _ pattern: RoutePattern, _ context: SemaContext
    ) -> (ValueType, bound: [Binder.Use]) {
      let bound = position < uses.count ? uses[position] : []
      position += 1
      if bound.isEmpty, landingResolved {
        let other = givenOtherwise.first { $0.placeholder == name.text }?.argument
        // A placeholder whose type is written (`{on: Bool}`) fits only a parameter of that type,
        // which the arguments do not say: no parameter is offered (one was, of another type).
        var binding: (screen: ScreenID, parameter: String)?
        if restated[name.text] == nil, let top,
          let parameter = nextUnboundParameter(catchAll: catchAll, pattern, context)
        {
          binding = (screen: top.screen, parameter: parameter)
        }
        diagnostics.append(
          unused(
            name, root: root, givenOtherwise: other, binding: binding, route: route, context))
      }
      if catchAll {
        if let wrong = bound.firstIndex(where: { ($0.type ?? .string) != .string }).map({
          bound[$0]
        }) {
          diagnostics.append(
            context.diagnostic(
              .catchAllNotString, name.range,
              SemaMessages.catchAllNotString(
                name.text, parameter: wrong.parameter, screen: wrong.screen,
                type: wrong.type?.swiftName ?? ""),
              help: SemaMessages.catchAllNotStringHelp(
                name.text, parameter: wrong.parameter, screen: wrong.screen,
                type: wrong.type?.swiftName ?? "")))
        }
        return (.string, bound)
      }
      // A parameter of an unknown type (FL0109, `id: int`) has its one error already: it agrees
      // with any type, and the first parameter with a known type says what the others must be.
      // Found by position and copied out only when found: `first(where:)` copied every use it
      // passed (a screen's and a parameter's names, retained and released).
      let firstTyped = bound.firstIndex { $0.type != nil }.map { bound[$0] }
      let chosen = restated[name.text] ?? firstTyped?.type ?? .string
      if let wrong = bound.firstIndex(where: { ($0.type ?? chosen) != chosen }).map({ bound[$0] }) {
        let message: String
        let help: String?
        var fixIt: Diagnostic.FixIt?
        if restated[name.text] != nil {
          message = SemaMessages.restatedTypeMismatch(
            name.text, declared: chosen.swiftName, parameter: wrong.parameter,
            screen: wrong.screen, type: wrong.type?.swiftName ?? "")
          help = SemaMessages.restatedTypeMismatchHelp(
            name.text, parameter: wrong.parameter, screen: wrong.screen,
            type: wrong.type?.swiftName ?? "")
          // One type to write only when every parameter it binds has it.
          if let written, let wanted = wrong.type,
            bound.allSatisfy({ ($0.type ?? wanted) == wanted })
          {
            // Names what it replaces: the caret is on the placeholder's name, and "replace
            // with 'Int'" read as renaming it (the twenty-second new-users review).
            fixIt = .init(
              SemaMessages.replace(context.source.text(in: written.range), with: wanted.swiftName),
              replacing: written.range, with: wanted.swiftName)
          }
        } else if let first = firstTyped {
          message = SemaMessages.boundTypesDisagree(
            name.text, first: (first.parameter, first.screen, chosen.swiftName),
            second: (
              wrong.parameter, wrong.screen, wrong.type?.swiftName ?? ""
            ))
          // The screen the link opens owns the placeholder; a screen below it (one the compiler
          // put on the back stack) gets its own, or renaming the landing's leads to FL0301 (the
          // eleventh new-users review's smart-home widget link).
          let opened = top.map { context.index.screens[$0.screen.index].name.text }
          help =
            wrong.screen == opened && first.screen != opened
            ? SemaMessages.boundTypesDisagreeBelowHelp(
              name.text, parameter: first.parameter, screen: first.screen)
            : SemaMessages.boundTypesDisagreeHelp(
              name.text, parameter: wrong.parameter, screen: wrong.screen)
        } else {
          message = ""
          help = nil
        }
        diagnostics.append(
          context.diagnostic(.routeTypeMismatch, name.range, message, fixIt: fixIt, help: help))
      }
      return (chosen, bound)
    }
  }

  /// Whether a catch-all may bind `parameter`: a catch-all's value is always a String (FL0308),
  /// so FL0302's help and fix-it offer it nothing else.
  private static func catchAllBinds(_ parameter: Parameter) -> Bool {
    parameter.type.name.text == "String"
  }

  /// FL0302's fix-it on the route's one error of it, giving the placeholder to the one parameter
  /// of the top screen at its default, in the step the route writes for that screen: only when
  /// the route has no other unused placeholder, the screen no other parameter at its default
  /// (`defaulted`), the error offers that binding (no note: not a root's parameter, nor one the
  /// landing gives another value), and the two names say they are one thing
  /// (`PlaceholderNaming`). Anything less is a guess, and `check --fix` applying a wrong one gives
  /// a link's value to the wrong parameter; the help still offers the binding. Worked out after
  /// the placeholder walk, which runs for every route: inside it, it cost the 10,000-route check
  /// 7 M instructions.
  private static func addSoleBinding(
    to diagnostics: inout [Diagnostic], defaulted: Int, _ pattern: RoutePattern,
    restated: [String: ValueType], top: ScreenInstance?, route: Int, _ context: SemaContext
  ) {
    let unused = diagnostics.indices.filter { diagnostics[$0].code == .unusedPlaceholder }
    guard defaulted == 1, unused.count == 1, let position = unused.first,
      diagnostics[position].notes.isEmpty, let top
    else { return }
    let name = context.source.text(in: diagnostics[position].range)
    let placeholders = pattern.placeholderNames.map(\.text)
    let screen = context.index.screens[top.screen.index]
    guard restated[name] == nil,
      let parameter = top.arguments.first(where: {
        $0.binding == .defaultValue && !placeholders.contains($0.parameter)
      })?.parameter,
      PlaceholderNaming.sharesWords(name, with: parameter)
        || PlaceholderNaming.reads(
          name, asParameter: parameter, ofScreen: screen.name.text, screenHasParameterNamed: false),
      let step = context.index.routes[route].landing.steps.last,
      step.name.text == screen.name.text,
      let declared = screen.parameters.first(where: { $0.name.text == parameter })
    else { return }
    let isCatchAll = pattern.segments.contains {
      if case .catchAll(let catchAll, _) = $0 { return catchAll.text == name }
      return false
    }
    guard !isCatchAll || catchAllBinds(declared) else { return }
    diagnostics[position].fixIt =
      StepCompletion.adding("\(parameter): \(name)", to: step, context).fixIt
  }

  /// FL0302. A tab's or phase's root always shows its defaults, and a parameter given another
  /// value (`Item(id: 3)`) takes nothing from the placeholder named like it: either way the
  /// message says why, rather than suggest the parameter the screen already has. Otherwise the
  /// help offers `binding`, a parameter of the top screen still at its default, when there is one
  /// (`addSoleBinding` adds the fix-it writing it, when nothing else could be meant).
  /// A root's parameter is the one named like the placeholder, or the one the landing binds it to
  /// (`Map(promo: code)`, whose help said to bind it explicitly: the eighteenth new-users review).
  private static func unused(
    _ name: Identifier, root: ScreenID?, givenOtherwise: Binder.OtherArgument?,
    binding: (screen: ScreenID, parameter: String)?, route: Int, _ context: SemaContext
  ) -> Diagnostic {
    if let other = givenOtherwise {
      return context.diagnostic(
        .unusedPlaceholder, name.range,
        SemaMessages.placeholderGivenOtherwise(
          name.text, screen: other.screen,
          argument: context.source.text(in: other.label) + ": "
            + context.source.text(in: other.value)),
        notes: [.init(SemaMessages.argumentGivenHere, at: other.range)],
        help: SemaMessages.placeholderGivenOtherwiseHelp(name.text))
    }
    /// The label the landing gives the placeholder on `screen`, read in place, only here:
    /// passing the landing to every route's typing cost the 10,000-route check 5.5 M instructions.
    func labelBinding(on screen: ScreenDeclaration) -> String? {
      let step = context.index.routes[route].landing.steps.first {
        $0.name.text == screen.name.text
      }
      return step?.arguments.first { argument in
        if case .placeholder(let value) = argument.value { return value.text == name.text }
        return false
      }?.label.text
    }
    guard let root = root.map({ context.index.screens[$0.index] }),
      case let label = labelBinding(on: root),
      let parameter = root.parameters.first(where: {
        $0.name.text == name.text || $0.name.text == label
      })
    else {
      return context.diagnostic(
        .unusedPlaceholder, name.range, SemaMessages.unusedPlaceholder(name.text),
        help: SemaMessages.unusedPlaceholderHelp(
          name.text,
          binding: binding.map { (context.index.screens[$0.screen.index].name.text, $0.parameter) }
        ))
    }
    return context.diagnostic(
      .unusedPlaceholder, name.range,
      SemaMessages.placeholderForRootParameter(name.text, root: root.name.text),
      notes: [.init(SemaMessages.parameterDeclaredHere, at: parameter.range)],
      help: SemaMessages.placeholderForRootParameterHelp(root: root.name.text))
  }
}
