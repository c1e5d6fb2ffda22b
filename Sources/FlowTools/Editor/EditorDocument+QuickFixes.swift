import FlowCompiler
import FlowSyntax

/// An edit an editor offers for one diagnostic: its fix-it, or a comment accepting the warning.
struct QuickFix: Sendable {
  var diagnostic: Diagnostic
  var edit: Diagnostic.FixIt
  /// Whether it is the fix: a fix-it that, applied, leaves the spec better without that
  /// diagnostic, rather than one that does not fix it or a way to keep the warning.
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
        fixes.append(
          QuickFix(
            diagnostic: diagnostic, edit: fixIt, isPreferred: isFix(fixIt, for: diagnostic))
        )
      }
      if let acceptance = WarningAcceptance.fixIt(
        accepting: diagnostic, in: source, comments: comments)
      {
        fixes.append(QuickFix(diagnostic: diagnostic, edit: acceptance, isPreferred: false))
      }
    }
    return fixes
  }

  /// Whether `fixIt` fixes `diagnostic`: applied alone, the spec is better by `flowc check --fix`'s
  /// measure and has fewer diagnostics of its code. An editor applies a preferred fix on request
  /// without a choice, so one that only moves the problem (`screen Home {{`) is not preferred, nor
  /// is a guess (`Diagnostic.FixIt.isGuess`), which `--fix` leaves to the author too.
  private func isFix(_ fixIt: Diagnostic.FixIt, for diagnostic: Diagnostic) -> Bool {
    guard !fixIt.isGuess else { return false }
    let after = Compiler().check(
      InputFile(path: source.path, bytes: SpecFixing.apply([fixIt], to: source.bytes)))
    return SpecFixing.badness(of: after) < SpecFixing.badness(of: report)
      && after.diagnostics.count { $0.code == diagnostic.code }
        < diagnostics.count { $0.code == diagnostic.code }
  }

  /// The text with every fix-it applied as `flowc check --fix` applies them (`SpecFixing`), or nil
  /// when none makes the spec better: what an editor's "fix all" (on save, say) writes.
  func fixedEverywhere() -> String? {
    guard !isTooLarge else { return nil }
    return SpecFixing.fix(checked: report).text
  }
}
