import FlowSyntax

/// A 0-based line and a 0-based column in UTF-16 code units: how editors, and the Language Server
/// Protocol by default, count positions (`é` is one column, `😀` two).
struct EditorPosition: Hashable, Sendable {
  var line: Int
  var character: Int
}

/// A half-open range between two editor positions.
struct EditorRange: Hashable, Sendable {
  var start: EditorPosition
  var end: EditorPosition
}

extension SourceFile {
  /// The editor position of a byte offset, clamped into the file.
  func editorPosition(of offset: Int) -> EditorPosition {
    let location = location(of: offset)
    let lineStart = lineStarts[location.line - 1]
    let prefix = String(decoding: bytes[lineStart..<location.offset], as: UTF8.self)
    return EditorPosition(line: location.line - 1, character: prefix.utf16.count)
  }

  func editorRange(of range: SourceRange) -> EditorRange {
    EditorRange(start: editorPosition(of: range.start), end: editorPosition(of: range.end))
  }

  /// The byte offset of an editor position. A line past the end gives the end of the file and a
  /// column past the end of its line gives the end of that line, as editors expect of positions
  /// sent while the text is changing; a column inside a character gives that character's start.
  func offset(of position: EditorPosition) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    var offset = lineStarts[position.line]
    let lineEnd =
      position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] - 1 : bytes.count
    var units = 0
    while offset < lineEnd {
      let byte = bytes[offset]
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      let width = length == 4 ? 2 : 1
      if units + width > position.character { break }
      units += width
      offset = min(offset + length, lineEnd)
    }
    return offset
  }
}
