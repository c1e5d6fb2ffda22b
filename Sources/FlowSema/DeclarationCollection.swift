import FlowSyntax

/// Groups the declarations by kind and reports duplicates, a missing or repeated `app`, and a spec
/// without phases.
enum DeclarationCollection {
  /// Takes the file's declarations rather than copying them: each moves into its kind's list, so
  /// neither a copy of every declaration nor the file's own list is built and destroyed again on
  /// every check (a spec has thousands of screens and routes). A caller that still holds the file
  /// pays for one copy of its list, as before.
  static func collect(_ file: consuming FlowFile, source: SourceFile) -> (
    DeclarationIndex, [Diagnostic]
  ) {
    var index = DeclarationIndex()
    var declarations: [Declaration] = []
    swap(&declarations, &file.declarations)
    var screenCount = 0
    var routeCount = 0
    for position in declarations.indices {
      switch declarations[position] {
      case .screen: screenCount += 1
      case .route: routeCount += 1
      default: break
      }
    }
    index.screens.reserveCapacity(screenCount)
    index.routes.reserveCapacity(routeCount)
    // Last first, each moved out of the list as it is taken, then every list turned around.
    while let declaration = declarations.popLast() {
      switch consume declaration {
      case .app(let app): index.apps.append(app)
      case .condition(let condition): index.conditions.append(condition)
      case .event(let event): index.events.append(event)
      case .phase(let phase): index.phases.append(phase)
      case .screen(let screen): index.screens.append(screen)
      case .route(let route): index.routes.append(route)
      case .expect(let expectation): index.expectations.append(expectation)
      }
    }
    index.apps.reverseByMoving()
    index.conditions.reverseByMoving()
    index.events.reverseByMoving()
    index.phases.reverseByMoving()
    index.screens.reverseByMoving()
    index.routes.reverseByMoving()
    index.expectations.reverseByMoving()
    for position in index.phases.indices {
      for case .tab(let tab) in index.phases[position].items {
        index.tabs.append(.init(phase: position, item: tab))
      }
    }
    let context = SemaContext(path: file.path, source: source, index: index)
    var diagnostics: [Diagnostic] = []

    /// Maps each name to its first declaration, reports the later ones, and says which are first.
    @discardableResult
    func register(_ names: [(Identifier, String)], into table: inout NameTable) -> [Bool] {
      table.reserveCapacity(names.count)
      var isFirst: [Bool] = []
      isFirst.reserveCapacity(names.count)
      for (position, (name, kind)) in names.enumerated() {
        // One lookup registers a new name, as nearly every name is, or finds the first.
        guard let previous = table.insert(name.text, at: position) else {
          isFirst.append(true)
          continue
        }
        isFirst.append(false)
        let previousKind = names[previous].1
        diagnostics.append(
          context.diagnostic(
            .duplicateDeclaration, name.range,
            SemaMessages.duplicateDeclaration(name.text, previousKind: previousKind),
            notes: [.init(SemaMessages.previousDeclaration, at: names[previous].0.range)],
            help: SemaMessages.duplicateDeclarationHelp(kind)))
      }
      return isFirst
    }
    register(index.conditions.map { ($0.name, "condition") }, into: &index.conditionIndex)
    register(index.events.map { ($0.name, "event") }, into: &index.eventIndex)
    register(index.phases.map { ($0.name, "phase") }, into: &index.phaseIndex)
    index.isFirstScreen = register(
      index.screens.map { ($0.name, $0.kind.rawValue) }, into: &index.screenIndex)
    register(index.tabs.map { ($0.item.name, "tab") }, into: &index.tabIndex)
    index.screenCaseNames.reserveCapacity(screenCount)
    index.screenTypeNames.reserveCapacity(screenCount)
    for position in index.screens.indices {
      let name = index.screens[position].name.text
      index.screenCaseNames.append(SwiftNaming.caseName(name))
      index.screenTypeNames.append(SwiftNaming.typeName(name))
    }

    if index.apps.isEmpty {
      diagnostics.append(
        context.diagnostic(
          .appDeclarationCount, .point(0), SemaMessages.missingApp,
          help: index.isPartOfASpec
            ? SemaMessages.missingAppInPartHelp : SemaMessages.missingAppHelp
        ))
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

extension Array {
  /// `reverse()` through the buffer, whose swaps move the elements: `Array`'s own copied each
  /// declaration twice a swap (over 500 instructions a route).
  fileprivate mutating func reverseByMoving() {
    withUnsafeMutableBufferPointer { $0.reverse() }
  }
}
