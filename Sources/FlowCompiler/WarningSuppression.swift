import FlowSyntax

/// Applies a file's `// flowc:ignore` comments to what checking it found.
///
/// It runs in the pipeline after every pass and before `--warnings-as-errors` and the error limit,
/// so `check`, `generate` and the plugins accept the same warnings, and an accepted warning neither
/// fails a `--warnings-as-errors` build nor counts towards the limit. Ignore comments are checked
/// too: a code that does not exist (FL0017), one that is not a warning of the spec itself (FL0018),
/// and a code that accepted nothing (FL0016) are reported, so that stale comments do not pile up.
enum WarningSuppression {
  /// `diagnostics` without the warnings the comments accept, plus what is wrong with the comments.
  ///
  /// Unused codes are reported only when the file has no errors: with errors some passes did not
  /// run, and the warning a comment names may simply not have been looked for.
  static func apply(
    _ ignores: [IgnoreComment], to diagnostics: [Diagnostic], in source: SourceFile
  ) -> [Diagnostic] {
    guard !ignores.isEmpty else { return diagnostics }
    var problems: [Diagnostic] = []
    // The codes each comment may accept, by comment; a bad code gets its diagnostic here.
    var accepted: [[DiagnosticCode?]] = []
    for ignore in ignores {
      if ignore.codes.isEmpty { problems.append(namesNothing(ignore, in: source)) }
      accepted.append(
        ignore.codes.map { code in
          switch validate(code, in: source) {
          case .success(let valid): return valid
          case .failure(let problem):
            problems.append(problem.diagnostic)
            return nil
          }
        })
    }

    var used = accepted.map { $0.map { _ in false } }
    // By line, so that a huge file with many comments and warnings costs a lookup per warning.
    var commentsByLine: [Int: [Int]] = [:]
    for index in ignores.indices {
      for line in ignores[index].line...ignores[index].lastLine {
        commentsByLine[line, default: []].append(index)
      }
    }
    let kept = diagnostics.filter { diagnostic in
      guard diagnostic.severity == .warning else { return true }
      let line = source.location(of: diagnostic.range.start).line
      var isAccepted = false
      for index in commentsByLine[line] ?? [] {
        for (position, code) in accepted[index].enumerated() where code == diagnostic.code {
          used[index][position] = true
          isAccepted = true
        }
      }
      return !isAccepted
    }

    if !diagnostics.contains(where: { $0.severity == .error }) {
      for (index, ignore) in ignores.enumerated() {
        problems += unused(ignore, accepted: accepted[index], used: used[index], in: source)
      }
    }
    return kept + problems
  }

  private struct Problem: Error {
    var diagnostic: Diagnostic
  }

  /// The code `code` names when a comment may accept it, or what is wrong with it.
  private static func validate(_ code: IgnoreComment.Code, in source: SourceFile) -> Result<
    DiagnosticCode, Problem
  > {
    guard let known = DiagnosticCode(rawValue: code.text) else {
      let candidates = DiagnosticCode.allCases.filter(isIgnorable).map(\.rawValue)
      let suggestion = SpellingSuggestion.closest(to: code.text, among: candidates)
      return .failure(
        Problem(
          diagnostic: Diagnostic(
            .unknownIgnoredCode, path: source.path, range: code.range,
            message: "unknown diagnostic code '\(code.text)' in 'flowc:ignore'"
              + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            fixIt: suggestion.map { .closestName($0, for: code.text, at: code.range) },
            help: suggestion == nil ? "docs/Diagnostics.md lists every code" : nil)))
    }
    guard !isIgnorable(known) else { return .success(known) }
    let message: String
    if isAboutIgnoreComments(known) {
      message = "\(known.rawValue) is about ignore comments, which cannot ignore themselves"
    } else if isContract(known) {
      message =
        "\(known.rawValue) compares two versions of a spec; only a spec's own warnings can be "
        + "ignored"
    } else {
      let kind = known.defaultSeverity == .note ? "a note" : "an error"
      message = "\(known.rawValue) is \(kind); only warnings can be ignored"
    }
    return .failure(
      Problem(
        diagnostic: Diagnostic(
          .unignorableCode, path: source.path, range: code.range, message: message)))
  }

  /// Whether a `flowc:ignore` comment may name `code`: a warning that checking one spec reports.
  static func isIgnorable(_ code: DiagnosticCode) -> Bool {
    code.defaultSeverity == .warning && !isContract(code) && !isAboutIgnoreComments(code)
  }

  /// The URL contract's codes, which `flowc diff` reports after the spec's own checking.
  private static func isContract(_ code: DiagnosticCode) -> Bool {
    code.rawValue.hasPrefix("FL05")
  }

  private static func isAboutIgnoreComments(_ code: DiagnosticCode) -> Bool {
    [.unusedIgnore, .unknownIgnoredCode, .unignorableCode].contains(code)
  }

  private static func namesNothing(_ ignore: IgnoreComment, in source: SourceFile) -> Diagnostic {
    Diagnostic(
      .unknownIgnoredCode, path: source.path, range: ignore.range,
      message: "'flowc:ignore' names no diagnostic code",
      help: "name the warnings to accept, such as '// flowc:ignore FL0304'")
  }

  /// "line 3 has" or, for a comment covering a declaration, "lines 3-5 have".
  private static func lines(of ignore: IgnoreComment) -> String {
    ignore.lastLine > ignore.line
      ? "lines \(ignore.line)-\(ignore.lastLine) have" : "line \(ignore.line) has"
  }

  /// FL0016 for the valid codes of `ignore` that accepted nothing: one for the whole comment when
  /// none of its codes did anything, otherwise one per unused code.
  private static func unused(
    _ ignore: IgnoreComment, accepted: [DiagnosticCode?], used: [Bool], in source: SourceFile
  ) -> [Diagnostic] {
    let unusedPositions = accepted.indices.filter { accepted[$0] != nil && !used[$0] }
    guard !unusedPositions.isEmpty else { return [] }
    if unusedPositions.count == ignore.codes.count {
      let names = unusedPositions.map { ignore.codes[$0].text }
      return [
        Diagnostic(
          .unusedIgnore, path: source.path, range: ignore.range,
          message: "'flowc:ignore' accepts nothing: \(lines(of: ignore)) no "
            + listed(names) + " warning",
          fixIt: Diagnostic.FixIt(
            "remove the comment", replacing: removal(of: ignore, in: source), with: ""))
      ]
    }
    return unusedPositions.map { position in
      let code = ignore.codes[position]
      // The code goes with the separator after it, or before it when it is the last.
      let range =
        position + 1 < ignore.codes.count
        ? SourceRange(start: code.range.start, end: ignore.codes[position + 1].range.start)
        : SourceRange(start: ignore.codes[position - 1].range.end, end: code.range.end)
      return Diagnostic(
        .unusedIgnore, path: source.path, range: code.range,
        message: "'\(code.text)' accepts nothing: \(lines(of: ignore)) no \(code.text) warning",
        fixIt: Diagnostic.FixIt("remove '\(code.text)'", replacing: range, with: ""))
    }
  }

  /// `FL0304`, `FL0304 or FL0210`, `FL0304, FL0210 or FL0302`.
  private static func listed(_ names: [String]) -> String { WordList.joined(names, "or") }

  /// What removing the comment deletes: the blanks before it too when it follows code, and its
  /// whole line with the line break when it stands alone.
  private static func removal(of ignore: IgnoreComment, in source: SourceFile) -> SourceRange {
    let bytes = source.bytes
    var start = ignore.range.start
    var end = ignore.range.end
    // The `\r` of a CRLF line end stays with its line.
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if ignore.followsCode {
      while start > 0,
        bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t")
      {
        start -= 1
      }
      return SourceRange(start: start, end: end)
    }
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    end = ignore.range.end
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
    return SourceRange(start: start, end: end)
  }
}
