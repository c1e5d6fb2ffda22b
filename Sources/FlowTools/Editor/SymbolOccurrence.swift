import FlowSyntax

/// One place a name is written: where it is declared, or a use that refers to a declaration.
struct SymbolOccurrence: Sendable {
  var name: Identifier
  /// Where the name is looked up; a use of a name declared nowhere still has one.
  var namespace: SymbolNamespace
  var isDeclaration: Bool
}

/// A declared name with what hover shows about it.
struct SymbolDeclaration: Sendable {
  var name: Identifier
  var kind: SymbolKind
  var docs: DocComment?
}
