import FlowSyntax

/// What every pass reads: the file's path (for diagnostics), its source, and its declarations.
struct SemaContext {
  var path: String
  var source: SourceFile
  var index: DeclarationIndex
  /// "Did you mean" for the whole check, shared by every pass so its work stays bounded.
  var suggester = Suggester()
  /// Whether some `root`, `push` or `present` named nothing it can show, so the navigation graph
  /// lacks an edge the author meant: passes that derive paths from the graph then stay quiet, since
  /// the unknown name is already an error and one typo should be one error.
  var navigationIsIncomplete = false
  /// What those unresolved `root`, `push` and `present` names most likely meant (the misspelt or
  /// wrong-kind declaration), so that it is not also reported as never shown.
  var meantTargets: [String] = []

  /// A diagnostic in this file with the code's default severity.
  func diagnostic(
    _ code: DiagnosticCode, _ range: SourceRange, _ message: String,
    notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil, help: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      code, path: path, range: clamped(range), message: message,
      notes: notes.map { Diagnostic.Note($0.message, at: $0.range.map(clamped)) },
      fixIt: fixIt.map { fixIt in
        var inside = fixIt
        inside.range = clamped(fixIt.range)
        return inside
      }, help: help)
  }

  /// The range moved inside the file, so that a stray range from recovery can never point outside.
  func clamped(_ range: SourceRange) -> SourceRange {
    let size = source.bytes.count
    let start = max(0, min(range.start, size))
    return SourceRange(start: start, end: max(start, min(range.end, size)))
  }

  /// The 1-based line of an offset.
  func line(of range: SourceRange) -> Int {
    source.location(of: range.start).line
  }
}
