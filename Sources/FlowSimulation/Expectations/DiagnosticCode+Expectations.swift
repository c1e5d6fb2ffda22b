import FlowSyntax

/// `ExpectationChecker`'s diagnostics (FL04xx): `expect` lines the routes do not bear out.
extension DiagnosticCode {
  /// An `expect` whose URL does not match or land the way it says.
  public static let expectationFailed = DiagnosticCode(
    "FL0400", .error, summary: "An expect whose URL does not match or land the way it says.")

  /// An `expect` argument that names a placeholder instead of giving a value.
  public static let expectationNeedsValue = DiagnosticCode(
    "FL0401", .error, summary: "An expect argument that is a placeholder name, not a value.")

  /// A condition named twice in an `expect`'s `when`, or twice among conditions that change
  /// together in its `then`.
  public static let expectationConditionRepeated = DiagnosticCode(
    "FL0402", .error, summary: "A condition named twice in an expect's when or then.")

  /// An event in an `expect`'s `then` written with `!` or `?`, which only conditions take.
  public static let expectationEventWithValue = DiagnosticCode(
    "FL0403", .error, summary: "An event in an expect's then written with '!' or '?'.")

  /// Every code about `expect` lines, in code order.
  package static let expectationCodes: [DiagnosticCode] = [
    .expectationFailed,
    .expectationNeedsValue,
    .expectationConditionRepeated,
    .expectationEventWithValue,
  ]
}
