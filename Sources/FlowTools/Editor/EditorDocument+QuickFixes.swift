import FlowCompiler
import FlowSyntax

/// An edit an editor offers for one diagnostic: its fix-it, or a comment accepting the warning.
struct QuickFix: Sendable {
  var diagnostic: Diagnostic
  var edit: Diagnostic.FixIt
  /// Whether it is the fix (the diagnostic's fix-it) rather than a way to keep the warning.
  var isPreferred: Bool
}

extension EditorDocument {
  /// The quick fixes of the diagnostics whose range touches `range`, in the order check reports
  /// them: what an editor offers where the cursor or selection is. For each, its fix-it first (the
  /// same edit `flowc check` prints, so applying it in the editor or by hand gives the same text),
  /// then, for a warning a `// flowc:ignore` comment may accept, the comment that accepts it.
  func quickFixes(touching range: SourceRange) -> [QuickFix] {
    var fixes: [QuickFix] = []
    for diagnostic in diagnostics
    where diagnostic.range.start <= range.end && range.start <= diagnostic.range.end {
      if let fixIt = diagnostic.fixIt {
        fixes.append(QuickFix(diagnostic: diagnostic, edit: fixIt, isPreferred: true))
      }
      if let acceptance = WarningAcceptance.fixIt(
        accepting: diagnostic, in: source, comments: comments)
      {
        fixes.append(QuickFix(diagnostic: diagnostic, edit: acceptance, isPreferred: false))
      }
    }
    return fixes
  }

  /// The text with every fix-it applied as `flowc check --fix` applies them (`SpecFixing`), or nil
  /// when none makes the spec better: what an editor's "fix all" (on save, say) writes.
  func fixedEverywhere() -> String? {
    guard !isTooLarge else { return nil }
    return SpecFixing.fix(InputFile(path: source.path, bytes: source.bytes)).text
  }
}
