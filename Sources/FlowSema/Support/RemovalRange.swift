import FlowSyntax

/// What a fix-it that removes a declaration removes, so that nothing that belonged to it stays
/// behind to mean something else.
enum RemovalRange {
  /// A route's text with its doc comment, widened to the end of its line (a comment there goes
  /// with it) and, when the line before holds only a `// flowc:ignore` for it, to that line too:
  /// left behind, such a comment would accept the next route's warnings, or be FL0016.
  static func wholeLines(of route: RouteDeclaration, _ context: SemaContext)
    -> SourceRange
  {
    let bytes = context.source.bytes
    var start = route.docs?.range.start ?? route.range.start
    var end = route.range.end
    var rest = end
    while rest < bytes.count, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == 0x09 { rest += 1 }
    if rest + 1 < bytes.count, bytes[rest] == UInt8(ascii: "/"),
      bytes[rest + 1] == UInt8(ascii: "*")
    {
      // A block comment closed on the line, with only blanks after it.
      var close = rest + 2
      while close + 1 < bytes.count, bytes[close] != UInt8(ascii: "\n"),
        !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
      {
        close += 1
      }
      if close + 1 < bytes.count, bytes[close] == UInt8(ascii: "*") {
        var after = close + 2
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == 0x09 {
          after += 1
        }
        if after == bytes.count || bytes[after] == UInt8(ascii: "\n")
          || bytes[after] == UInt8(ascii: "\r")
        {
          rest = after
        }
      }
    }
    let restIsLineComment =
      rest + 1 < bytes.count && bytes[rest] == UInt8(ascii: "/")
      && bytes[rest + 1] == UInt8(ascii: "/")
    if rest == bytes.count || bytes[rest] == UInt8(ascii: "\n") || bytes[rest] == UInt8(ascii: "\r")
      || restIsLineComment
    {
      end = rest
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      end = min(end + 1, bytes.count)
    }
    let lineStart = startOfLine(start, bytes)
    if lineStart > 0 {
      let previous = startOfLine(lineStart - 1, bytes)
      let line = String(decoding: bytes[previous..<lineStart], as: UTF8.self)
      let words = line.split(whereSeparator: \.isWhitespace)
      let isIgnore =
        (words.first == "//" && words.dropFirst().first?.hasPrefix(IgnoreComment.directive) == true)
        || words.first?.hasPrefix("//" + IgnoreComment.directive) == true
      if isIgnore {
        start = previous
      } else if bytes[lineStart..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == 0x09 }) {
        start = lineStart
      }
    }
    return SourceRange(start: start, end: end)
  }

  /// The offset where the line holding `offset` starts.
  private static func startOfLine(_ offset: Int, _ bytes: [UInt8]) -> Int {
    var position = offset
    while position > 0, bytes[position - 1] != UInt8(ascii: "\n") { position -= 1 }
    return position
  }
}
