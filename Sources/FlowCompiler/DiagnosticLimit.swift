import FlowSyntax

/// Caps the errors reported for one file, so that garbage input yields a readable, bounded report.
enum DiagnosticLimit {
  /// Keeps everything up to the `limit`-th error, then replaces the rest with one FL0013 placed where
  /// the first dropped error was.
  static func apply(_ diagnostics: [Diagnostic], limit: Int, path: String) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    for diagnostic in diagnostics {
      if diagnostic.severity == .error {
        if errors == limit {
          kept.append(
            Diagnostic(
              .tooManyErrors,
              path: path,
              range: .point(diagnostic.range.start),
              message: "too many errors, stopped after \(limit)",
              help: "fix the errors above and check again"
            ))
          return kept
        }
        errors += 1
      }
      kept.append(diagnostic)
    }
    return kept
  }
}
