/// The lexer's diagnostics (FL0002-FL0006): characters and literals that make no token.
extension DiagnosticCode {
  /// A character that cannot start any token, including NUL and control characters.
  public static let unexpectedCharacter = DiagnosticCode(
    "FL0002", .error, summary: "A character that cannot start any token.")

  /// A string literal that runs to the end of its line.
  public static let unterminatedString = DiagnosticCode(
    "FL0003", .error, summary: "A string literal that runs to the end of its line.")

  /// A backslash escape a string literal does not support.
  public static let invalidEscape = DiagnosticCode(
    "FL0004", .error, summary: "A backslash escape that string literals do not support.")

  /// A `/*` comment that is never closed.
  public static let unterminatedComment = DiagnosticCode(
    "FL0005", .error, summary: "A block comment that is never closed.")

  /// A number literal that does not parse or does not fit.
  public static let invalidNumber = DiagnosticCode(
    "FL0006", .error, summary: "A number literal that does not parse or does not fit.")

  /// Every code the lexer emits, in code order.
  static let lexerCodes: [DiagnosticCode] = [
    .unexpectedCharacter,
    .unterminatedString,
    .invalidEscape,
    .unterminatedComment,
    .invalidNumber,
  ]
}
