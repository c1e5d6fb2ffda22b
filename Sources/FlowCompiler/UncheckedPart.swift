/// What checking a file did not get to because of errors before it, so a person fixing the errors
/// shown knows more may follow: fixing two syntax errors can reveal unknown names, and fixing those
/// can reveal a failing `expect`.
public enum UncheckedPart: Sendable, Hashable {
  /// The file has errors of reading (syntax, and what the parser checks with it: a route's
  /// pattern, a tab's title and icon): names, flow, routes and `expect` lines were not checked. The
  /// note does not call them syntax errors: a repeated query key or a tab without an icon is not
  /// one to the person reading it (the twenty-eighth new-users review).
  case meaning
  /// The file has errors, and its `expect` lines (this many) were not run.
  case expectations(count: Int)

  /// The note the human and gnu formats print, after the file's path, below its diagnostics.
  public var note: String {
    switch self {
    case .meaning:
      "these errors stopped checking early: names, flow, routes and expects were not checked, so "
        + "fixing these errors may show more"
    case .expectations(let count):
      "errors stopped checking: \(count == 1 ? "the expect was" : "the \(count) expects were") "
        + "not run, so fixing these errors may show more"
    }
  }
}
