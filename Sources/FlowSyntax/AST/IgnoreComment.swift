/// A `// flowc:ignore FL0304, FL0210` comment: the author accepts those warnings on one line.
///
/// Written after code, it applies to its own line; alone on its line, to the line after it. Codes are
/// separated by commas or blanks, and `--` starts a reason that is not read. Only `//` comments are
/// directives: a `/* */` or `///` comment that says the same is just a comment.
///
/// The syntax layer only finds these comments and where they apply; which codes exist and which
/// diagnostics they silence is decided by the compiler after checking, so every tool agrees.
public struct IgnoreComment: Hashable, Sendable {
  /// The directive that starts an ignore comment, right after `//` and any blanks.
  public static let directive = "flowc:ignore"

  /// One code as written, which may be misspelled: checking it is the compiler's job.
  public struct Code: Hashable, Sendable {
    public var text: String
    public var range: SourceRange
  }

  /// The whole comment, from `//` to the end of its line (without the line break).
  public var range: SourceRange
  /// The codes in the order written; empty when the directive names none.
  public var codes: [Code]
  /// The 1-based line whose warnings it accepts: its own, or the next when it stands alone.
  public var line: Int
  /// The last line it accepts warnings on: `line`, or the last line of the declaration that starts
  /// on `line` (`covering(_:in:)`).
  public var lastLine: Int
  /// True when the comment follows code on its line; false when it stands alone on its line.
  public var followsCode: Bool

  /// The ignore comments among a file's plain comments, in source order.
  public static func collect(from comments: [Comment], in source: SourceFile) -> [IgnoreComment] {
    comments.compactMap { parse($0, in: source) }
  }

  private static func parse(_ comment: Comment, in source: SourceFile) -> IgnoreComment? {
    let bytes = source.bytes
    let end = min(comment.range.end, bytes.count)
    var index = comment.range.start + 2
    guard index <= end, source.text(in: SourceRange(start: comment.range.start, end: index)) == "//"
    else { return nil }
    while index < end, isBlank(bytes[index]) { index += 1 }
    let directive = Array(directive.utf8)
    guard index + directive.count <= end,
      Array(bytes[index..<index + directive.count]) == directive
    else { return nil }
    index += directive.count
    // `flowc:ignored` or `flowc:ignore-next` is some other text, not this directive.
    guard index == end || isBlank(bytes[index]) else { return nil }

    var codes: [Code] = []
    while index < end {
      if isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "-"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "-") {
        break
      }
      let start = index
      while index < end, !isBlank(bytes[index]), bytes[index] != UInt8(ascii: ",") { index += 1 }
      let range = SourceRange(start: start, end: index)
      codes.append(Code(text: source.text(in: range), range: range))
    }
    let location = source.location(of: comment.range.start)
    let followsCode = hasCode(before: comment.range.start, in: bytes)
    let line = followsCode ? location.line : location.line + 1
    return IgnoreComment(
      range: comment.range, codes: codes, line: line, lastLine: line, followsCode: followsCode)
  }

  /// `ignores` with each one that ends the first line of a declaration written over several lines
  /// accepting warnings on all of them: `flowc format` lays a one-line block out over several lines
  /// and keeps the comment that ended it on the first (`screen Orphan { // flowc:ignore FL0214`),
  /// which must not leave a warning on its `push` line unaccepted. A comment alone on the line
  /// before a declaration keeps to that one line, as the author placed it.
  public static func covering(
    _ ignores: [IgnoreComment], declarations: [Declaration], in source: SourceFile
  ) -> [IgnoreComment] {
    guard !ignores.isEmpty else { return ignores }
    var lastLineByFirst: [Int: Int] = [:]
    for declaration in declarations {
      let first = source.location(of: declaration.range.start).line
      let last = source.location(of: max(declaration.range.start, declaration.range.end - 1)).line
      if last > first { lastLineByFirst[first] = max(last, lastLineByFirst[first] ?? last) }
    }
    return ignores.map { ignore in
      guard ignore.followsCode, let last = lastLineByFirst[ignore.line] else { return ignore }
      var widened = ignore
      widened.lastLine = max(ignore.line, last)
      return widened
    }
  }

  /// Whether `line` (without its line break) holds an ignore comment and nothing else, read by the
  /// rules the compiler collects them by: such a line accepts the next line's warnings, so a fix-it
  /// that removes that next line removes it too.
  public static func standsAlone(on line: String) -> Bool {
    let bytes = Array(line.utf8)
    guard let start = bytes.firstIndex(where: { !isBlank($0) }) else { return false }
    let range = SourceRange(start: start, end: bytes.count)
    let source = SourceFile(path: "", bytes: bytes)
    let comment = Comment(text: source.text(in: range), range: range)
    return parse(comment, in: source) != nil
  }

  /// Spaces, tabs and the `\r` of a CRLF line end.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// Whether anything but blanks precedes `offset` on its line.
  private static func hasCode(before offset: Int, in bytes: [UInt8]) -> Bool {
    var index = min(offset, bytes.count) - 1
    while index >= 0, bytes[index] != UInt8(ascii: "\n") {
      if !isBlank(bytes[index]) { return true }
      index -= 1
    }
    return false
  }
}
