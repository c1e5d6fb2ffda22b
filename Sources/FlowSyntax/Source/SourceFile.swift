/// The bytes of one `.flow` file and the table that turns byte offsets into lines and columns.
///
/// The compiler works on UTF-8 bytes, so offsets and columns are byte counts (as in clang and swiftc).
public struct SourceFile: Sendable {
  /// The path the file was read from, as the user wrote it; used verbatim in diagnostics.
  public let path: String
  /// The file's raw bytes, which need not be valid UTF-8.
  public let bytes: [UInt8]
  /// Byte offset at which each line starts; the first entry is always 0.
  public let lineStarts: [Int]
  /// Whether any byte is a carriage return: only then does the lexer look for one standing alone
  /// (a second pass over every byte of an LF file cost the 10,000-route benchmark 4 M instructions).
  public let containsCarriageReturn: Bool

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    (lineStarts, containsCarriageReturn) = Self.lineStarts(of: bytes)
  }

  /// Where each line starts, and whether a `\r` is anywhere. Every byte of every file passes
  /// here, so the bytes are read in place eight at a time: the line breaks of a word are found
  /// from one mask of its lanes (`ByteWord.matches`), one bit each, rather than by testing its
  /// eight bytes again. SourceFile.lineStarts 10.0 M -> 8.6 M instructions of the 10,000-route
  /// check.
  private static func lineStarts(of bytes: [UInt8]) -> ([Int], containsCarriageReturn: Bool) {
    var starts = [0]
    var carriageReturns = false
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset + 8 <= buffer.count {
        // Little-endian, so that a lane's number is its byte's position on any machine.
        let word = UInt64(
          littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let lineBreaks = ByteWord.matches(newline, in: word)
        if lineBreaks != 0 {
          let wordStart = offset
          ByteWord.forEachLane(of: lineBreaks) { starts.append(wordStart + $0 + 1) }
        }
        carriageReturns = carriageReturns || ByteWord.contains(carriageReturn, in: word)
        offset += 8
      }
      for position in offset..<buffer.count {
        if buffer[position] == newline { starts.append(position + 1) }
        carriageReturns = carriageReturns || buffer[position] == carriageReturn
      }
    }
    return (starts, carriageReturns)
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 1-based line and column of a byte offset, clamped into the file. A byte-order mark is not
  /// part of the first line's text: its first character is column 1, as editors show it.
  public func location(of offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    let lineStart = min(textStart(ofLine: low + 1), offset)
    return SourceLocation(line: low + 1, column: offset - lineStart + 1, offset: offset)
  }

  /// Where the text of a 1-based line starts: its first byte, but past a byte-order mark on the
  /// first line. Columns count from here (`location(of:)`), so a line's text start is also
  /// `offset - (column - 1)`, which the output formats use.
  public func textStart(ofLine line: Int) -> Int {
    line == 1 ? byteOrderMarkLength : lineStarts[line - 1]
  }

  /// The line break the file uses, by its first one (`\r\n` or `\n`): what a fix-it writes when it
  /// adds a line, so that it does not mix line endings in a Windows file.
  public var lineBreak: String {
    guard lineStarts.count > 1, lineStarts[1] >= 2, bytes[lineStarts[1] - 2] == UInt8(ascii: "\r")
    else { return "\n" }
    return "\r\n"
  }

  /// The bytes of the byte-order mark (U+FEFF, which some editors write first) the file starts
  /// with: 3, or 0 without one.
  var byteOrderMarkLength: Int {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// The text of a 1-based line without its line break (nor a byte-order mark), with invalid UTF-8
  /// repaired.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = textStart(ofLine: line)
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The source text covered by a range, with invalid UTF-8 repaired.
  public func text(in range: SourceRange) -> String {
    let start = max(0, min(range.start, bytes.count))
    let end = max(start, min(range.end, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
