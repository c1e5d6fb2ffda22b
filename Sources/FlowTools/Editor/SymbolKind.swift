import FlowSyntax

/// What a name in a spec declares: the kinds an editor shows, completes and renames.
enum SymbolKind: String, Sendable, CaseIterable {
  case condition, event, phase, screen, sheet, cover, tab
  /// A route's `as` name: declared once and used by Swift code, never by another line of the spec.
  case route

  /// `a condition`, `an event`: the kind with its article, for a message.
  var withArticle: String { (self == .event ? "an " : "a ") + rawValue }

  /// What `screen`, `sheet` or `cover` declares.
  init(_ kind: ScreenDeclaration.Kind) {
    switch kind {
    case .screen: self = .screen
    case .sheet: self = .sheet
    case .cover: self = .cover
    }
  }

  /// The kinds that share one set of names: a sheet and a screen cannot both be called `SignIn`,
  /// and `push`, `present` and landings all look names up among screens, sheets and covers.
  var namespace: SymbolNamespace {
    switch self {
    case .condition: .condition
    case .event: .event
    case .phase: .phase
    case .screen, .sheet, .cover: .screen
    case .tab: .tab
    case .route: .route
    }
  }
}

/// One set of names in which each name declares at most one thing.
enum SymbolNamespace: Sendable {
  case condition, event, phase, screen, tab, route
}
