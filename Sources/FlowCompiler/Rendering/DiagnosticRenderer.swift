import FlowSyntax

/// Turns diagnostics into text in one output format; a pure function of its inputs.
public protocol DiagnosticRenderer: Sendable {
  /// Renders `diagnostics` that point into `files`; files without diagnostics may be passed too.
  func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String

  /// Renders a whole compilation. The formats a tool reads instead of standard error (JSON, SARIF,
  /// GitHub) also say which files could not be read, so a document never reports a clean run for a
  /// file nobody checked; the others leave that to the `cannot read` line on standard error.
  func render(_ report: CompilationReport) -> String
}

extension DiagnosticRenderer {
  public func render(_ report: CompilationReport) -> String {
    render(report.diagnostics, files: report.sources)
  }
}
