import FlowSyntax

/// Checks that every declared name makes a usable Swift identifier, and that no two names in one
/// namespace become the same identifier once `-` turns into `_` and the first letter changes case.
enum IdentifierChecks {
  static func check(_ context: SemaContext) -> [Diagnostic] {
    let index = context.index
    var diagnostics: [Diagnostic] = []
    var generatedTypes: [String: String] = [:]
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
      }
      for suffix in SwiftNaming.generatedTypeSuffixes {
        generatedTypes[prefix + suffix] = suffix
      }
    }

    func namespace(_ names: [Identifier], kind: String, table: [String: Int]) {
      var seen: [String: Identifier] = [:]
      for (position, name) in names.enumerated() where table[name.text] == position {
        let swiftName = SwiftNaming.caseName(name.text)
        if SwiftNaming.isReserved(swiftName) {
          diagnostics.append(reserved(name, kind: kind, swiftName: swiftName, context))
        } else if let previous = seen[swiftName] {
          diagnostics.append(collision(name, previous, kind: kind, swiftName: swiftName, context))
        } else {
          seen[swiftName] = name
        }
      }
    }
    namespace(index.conditions.map(\.name), kind: "condition", table: index.conditionIndex)
    namespace(index.events.map(\.name), kind: "event", table: index.eventIndex)
    namespace(index.phases.map(\.name), kind: "phase", table: index.phaseIndex)
    namespace(index.tabs.map(\.item.name), kind: "tab", table: index.tabIndex)
    namespace(index.screens.map(\.name), kind: "screen", table: index.screenIndex)

    // Emptied for each screen rather than allocated for each (`removeAllForReuse`).
    var seen: [String: Identifier] = [:]
    var names: Set<String> = []
    // By position, reading each screen's name and parameters in place: a declaration is a large
    // value to copy.
    for position in index.screens.indices {
      let name = index.screens[position].name
      guard index.screenIndex[name.text] == position else { continue }
      let typeName = SwiftNaming.typeName(name.text)
      if SwiftNaming.isReserved(typeName), !SwiftNaming.isReserved(SwiftNaming.caseName(typeName)) {
        diagnostics.append(reserved(name, kind: "screen", swiftName: typeName, context))
      } else if let suffix = generatedTypes[typeName] {
        diagnostics.append(
          context.diagnostic(
            .swiftNameCollision, name.range,
            SemaMessages.generatedTypeCollision(name.text, typeName: typeName, suffix: suffix),
            help: SemaMessages.renameHelp))
      }
      seen.removeAllForReuse()
      names.removeAllForReuse()
      for parameter in index.screens[position].parameters
      where names.insert(parameter.name.text).inserted {
        let swiftName = SwiftNaming.caseName(parameter.name.text)
        if SwiftNaming.isReserved(swiftName) {
          diagnostics.append(
            reserved(parameter.name, kind: "parameter", swiftName: swiftName, context))
        } else if let previous = seen[swiftName] {
          diagnostics.append(
            collision(parameter.name, previous, kind: "parameter", swiftName: swiftName, context))
        } else {
          seen[swiftName] = parameter.name
        }
      }
    }
    return diagnostics
  }

  private static func reserved(
    _ name: Identifier, kind: String, swiftName: String, _ context: SemaContext
  ) -> Diagnostic {
    context.diagnostic(
      .invalidIdentifier, name.range,
      SemaMessages.reservedName(name.text, kind: kind, swiftName: swiftName),
      help: SemaMessages.renameHelp)
  }

  private static func collision(
    _ name: Identifier, _ previous: Identifier, kind: String, swiftName: String,
    _ context: SemaContext
  ) -> Diagnostic {
    context.diagnostic(
      .swiftNameCollision, name.range,
      SemaMessages.swiftNameCollision(
        name.text, previous: previous.text, kind: kind, swiftName: swiftName),
      notes: [.init(SemaMessages.collidingNameHere(previous.text), at: previous.range)],
      help: SemaMessages.renameHelp)
  }
}
