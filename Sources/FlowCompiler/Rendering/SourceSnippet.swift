import FlowSyntax

/// The source line under a diagnostic and the caret line that marks its range.
///
/// Lines are cut to a window around the range so that a 5 MB one-line file prints a short excerpt.
struct SourceSnippet: Hashable {
  /// The line as shown, sanitized, possibly with `...` where it was cut.
  var line: String
  /// Spaces (tabs where the line has tabs) up to the range, then `^` and one `~` per further column.
  var carets: String

  /// Bytes of context kept before the range start on a long line.
  static let leadingContext = 60
  /// Bytes shown at most from one line.
  static let maximumWidth = 160

  init(line: String, carets: String) {
    self.line = line
    self.carets = carets
  }

  /// The snippet for the first line of `range`; a range spanning lines is underlined to that line's end.
  init(source: SourceFile, range: SourceRange) {
    let bytes = source.bytes
    let start = max(0, min(range.start, bytes.count))
    let location = source.location(of: start)
    let lineIndex = location.line - 1
    let lineStart = start - (location.column - 1)
    var lineEnd =
      lineIndex + 1 < source.lineStarts.count ? source.lineStarts[lineIndex + 1] - 1 : bytes.count
    if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    let rangeStart = min(start, lineEnd)
    let rangeEnd = max(rangeStart, min(range.end, lineEnd))

    var windowStart = lineStart
    if rangeStart - lineStart > Self.leadingContext {
      windowStart = Self.scalarBoundary(after: rangeStart - Self.leadingContext, in: bytes)
    }
    var windowEnd = lineEnd
    if windowEnd - windowStart > Self.maximumWidth {
      windowEnd = Self.scalarBoundary(before: windowStart + Self.maximumWidth, in: bytes)
    }
    let cutLeft = windowStart > lineStart
    let cutRight = windowEnd < lineEnd
    let underlineEnd = min(rangeEnd, windowEnd)

    let visible = DisplayText.sanitized(Self.decode(bytes, windowStart, windowEnd))
    line = (cutLeft ? "..." : "") + visible + (cutRight ? "..." : "")

    var carets = cutLeft ? "   " : ""
    for character in DisplayText.sanitized(Self.decode(bytes, windowStart, rangeStart)) {
      carets +=
        character == "\t" ? "\t" : String(repeating: " ", count: DisplayText.width(of: character))
    }
    let underlined = DisplayText.sanitized(Self.decode(bytes, rangeStart, underlineEnd))
    let columns = underlined.reduce(0) { $0 + DisplayText.width(of: $1) }
    carets += "^" + String(repeating: "~", count: max(0, columns - 1))
    self.carets = carets
  }

  private static func decode(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Substring {
    String(decoding: bytes[start..<max(start, end)], as: UTF8.self)[...]
  }

  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Moves forward past at most 3 continuation bytes, so a cut never splits a character (and a run of
  /// stray continuation bytes cannot move the cut past the range).
  private static func scalarBoundary(after offset: Int, in bytes: [UInt8]) -> Int {
    var offset = offset
    for _ in 0..<3 where offset < bytes.count && isContinuation(bytes[offset]) { offset += 1 }
    return offset
  }

  private static func scalarBoundary(before offset: Int, in bytes: [UInt8]) -> Int {
    var offset = offset
    for _ in 0..<3 where offset > 0 && offset < bytes.count && isContinuation(bytes[offset]) {
      offset -= 1
    }
    return offset
  }
}
