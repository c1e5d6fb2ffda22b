import FlowSyntax

/// What `flowc check` says it checked when a person watches: one line per file, such as
/// `Archon.flow: no problems` or `Shop.flow: 1 error, 2 warnings`.
///
/// Without it a clean run prints nothing, which on a terminal looks the same as checking no file at
/// all. Tools reading gnu or json output get no such lines: for them silence already means success.
public enum CheckSummary {
  /// One line per file of `report`, in order.
  public static func text(_ report: CompilationReport) -> String {
    report.files.map { file in
      DisplayText.singleLine(file.source.path) + ": " + counts(file.diagnostics) + "\n"
    }.joined()
  }

  /// `no problems`, or the counts by severity, most serious first.
  private static func counts(_ diagnostics: [Diagnostic]) -> String {
    let severities: [(Diagnostic.Severity, String)] = [
      (.error, "error"), (.warning, "warning"), (.note, "note"),
    ]
    let parts = severities.compactMap { severity, name -> String? in
      let count = diagnostics.count { $0.severity == severity }
      return count == 0 ? nil : WordList.counted(count, name)
    }
    return parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
  }
}
