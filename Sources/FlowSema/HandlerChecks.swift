import FlowSyntax

/// Checks handlers and edge lists: one handler per event in a place, handlers only where they can
/// run, and no target listed twice.
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
      diagnostics += duplicateHandlers(handlers, place: "phase '\(phase.name.text)'", context)
      diagnostics += duplicateEdges(presents.flatMap { $0 }, verb: "present", context)
    }
    for screen in context.index.screens {
      var handlers: [EventHandler] = []
      var pushes: [Identifier] = []
      var presents: [Identifier] = []
      for item in screen.items {
        switch item {
        case .handler(let handler): handlers.append(handler)
        case .push(let targets, _): pushes += targets
        case .present(let targets, _): presents += targets
        }
      }
      diagnostics += duplicateHandlers(
        handlers, place: "\(screen.kind.rawValue) '\(screen.name.text)'", context)
      diagnostics += duplicateEdges(pushes, verb: "push", context)
      diagnostics += duplicateEdges(presents, verb: "present", context)
      if screen.kind == .screen {
        for handler in handlers {
          diagnostics.append(
            context.diagnostic(
              .handlerNeverRuns, handler.range,
              SemaMessages.handlerNeverRuns(handler.event.text, screen: screen.name.text),
              help: SemaMessages.handlerNeverRunsHelp))
        }
      }
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
    var seen: [String: Identifier] = [:]
    seen.reserveCapacity(targets.count)
    var diagnostics: [Diagnostic] = []
    for target in targets {
      if let previous = seen[target.text] {
        diagnostics.append(
          context.diagnostic(
            .duplicateEdge, target.range, SemaMessages.duplicateEdge(target.text, verb: verb),
            notes: [.init(SemaMessages.previousListing, at: previous.range)]))
      } else {
        seen[target.text] = target
      }
    }
    return diagnostics
  }
}
