import FlowSyntax

/// `WarningSuppression`'s diagnostics (FL0016-FL0018): `// flowc:ignore` comments that accept nothing.
extension DiagnosticCode {
  /// A `// flowc:ignore` comment, or one code in it, that accepts no warning on its line.
  public static let unusedIgnore = DiagnosticCode(
    "FL0016", .warning, summary: "A flowc:ignore comment that accepts no warning on its line.")

  /// A `// flowc:ignore` comment naming a code that does not exist, or no code at all.
  public static let unknownIgnoredCode = DiagnosticCode(
    "FL0017", .warning,
    summary: "A flowc:ignore comment naming no code, or one that does not exist.")

  /// A `// flowc:ignore` comment naming an error or a note: only warnings can be accepted.
  public static let unignorableCode = DiagnosticCode(
    "FL0018", .error,
    summary: "A flowc:ignore comment naming an error or note; only warnings can be.")

  /// `flowc format` would move a `// flowc:ignore` comment so that it accepts other warnings (a
  /// comment ending a continuation line joins the line before): the file is left as it is.
  public static let formatChangesIgnore = DiagnosticCode(
    "FL0019", .error,
    summary: "Formatting would change which warnings a flowc:ignore comment accepts.")

  /// Every code about ignore comments, in code order.
  static let ignoreCommentCodes: [DiagnosticCode] = [
    .unusedIgnore,
    .unknownIgnoredCode,
    .unignorableCode,
    .formatChangesIgnore,
  ]
}
