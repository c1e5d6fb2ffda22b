import FlowSyntax

/// What checking produced.
public struct CheckResult: Sendable {
  /// The resolved, typed model; `nil` when any error was reported.
  public var model: FlowModel?
  public var diagnostics: [Diagnostic]

  public init(model: FlowModel?, diagnostics: [Diagnostic]) {
    self.model = model
    self.diagnostics = diagnostics
  }
}
