import FlowSyntax

/// Turns diagnostics into text in one output format; a pure function of its inputs.
public protocol DiagnosticRenderer: Sendable {
  /// Renders `diagnostics` that point into `files`; files without diagnostics may be passed too.
  func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String
}

extension DiagnosticRenderer {
  /// Renders a whole compilation.
  public func render(_ report: CompilationReport) -> String {
    render(report.diagnostics, files: report.sources)
  }
}
