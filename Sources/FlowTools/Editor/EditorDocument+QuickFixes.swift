import FlowSyntax

extension EditorDocument {
  /// The fix-its of the diagnostics whose range touches `range`, in the order check reports them:
  /// what an editor offers as quick fixes where the cursor or selection is. A fix-it is the same
  /// edit `flowc check` prints, so applying it in the editor or by hand gives the same text.
  func quickFixes(touching range: SourceRange)
    -> [(diagnostic: Diagnostic, fixIt: Diagnostic.FixIt)]
  {
    diagnostics.compactMap { diagnostic in
      guard let fixIt = diagnostic.fixIt, diagnostic.range.start <= range.end,
        range.start <= diagnostic.range.end
      else { return nil }
      return (diagnostic, fixIt)
    }
  }
}
