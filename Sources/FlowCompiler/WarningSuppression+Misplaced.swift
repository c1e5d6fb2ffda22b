import FlowSyntax

extension WarningSuppression {
  /// FL0016 for each `flowc:ignore` written in a comment that is not a directive (`///`, `/* */`,
  /// `////`): it accepts nothing, like a directive on the wrong line, and the author meant it to.
  static func misplaced(_ comments: [MisplacedIgnoreComment], in source: SourceFile)
    -> [Diagnostic]
  {
    comments.map { comment in
      let written: String
      switch comment.kind {
      case .docComment: written = "a '///' doc comment"
      case .blockComment: written = "a '/* */' comment"
      case .extraSlashes: written = "a '////' comment"
      }
      return Diagnostic(
        .unusedIgnore, path: source.path, range: comment.range,
        message: "'flowc:ignore' in \(written) accepts nothing: only a '//' comment is a directive",
        fixIt: comment.replacement.map {
          Diagnostic.FixIt("make it a '//' comment", replacing: $0.range, with: $0.text)
        },
        help: "write '// \(source.text(in: comment.range))' as a comment of its own: alone on the "
          + "line before the warning's line, or after the code on that line")
    }
  }
}
