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
    // Without an ignore comment (formatting keeps every comment's text) there is nothing layout
    // could make accept other warnings: the two checks below are for files that have one.
    guard text.contains(IgnoreComment.directive) else { return .changed(text) }
    let before = compiler.check(input)
    let after = compiler.check(InputFile(path: input.path, bytes: Array(text.utf8)))
    guard acceptance(of: before) == acceptance(of: after) else {
      return .failed(changedAcceptance(before, after))
    }
    return .changed(text)
  }

  /// What a spec's ignore comments accept, as far as layout can change it: the warnings left,
  /// each by code and message (no message but FL0016's names a line), and how many comments accept
  /// nothing. A join puts a comment that ended a continuation line (`  -> T // flowc:ignore FL0304`)
  /// on the item's one line, where it accepts the warnings of the whole item, and a comment alone
  /// inside an item moves after it, onto the next item's warnings; formatting must not change what
  /// `flowc check` says (the new-users review, the diff review), so such a file is left alone.
  private static func acceptance(of report: FileReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for diagnostic in report.diagnostics where diagnostic.severity == .warning {
      let key =
        diagnostic.code == .unusedIgnore
        ? diagnostic.code.rawValue : "\(diagnostic.code.rawValue) \(diagnostic.message)"
      counts[key, default: 0] += 1
    }
    return counts
  }

  /// The FL0019 error, at the comment formatting moves to other warnings, or at the start of the
  /// file when that cannot be told.
  private static func changedAcceptance(_ before: FileReport, _ after: FileReport) -> FileReport {
    let moved = movedIgnore(before, after)
    let message =
      switch moved?.staysAboveASplitItem {
      case nil: "formatting would change which warnings the `// flowc:ignore` comments accept"
      case true?:
        "formatting would lay the item below this `// flowc:ignore` out over several lines, "
          + "where it no longer accepts the warnings it does now"
      case false?:
        "formatting would move this `// flowc:ignore` to where it accepts other warnings than "
          + "it does now"
      }
    let diagnostic = Diagnostic(
      .formatChangesIgnore, path: before.source.path,
      range: moved?.range ?? SourceRange(start: 0, end: 0), message: message,
      help: moved?.staysAboveASplitItem == true
        ? "remove the comment, format, then put it on the line its warning points at"
        : "move the comment to the line its warning points at, or remove it, then format again")
    return FileReport(source: before.source, diagnostics: [diagnostic], model: nil)
  }

  /// The ignore comment whose acceptance formatting changes: formatting keeps comments in order,
  /// so the n-th before is the n-th after. One that accepts nothing on one side only, or that
  /// stands alone on its line on one side and follows code on the other, or whose line's code is
  /// not part of the line it applies to once formatted (a join only lengthens that line). A comment
  /// alone on its line above an item the layout spreads over several lines (`app A { scheme "a"
  /// restore tab }`) stays where it is: the item below it is what changed, which its message says
  /// (a tools review read "would move this" of a comment that does not move).
  private static func movedIgnore(_ before: FileReport, _ after: FileReport) -> (
    range: SourceRange, staysAboveASplitItem: Bool
  )? {
    func ignores(_ report: FileReport) -> [IgnoreComment] {
      IgnoreComment.collect(
        from: Parser.parse(report.source).file.comments, in: report.source)
    }
    func unused(_ report: FileReport, _ comments: [IgnoreComment]) -> Set<Int> {
      Set(
        report.diagnostics.filter { $0.code == .unusedIgnore }.compactMap { diagnostic in
          comments.firstIndex {
            $0.range.start <= diagnostic.range.start && diagnostic.range.start < $0.range.end
          }
        })
    }
    let old = ignores(before)
    let new = ignores(after)
    guard old.count == new.count else { return nil }
    let unusedBefore = unused(before, old)
    let unusedAfter = unused(after, new)
    let moved =
      old.indices.first { position in
        unusedBefore.contains(position) != unusedAfter.contains(position)
          || old[position].followsCode != new[position].followsCode
      }
      ?? old.indices.first { position in
        !code(on: new[position].line, of: after.source).contains(
          code(on: old[position].line, of: before.source))
      }
    return moved.map { position in
      // Alone on its line both times, above the start of the same item, now cut short: the item
      // was split. A comment alone inside an item is laid out after it instead, and moves.
      let (was, now) = (old[position], new[position])
      let lineWas = code(on: was.line, of: before.source)
      let lineNow = code(on: now.line, of: after.source)
      let staysAboveASplitItem =
        !was.followsCode && !now.followsCode && !lineNow.isEmpty && lineNow != lineWas
        && lineWas.hasPrefix(lineNow)
      return (was.range, staysAboveASplitItem)
    }
  }

  /// The code on 1-based line `line`, without a `//` comment, its blanks collapsed.
  private static func code(on line: Int, of source: SourceFile) -> String {
    var text = Substring(source.lineText(line))
    if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
    return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
