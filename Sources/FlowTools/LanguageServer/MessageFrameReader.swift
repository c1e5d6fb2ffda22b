/// Splits the bytes a language client sends into messages: each is a header block of
/// `Name: value` lines ending in an empty line (`\r\n\r\n`), whose `Content-Length` gives the size
/// of the JSON body that follows.
///
/// Bytes may arrive in any pieces. A header block without a usable `Content-Length`, or announcing
/// more than `maximumMessageSize`, is reported and skipped, so one bad frame costs one error, not
/// the session. A body whose length is not known or not accepted, or that ran on past the length
/// announced, is dropped up to the next `Content-Length:`, where the next message begins: read as a
/// header, its bytes would spoil every message after it. An oversized body is not skipped by the
/// length it announces: a frame claiming a terabyte and sending two bytes swallowed every message
/// after it, `shutdown` and `exit` too (the tools review). Nor is a body taken past a whole header
/// block inside it: JSON carries no raw line break in a string, so `Content-Length: 52` and an
/// empty line there start the next message, and the body announced longer than it was ends
/// before them (the editor tools review lost every message in a too-long body's extra bytes).
struct MessageFrameReader: Sendable {
  /// One thing found in the input.
  enum Frame: Equatable, Sendable {
    case message([UInt8])
    /// A frame that was skipped, and why, for an error response.
    case malformed(String)
  }

  /// 64 MiB: well above the largest spec flowc reads, escaped into JSON.
  static let maximumMessageSize = 64 * 1024 * 1024
  /// A header block longer than this without its closing empty line is garbage, not a header.
  static let maximumHeaderSize = 8 * 1024

  private var buffer: [UInt8] = []
  /// Whether bytes are dropped until the next `Content-Length:`, after a frame whose body length
  /// is not known.
  private var resynchronizing = false
  /// How far into the buffer the body being read was searched for a header block, so that a large
  /// body arriving in pieces is searched once.
  private var bodySearchedTo = 0
  /// What starts a header block the reader can find again, compared in any case.
  private static let lengthName = Array("content-length:".utf8)

  mutating func append(_ bytes: [UInt8]) {
    buffer += bytes
  }

  /// The next complete frame, or nil until more bytes arrive.
  mutating func next() -> Frame? {
    if resynchronizing {
      guard let start = lengthNameStart(from: 0) else {
        // Kept: the start of a `Content-Length:` the next bytes may complete.
        buffer.removeFirst(max(0, buffer.count - (Self.lengthName.count - 1)))
        return nil
      }
      buffer.removeFirst(start)
      resynchronizing = false
    }
    guard let headerEnd = headerEnd() else {
      if buffer.count > Self.maximumHeaderSize {
        // Dropped up to the next `Content-Length:` (the next call finds it), so that complete
        // messages already read behind the garbage are kept.
        buffer.removeFirst()
        resynchronizing = true
        return .malformed("a header of more than \(Self.maximumHeaderSize) bytes was skipped")
      }
      return nil
    }
    let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
    let bodyStart = headerEnd + 4
    guard let length = Self.contentLength(in: header) else {
      // A `Content-Length:` later in the block is where the next message begins (the rest of a
      // body longer than announced, or a header with bare `\n` line ends, ran into it);
      // otherwise the body that follows has no known length.
      // The last one: a block of many (`Content-Length:` repeated) is one error, not one each.
      if let start = lastLengthNameStart(before: headerEnd) {
        buffer.removeFirst(start)
      } else {
        buffer.removeFirst(bodyStart)
        resynchronizing = true
      }
      return .malformed("a message without a valid Content-Length header was skipped")
    }
    guard length <= Self.maximumMessageSize else {
      buffer.removeFirst(bodyStart)
      resynchronizing = true
      return .malformed(
        "a message of \(length) bytes was skipped: the largest accepted is "
          + "\(Self.maximumMessageSize) bytes")
    }
    var bodyEnd = bodyStart + length
    switch nextHeader(from: bodyStart, before: bodyEnd) {
    case .at(let start): bodyEnd = start
    case .undecided: return nil
    case .none: break
    }
    guard buffer.count >= bodyEnd else { return nil }
    let body = Array(buffer[bodyStart..<bodyEnd])
    buffer.removeFirst(bodyEnd)
    bodySearchedTo = 0
    return .message(body)
  }

  /// Whether a header block starts inside a body's announced bytes.
  private enum HeaderInBody {
    /// A complete one, with a usable `Content-Length`, at this offset.
    case at(Int)
    /// One may be arriving: what was read so far ends in its start.
    case undecided
    case none
  }

  /// Whether a header block with a usable `Content-Length` starts at or after `start` and before
  /// `end`, in the bytes read so far, searching each byte once. Undecided while the bytes read end
  /// in what may still become one: the start of `Content-Length:`, or the name with blanks and
  /// digits after it (a JSON body ends in `}` and holds no raw line break in a string, so neither
  /// is a body's end), so that bytes arriving one at a time are read as a whole block is.
  private mutating func nextHeader(from start: Int, before end: Int) -> HeaderInBody {
    var from = max(start, bodySearchedTo)
    while let candidate = lengthNameStart(from: from, before: end) {
      if let blockEnd = headerEnd(from: candidate) {
        let header = String(decoding: buffer[candidate..<blockEnd], as: UTF8.self)
        if Self.contentLength(in: header) != nil {
          return .at(linesBefore(candidate, notBefore: start))
        }
      } else if buffer.count - candidate < Self.maximumHeaderSize + 4,
        mayBecomeHeader(from: candidate + Self.lengthName.count)
      {
        bodySearchedTo = candidate
        return .undecided
      }
      from = candidate + 1
    }
    let tail = max(from, buffer.count - (Self.lengthName.count - 1))
    bodySearchedTo = max(start, min(end, buffer.count) - (Self.lengthName.count - 1))
    for candidate in tail..<max(tail, min(end, buffer.count))
    where endsInLengthNamePrefix(candidate) {
      return .undecided
    }
    return .none
  }

  /// Where the header block whose `Content-Length:` is at `offset` starts: header lines may come
  /// before it (`Content-Type: ...\r\n`), the first right after the body's last byte (the third
  /// review's client lost the message before such a block). A line's name is the run of token
  /// bytes up to its first `:`, from the line's start or the body's closing `}` or `]`.
  private func linesBefore(_ offset: Int, notBefore start: Int) -> Int {
    var blockStart = offset
    while blockStart - 2 > start, buffer[blockStart - 2] == 13, buffer[blockStart - 1] == 10 {
      let lineEnd = blockStart - 2
      var lineStart = lineEnd
      while lineStart > start, buffer[lineStart - 1] != 10 { lineStart -= 1 }
      // The name starts the line, or else follows the body's closing `}` or `]` on it, after
      // blanks: a `:` inside the body (`"file:///a.flow"`) is no header's (the fourth review
      // lost a message there), nor a brace in a header's value (`v={1}`, the fifth).
      guard
        let nameStart = headerName(at: lineStart, before: lineEnd)
          ?? headerNameAfterBody(in: lineStart..<lineEnd)
      else { break }
      blockStart = nameStart
      // A name after the body's end has no line above it.
      guard nameStart == lineStart else { break }
    }
    return blockStart
  }

  /// `start` when a header's name and `:` begin there, before `end`.
  private func headerName(at start: Int, before end: Int) -> Int? {
    var colon = start
    while colon < end, Self.isTokenByte(buffer[colon]) { colon += 1 }
    return colon > start && colon < end && buffer[colon] == UInt8(ascii: ":") ? start : nil
  }

  /// Where a header's name begins after the last `}` or `]` of `line` and the blanks after it.
  private func headerNameAfterBody(in line: Range<Int>) -> Int? {
    guard
      var after = line.reversed().first(where: {
        buffer[$0] == UInt8(ascii: "}") || buffer[$0] == UInt8(ascii: "]")
      })
    else { return nil }
    after += 1
    while after < line.upperBound, buffer[after] == 32 || buffer[after] == 9 { after += 1 }
    return headerName(at: after, before: line.upperBound)
  }

  /// A byte of an HTTP header's name (RFC 9110 `tchar`, the letters, digits and `-` in practice).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether the bytes from `offset`, just past a `Content-Length:`, to the end of what was read
  /// may still be a header's value and line break: blanks, digits, then `\r\n` and more lines.
  private func mayBecomeHeader(from offset: Int) -> Bool {
    var index = offset
    while index < buffer.count, buffer[index] == 32 || buffer[index] == 9 { index += 1 }
    while index < buffer.count, buffer[index] >= 48, buffer[index] <= 57 { index += 1 }
    guard index < buffer.count else { return true }
    guard buffer[index] == 13 else { return false }
    return index + 1 == buffer.count || buffer[index + 1] == 10
  }

  /// Whether the bytes read from `offset` to the end are the start of `Content-Length:`.
  private func endsInLengthNamePrefix(_ offset: Int) -> Bool {
    let count = buffer.count - offset
    return count > 0 && count < Self.lengthName.count && matchesLengthName(at: offset, count: count)
  }

  /// Whether the `count` bytes at `offset` are the first `count` of `Content-Length:`, in any case.
  private func matchesLengthName(at offset: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { Self.lowercased(buffer[offset + $0]) == Self.lengthName[$0] }
  }

  /// The offset of the first `Content-Length:` (in any case) at or after `start` and starting
  /// before `end` (the end of the buffer unless given).
  private func lengthNameStart(from start: Int, before end: Int? = nil) -> Int? {
    let count = Self.lengthName.count
    let last = min(end.map { $0 - 1 } ?? buffer.count, buffer.count - count)
    guard start <= last else { return nil }
    return (start...last).first { matchesLengthName(at: $0, count: count) }
  }

  /// The offset of the last `Content-Length:` that starts after the first byte and before `end`.
  private func lastLengthNameStart(before end: Int) -> Int? {
    var last: Int?
    var from = 1
    while let start = lengthNameStart(from: from, before: end) {
      last = start
      from = start + Self.lengthName.count
    }
    return last
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// The offset of the `\r\n\r\n` that ends the header block starting at `start`.
  private func headerEnd(from start: Int = 0) -> Int? {
    let limit = min(buffer.count, start + Self.maximumHeaderSize + 4)
    guard limit - start >= 4 else { return nil }
    for index in start...(limit - 4)
    where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
      && buffer[index + 3] == 10
    {
      return index
    }
    return nil
  }

  /// The value of the one `Content-Length` header (the name in any case), if it is a plain
  /// non-negative decimal number.
  private static func contentLength(in header: String) -> Int? {
    var length: Int?
    for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
      if name == "content-length" {
        guard length == nil, !value.isEmpty, value.allSatisfy(\.isASCIIDigit), value.count <= 12,
          let number = Int(value)
        else { return nil }
        length = number
      }
    }
    return length
  }

  /// Encodes one message body as a frame.
  static func frame(_ body: String) -> [UInt8] {
    let bytes = Array(body.utf8)
    return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in blanks: String) -> String {
    let isBlank: (Character) -> Bool = { blanks.contains($0) }
    return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
