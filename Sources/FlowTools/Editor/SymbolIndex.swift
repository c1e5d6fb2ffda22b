import FlowSyntax

/// Every declared name of one parsed file and every place a name is written, in source order.
///
/// Built from the syntax tree alone, so it works on a file with errors: an editor needs go to
/// definition and rename most while the spec is half written.
struct SymbolIndex: Sendable {
  private(set) var declarations: [SymbolDeclaration] = []
  private(set) var occurrences: [SymbolOccurrence] = []

  /// The names of `expect ... held, then` steps: conditions or events, told apart once every
  /// declaration is known (a name that is both is the condition, as the checker reads it).
  private var followUpSteps: [Identifier] = []
  /// The names after a landing's `in`: a tab, or a phase with a `root`, told apart once every
  /// declaration is known (a name that is both is the tab, as the checker reads it).
  private var landingPlaces: [Identifier] = []

  init(_ file: FlowFile) {
    for declaration in file.declarations { add(declaration) }
    for step in followUpSteps {
      refer([step], declaration(named: step.text, in: .condition) == nil ? .event : .condition)
    }
    for place in landingPlaces {
      let isPhase =
        declaration(named: place.text, in: .tab) == nil
        && declaration(named: place.text, in: .phase) != nil
      refer([place], isPhase ? .phase : .tab)
    }
    occurrences.sort { $0.name.range.start < $1.name.range.start }
  }

  /// The name written at `offset` (a cursor just after a name counts as on it).
  func occurrence(at offset: Int) -> SymbolOccurrence? {
    occurrences.first { $0.name.range.start <= offset && offset <= $0.name.range.end }
  }

  /// The first declaration of `name` among `namespace`; a duplicate's later copies are errors.
  func declaration(named name: String, in namespace: SymbolNamespace) -> SymbolDeclaration? {
    declarations.first { $0.name.text == name && $0.kind.namespace == namespace }
  }

  /// Every place `name` is written as a name of `namespace`, declarations included.
  func occurrences(of name: String, in namespace: SymbolNamespace) -> [SymbolOccurrence] {
    occurrences.filter { $0.name.text == name && $0.namespace == namespace }
  }

  // `if case` rather than `switch`: a declaration or item kind added later is skipped, not a
  // compile error, and this index then simply does not know its names yet.
  private mutating func add(_ declaration: Declaration) {
    if case .condition(let condition) = declaration {
      declare(condition.name, .condition, docs: condition.docs)
    } else if case .event(let event) = declaration {
      declare(event.name, .event, docs: event.docs)
    } else if case .phase(let phase) = declaration {
      add(phase)
    } else if case .screen(let screen) = declaration {
      add(screen)
    } else if case .route(let route) = declaration {
      add(route.landing)
      if let caseName = route.caseName { declare(caseName, .route, docs: route.docs) }
    } else if case .expect(let expectation) = declaration {
      add(expectation)
    }
  }

  private mutating func add(_ expectation: ExpectDeclaration) {
    refer(expectation.conditions.map(\.name), .condition)
    if case .lands(let landing) = expectation.outcome { add(landing) }
    if case .held(_, let followUps) = expectation.outcome {
      for followUp in followUps {
        followUpSteps += followUp.steps.map(\.name)
        if let landing = followUp.landing { add(landing) }
      }
    }
  }

  private mutating func add(_ phase: PhaseDeclaration) {
    declare(phase.name, .phase, docs: phase.docs)
    refer(phase.requires, .condition)
    for item in phase.items {
      if case .check(let check) = item {
        refer([check.condition], .condition)
        refer([check.then] + (check.otherwise.map { [$0] } ?? []), .phase)
      } else if case .root(let screen, _) = item {
        refer([screen], .screen)
      } else if case .tab(let tab) = item {
        declare(tab.name, .tab, docs: tab.docs)
        refer([tab.root], .screen)
        refer(tab.requires, .condition)
        add(tab.guardFailure)
      } else if case .handler(let handler) = item {
        add(handler)
      } else if case .present(let names, _) = item {
        refer(names, .screen)
      }
    }
  }

  private mutating func add(_ screen: ScreenDeclaration) {
    declare(screen.name, SymbolKind(screen.kind), docs: screen.docs)
    refer(screen.requires, .condition)
    add(screen.guardFailure)
    for item in screen.items {
      if case .push(let names, _) = item {
        refer(names, .screen)
      } else if case .present(let names, _) = item {
        refer(names, .screen)
      } else if case .handler(let handler) = item {
        add(handler)
      }
    }
  }

  private mutating func add(_ handler: EventHandler) {
    refer([handler.event], .event)
    if case .goTo(let phase, _) = handler.action {
      refer([phase], .phase)
    } else if case .present(let name) = handler.action {
      refer([name], .screen)
    }
  }

  private mutating func add(_ guardFailure: GuardFailure?) {
    guard let guardFailure else { return }
    if case .present = guardFailure.action {
      refer([guardFailure.target], .screen)
    } else {
      refer([guardFailure.target], .phase)
    }
  }

  private mutating func add(_ landing: Landing) {
    refer(landing.steps.map(\.name), .screen)
    if let place = landing.tab { landingPlaces.append(place) }
  }

  private mutating func declare(_ name: Identifier, _ kind: SymbolKind, docs: DocComment?) {
    // The parser stands in an empty name for one it could not read; there is nothing to point at.
    guard !name.text.isEmpty else { return }
    declarations.append(SymbolDeclaration(name: name, kind: kind, docs: docs))
    occurrences.append(SymbolOccurrence(name: name, namespace: kind.namespace, isDeclaration: true))
  }

  private mutating func refer(_ names: [Identifier], _ namespace: SymbolNamespace) {
    for name in names where !name.text.isEmpty {
      occurrences.append(SymbolOccurrence(name: name, namespace: namespace, isDeclaration: false))
    }
  }
}
