import FlowSyntax

/// FL0301: one error per step the route writes, and one for the screens the compiler put below them,
/// naming every required parameter the route leaves out, with help
/// and a fix-it that only suggest what checks. A parameter is given a placeholder whose type fits
/// it, else an editor placeholder of its type for the author to fill in (`<#String#>`, which
/// `check --fix` never applies: a made-up `""` applied for them put `Show(id: "")` under every
/// episode a link opened); the arguments already written are kept, and a screen the compiler put
/// on the back stack is written out in front of the route's own steps.
extension Binder {
  /// A value a missing parameter is given in the suggested edit.
  private struct Supplied {
    var parameter: String
    var type: ValueType
    var value: String
    /// The placeholder the value is, or `nil` for a value the author fills in.
    var placeholder: String?
    /// The screen whose parameter the value is for.
    var screen: String
    /// Whether it is the value an earlier screen of the edit was given for a parameter of the same
    /// name and type, so that the help names it once.
    var isShared = false
  }

  /// FL0301 for the `screens` of one landing (each an entry's position and the positions of its
  /// `missing` parameters in its parameter list) and the placeholders its edit binds: a step the
  /// route writes alone, or every screen the compiler put on the back stack below the first step
  /// at once, as their edits are one path written out and two fix-its each writing half of it
  /// conflicted (the thirty-seventh new-users review). Called once every entry is bound, so that
  /// `uses` says what each placeholder binds; `claimed` are the spare placeholders the edits of
  /// the steps the route writes bind already. Without `offersPath`, a derived path written out is
  /// help only, with no fix-it (FL0317 said another path needs less).
  func missing(
    _ screens: [(entry: Int, missing: [Int])], _ entries: [LandingResolution.Entry],
    written landing: Landing, restated: [String: ValueType], claimed: Set<String>,
    offersPath: Bool, graph: NavigationGraph
  ) -> (Diagnostic, placeholders: [String]) {
    let index = context.index
    var suppliedByEntry: [Int: [Supplied]] = [:]
    var declared: [(screen: String, parameters: [ResolvedParameter])] = []
    var supplied: [Supplied] = []
    var addable: [String] = []
    var complete = true
    for (position, missing) in screens {
      let entry = entries[position]
      let screen = index.screens[entry.screen].name.text
      var own: [Supplied] = []
      declared.append((screen, missing.map { parameters[entry.screen][$0] }))
      for parameter in declared[declared.count - 1].parameters {
        guard let type = parameter.type else {
          // Its type was reported where it is written; a placeholder named like it still binds it.
          complete = false
          if !addable.contains(parameter.name) { addable.append(parameter.name) }
          continue
        }
        // A value another screen of the edit is given for a parameter of the same name and type
        // (Hotel's and Booking's `hotelId`) is the same thing, as `fittingPlaceholder` reads it;
        // an `id` only on the same screen, and one of another type never (the diff review got
        // one placeholder for a String and an Int).
        if parameter.name.lowercased() != "id",
          var same = supplied.first(where: { $0.parameter == parameter.name && $0.type == type })
        {
          same.screen = screen
          same.isShared = true
          own.append(same)
          continue
        }
        let taken = (supplied + own).compactMap(\.placeholder)
        if let placeholder = fittingPlaceholder(
          for: parameter.name, of: screen, type, restated: restated,
          taken: entry.step == nil ? taken + claimed : taken, entries: entries)
        {
          own.append(
            Supplied(
              parameter: parameter.name, type: type, value: placeholder, placeholder: placeholder,
              screen: screen))
        } else {
          own.append(
            Supplied(
              parameter: parameter.name, type: type, value: Self.valueToFillIn(type),
              placeholder: nil, screen: screen))
          if canAddPlaceholder(named: parameter.name, type, entries),
            !addable.contains(parameter.name)
          {
            addable.append(parameter.name)
          }
        }
      }
      suppliedByEntry[position] = own
      supplied += own
    }
    // A placeholder given to a parameter of another name, which no screen on this path takes by
    // name while screens off it, leading to the route's first step, do: the link more likely
    // meant a path through them, which the author writes out. The fix-it, applied by `--fix`,
    // bound a project's `{id}` to a new project's `asset` (the nineteenth new-users review's
    // editor), and a channel's `{id}` to a thread's `channelId` under the activity tab, with no
    // channel behind it (the twentieth); the help names them.
    let onPath = Set(entries.map(\.screen))
    let firstStep = entries.first { $0.step != nil }?.screen
    let screenEdges = graph.pushes.indices.map { graph.pushes[$0] + graph.presents[$0] }
    let otherOwners =
      supplied.compactMap { supplied -> (placeholder: String, screens: [String])? in
        guard let placeholder = supplied.placeholder, placeholder != supplied.parameter,
          !onPath.contains(where: { position in
            index.screens[position].parameters.contains { $0.name.text == placeholder }
          })
        else { return nil }
        let screens = index.screens.indices.filter { position in
          !onPath.contains(position)
            && index.screens[position].parameters.contains { $0.name.text == placeholder }
            && firstStep.map {
              TransitionChecks.reachable(from: [position], along: screenEdges)[$0]
            } == true
        }.map { index.screens[$0].name.text }
        return screens.isEmpty ? nil : (placeholder, screens)
      }
    // The last entry is always a step the route writes; derived screens come before the first.
    let lowest = screens[0].entry
    let firstWritten = entries.firstIndex { $0.step != nil } ?? lowest
    let written = entries[firstWritten...].compactMap(\.step)
    let edit: (help: String, fixIt: Diagnostic.FixIt?)?
    if !complete {
      edit = nil
    } else if let step = entries[lowest].step {
      let completed = StepCompletion.adding(
        supplied.map { "\($0.parameter): \($0.value)" }.joined(separator: ", "), to: step, context)
      edit = (completed.help, otherOwners.isEmpty ? completed.fixIt : nil)
    } else {
      let derived = (lowest..<firstWritten).map { position in
        text(of: entries[position].screen, arguments: suppliedByEntry[position] ?? [])
      }
      let steps = written.map { context.source.text(in: $0.range) }
      let path = "[" + (derived + steps).joined(separator: ", ") + "]"
      let fixIt: Diagnostic.FixIt
      if landing.isExplicitPath, let first = written.first {
        let inserted = derived.joined(separator: ", ") + ", "
        fixIt = .init(
          SemaMessages.writeArguments(path), replacing: .point(first.range.start), with: inserted)
      } else {
        fixIt = .init(
          SemaMessages.writeArguments(path), replacing: written.first?.range ?? landing.range,
          with: path)
      }
      edit = (path, offersPath && otherOwners.isEmpty ? fixIt : nil)
    }
    let isDerived = entries[lowest].step == nil
    // Each value once, named for its screen where another screen's parameter of the same name
    // gets a value of its own ("bind 'id' of 'Show' and 'id' of 'Season'", where "bind 'id' and
    // 'id'" said neither, the diff review found).
    let own = supplied.filter { !$0.isShared }
    let label = { (value: Supplied) in
      own.contains { $0.parameter == value.parameter && $0.screen != value.screen }
        ? "'\(value.parameter)' of '\(value.screen)'" : "'\(value.parameter)'"
    }
    let pairs = own.compactMap { value in value.placeholder.map { (label(value), $0) } }
    let constants = own.filter { $0.placeholder == nil }.map(label)
    let diagnostic = context.diagnostic(
      .routeMissingParameter, entries[lowest].step?.range ?? landing.range,
      SemaMessages.routeMissingParameters(
        declared.map { ($0.parameters.map(\.name), $0.screen) },
        derivedBelow: isDerived ? written.first?.name.text : nil),
      notes: declared.flatMap(\.parameters).map {
        .init(SemaMessages.parameterDeclaredHere, at: $0.declaration.range)
      },
      fixIt: edit?.fixIt,
      help: SemaMessages.routeMissingParametersHelp(
        edit: edit?.help, fromPlaceholders: pairs,
        boundCount: supplied.count { $0.placeholder != nil }, constants: constants,
        addable: addable, derivedScreen: isDerived ? declared[0].screen : nil,
        otherOwners: otherOwners.first.map { ($0.placeholder, $0.screens, written.last?.name.text) }
      ))
    return (diagnostic, supplied.compactMap(\.placeholder))
  }

  /// A derived screen as a step: its name, with the supplied arguments if any.
  private func text(of screen: Int, arguments: [Supplied]) -> String {
    let name = context.index.screens[screen].name.text
    if arguments.isEmpty { return name }
    return name + "(" + arguments.map { "\($0.parameter): \($0.value)" }.joined(separator: ", ")
      + ")"
  }

  /// A placeholder that can bind a parameter of `type`: first one that already binds a parameter of
  /// the same name elsewhere in the landing (`Seats(flightId: fid)` for `Flight`'s `flightId`; an
  /// `id` only on the same screen, as another screen's `id` is another thing's), then one that
  /// reads as the screen's own value (`PlaceholderNaming`: `{noteId}` or `{note}` for `Note`'s
  /// `id`, though it binds `Share`'s `noteId` already) or binding what the parameter is named for
  /// (`{id}`, binding `Note`'s `id`, for `History`'s `noteId`), then one that binds nothing yet,
  /// reads as no other screen's of the landing (`{show}` stays for `Show`, not `Episode`) and is
  /// not `taken` by another parameter of the screen or, for a screen on the derived back stack,
  /// by a step the route writes: `{id2}` in `/episodes/{id2}` is the episode's, and giving it to
  /// `Show`'s `id` below too opened the episode's number as a show (the third new-users review and
  /// the diff review). A constant in place of a value the link carries would show every link the
  /// same note (the new-users review).
  private func fittingPlaceholder(
    for name: String, of screen: String, _ type: ValueType, restated: [String: ValueType],
    taken: [String], entries: [LandingResolution.Entry]
  ) -> String? {
    let uses = self.uses
    func fits(_ position: Int) -> Bool {
      if position == catchAll, type != .string { return false }
      if let declared = restated[placeholders[position]], declared != type { return false }
      return uses[position].allSatisfy { ($0.type ?? type) == type }
    }
    let sameThing = { (use: Use) in
      use.parameter == name && (name.lowercased() != "id" || use.screen == screen)
    }
    if let position = placeholders.indices.first(where: { position in
      uses[position].contains(where: sameThing) && fits(position)
    }) {
      return placeholders[position]
    }
    if let position = placeholders.indices.first(where: { position in
      fits(position) && !taken.contains(placeholders[position])
        && (reads(placeholders[position], as: screen, name)
          || uses[position].contains { reads(name, as: $0.screen, $0.parameter) })
    }) {
      return placeholders[position]
    }
    let others = Set(entries.map(\.screen)).filter { context.index.screens[$0].name.text != screen }
    return placeholders.indices.first { position in
      uses[position].isEmpty && !taken.contains(placeholders[position]) && fits(position)
        && !others.contains { other in
          parameters[other].contains {
            reads(placeholders[position], as: context.index.screens[other].name.text, $0.name)
          }
        }
    }.map { placeholders[$0] }
  }

  /// Whether `name` reads as the value of `screen`'s `parameter` (`PlaceholderNaming`).
  private func reads(_ name: String, as screen: String, _ parameter: String) -> Bool {
    let position = context.index.screenIndex[screen]
    return PlaceholderNaming.reads(
      name, asParameter: parameter, ofScreen: screen,
      screenHasParameterNamed: position.map { parameters[$0].contains { $0.name == name } } ?? false
    )
  }

  /// Whether a placeholder named like the parameter, added to the pattern, would bind only
  /// parameters of its type: it also binds every unwritten parameter of that name on the landing.
  /// An `id` only when one screen of the landing leaves one unwritten: each screen's `id` is its
  /// own thing, and `{id}` would give them all the same (FL0316's mistake; the diff review found
  /// it offered for a show and its season).
  private func canAddPlaceholder(
    named name: String, _ type: ValueType, _ entries: [LandingResolution.Entry]
  ) -> Bool {
    var unwritten = 0
    let fits = entries.allSatisfy { entry in
      let isWritten = entry.step?.arguments.contains { $0.label.text == name } ?? false
      if !isWritten, parameters[entry.screen].contains(where: { $0.name == name }) {
        unwritten += 1
      }
      return isWritten
        || parameters[entry.screen].allSatisfy { $0.name != name || ($0.type ?? type) == type }
    }
    return fits && (name.lowercased() != "id" || unwritten <= 1)
  }

  /// An editor placeholder of `type` for the help and fix-it (`<#Int#>`): only the author knows
  /// the value they mean, and an editor selects it for them to type.
  private static func valueToFillIn(_ type: ValueType) -> String {
    "<#\(type.swiftName)#>"
  }
}
