/// The output formats `flowc check --format` offers.
public enum DiagnosticFormat: String, CaseIterable, Hashable, Sendable {
  /// For people: source lines, carets, notes, help, fix-its and a summary (standard error).
  case human
  /// One `path:line:col: severity: message [code]` line each, as Xcode and SwiftPM parse (standard output).
  case gnu
  /// A versioned JSON document for tools, described in docs/DiagnosticsJSON.md (standard output).
  case json
  /// SARIF 2.1.0 for code scanning and IDEs, described in docs/Tools.md (standard output).
  case sarif
  /// GitHub Actions workflow commands that annotate a pull request (standard output).
  case github

  /// The renderer for this format; `colored` only affects `human`.
  public func renderer(colored: Bool = false) -> any DiagnosticRenderer {
    switch self {
    case .human: HumanRenderer(colored: colored)
    case .gnu: GNURenderer()
    case .json: JSONRenderer()
    case .sarif: SARIFRenderer()
    case .github: GitHubRenderer()
    }
  }
}
