import FlowSyntax

/// The edit that accepts one warning with a `// flowc:ignore` comment, written as the rules of
/// `WarningSuppression` read it, so that applying it silences that warning and nothing else
/// complains (no FL0016): what an editor offers beside a warning's fix-it.
public enum WarningAcceptance {
  /// The edit that accepts `diagnostic`, or nil when no comment can (an error, a note, a `flowc
  /// diff` code, one about ignore comments, or a line inside a block comment). The code joins an
  /// ignore comment that already applies to the warning's line (one ending that line, or one alone
  /// on the line before, which a new line in between would leave accepting nothing); otherwise a
  /// new comment alone on the line before, indented like it, accepts exactly that line.
  /// `comments` are the lexer's plain comments of `source`.
  public static func fixIt(
    accepting diagnostic: Diagnostic, in source: SourceFile, comments: [Comment]
  ) -> Diagnostic.FixIt? {
    let code = diagnostic.code.rawValue
    guard diagnostic.severity == .warning, WarningSuppression.isIgnorable(diagnostic.code)
    else { return nil }
    let line = source.location(of: diagnostic.range.start).line
    let label = "accept \(code) here with '// flowc:ignore \(code)'"
    let ignores = IgnoreComment.collect(from: comments, in: source)
    if let ignore = ignores.first(where: { $0.line == line }), let last = ignore.codes.last {
      return Diagnostic.FixIt(label, replacing: .point(last.range.end), with: ", \(code)")
    }
    let lineStart = source.textStart(ofLine: line)
    // A line that starts inside a block comment: a comment inserted there would be its text.
    guard !comments.contains(where: { $0.range.start < lineStart && lineStart < $0.range.end })
    else { return nil }
    let indentation = source.lineText(line).prefix { $0 == " " || $0 == "\t" }
    return Diagnostic.FixIt(
      label, replacing: .point(lineStart),
      with: "\(indentation)// \(IgnoreComment.directive) \(code)\(source.lineBreak)")
  }
}
