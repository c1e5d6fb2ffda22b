/// The parser's diagnostics (FL0010-FL0014): tokens the grammar does not expect where they are.
extension DiagnosticCode {
  /// A token is missing where the grammar needs one.
  public static let expectedToken = DiagnosticCode(
    "FL0010", .error, summary: "A token is missing where the grammar needs one.")

  /// A token that does not belong where it is.
  public static let unexpectedToken = DiagnosticCode(
    "FL0011", .error, summary: "A token that does not belong where it is.")

  /// Brackets nested deeper than the compiler accepts.
  public static let nestingTooDeep = DiagnosticCode(
    "FL0012", .error, summary: "Brackets nested deeper than the compiler accepts.")

  /// A `check` without its `: elsePhase` branch.
  public static let checkWithoutElse = DiagnosticCode(
    "FL0014", .error, summary: "A check without its else branch.")

  /// Every code the parser emits, in code order.
  static let parserCodes: [DiagnosticCode] = [
    .expectedToken,
    .unexpectedToken,
    .nestingTooDeep,
    .checkWithoutElse,
  ]
}
