import FlowSyntax

/// Warns about declarations nothing uses: events no handler handles, conditions nothing checks.
enum UsageChecks {
  /// `refusedNames` are the errors of names Swift cannot use (FL0102): such an event or condition
  /// is not also reported unused, whose help would tell the user to write its name again.
  static func check(_ context: SemaContext, refusedNames: [Diagnostic]) -> [Diagnostic] {
    let refused = Set(refusedNames.lazy.filter { $0.code == .invalidIdentifier }.map(\.range.start))
    let index = context.index
    var handled: Set<String> = []
    var usedConditions: Set<String> = []
    for phase in index.phases {
      usedConditions.formUnion(phase.requires.map(\.text))
      for item in phase.items {
        switch item {
        case .handler(let handler): handled.insert(handler.event.text)
        case .check(let check): usedConditions.insert(check.condition.text)
        case .tab(let tab): usedConditions.formUnion(tab.requires.map(\.text))
        case .root, .present: break
        }
      }
    }
    // By position, each declaration's fields read in place: a declaration is a large value to copy.
    for position in index.screens.indices {
      usedConditions.formUnion(index.screens[position].requires.map(\.text))
      for case .handler(let handler) in index.screens[position].items {
        handled.insert(handler.event.text)
      }
    }
    // A handler or guard naming an event or condition that does not exist was reported where it
    // is written, usually a misspelling of one that then looks unused: while any is unknown,
    // "never handled" and "never checked" would only repeat that error.
    let eventsAreComplete = handled.allSatisfy { index.eventIndex[$0] != nil }
    let conditionsAreComplete = usedConditions.allSatisfy { index.conditionIndex[$0] != nil }
    var diagnostics: [Diagnostic] = []
    for (position, event) in index.events.enumerated()
    where eventsAreComplete && index.eventIndex[event.name.text] == position
      && !handled.contains(event.name.text) && !refused.contains(event.name.range.start)
    {
      diagnostics.append(
        context.diagnostic(
          .unhandledEvent, event.name.range, SemaMessages.unhandledEvent(event.name.text),
          help: SemaMessages.unhandledEventHelp(event.name.text)))
    }
    for (position, condition) in index.conditions.enumerated()
    where conditionsAreComplete && index.conditionIndex[condition.name.text] == position
      && !usedConditions.contains(condition.name.text)
      && !refused.contains(condition.name.range.start)
    {
      diagnostics.append(
        context.diagnostic(
          .unusedCondition, condition.name.range, SemaMessages.unusedCondition(condition.name.text)
        ))
    }
    return diagnostics
  }
}
