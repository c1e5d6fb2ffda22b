import FlowSyntax

/// Diagnostics about the specs of one module together, which no spec shows on its own.
extension DiagnosticCode {
  /// Two specs built into one module that would generate the same top-level Swift type.
  public static let moduleTypeCollision = DiagnosticCode(
    "FL0115", .error, summary: "Two specs of one module that generate the same Swift type.")

  /// Every code of the checks across a module's specs, in code order.
  static let moduleCodes: [DiagnosticCode] = [
    .moduleTypeCollision
  ]
}
