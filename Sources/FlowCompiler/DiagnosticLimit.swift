import FlowSyntax

/// Caps the diagnostics reported for one file, so that garbage input or a huge spec yields a readable,
/// bounded report: a 3 MB spec can otherwise print hundreds of thousands of warnings.
enum DiagnosticLimit {
  /// Keeps diagnostics in order until the next one would be error number `limit + 1` or warning (or
  /// note) number `limit + 1`; then replaces all the rest with one FL0013, placed where the first
  /// dropped diagnostic was, that says what stopped the report and how many of each severity it left
  /// out. The FL0013 is an error when an error was left out, so a capped file fails exactly when the
  /// full report would; otherwise it is a warning.
  static func apply(_ diagnostics: [Diagnostic], limit: Int, path: String) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    var others = 0
    for (index, diagnostic) in diagnostics.enumerated() {
      let isError = diagnostic.severity == .error
      if (isError ? errors : others) == limit {
        let rest = diagnostics[index...]
        kept.append(summary(of: rest, stoppedAt: diagnostic, limit: limit, path: path))
        return kept
      }
      if isError { errors += 1 } else { others += 1 }
      kept.append(diagnostic)
    }
    return kept
  }

  /// The one FL0013 that stands for `rest`, the diagnostics left out from `first` on.
  private static func summary(
    of rest: ArraySlice<Diagnostic>, stoppedAt first: Diagnostic, limit: Int, path: String
  ) -> Diagnostic {
    let stoppedOnErrors = first.severity == .error
    let counts: [(severity: Diagnostic.Severity, name: String)] = [
      (.error, "error"), (.warning, "warning"), (.note, "note"),
    ]
    let leftOut = counts.compactMap { severity, name -> String? in
      let count = rest.count { $0.severity == severity }
      guard count > 0 else { return nil }
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    let kind = stoppedOnErrors ? "errors" : "warnings"
    return Diagnostic(
      .tooManyErrors,
      severity: rest.contains { $0.severity == .error } ? .error : .warning,
      path: path,
      range: .point(first.range.start),
      message: "too many \(kind), stopped after \(limit); left out: "
        + leftOut.joined(separator: ", "),
      help: "fix the \(kind) above and check again"
    )
  }
}
