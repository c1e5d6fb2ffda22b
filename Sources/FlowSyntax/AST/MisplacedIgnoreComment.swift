/// A `flowc:ignore` written in a comment that is not a directive: a `///` doc comment line, a
/// `/* */` comment or a `////` comment, or a `//` comment that spells the directive another way
/// (`flowc: ignore`, `FLOWC:IGNORE`, `flowc-ignore`, `flowc:ignoreFL0210`). It accepts nothing,
/// which the author should be told.
///
/// The syntax layer finds these (cheaply: only comments are read) and works out the one edit that
/// makes each a `//` directive for the line it was meant for; the compiler reports them.
public struct MisplacedIgnoreComment: Hashable, Sendable {
  /// Which kind of comment holds the directive.
  public enum Kind: Hashable, Sendable {
    case docComment, blockComment, extraSlashes
    /// A `//` comment starting with the directive spelled another way.
    case misspelled
  }

  public var kind: Kind
  /// From `flowc:ignore` to the end of the directive's text.
  public var range: SourceRange
  /// The edit that makes it a `//` directive for the same line, when one edit does.
  public var replacement: (range: SourceRange, text: String)?

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.range == rhs.range
      && lhs.replacement?.range == rhs.replacement?.range
      && lhs.replacement?.text == rhs.replacement?.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(range)
  }

  /// The misplaced directives among a file's doc comments and plain comments, in source order.
  static func find(
    docComments: [AttachedDocComment], comments: [Comment], in source: SourceFile
  ) -> [MisplacedIgnoreComment] {
    var found: [MisplacedIgnoreComment] = []
    for attached in docComments
    where mentionsDirective(in: attached.comment.range, of: source.bytes) {
      found += inDocComment(attached.comment.range, in: source)
    }
    for comment in comments {
      if mentionsDirective(in: comment.range, of: source.bytes),
        let misplaced = inPlainComment(comment, in: source)
      {
        found.append(misplaced)
      } else if let misspelled = misspelled(comment, in: source) {
        found.append(misspelled)
      }
    }
    return found.sorted { $0.range.start < $1.range.start }
  }

  /// `f`, the first byte of the directive: a line without one cannot hold it.
  private static let directiveStart = UInt8(ascii: "f")
  private static let directive = Array(IgnoreComment.directive.utf8)

  /// The `///` lines of a doc comment that hold the directive.
  private static func inDocComment(_ range: SourceRange, in source: SourceFile)
    -> [MisplacedIgnoreComment]
  {
    let bytes = source.bytes
    var found: [MisplacedIgnoreComment] = []
    var lineStart = range.start
    while lineStart < range.end {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      var start = lineStart
      while start < lineEnd, isBlank(bytes[start]) { start += 1 }
      let isDocLine =
        bytes[start..<lineEnd].starts(with: Array("///".utf8))
        && !bytes[start..<lineEnd].starts(with: Array("////".utf8))
      if isDocLine, let at = directiveOffset(in: start + 3..<lineEnd, of: bytes) {
        let textEnd = trimmedEnd(lineEnd, from: at, in: bytes)
        let directive = source.text(in: SourceRange(start: at, end: textEnd))
        // Only the doc comment's last line is followed by the declaration the author meant.
        let isLastLine = lineEnd >= range.end
        var replacement: (SourceRange, String)?
        let textStart = skipBlanks(from: start + 3, to: lineEnd, in: bytes)
        if isLastLine, textStart == at {
          replacement = (SourceRange(start: start, end: start + 3), "//")
        } else if isLastLine, let slashes = innerSlashes(before: at, from: textStart, in: bytes) {
          var cut = slashes
          while cut > textStart, isBlank(bytes[cut - 1]) { cut -= 1 }
          let indentation = source.text(in: SourceRange(start: lineStart, end: start))
          replacement = (
            SourceRange(start: cut, end: textEnd), "\n" + indentation + "// " + directive
          )
        }
        found.append(
          MisplacedIgnoreComment(
            kind: .docComment, range: SourceRange(start: at, end: textEnd),
            replacement: replacement))
      }
      lineStart = lineEnd + 1
    }
    return found
  }

  /// A `/* */` or `////` comment holding the directive, which is not an ignore comment.
  private static func inPlainComment(_ comment: Comment, in source: SourceFile)
    -> MisplacedIgnoreComment?
  {
    let bytes = source.bytes
    let range = comment.range
    let isBlock = comment.text.hasPrefix("/*")
    guard isBlock || comment.text.hasPrefix("////"),
      let at = directiveOffset(in: range.start + 2..<range.end, of: bytes)
    else { return nil }
    var textEnd = isBlock ? range.end - 2 : range.end
    textEnd = max(at, trimmedEnd(textEnd, from: at, in: bytes))
    let directive = source.text(in: SourceRange(start: at, end: textEnd))
    let opener = skipBlanks(from: range.start + 2, to: range.end, in: bytes)
    var replacement: (SourceRange, String)?
    if isBlock {
      // `/* flowc:ignore X */` on one line, with nothing after it there, reads as `//`.
      let lineEnd = bytes[range.end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let alone = skipBlanks(from: range.end, to: lineEnd, in: bytes) == lineEnd
      if opener == at, alone, !bytes[range.start..<range.end].contains(UInt8(ascii: "\n")) {
        replacement = (range, "// " + directive)
      }
    } else {
      var slashes = range.start
      while slashes < range.end, bytes[slashes] == UInt8(ascii: "/") { slashes += 1 }
      if skipBlanks(from: slashes, to: range.end, in: bytes) == at {
        replacement = (SourceRange(start: range.start, end: slashes), "//")
      }
    }
    return MisplacedIgnoreComment(
      kind: isBlock ? .blockComment : .extraSlashes, range: SourceRange(start: at, end: textEnd),
      replacement: replacement)
  }

  /// A `//` comment that starts with the directive written another way: the letters of `flowc` and
  /// `ignore` in any case, with blanks, `:`, `-` or `_` between (or nothing), a `:` after, or a code
  /// right after it. Silently a plain comment, it left the warning it was written for reported
  /// with no word on why (the tools review). `flowc:ignored` and `flowc:ignore-next` are other
  /// words, not this one misspelled.
  private static func misspelled(_ comment: Comment, in source: SourceFile)
    -> MisplacedIgnoreComment?
  {
    let bytes = source.bytes
    let end = min(comment.range.end, bytes.count)
    let slashes = comment.range.start
    guard slashes + 2 <= end, bytes[slashes] == UInt8(ascii: "/"),
      bytes[slashes + 1] == UInt8(ascii: "/"),
      slashes + 2 == end || bytes[slashes + 2] != UInt8(ascii: "/")
    else { return nil }
    let at = skipBlanks(from: slashes + 2, to: end, in: bytes)
    guard let afterFlowc = matchingLetters("flowc", at: at, to: end, in: bytes) else { return nil }
    var index = afterFlowc
    while index < end, index - afterFlowc < 3, isSeparator(bytes[index]) { index += 1 }
    guard var wordEnd = matchingLetters("ignore", at: index, to: end, in: bytes) else {
      return nil
    }
    if wordEnd < end, bytes[wordEnd] == UInt8(ascii: ":") { wordEnd += 1 }
    let next = wordEnd < end ? bytes[wordEnd] : nil
    let endsWord = next.map(isBlank) ?? true
    guard endsWord || next == UInt8(ascii: "F") || next == UInt8(ascii: "f"),
      namesOnlyCodes(from: wordEnd, to: end, in: bytes)
    else { return nil }
    let written = SourceRange(start: at, end: wordEnd)
    guard source.text(in: written) != IgnoreComment.directive || !endsWord else { return nil }
    return MisplacedIgnoreComment(
      kind: .misspelled, range: SourceRange(start: at, end: trimmedEnd(end, from: at, in: bytes)),
      replacement: (written, IgnoreComment.directive + (endsWord ? "" : " ")))
  }

  /// Whether what follows the word is what a directive holds: codes (`FL` and digits, in any case)
  /// separated by blanks or commas, then perhaps a `--` reason, or nothing. Prose that starts like
  /// the directive (`// flowc: ignore the next line`) is no misspelt one (the diff review).
  private static func namesOnlyCodes(from start: Int, to end: Int, in bytes: [UInt8]) -> Bool {
    var index = start
    while index < end {
      let byte = bytes[index]
      if isBlank(byte) || byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "-"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "-") {
        return true
      }
      guard index + 2 < end, byte | 0x20 == UInt8(ascii: "f"),
        bytes[index + 1] | 0x20 == UInt8(ascii: "l")
      else { return false }
      index += 2
      let digits = index
      while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        index += 1
      }
      guard index > digits,
        index == end || isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",")
      else { return false }
    }
    return true
  }

  /// The end of `word` (lowercase letters) written at `start` in any case, if it is there.
  private static func matchingLetters(
    _ word: StaticString, at start: Int, to end: Int, in bytes: [UInt8]
  ) -> Int? {
    let count = word.utf8CodeUnitCount
    guard start + count <= end else { return nil }
    for offset in 0..<count where bytes[start + offset] | 0x20 != word.utf8Start[offset] {
      return nil
    }
    return start + count
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    isBlank(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }

  /// Whether `flowc:ignore` is written anywhere in `range`, the test every comment of a file
  /// takes: on the bytes, since Foundation's `String.contains(_:)` cost about 11,000 instructions
  /// a comment, a tenth of checking a spec with a doc comment on every route.
  private static func mentionsDirective(in range: SourceRange, of bytes: [UInt8]) -> Bool {
    let last = min(range.end, bytes.count) - directive.count
    var offset = range.start
    while offset <= last {
      if bytes[offset] == directiveStart,
        bytes[offset..<offset + directive.count].elementsEqual(directive)
      {
        return true
      }
      offset += 1
    }
    return false
  }

  /// Where `flowc:ignore` starts in `range`, as a word of its own.
  private static func directiveOffset(in range: Range<Int>, of bytes: [UInt8]) -> Int? {
    var offset = range.lowerBound
    while offset + directive.count <= range.upperBound {
      if bytes[offset] == directiveStart,
        bytes[offset..<offset + directive.count].elementsEqual(directive),
        offset + directive.count == range.upperBound
          || isBlank(bytes[offset + directive.count])
          || bytes[offset + directive.count] == UInt8(ascii: "*")
          || bytes[offset + directive.count] == UInt8(ascii: "\n"),
        offset == range.lowerBound || !isWordByte(bytes[offset - 1])
      {
        return offset
      }
      offset += 1
    }
    return nil
  }

  /// The `//` just before the directive (with blanks between), inside a doc line's text.
  private static func innerSlashes(before at: Int, from textStart: Int, in bytes: [UInt8])
    -> Int?
  {
    var offset = at
    while offset > textStart, isBlank(bytes[offset - 1]) { offset -= 1 }
    guard offset - 2 >= textStart, bytes[offset - 1] == UInt8(ascii: "/"),
      bytes[offset - 2] == UInt8(ascii: "/")
    else { return nil }
    return offset - 2
  }

  private static func trimmedEnd(_ end: Int, from start: Int, in bytes: [UInt8]) -> Int {
    var end = end
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    return end
  }

  private static func skipBlanks(from start: Int, to end: Int, in bytes: [UInt8]) -> Int {
    var offset = start
    while offset < end, isBlank(bytes[offset]) { offset += 1 }
    return offset
  }

  /// Spaces, tabs and the `\r` of a CRLF line end.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
