/// A quoted string with its escapes resolved.
public struct StringLiteral: Hashable, Sendable {
  /// The value after escapes are resolved.
  public var value: String
  /// The whole literal, quotes included.
  public var range: SourceRange
  /// Whether the literal contained escapes; when it did not, byte `i` of `value` sits at source offset
  /// `range.start + 1 + i`, which lets diagnostics point inside the string.
  public var hasEscapes: Bool
  /// The escapes in source order, when the lexer gave them: between them, the value's bytes are
  /// the source's.
  public var escapes: [StringEscape]

  public init(
    value: String, range: SourceRange, hasEscapes: Bool, escapes: [StringEscape] = []
  ) {
    self.value = value
    self.range = range
    self.hasEscapes = hasEscapes
    self.escapes = escapes
  }

  /// The source range of bytes `offset..<offset+length` of `value`: an escape the bytes begin or
  /// end inside is covered whole (`\u{E9}` for either byte of `é`). The whole literal when it has
  /// escapes the lexer did not give. Pointing at the whole literal, a fix-it for one placeholder's
  /// type replaced the pattern with the type's name (the tenth new-users review). The plain
  /// literal's arithmetic is inlined where it is asked for, as every segment of every route asks;
  /// the walk through escapes is a call of its own.
  @inline(__always)
  public func range(ofValueBytes offset: Int, length: Int) -> SourceRange {
    guard hasEscapes else {
      let start = range.start + 1 + offset
      return SourceRange(start: start, end: start + length)
    }
    return escapedRange(ofValueBytes: offset, length: length)
  }

  /// `range(ofValueBytes:length:)` through the escapes.
  private func escapedRange(ofValueBytes offset: Int, length: Int) -> SourceRange {
    guard !escapes.isEmpty else { return range }
    let start = sourceOffset(ofValueByte: offset, insideGoesTo: \.start)
    let end = length == 0 ? start : sourceOffset(ofValueByte: offset + length, insideGoesTo: \.end)
    return SourceRange(start: start, end: end)
  }

  /// Where the value's byte `offset` is written: in the text between escapes, one source byte
  /// for one value byte; inside what an escape makes, at its start or end (`side`).
  private func sourceOffset(
    ofValueByte offset: Int, insideGoesTo side: KeyPath<SourceRange, Int>
  ) -> Int {
    var source = range.start + 1
    var value = 0
    for escape in escapes {
      let valueAtEscape = value + (escape.written.start - source)
      if offset <= valueAtEscape { return source + (offset - value) }
      if offset < escape.valueEnd { return escape.written[keyPath: side] }
      source = escape.written.end
      value = escape.valueEnd
    }
    return source + (offset - value)
  }
}

extension StringLiteral {
  /// A quoted literal that reads back as exactly `value`, for any characters: what a tool writes for a
  /// spec author to paste (`flowc resolve`, expects' messages). Swift reads the same escapes the same way, so
  /// generated code writes its string literals with it too: one place escapes.
  ///
  /// Control characters (C0, DEL, C1) are written as `\u{...}`, as a source line cannot hold them;
  /// so are the bidirectional controls and the line and paragraph separators, which would make
  /// the line read in another order, or as two, than the compiler reads it ("Trojan Source"); and
  /// the characters that show as nothing or as a plain space (a no-break space, a soft hyphen, a
  /// zero-width space, a word joiner, a byte order mark), which made two values a link carried
  /// print alike (the nineteenth new-users review's transaction hashes). A zero-width joiner and
  /// non-joiner, the text and emoji selectors and the tags of a flag stay as they are where emoji
  /// sequences and scripts are written with them (`joinsWhatPrecedes`), and are escaped elsewhere;
  /// so is a combining mark with nothing before it to combine with.
  ///
  /// A run of printable ASCII is copied in one append (`plainRunEnd`): generated code's route and
  /// name tables are literals of hundreds of kilobytes, and appending them scalar by scalar cost
  /// `flowc generate` 1.8 billion instructions at 10,000 routes (0.2 billion by runs).
  public static func quoted(_ value: String) -> String {
    var result = "\""
    appendEscaped(value, quotes: true, to: &result)
    result += "\""
    return result
  }

  /// `text` with what `quoted` escapes so that it reads as itself (line breaks, control and
  /// invisible characters) escaped the same way, and its quotes and backslashes as they are: for
  /// a message that quotes untrusted text itself (`'...' is not an Int` about a link's segment),
  /// so the text cannot print lines of its own (the review of `flowc resolve`'s link line).
  public static func visible(_ text: String) -> String {
    var result = ""
    appendEscaped(text, quotes: false, to: &result)
    return result
  }

  /// Appends `value` to `result` escaped as `quoted` writes it; `quotes`: `"` and `\` too, as a
  /// literal needs. Appended in place: a literal of hundreds of kilobytes is not copied again.
  private static func appendEscaped(_ value: String, quotes: Bool, to result: inout String) {
    // The last scalar written as it is, which a joiner or selector may join; nil after an escape.
    var previous: Unicode.Scalar?
    var index = value.startIndex
    while index < value.endIndex {
      let runEnd = plainRunEnd(value, from: index)
      if runEnd > index {
        result += Substring(value.utf8[index..<runEnd])
        previous = Unicode.Scalar(value.utf8[value.utf8.index(before: runEnd)])
        index = runEnd
        continue
      }
      let scalar = value.unicodeScalars[index]
      index = value.unicodeScalars.index(after: index)
      var written: Unicode.Scalar?
      switch scalar {
      case "\\" where quotes: result += "\\\\"
      case "\"" where quotes: result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isWrittenEscaped(scalar) || !joinsWhatPrecedes(scalar, previous):
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        result.unicodeScalars.append(scalar)
        written = scalar
      }
      previous = written
    }
  }

  /// The end of the run of bytes from `start` that `quoted` writes as they are: printable ASCII
  /// but the quote and the backslash. Such a scalar is never escaped and joins nothing.
  private static func plainRunEnd(_ value: String, from start: String.Index) -> String.Index {
    value.utf8[start...].firstIndex { byte in
      !(0x20...0x7E).contains(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    } ?? value.endIndex
  }

  /// Whether `scalar`, when it is one that emoji and scripts are made of, joins `previous` (the
  /// scalar before it, written as it is): a joiner or non-joiner after a character outside ASCII
  /// (`👨‍👩`, Persian), a text or emoji selector after one or after a keycap's `0`-`9`, `#` or
  /// `*`, a flag's tag after U+1F3F4 or another tag. Alone, after ASCII text, such a scalar shows
  /// as nothing (`a` U+200D `b` reads as `ab`: the review of the nuR fix). A combining mark
  /// (U+0301, U+20DD) joins anything before it, but first in a value, or after an escape, it sits
  /// on the quote or the escape's brace, and the value reads without it (`"́x"` as `"x"`: the
  /// twelfth new-users review). Other scalars: true.
  package static func joinsWhatPrecedes(_ scalar: Unicode.Scalar, _ previous: Unicode.Scalar?)
    -> Bool
  {
    if previous == nil, isCombiningMark(scalar) { return false }
    switch scalar.value {
    case 0x200C, 0x200D:
      return previous.map { !$0.isASCII } ?? false
    case 0xFE0E, 0xFE0F:
      return previous.map { !$0.isASCII || "0123456789#*".unicodeScalars.contains($0) } ?? false
    case 0xE0020...0xE007F:
      return previous.map { $0.value == 0x1F3F4 || (0xE0020...0xE007F).contains($0.value) }
        ?? false
    default: return true
    }
  }

  /// C0, DEL and C1 controls; U+2028 and U+2029, which editors break lines at; every space but
  /// U+0020 (U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F, U+3000), which reads as a plain space;
  /// Unicode's default-ignorable code points, which show as nothing (U+00AD, U+034F, the
  /// bidirectional formatting characters, the zero-width ones, the Hangul fillers, variation
  /// selectors, tags, U+FEFF), but for those emoji and scripts are made of (the zero-width joiner
  /// and non-joiner U+200D and U+200C, the text and emoji selectors U+FE0E and U+FE0F, and the
  /// tags U+E0020-U+E007F of a flag like Scotland's), which `joinsWhatPrecedes` judges; and the
  /// noncharacters (U+FDD0-U+FDEF, the last two of every plane). A value that holds one would
  /// otherwise print as one without it (`a` U+034F `b` as `ab`: the nuR review). A list, so that a
  /// harness written in Swift source (the agreement tests' driver) escapes the same set.
  package static let escapedScalarRanges: [ClosedRange<UInt32>] =
    [
      0x00...0x1F, 0x7F...0xA0, 0xAD...0xAD, 0x034F...0x034F, 0x061C...0x061C, 0x115F...0x1160,
      0x1680...0x1680, 0x17B4...0x17B5, 0x180B...0x180F, 0x2000...0x200B, 0x200E...0x200F,
      0x2028...0x202F, 0x205F...0x206F, 0x3000...0x3000, 0x3164...0x3164, 0xFDD0...0xFDEF,
      0xFE00...0xFE0D, 0xFEFF...0xFEFF, 0xFFA0...0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
      0x1D173...0x1D17A, 0xE0000...0xE001F, 0xE0080...0xE0FFF,
    ] + (0...16).map { plane in UInt32(plane) << 16 | 0xFFFE...UInt32(plane) << 16 | 0xFFFF }

  /// Whether `scalar` is a mark that combines with the character before it.
  package static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  private static func isWrittenEscaped(_ scalar: Unicode.Scalar) -> Bool {
    escapedScalarRanges.contains { $0.contains(scalar.value) }
  }
}
