import FlowCompiler
import FlowRuntime
import FlowSyntax

/// `flowc format` without the I/O: decides whether a spec changes and what it becomes.
public enum SpecFormatting {
  /// The outcome of formatting `input`. Only reading and syntax errors stop it: a spec whose names or
  /// flow are wrong still has a canonical layout.
  public static func format(_ input: InputFile, compiler: Compiler = Compiler()) -> FormatOutcome {
    guard case .bytes(let bytes) = input.contents, UTF8Validation.firstFailure(in: bytes) == nil
    else {
      return .failed(compiler.check(input))
    }
    let source = SourceFile(path: input.path, bytes: bytes)
    guard let text = Formatter.format(source) else {
      let parsed = Parser.parse(source)
      let diagnostics = compiler.finalize(parsed.diagnostics, path: source.path)
      return .failed(FileReport(source: source, diagnostics: diagnostics, model: nil))
    }
    if Array(text.utf8) == bytes { return .unchanged }
    let before = compiler.check(input)
    let after = compiler.check(InputFile(path: input.path, bytes: Array(text.utf8)))
    guard acceptance(of: before) == acceptance(of: after) else {
      return .failed(changedAcceptance(before, after))
    }
    return .changed(text)
  }

  /// What a spec's ignore comments accept, as far as layout can change it: how many warnings of
  /// each code are left, and how many comments accept nothing. A join puts a comment that ended a
  /// continuation line (`  -> T // flowc:ignore FL0304`) on the item's one line, where it accepts
  /// the warnings of the whole item; formatting must not change what `flowc check` says (the
  /// new-users review), so such a file is left alone.
  private static func acceptance(of report: FileReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for diagnostic in report.diagnostics
    where diagnostic.severity == .warning && diagnostic.code != .unknownIgnoredCode {
      counts[diagnostic.code.rawValue, default: 0] += 1
    }
    return counts
  }

  /// The FL0019 error, at the comment that accepts nothing where it is but something once
  /// formatted (told apart from others by its text), or at the start of the file.
  private static func changedAcceptance(_ before: FileReport, _ after: FileReport) -> FileReport {
    var unusedAfter: [String: Int] = [:]
    for diagnostic in after.diagnostics where diagnostic.code == .unusedIgnore {
      unusedAfter[after.source.text(in: diagnostic.range), default: 0] += 1
    }
    let unused = before.diagnostics.first { diagnostic in
      guard diagnostic.code == .unusedIgnore else { return false }
      let text = before.source.text(in: diagnostic.range)
      guard let left = unusedAfter[text], left > 0 else { return true }
      unusedAfter[text] = left - 1
      return false
    }
    let diagnostic = Diagnostic(
      .formatChangesIgnore, path: before.source.path,
      range: unused?.range ?? SourceRange(start: 0, end: 0),
      message: unused == nil
        ? "formatting would change which warnings the `// flowc:ignore` comments accept"
        : "formatting would join this line to the one before it, where this `// flowc:ignore` "
          + "would accept a warning it accepts nothing of now",
      help: "move the comment to the line its warning points at, or remove it, then format again")
    return FileReport(source: before.source, diagnostics: [diagnostic], model: nil)
  }
}
