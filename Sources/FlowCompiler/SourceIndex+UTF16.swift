import FlowSyntax

extension SourceIndex {
  /// The 1-based line and UTF-16 column of a byte offset, as SARIF and GitHub count columns
  /// (`é` is one column, `😀` two); a missing file gives 1:1.
  func utf16Position(of offset: Int, in path: String) -> (line: Int, column: Int) {
    guard let file = file(path) else { return (1, 1) }
    let location = file.location(of: offset)
    let lineStart = location.offset - (location.column - 1)
    let prefix = String(decoding: file.bytes[lineStart..<location.offset], as: UTF8.self)
    return (location.line, prefix.utf16.count + 1)
  }
}
