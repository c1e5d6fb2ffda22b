import FlowSyntax

/// The deterministic order of reported diagnostics: by position, then code, then message.
enum DiagnosticOrder {
  static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.range.start != b.range.start { return a.range.start < b.range.start }
    if a.range.end != b.range.end { return a.range.end < b.range.end }
    if a.code != b.code { return a.code < b.code }
    return a.message < b.message
  }
}
