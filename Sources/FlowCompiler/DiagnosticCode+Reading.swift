import FlowSyntax

/// The pipeline's own diagnostics: a file it cannot read as a spec, and too many diagnostics.
extension DiagnosticCode {
  /// The file is not valid UTF-8.
  public static let invalidUTF8 = DiagnosticCode(
    "FL0001", .error, summary: "The file is not valid UTF-8.")

  /// So many errors or warnings that the compiler stopped reporting them.
  public static let tooManyErrors = DiagnosticCode(
    "FL0013", .error,
    summary: "So many errors or warnings that the compiler stopped reporting them.")

  /// A file larger than the compiler accepts.
  public static let fileTooLarge = DiagnosticCode(
    "FL0015", .error, summary: "A file larger than the compiler accepts.")

  /// Every code the pipeline itself emits, in code order.
  static let readingCodes: [DiagnosticCode] = [
    .invalidUTF8,
    .tooManyErrors,
    .fileTooLarge,
  ]
}
