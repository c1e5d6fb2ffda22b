import FlowSyntax

extension EditorDocument {
  /// Every place the name at `offset` is written as that kind of name, in source order: what an
  /// editor lists as references and highlights as the same symbol. The declarations are kept only
  /// when `includingDeclaration`; nothing when the cursor is on no name.
  func references(at offset: Int, includingDeclaration: Bool) -> [SymbolOccurrence] {
    guard let occurrence = symbols.occurrence(at: offset) else { return [] }
    return symbols.occurrences(of: occurrence.name.text, in: occurrence.namespace)
      .filter { includingDeclaration || !$0.isDeclaration }
  }
}
