import FlowSyntax

extension PhaseDeclaration {
  /// Whether the phase shows a tab bar: restoration and a launch's first phase ask.
  var showsTabs: Bool { items.contains { if case .tab = $0 { true } else { false } } }

  /// Whether the phase shows one root: a place an `in` may name, as a tab is.
  var showsRoot: Bool { items.contains { if case .root = $0 { true } else { false } } }
}
