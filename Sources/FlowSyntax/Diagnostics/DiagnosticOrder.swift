/// The one order diagnostics are reported in: by position, then end, then code, then message.
///
/// It is applied once, by `Compiler.finalize`, to every stage's diagnostics together: the parser,
/// the checker and the `expect` lines hand theirs on in the order their passes found them. A total
/// order makes the output the same whichever pass found a diagnostic first, and sorting only at the
/// end keeps the stages from paying for an order nobody reads until then.
public enum DiagnosticOrder {
  /// Whether `a` is reported before `b`.
  public static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.range.start != b.range.start { return a.range.start < b.range.start }
    if a.range.end != b.range.end { return a.range.end < b.range.end }
    if a.code != b.code { return a.code < b.code }
    return a.message < b.message
  }
}
