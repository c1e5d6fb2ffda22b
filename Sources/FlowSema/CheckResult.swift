import FlowSyntax

/// What checking produced.
public struct CheckResult: Sendable {
  /// The resolved, typed model; `nil` when any error was reported.
  public var model: FlowModel?
  public var diagnostics: [Diagnostic]
  /// The diagnostic for an expect's `in` that names no place a landing can be in, by the offset of
  /// that name, worded as for a route (`LandingTabChoices`), for the expectation checks to report.
  package var expectationPlaceProblems: [Int: Diagnostic] = [:]

  public init(model: FlowModel?, diagnostics: [Diagnostic]) {
    self.model = model
    self.diagnostics = diagnostics
  }
}
