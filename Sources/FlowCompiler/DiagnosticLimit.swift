import FlowSyntax

/// Caps the diagnostics reported for one file, so that garbage input or a huge spec yields a readable,
/// bounded report: a 3 MB spec can otherwise print hundreds of thousands of warnings.
enum DiagnosticLimit {
  /// Keeps diagnostics in order up to `limit` errors and `limit` warnings and notes. Past the
  /// warning limit, warnings and notes are left out but errors are still kept: a spec with a
  /// hundred unused names and one unknown screen must show the error that fails it. The error
  /// limit stops the report. Whatever was left out is counted by one FL0013 at the end, placed where
  /// the first diagnostic left out was; it is an error when an error was left out, so a capped file
  /// fails exactly when the full report would, and a warning otherwise.
  static func apply(_ diagnostics: [Diagnostic], limit: Int, path: String) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    var others = 0
    var leftOut: [Diagnostic] = []
    var stoppedOnErrors = false
    for (index, diagnostic) in diagnostics.enumerated() {
      if diagnostic.severity == .error {
        guard errors < limit else {
          stoppedOnErrors = true
          leftOut += diagnostics[index...]
          break
        }
        errors += 1
      } else {
        guard others < limit else {
          leftOut.append(diagnostic)
          continue
        }
        others += 1
      }
      kept.append(diagnostic)
    }
    if let first = leftOut.first {
      kept.append(summary(of: leftOut, from: first, stoppedOnErrors: stoppedOnErrors, limit, path))
    }
    return kept
  }

  /// The one FL0013 that stands for `leftOut`.
  private static func summary(
    of leftOut: [Diagnostic], from first: Diagnostic, stoppedOnErrors: Bool, _ limit: Int,
    _ path: String
  ) -> Diagnostic {
    let counts: [(severity: Diagnostic.Severity, name: String)] = [
      (.error, "error"), (.warning, "warning"), (.note, "note"),
    ]
    let counted = counts.compactMap { severity, name -> String? in
      let count = leftOut.count { $0.severity == severity }
      guard count > 0 else { return nil }
      return WordList.counted(count, name)
    }
    let kind = stoppedOnErrors ? "errors" : "warnings"
    // Past the warning limit the report goes on for errors: it did not stop.
    let stopped = stoppedOnErrors ? "stopped after \(limit)" : "only the first \(limit) shown"
    return Diagnostic(
      .tooManyErrors,
      severity: stoppedOnErrors ? .error : .warning,
      path: path,
      range: .point(first.range.start),
      message: "too many \(kind), \(stopped); left out: " + counted.joined(separator: ", "),
      help: "fix the \(kind) above and check again"
    )
  }
}
