import FlowSyntax

extension DiagnosticCode {
  /// Every code the checker emits besides FlowSyntax's, in code order.
  public static let semaCodes = (nameCodes + flowCodes + routeCodes).sorted()
}
