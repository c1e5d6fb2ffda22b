import FlowSyntax

/// ANSI styling for the human format, or none at all, so the renderer never checks a flag itself.
struct TerminalStyle: Hashable {
  var isEnabled: Bool

  private static let reset = "\u{1B}[0m"

  func bold(_ text: String) -> String { apply("1", text) }

  func severity(_ severity: Diagnostic.Severity, _ text: String) -> String {
    switch severity {
    case .error: apply("1;31", text)
    case .warning: apply("1;33", text)
    case .note: apply("1", text)
    }
  }

  func green(_ text: String) -> String { apply("1;32", text) }

  private func apply(_ code: String, _ text: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\(Self.reset)" : text
  }
}
