import FlowSyntax

/// Checks handlers and lists: one handler per event in a place, handlers only where they can run,
/// and no target or condition listed twice (`requires session, session` said nothing, and read as
/// if two different things were required).
enum HandlerChecks {
  static func check(_ context: SemaContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for phase in context.index.phases {
      var handlers: [EventHandler] = []
      var presents: [[Identifier]] = []
      for item in phase.items {
        if case .handler(let handler) = item { handlers.append(handler) }
        if case .present(let targets, _) = item { presents.append(targets) }
      }
      diagnostics.appendUnlessEmpty(
        duplicateHandlers(handlers, place: "phase '\(phase.name.text)'", context))
      diagnostics.appendUnlessEmpty(presentationsWithRequiredParameters(handlers, context))
      diagnostics.appendUnlessEmpty(
        duplicateEdges(presents.flatMap { $0 }, verb: "present", context))
      diagnostics.appendUnlessEmpty(duplicateEdges(phase.requires, verb: "requires", context))
    }
    for tab in context.index.tabs {
      diagnostics.appendUnlessEmpty(duplicateEdges(tab.item.requires, verb: "requires", context))
    }
    // By position, reading each screen in place: a declaration is a large value to copy.
    let screens = context.index.screens
    for position in screens.indices {
      var handlers: [EventHandler] = []
      var pushes: [Identifier] = []
      var presents: [Identifier] = []
      for item in screens[position].items {
        switch item {
        case .handler(let handler): handlers.append(handler)
        case .push(let targets, _): pushes += targets
        case .present(let targets, _): presents += targets
        }
      }
      let kind = screens[position].kind
      diagnostics.appendUnlessEmpty(
        duplicateHandlers(
          handlers, place: "\(kind.rawValue) '\(screens[position].name.text)'", context))
      diagnostics.appendUnlessEmpty(presentationsWithRequiredParameters(handlers, context))
      diagnostics.appendUnlessEmpty(duplicateEdges(pushes, verb: "push", context))
      diagnostics.appendUnlessEmpty(duplicateEdges(presents, verb: "present", context))
      diagnostics.appendUnlessEmpty(
        duplicateEdges(screens[position].requires, verb: "requires", context))
      if kind == .screen {
        for handler in handlers {
          diagnostics.append(
            context.diagnostic(
              .handlerNeverRuns, handler.range,
              SemaMessages.handlerNeverRuns(
                handler.event.text, screen: screens[position].name.text),
              help: SemaMessages.handlerNeverRunsHelp))
        }
      }
    }
    return diagnostics
  }

  /// FL0224: `on e -> present X` shows X with no values but its defaults, so a parameter of X with
  /// neither a default nor an optional type has nothing to take (the generated definition would not
  /// compile).
  private static func presentationsWithRequiredParameters(
    _ handlers: [EventHandler], _ context: SemaContext
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for handler in handlers {
      guard case .present(let target) = handler.action,
        let position = context.index.presentation(named: target.text),
        let parameter = context.index.screens[position].firstRequiredParameter
      else { continue }
      let presented = context.index.screens[position]
      diagnostics.append(
        context.diagnostic(
          .handlerPresentWithRequiredParameters, target.range,
          SemaMessages.handlerPresentWithRequiredParameter(
            target.text, kind: presented.kind.rawValue, parameter: parameter.name.text,
            event: handler.event.text),
          notes: [.init(SemaMessages.parameterDeclaredHere, at: parameter.range)],
          help: SemaMessages.handlerPresentWithRequiredParameterHelp(
            target.text, kind: presented.kind.rawValue, parameter: parameter.name.text)))
    }
    return diagnostics
  }

  private static func duplicateHandlers(
    _ handlers: [EventHandler], place: @autoclosure () -> String, _ context: SemaContext
  ) -> [Diagnostic] {
    // Most places have one handler or none: nothing to compare.
    guard handlers.count > 1 else { return [] }
    var seen: [String: EventHandler] = [:]
    var diagnostics: [Diagnostic] = []
    for handler in handlers {
      if let previous = seen[handler.event.text] {
        diagnostics.append(
          context.diagnostic(
            .duplicateHandler, handler.event.range,
            SemaMessages.duplicateHandler(handler.event.text, place: place()),
            notes: [.init(SemaMessages.previousHandler, at: previous.range)]))
      } else {
        seen[handler.event.text] = handler
      }
    }
    return diagnostics
  }

  private static func duplicateEdges(
    _ targets: [Identifier], verb: String, _ context: SemaContext
  ) -> [Diagnostic] {
    guard targets.count > 1 else { return [] }
    var diagnostics: [Diagnostic] = []
    func report(_ target: Identifier, listedAt previous: SourceRange) {
      diagnostics.append(
        context.diagnostic(
          .duplicateEdge, target.range, SemaMessages.duplicateEdge(target.text, verb: verb),
          notes: [.init(SemaMessages.previousListing, at: previous)]))
    }
    // A screen lists a handful of targets, which are cheaper to compare pairwise than to hash; a
    // long list goes through a table, so the cost stays linear.
    guard targets.count > 16 else {
      for position in targets.indices {
        let name = targets[position].text
        if let previous = targets[..<position].firstIndex(where: { $0.text == name }) {
          report(targets[position], listedAt: targets[previous].range)
        }
      }
      return diagnostics
    }
    // Each name's first listing and how often it came again. Past `repeatsReported` repeats of
    // one name the rest are counted on the last one reported: a screen pushing one name a million
    // times made a million warnings and took gigabytes (the tools review).
    var seen: [String: (first: Identifier, repeats: Int, lastReported: Int)] = [:]
    seen.reserveCapacity(targets.count)
    for target in targets {
      guard var entry = seen[target.text] else {
        seen[target.text] = (target, 0, -1)
        continue
      }
      entry.repeats += 1
      if entry.repeats <= repeatsReported {
        report(target, listedAt: entry.first.range)
        entry.lastReported = diagnostics.count - 1
      }
      seen[target.text] = entry
    }
    for entry in seen.values where entry.repeats > repeatsReported {
      diagnostics[entry.lastReported].message += SemaMessages.unlistedRepeats(
        entry.repeats - repeatsReported)
    }
    return diagnostics
  }

  /// How many repeats of one name in one list are reported, each at its place.
  static let repeatsReported = 16
}
