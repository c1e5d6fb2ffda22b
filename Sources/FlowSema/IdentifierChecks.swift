import FlowSyntax

/// Checks that every declared name makes a usable Swift identifier, and that no two names in one
/// namespace become the same identifier once `-` turns into `_` and the first letter changes case.
enum IdentifierChecks {
  static func check(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    if let app = index.app {
      let prefix = SwiftNaming.typeName(app.name.text)
      if SwiftNaming.isReserved(prefix) {
        diagnostics.append(reserved(app.name, kind: "app", swiftName: prefix, context))
      } else if SwiftNaming.moduleNames.contains(prefix) {
        diagnostics.append(
          context.diagnostic(
            .swiftNameCollision, app.name.range,
            SemaMessages.moduleNameCollision(app.name.text, typeName: prefix),
            help: SemaMessages.renameHelp))
      } else if prefix == SwiftNaming.versionCheckType {
        diagnostics.append(
          context.diagnostic(
            .swiftNameCollision, app.name.range,
            SemaMessages.versionCheckCollision(app.name.text, typeName: prefix),
            help: SemaMessages.renameHelp))
      } else if case let hidden = LibraryTypeNames.hidden(byApp: prefix), !hidden.isEmpty {
        let renamed = app.name.text + "App"
        diagnostics.append(
          context.diagnostic(
            .appHidesLibraryType, app.name.range,
            SemaMessages.appHidesLibraryTypes(app.name.text, hidden),
            fixIt: .replacing(app.name.range, with: renamed),
            help: SemaMessages.appHidesLibraryTypeHelp(renamed)))
      }
    }

    /// One namespace's names, each with the kind it was declared as (screens, sheets and covers share
    /// one), so a clash names both kinds: "sheet 'UrlView' and screen 'URLView'".
    /// `isFirst` skips later duplicates, reported already; `nil` asks `table`, for the kinds
    /// without `DeclarationIndex`'s flags (a spec has few of them). `swiftNames`, when given, are
    /// the names' `SwiftNaming.caseName`s, made already.
    func namespace(
      _ names: [(name: Identifier, kind: String)], table: NameTable, isFirst: [Bool]? = nil,
      swiftNames: [String]? = nil
    ) {
      // Each Swift name's first position in `names`.
      var seen = NameTable()
      seen.reserveCapacity(names.count)
      for (position, entry) in names.enumerated()
      where isFirst?[position] ?? (table[entry.name.text] == position) {
        let swiftName = swiftNames?[position] ?? SwiftNaming.caseName(entry.name.text)
        if SwiftNaming.isReserved(swiftName) {
          diagnostics.append(reserved(entry.name, kind: entry.kind, swiftName: swiftName, context))
        } else if entry.kind == "tab", swiftName == SwiftNaming.rootStackCase {
          diagnostics.append(
            context.diagnostic(
              .invalidIdentifier, entry.name.range,
              SemaMessages.rootTabName(entry.name.text, swiftName: swiftName),
              help: SemaMessages.renameHelp))
        } else if swiftName == SwiftNaming.caseListMember {
          diagnostics.append(
            context.diagnostic(
              .invalidIdentifier, entry.name.range,
              SemaMessages.caseListName(entry.name.text, kind: entry.kind, swiftName: swiftName),
              help: SemaMessages.renameHelp))
        } else if let previous = seen.insert(swiftName, at: position) {
          // One lookup registers a new name, as nearly every one is, or finds the first.
          diagnostics.append(collision(entry, names[previous], swiftName: swiftName, context))
        }
      }
    }
    namespace(index.conditions.map { ($0.name, "condition") }, table: index.conditionIndex)
    namespace(index.events.map { ($0.name, "event") }, table: index.eventIndex)
    namespace(index.phases.map { ($0.name, "phase") }, table: index.phaseIndex)
    namespace(index.tabs.map { ($0.item.name, "tab") }, table: index.tabIndex)
    namespace(
      index.screens.map { ($0.name, $0.kind.rawValue) }, table: index.screenIndex,
      isFirst: index.isFirstScreen, swiftNames: index.screenCaseNames)

    // FL0118: an event named as a condition is. The generated types keep them apart, but an
    // expect's and `flowc resolve --then`'s steps read the name as the condition, so no journey
    // there can send the event (the twenty-third new-users review's `on hasVehicle -> dismiss`).
    for (position, event) in index.events.enumerated()
    where index.eventIndex[event.name.text] == position
      && index.conditionIndex[event.name.text] != nil
    {
      diagnostics.append(
        context.diagnostic(
          .eventNamedAsCondition, event.name.range,
          SemaMessages.eventNamedAsCondition(event.name.text),
          help: SemaMessages.eventNamedAsConditionHelp(event.name.text)))
    }
    return diagnostics
  }

  /// The problem with a parameter's Swift name (`swiftName`, its `SwiftNaming.caseName`), if any:
  /// Swift reserves it, or an earlier parameter of the screen becomes it too.
  ///
  /// `ParameterChecks` asks as it resolves each parameter of a screen's first declaration, once a
  /// parameter, with the Swift name it keeps for the model, so that no pass names a parameter
  /// again. `seen` holds the screen's Swift names so far, filled only when `tracksRepeats` (one
  /// parameter cannot clash, and most screens have one or none).
  static func checkParameter(
    _ name: Identifier, swiftName: String, tracksRepeats: Bool,
    seen: inout [String: Identifier], _ context: SemaContext
  ) -> Diagnostic? {
    if SwiftNaming.isReserved(swiftName) {
      return reserved(name, kind: "parameter", swiftName: swiftName, context)
    }
    // One hash for a new name, as nearly every one is; a clash puts the first one back.
    guard tracksRepeats, let previous = seen.updateValue(name, forKey: swiftName) else {
      return nil
    }
    seen[swiftName] = previous
    return collision((name, "parameter"), (previous, "parameter"), swiftName: swiftName, context)
  }

  private static func reserved(
    _ name: Identifier, kind: String, swiftName: String, _ context: SemaContext
  ) -> Diagnostic {
    context.diagnostic(
      .invalidIdentifier, name.range,
      SemaMessages.reservedName(name.text, kind: kind, swiftName: swiftName),
      help: SemaMessages.renameHelp)
  }

  static func collision(
    _ entry: (name: Identifier, kind: String), _ previous: (name: Identifier, kind: String),
    swiftName: String, _ context: SemaContext
  ) -> Diagnostic {
    context.diagnostic(
      .swiftNameCollision, entry.name.range,
      SemaMessages.swiftNameCollision(
        entry.name.text, kind: entry.kind, previous: previous.name.text,
        previousKind: previous.kind,
        swiftName: swiftName),
      notes: [.init(SemaMessages.collidingNameHere(previous.name.text), at: previous.name.range)],
      help: SemaMessages.renameHelp)
  }
}
