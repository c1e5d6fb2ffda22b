import FlowSyntax

/// Stub: the semantic checker is being written. The signature is the contract.
public enum Checker {
  /// Checks a parsed file; returns the resolved model when there are no errors, and all diagnostics.
  public static func check(_ file: FlowFile, source: SourceFile) -> CheckResult {
    CheckResult(model: nil, diagnostics: [])
  }
}

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

/// Stub for the resolved model.
public struct FlowModel: Sendable {}
