import FlowSyntax

/// What a fix-it that removes a declaration removes, so that nothing that belonged to it stays
/// behind to mean something else.
enum RemovalRange {
  /// A route's text with its doc comment, from the start of its line to the start of the next
  /// when only blanks or a comment follow it (the comment goes with it) and, when the line before
  /// holds only a `// flowc:ignore` for it, that line too: left behind, such a comment would accept
  /// the next route's warnings, or be FL0016.
  static func wholeLines(of route: RouteDeclaration, _ context: SemaContext) -> SourceRange {
    let source = context.source
    let bytes = source.bytes
    var start = route.docs?.range.start ?? route.range.start
    var end = route.range.end
    let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    if endsWithComment(String(decoding: bytes[end..<lineEnd], as: UTF8.self)) {
      end = min(lineEnd + 1, bytes.count)
    }
    let line = source.location(of: start)
    // Columns count from the line's text start (`SourceFile.location(of:)`).
    let lineStart = start - (line.column - 1)
    if bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == 0x09 }) {
      start = lineStart
      if line.line > 1, IgnoreComment.standsAlone(on: source.lineText(line.line - 1)) {
        start = lineStart - source.location(of: lineStart - 1).column
      }
    }
    return SourceRange(start: start, end: end)
  }

  /// An item of a block (a handler, a `push` list) at `range`: its whole line when nothing else is
  /// on it, else the item with the blanks before it and the `;` that separated it from the next
  /// item on the line (`{ on a -> dismiss; push B }`), or else from the one before (`{ push B; on a
  /// -> dismiss }`), so none is left dangling.
  static func item(_ range: SourceRange, _ context: SemaContext) -> SourceRange {
    let bytes = context.source.bytes
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == 0x09 || byte == 0x0D }
    var start = range.start
    while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
    var end = range.end
    while end < bytes.count, isBlank(bytes[end]) { end += 1 }
    let startsLine = start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
    // Alone on its line but for a `//` comment after it, which goes with it: left behind, it
    // would stand on a line of its own about nothing (the review of FL0112's fix-it).
    if startsLine, bytes[end...].starts(with: "//".utf8) {
      end = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    }
    if startsLine && (end == bytes.count || bytes[end] == UInt8(ascii: "\n")) {
      return SourceRange(
        start: docCommentStart(above: start, bytes), end: min(end + 1, bytes.count))
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: ";") {
      end += 1
      while end < bytes.count, isBlank(bytes[end]) { end += 1 }
      return SourceRange(start: range.start, end: end)
    }
    if start > 0, bytes[start - 1] == UInt8(ascii: ";") { start -= 1 }
    return SourceRange(start: start, end: range.end)
  }

  /// The start of the `///` lines right above the line starting at `lineStart`, or `lineStart`:
  /// they document what is removed, and left behind they would document the next item or stand
  /// before a `}` about nothing (FL0112's fix-it left them so).
  private static func docCommentStart(above lineStart: Int, _ bytes: [UInt8]) -> Int {
    var start = lineStart
    while start > 0 {
      let previousEnd = start - 1
      let previousStart = (bytes[..<previousEnd].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      let text = bytes[previousStart..<previousEnd].drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
      guard text.starts(with: "///".utf8), !text.starts(with: "////".utf8) else { break }
      start = previousStart
    }
    return start
  }

  /// Whether the rest of a line after a declaration is blanks, a `//` comment, or one block
  /// comment closed on the line.
  private static func endsWithComment(_ rest: String) -> Bool {
    let text = rest.trimmingCharacters(in: [" ", "\t", "\r"])
    if text.isEmpty || text.hasPrefix("//") { return true }
    guard text.hasPrefix("/*"), let close = text.range(of: "*/") else { return false }
    return close.upperBound == text.endIndex
  }
}
