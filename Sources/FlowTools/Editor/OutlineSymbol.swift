import FlowSyntax

/// One entry of a document's outline (an editor's outline view and breadcrumbs): a declaration with
/// its whole range, the range of its name, and the declarations it holds (a phase's tabs).
struct OutlineSymbol: Sendable, Equatable {
  /// What a declaration is, for the outline's icons: the declared kinds of name, and the app.
  enum Kind: Sendable, Equatable {
    case app
    case declared(SymbolKind)
  }

  var name: String
  /// A short word or two the editor shows after the name: a screen's kind, what a guard requires,
  /// where a route lands.
  var detail: String?
  var kind: Kind
  var range: SourceRange
  /// The name, or a route's pattern: what the editor selects when the entry is picked.
  var selectionRange: SourceRange
  var children: [OutlineSymbol] = []

  /// The outline of `file`, in source order. Routes are named by their pattern as written;
  /// `expect` blocks and declarations whose name could not be read are left out.
  static func outline(of file: FlowFile, in source: SourceFile) -> [OutlineSymbol] {
    file.declarations.compactMap { declaration in
      switch declaration {
      case .app(let app):
        entry(app.name, .app, range: app.range)
      case .condition(let condition):
        entry(condition.name, .declared(.condition), range: condition.range)
      case .event(let event):
        entry(event.name, .declared(.event), range: event.range)
      case .phase(let phase):
        phaseEntry(phase)
      case .screen(let screen):
        screenEntry(screen)
      case .route(let route):
        routeEntry(route, in: source)
      case .expect:
        nil
      }
    }
  }

  private static func entry(
    _ name: Identifier, _ kind: Kind, detail: String? = nil, range: SourceRange
  ) -> OutlineSymbol? {
    // The parser stands in an empty name for one it could not read; an outline entry needs one.
    guard !name.text.isEmpty else { return nil }
    return OutlineSymbol(
      name: name.text, detail: detail, kind: kind, range: range, selectionRange: name.range)
  }

  private static func phaseEntry(_ phase: PhaseDeclaration) -> OutlineSymbol? {
    var symbol = entry(
      phase.name, .declared(.phase), detail: requiring(phase.requires), range: phase.range)
    symbol?.children = phase.items.compactMap { item in
      guard case .tab(let tab) = item else { return nil }
      let words = [tab.title.value, requiring(tab.requires)].compactMap { $0 }
      return entry(
        tab.name, .declared(.tab), detail: words.joined(separator: ", "), range: tab.range)
    }
    return symbol
  }

  private static func screenEntry(_ screen: ScreenDeclaration) -> OutlineSymbol? {
    let words = [screen.kind.rawValue, requiring(screen.requires)].compactMap { $0 }
    return entry(
      screen.name, .declared(SymbolKind(screen.kind)), detail: words.joined(separator: ", "),
      range: screen.range)
  }

  private static func routeEntry(_ route: RouteDeclaration, in source: SourceFile)
    -> OutlineSymbol?
  {
    guard !route.patternLiteral.value.isEmpty else { return nil }
    var detail = "-> " + source.text(in: route.landing.range)
    if let caseName = route.caseName, !caseName.text.isEmpty { detail += " as \(caseName.text)" }
    return OutlineSymbol(
      name: route.patternLiteral.value, detail: detail, kind: .declared(.route),
      range: route.range, selectionRange: route.patternLiteral.range)
  }

  private static func requiring(_ conditions: [Identifier]) -> String? {
    conditions.isEmpty ? nil : "requires " + conditions.map(\.text).joined(separator: ", ")
  }
}
