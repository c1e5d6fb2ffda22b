import FlowSyntax

/// FL0316: a screen the compiler put on a link's back stack takes a placeholder by its name that a
/// later screen of the landing takes too, while another placeholder of the route reads as that
/// screen's own value.
///
/// Placeholders bind by name, so `/projects/{projectId}/files/{id}` landing on `File(projectId:,
/// id:)` derives `Project(id:)` before it and gives it `{id}`, the file's id: the link opens the
/// wrong project under the right file, and nothing fails. `flowc resolve` shows it, but only to
/// someone who reads the back stack. The route's `{projectId}` is the author's intent, written in
/// the pattern; the fix writes the back stack out, `[Project(id: projectId), File]`.
///
/// With no placeholder for the derived screen, one kind of sharing is still reported: a link
/// whose path ends in `{id}`, which the screen it opens takes as its own `id`, with no other path
/// value, while a derived screen of another kind takes it too. A path that ends in the id is that
/// screen's link: `/episodes/{id}` opening `Show(id: "e42") > Episode(id: "e42")` opens the show
/// of the episode's id (the eleventh new-users review's streaming app). An `{id}` with more path
/// after it (`/products/{id}/reviews`, `/accounts/{id}/txn/{txn}`) is the earlier screen's, which
/// the later one shows more of: 25 of 27 such specs shared one item's id (the fourth review).
enum BackStackBindingChecks {
  /// The warning, and the route's placeholder that reads as the derived screen's own, which the
  /// fix-it gives it: when nothing else takes that placeholder, its FL0302 carries the fix-it
  /// instead (`merged(into:)`).
  ///
  /// A class: every route holds an optional one, and destroying the optional struct went through
  /// the runtime's generic witnesses for its optional tuple, 8 M instructions of the 10,000-route
  /// check for findings that were nearly all `nil`.
  final class Finding {
    let diagnostic: Diagnostic
    /// The placeholder and the derived screen the fix-it gives it to.
    let ownPlaceholder: (name: String, screen: String)?

    init(diagnostic: Diagnostic, ownPlaceholder: (name: String, screen: String)?) {
      self.diagnostic = diagnostic
      self.ownPlaceholder = ownPlaceholder
    }

    /// `diagnostics` (a route's placeholder typing) with this finding: its fix-it and help on
    /// the FL0302 error of the placeholder it gives the derived screen, with its words as a
    /// note, when there is one; else the warning beside them. An ignore comment the warning
    /// offered could never have made that spec pass, and the error, which stops the build, had
    /// only generic help (the twenty-fourth new-users review's fantasy league).
    func merged(into diagnostics: inout [Diagnostic], _ context: SemaContext) {
      if let own = ownPlaceholder, let fixIt = diagnostic.fixIt,
        let unused = diagnostics.firstIndex(where: {
          $0.code == .unusedPlaceholder && context.source.text(in: $0.range) == own.name
        })
      {
        diagnostics[unused].notes.append(.init(diagnostic.message, at: diagnostic.range))
        diagnostics[unused].fixIt = fixIt
        diagnostics[unused].help = SemaMessages.unusedPlaceholderForDerivedScreenHelp(own.screen)
        return
      }
      diagnostics.append(diagnostic)
    }
  }

  /// The warning for the first such screen of `resolved`, with a fix-it writing the path out.
  static func check(
    _ resolved: LandingResolution.Resolved, written landing: Landing, pattern: RoutePattern,
    placeholders: [String], parameters: [[ResolvedParameter]], _ context: SemaContext
  ) -> Finding? {
    let entries = resolved.entries
    guard let firstWritten = LandingResolution.firstWritten(entries), firstWritten > 0
    else { return nil }
    // Read by position, not iterated: iterating copied each parameter and entry whole (their
    // names, declarations and steps retained and released), 11 M instructions over the
    // 10,000-route check.
    for position in 0..<firstWritten {
      let screen = entries[position].screen
      for parameterPosition in parameters[screen].indices
      where placeholders.contains(parameters[screen][parameterPosition].name) {
        let shared = parameters[screen][parameterPosition].name
        guard
          let laterPosition = ((position + 1)..<entries.count).first(where: {
            feeds(
              shared, screen: entries[$0].screen, arguments: entries[$0].step?.arguments ?? [],
              parameters: parameters)
          })
        else { continue }
        let later = entries[laterPosition].screen
        let type = parameters[screen][parameterPosition].type
        if let own = placeholders.first(where: {
          $0 != shared && reads($0, as: screen, parameter: shared, parameters, context)
            && takesType(type, placeholder: $0, entries[(position + 1)...], parameters)
        }) {
          return Finding(
            diagnostic: warning(
              screen: screen, parameter: shared, placeholder: own, later: later,
              derivedFrom: position, upTo: firstWritten, resolved, landing, context),
            ownPlaceholder: (own, context.index.screens[screen].name.text))
        }
        if shared == "id", let top = entries.last, top.screen != screen,
          idIsOwn(of: top, below: screen, pattern, parameters, context)
        {
          let screens = context.index.screens
          return Finding(
            diagnostic: context.diagnostic(
              .backStackSharesPlaceholder, landing.steps.first?.range ?? landing.range,
              SemaMessages.backStackSharesID(
                screen: screens[screen].name.text, later: screens[top.screen].name.text),
              help: SemaMessages.backStackSharesIDHelp(screens[screen].name.text)),
            ownPlaceholder: nil)
        }
      }
    }
    return nil
  }

  /// Whether the link's `{id}` is `top`'s own: `top`'s `id` parameter takes it (by its name, or
  /// written `Episode(id: id)`; `Signature(order: id)` gives it to another, as the parent's id),
  /// no other path value of the link is `top`'s, and the link reads as `top`'s. A query item
  /// (`/episode?id={id}`) does; in the path, the word before it says whose it is
  /// (`/orders/{id}` is the `Order`'s, `/episodes/{id}/play` the `Episode`'s), and without one
  /// that names either screen, an `{id}` that ends the path is the link's own (the fourth and
  /// fifth reviews: `/products/{id}/reviews` meant one product; `/episodes/{id}/play`, missed).
  private static func idIsOwn(
    of top: LandingResolution.Entry, below screen: Int, _ pattern: RoutePattern,
    _ parameters: [[ResolvedParameter]], _ context: SemaContext
  ) -> Bool {
    guard parameters[top.screen].contains(where: { $0.name == "id" }),
      !(top.step?.arguments ?? []).contains(where: { argument in
        guard argument.label.text == "id" else { return false }
        if case .placeholder(let given) = argument.value { return given.text != "id" }
        return true
      })
    else { return false }
    var position: Int?
    for (index, segment) in pattern.segments.enumerated() {
      switch segment {
      case .placeholder(let name, _, _), .catchAll(let name, _):
        if name.text == "id" {
          position = index
        } else if feeds(
          name.text, screen: top.screen, arguments: top.step?.arguments ?? [],
          parameters: parameters)
        {
          return false
        }
      case .literal: break
      }
    }
    guard let position else { return pattern.query.contains { $0.name.text == "id" } }
    if position > 0, case .literal(let word, _) = pattern.segments[position - 1] {
      let names = { (screen: Int) in
        ASCII.lowercased(context.index.screens[screen].name.text) == singular(word)
      }
      if names(screen) { return false }
      if names(top.screen) { return true }
    }
    return position == pattern.segments.count - 1
  }

  /// A path word as a screen's name would read, lowercased: `episodes` is `episode`, `stories`
  /// `story`.
  private static func singular(_ word: String) -> String {
    let lowered = ASCII.lowercased(word).filter { $0 != "-" && $0 != "_" }
    if lowered.hasSuffix("ies") { return lowered.dropLast(3) + "y" }
    if lowered.hasSuffix("s") { return String(lowered.dropLast()) }
    return lowered
  }

  /// Whether `screen`, written with `arguments`, takes the placeholder `name`: given it as an
  /// argument, or by a parameter of that name not given anything else. Given the entry's screen
  /// and arguments rather than the entry: passing the entry copied it whole (its step's name and
  /// arguments retained and released) for each later screen of every route. With the entries
  /// searched by position (`LandingResolution.firstWritten`), `check` went from 20.8 M to 14.1 M
  /// instructions of the 10,000-route check.
  private static func feeds(
    _ name: String, screen: Int, arguments: [Argument], parameters: [[ResolvedParameter]]
  ) -> Bool {
    if arguments.contains(where: {
      if case .placeholder(let given) = $0.value { return given.text == name }
      return false
    }) {
      return true
    }
    let screenParameters = parameters[screen]
    return screenParameters.indices.contains { screenParameters[$0].name == name }
      && !arguments.contains { $0.label.text == name }
  }

  /// Whether every parameter of the later `entries` named `placeholder` has `type`: the fix-it
  /// gives the placeholder to the derived screen too, and a placeholder binds one type (FL0300).
  private static func takesType(
    _ type: ValueType?, placeholder: String, _ entries: ArraySlice<LandingResolution.Entry>,
    _ parameters: [[ResolvedParameter]]
  ) -> Bool {
    guard let type else { return false }
    return entries.allSatisfy { entry in
      parameters[entry.screen].allSatisfy { $0.name != placeholder || $0.type == type }
    }
  }

  /// Whether the placeholder `name` reads as `screen`'s `parameter` (`PlaceholderNaming`), not a
  /// value `screen` takes.
  private static func reads(
    _ name: String, as screen: Int, parameter: String, _ parameters: [[ResolvedParameter]],
    _ context: SemaContext
  ) -> Bool {
    PlaceholderNaming.reads(
      name, asParameter: parameter, ofScreen: context.index.screens[screen].name.text,
      screenHasParameterNamed: parameters[screen].contains { $0.name == name })
  }

  private static func warning(
    screen: Int, parameter: String, placeholder: String, later: Int, derivedFrom start: Int,
    upTo firstWritten: Int, _ resolved: LandingResolution.Resolved, _ landing: Landing,
    _ context: SemaContext
  ) -> Diagnostic {
    let screens = context.index.screens
    let name = screens[screen].name.text
    // The path from this screen on, written: it with its own value, the derived screens after it
    // by name (they bind by name as before), then the steps as the author wrote them.
    let derived = resolved.entries[(start + 1)..<firstWritten].map { screens[$0.screen].name.text }
    let prefix = (["\(name)(\(parameter): \(placeholder))"] + derived).joined(separator: ", ")
    let fixIt: Diagnostic.FixIt?
    if resolved.lessGuardedPathExists {
      // FL0317 said another path as short needs fewer conditions: writing this one out chooses.
      fixIt = nil
    } else if landing.isExplicitPath, let first = landing.steps.first, let last = landing.steps.last
    {
      let path = "[\(prefix), " + context.source.text(in: first.range.union(last.range))
      fixIt = .init(
        SemaMessages.writeArguments(path + "]"), replacing: .point(first.range.start),
        with: prefix + ", ")
    } else if landing.steps.count == 1, let step = landing.steps.first {
      let path = "[\(prefix), \(context.source.text(in: step.range))]"
      fixIt = .init(SemaMessages.writeArguments(path), replacing: step.range, with: path)
    } else {
      fixIt = nil
    }
    return context.diagnostic(
      .backStackSharesPlaceholder, landing.steps.first?.range ?? landing.range,
      SemaMessages.backStackSharesPlaceholder(
        parameter, screen: name, later: screens[later].name.text, own: placeholder),
      fixIt: fixIt,
      help: SemaMessages.backStackSharesPlaceholderHelp(
        name, parameter: parameter, placeholder: placeholder))
  }
}
