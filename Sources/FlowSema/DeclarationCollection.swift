import FlowSyntax

/// Groups the declarations by kind and reports duplicates, a missing or repeated `app`, and a spec
/// without phases.
enum DeclarationCollection {
  static func collect(_ file: FlowFile, source: SourceFile) -> (DeclarationIndex, [Diagnostic]) {
    var index = DeclarationIndex()
    for declaration in file.declarations {
      switch declaration {
      case .app(let app): index.apps.append(app)
      case .condition(let condition): index.conditions.append(condition)
      case .event(let event): index.events.append(event)
      case .phase(let phase):
        index.phases.append(phase)
        for case .tab(let tab) in phase.items {
          index.tabs.append(.init(phase: index.phases.count - 1, item: tab))
        }
      case .screen(let screen): index.screens.append(screen)
      case .route(let route): index.routes.append(route)
      case .expect(let expectation): index.expectations.append(expectation)
      }
    }
    let context = SemaContext(path: file.path, source: source, index: index)
    var diagnostics: [Diagnostic] = []

    func register(_ names: [(Identifier, String)], into table: inout [String: Int]) {
      table.reserveCapacity(names.count)
      for (position, (name, kind)) in names.enumerated() {
        if let previous = table[name.text] {
          let previousKind = names[previous].1
          diagnostics.append(
            context.diagnostic(
              .duplicateDeclaration, name.range,
              SemaMessages.duplicateDeclaration(name.text, previousKind: previousKind),
              notes: [.init(SemaMessages.previousDeclaration, at: names[previous].0.range)],
              help: SemaMessages.duplicateDeclarationHelp(kind)))
        } else {
          table[name.text] = position
        }
      }
    }
    register(index.conditions.map { ($0.name, "condition") }, into: &index.conditionIndex)
    register(index.events.map { ($0.name, "event") }, into: &index.eventIndex)
    register(index.phases.map { ($0.name, "phase") }, into: &index.phaseIndex)
    register(index.screens.map { ($0.name, $0.kind.rawValue) }, into: &index.screenIndex)
    register(index.tabs.map { ($0.item.name, "tab") }, into: &index.tabIndex)

    if index.apps.isEmpty {
      diagnostics.append(
        context.diagnostic(
          .appDeclarationCount, .point(0), SemaMessages.missingApp,
          help: SemaMessages.missingAppHelp))
    }
    for extra in index.apps.dropFirst() {
      diagnostics.append(
        context.diagnostic(
          .appDeclarationCount, extra.name.range, SemaMessages.extraApp,
          notes: index.apps.first.map {
            [.init(SemaMessages.previousDeclaration, at: $0.name.range)]
          }
            ?? []))
    }
    if index.phases.isEmpty {
      diagnostics.append(
        context.diagnostic(
          .noPhases, index.apps.first?.name.range ?? .point(0), SemaMessages.noPhases,
          help: SemaMessages.noPhasesHelp))
    }
    return (index, diagnostics)
  }
}
