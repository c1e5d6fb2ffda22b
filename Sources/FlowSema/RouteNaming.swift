import FlowSyntax

/// Names each route's case in the generated Swift enum.
///
/// App code switches over these cases and saved routes are decoded by them, so a route's name must
/// depend only on the route itself: the `as` name its author wrote, else the screen it shows
/// (`-> ProjectDetail` is `projectDetail`). Adding a route therefore never renames another one; when
/// two routes would share a name, the later one is an error (FL0312) with a fix-it that names it.
enum RouteNaming {
  /// Sets `caseName` on each route with a landing, and reports invalid and duplicate names.
  static func name(
    _ routes: inout [ResolvedRoute], _ context: SemaContext, naming: RouteCaseNaming = .stable
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if naming == .legacy { nameAsBeforeAs(&routes, context.index) }
    let declarations = context.index.routes
    for index in routes.indices where routes[index].caseName == nil {
      if let written = declarations[routes[index].declaration].caseName {
        if let problem = check(written, context) {
          diagnostics.append(problem)
        } else {
          routes[index].caseName = written.text
        }
      } else if let shown = routes[index].shownScreen {
        // The shown screen read out when the route was resolved: asking the landing copied the
        // whole landing model of every route (1.6 M instructions of the 10,000-route check).
        routes[index].caseName = derivedName(
          forScreenCase: context.index.screenCaseNames[shown.index])
      }
    }
    // Built at the first clash, which a clean spec never has.
    var taken: Set<String>?
    var suggested: Set<String> = []
    // The position of the first route with each name: a route is a large value to copy, so the
    // loop reads it in place until it clashes.
    var firstNamed = NameTable()
    firstNamed.reserveCapacity(routes.count)
    for position in routes.indices {
      guard let caseName = routes[position].caseName else { continue }
      // One lookup registers a new name, as nearly every one is, or finds the first.
      guard let first = firstNamed.insert(caseName, at: position) else { continue }
      let previous = routes[first]
      let route = routes[position]
      // The same URLs twice (`/items/{id}` and `/items/{number}`) is one mistake, which FL0303
      // reports: the second never opens.
      if route.isShadowed(by: previous) { continue }
      let allNames = taken ?? Set(routes.compactMap(\.caseName))
      taken = allNames
      var suggestion = suggestedName(route, context.index, skippingRepeats: true)
      let stem = suggestion
      var counter = 2
      while allNames.contains(suggestion) || suggested.contains(suggestion) {
        suggestion = stem + "\(counter)"
        counter += 1
      }
      suggested.insert(suggestion)
      let declaration = declarations[route.declaration]
      let previousDeclaration = declarations[previous.declaration]
      let fixIt: Diagnostic.FixIt
      if let written = declaration.caseName {
        fixIt = .replacing(written.range, with: suggestion)
      } else {
        fixIt = .inserting(" as \(suggestion)", at: declaration.landing.range.end)
      }
      diagnostics.append(
        context.diagnostic(
          .duplicateRouteCaseName, declaration.caseName?.range ?? declaration.landing.range,
          SemaMessages.duplicateRouteCaseName(
            declaration.patternLiteral.value, previousDeclaration.patternLiteral.value,
            caseName: caseName),
          notes: [
            .init(
              SemaMessages.routeCaseNameHere(
                previousDeclaration.patternLiteral.value,
                suffixed: previousDeclaration.caseName == nil
                  ? previous.landing.flatMap { Self.suffixedMember($0, context.index) } : nil),
              at: previousDeclaration.caseName?.range ?? previousDeclaration.landing.range)
          ]
            + (declaration.caseName == nil
              ? route.landing.flatMap { Self.suffixedMember($0, context.index) }.map {
                [.init(SemaMessages.routeCaseNameSuffixed($0), at: declaration.landing.range)]
              } ?? [] : []),
          fixIt: fixIt,
          help: Self.printAlike(
            declaration.patternLiteral.value, previousDeclaration.patternLiteral.value)
            ? SemaMessages.lookAlikePatternsHelp : nil))
    }
    return diagnostics
  }

  /// Whether two patterns are canonically equivalent text (Swift's `==`) with different bytes, as
  /// `/café` precomposed and with `e` + U+0301 are: printed, they look the same.
  private static func printAlike(_ pattern: String, _ other: String) -> Bool {
    pattern == other && !pattern.utf8.elementsEqual(other.utf8)
  }

  /// Names the routes written without `as` the way compilers before `as` did (`RouteCaseNaming.legacy`).
  private static func nameAsBeforeAs(
    _ routes: inout [ResolvedRoute], _ declarations: DeclarationIndex
  ) {
    var counts: [String: Int] = [:]
    for route in routes where declarations.routes[route.declaration].caseName == nil {
      if let landing = route.landing {
        counts[derivedName(landing, declarations), default: 0] += 1
      }
    }
    var used = Set(routes.compactMap { declarations.routes[$0.declaration].caseName?.text })
    for index in routes.indices where declarations.routes[routes[index].declaration].caseName == nil
    {
      guard let landing = routes[index].landing else { continue }
      let base = derivedName(landing, declarations)
      let stem = counts[base, default: 0] > 1 ? suggestedName(routes[index], declarations) : base
      var name = stem
      var counter = 2
      while used.contains(name) {
        name = stem + "\(counter)"
        counter += 1
      }
      used.insert(name)
      routes[index].caseName = name
    }
  }

  /// The case name of a route written without `as`: the shown screen's, with a `Route` suffix when
  /// that would clash with a member of the route enum (`-> Table` is `tableRoute`).
  static func derivedName(_ landing: LandingModel, _ declarations: DeclarationIndex) -> String {
    derivedName(forScreenCase: declarations.screenCaseNames[shownScreen(landing).index])
  }

  /// `derivedName` for a route showing a screen whose case is `name`.
  private static func derivedName(forScreenCase name: String) -> String {
    SwiftNaming.routeMembers.contains(name) ? name + "Route" : name
  }

  /// The member of the route enum the shown screen's case name spells, for which `derivedName`
  /// gives the route a `Route` suffix (`url` for `-> Url`), if it is one: one rule for the name
  /// and for FL0312's note on it.
  private static func suffixedMember(_ landing: LandingModel, _ declarations: DeclarationIndex)
    -> String?
  {
    let name = declarations.screenCaseNames[shownScreen(landing).index]
    return SwiftNaming.routeMembers.contains(name) ? name : nil
  }

  /// The screen a route's landing shows: the top of its topmost presentation, else the top of its
  /// stack.
  static func shownScreen(_ landing: LandingModel) -> ScreenID {
    landing.shownScreen
  }

  /// A name for a route that clashes: the shown screen's name followed by the pattern's literal
  /// words (`/projects/{id}/open` -> `projectDetailProjectsOpen`), as routes were once named.
  /// FL0312's suggestion is `skippingRepeats` a word that is the screen's name again
  /// (`/article/{slug}/amp -> Article` is `articleAmp`, where a review got `articleArticleAmp`);
  /// the names of `RouteCaseNaming.legacy` keep every word, as they always had.
  private static func suggestedName(
    _ route: ResolvedRoute, _ declarations: DeclarationIndex, skippingRepeats: Bool = false
  ) -> String {
    let base =
      route.landing.map { declarations.screenCaseNames[shownScreen($0).index] } ?? "route"
    let words = route.segments.compactMap { segment -> String? in
      guard case .literal(let text) = segment else { return nil }
      let kept = identifierText(text)
      guard !kept.isEmpty, !(skippingRepeats && ASCII.lowercased(kept) == ASCII.lowercased(base))
      else { return nil }
      return SwiftNaming.typeName(kept)
    }
    return base + words.joined()
  }

  /// A written name Swift cannot use as a case: characters outside `[A-Za-z0-9_]` (a spec name may
  /// contain `-`), or a keyword.
  private static func check(_ name: Identifier, _ context: SemaContext) -> Diagnostic? {
    let isIdentifier = name.text.unicodeScalars.allSatisfy { identifierCharacter($0) == $0 }
    if !isIdentifier {
      let fixed = identifierText(name.text)
      return context.diagnostic(
        .invalidIdentifier, name.range, SemaMessages.routeCaseNameNotIdentifier(name.text),
        fixIt: fixed.isEmpty || SwiftNaming.isReserved(fixed)
          ? nil : .replacing(name.range, with: fixed),
        help: SemaMessages.renameHelp)
    }
    if SwiftNaming.isReserved(name.text) {
      return context.diagnostic(
        .invalidIdentifier, name.range, SemaMessages.routeCaseNameReserved(name.text),
        help: SemaMessages.renameHelp)
    }
    if SwiftNaming.moduleNames.contains(name.text) {
      return context.diagnostic(
        .swiftNameCollision, name.range, SemaMessages.routeCaseNameIsModule(name.text),
        help: SemaMessages.renameHelp)
    }
    if SwiftNaming.routeMembers.contains(name.text) || name.text == SwiftNaming.caseListMember {
      // The suffix a route named for such a screen gets without `as` (`derivedName`), numbered
      // past a name another route may have: written with `as`, or derived from a screen (the
      // diff review's `UrlRoute` screen, whose route then clashed with the fixed one, FL0312).
      let derivable = context.index.screenCaseNames.map(derivedName(forScreenCase:))
      let taken = Set(context.index.routes.compactMap { $0.caseName?.text } + derivable)
      var suffixed = name.text + "Route"
      var counter = 2
      while taken.contains(suffixed) {
        suffixed = name.text + "Route\(counter)"
        counter += 1
      }
      return context.diagnostic(
        .invalidIdentifier, name.range, SemaMessages.routeCaseNameIsMember(name.text),
        fixIt: .replacing(name.range, with: suffixed),
        help: SemaMessages.routeCaseNameIsMemberHelp(suffixed))
    }
    return nil
  }

  /// The text with `identifierCharacter` applied to each scalar.
  private static func identifierText(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.compactMap(identifierCharacter))
    return String(scalars)
  }

  /// The scalar as it may appear in a Swift identifier: ASCII letters, digits and `_` stay, `-`
  /// becomes `_`, anything else is dropped.
  private static func identifierCharacter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    if scalar == "-" { return "_" }
    let isKept =
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar) || scalar == "_"
    return isKept ? scalar : nil
  }
}

extension LandingModel {
  /// The screen the landing shows: the top of its topmost presentation, else the top of its
  /// stack (`RouteNaming.shownScreen`).
  var shownScreen: ScreenID {
    top?.screen ?? root
  }
}
