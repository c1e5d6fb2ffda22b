import FlowSyntax

/// What checking produced.
public struct CheckResult: Sendable {
  /// The resolved, typed model; `nil` when any error was reported.
  public var model: FlowModel?
  public var diagnostics: [Diagnostic]
  /// The help for an expect's `in` that names no tab, by the offset of that name: where the
  /// landing's screen can be shown (`LandingTabChoices`), for the expectation checks to say.
  package var expectationTabHelps: [Int: String] = [:]

  public init(model: FlowModel?, diagnostics: [Diagnostic]) {
    self.model = model
    self.diagnostics = diagnostics
  }
}
