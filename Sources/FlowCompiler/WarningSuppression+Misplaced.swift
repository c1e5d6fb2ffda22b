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
      case .misspelled:
        let corrected = comment.replacement.map {
          $0.text + source.text(in: SourceRange(start: $0.range.end, end: comment.range.end))
        }
        return Diagnostic(
          .unusedIgnore, path: source.path, range: comment.range,
          message: "'\(source.text(in: comment.range))' is not an ignore comment and accepts "
            + "nothing: the directive is 'flowc:ignore', in lowercase, with a colon and no blank, "
            + "then a blank before the codes",
          fixIt: comment.replacement.map {
            Diagnostic.FixIt("write 'flowc:ignore'", replacing: $0.range, with: $0.text)
          },
          help: "write '// \(corrected ?? "flowc:ignore FL0304")'")
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
