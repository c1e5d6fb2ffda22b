/// Turns the bytes of a file into tokens in one linear pass, reporting and skipping what it cannot read.
///
/// The lexer never fails: a bad character becomes a diagnostic and is skipped, an unterminated string
/// ends at its line break, so the parser always gets a complete token stream ending in `endOfFile`.
public struct Lexer {
  /// The result of lexing a whole file.
  public struct Output: Sendable {
    public var tokens: [Token]
    /// The doc comments written directly before a token, in token order.
    public var docComments: [AttachedDocComment]
    public var comments: [Comment]
    /// Every `///` line, in the canonical `/// text` form, including those that attach to no
    /// declaration (before `scheme`, `root`, `}`, the end of the file...), which the formatter keeps;
    /// empty when the lexer was not asked for them (`listingDocLines`).
    public var docLines: [Comment]
    public var diagnostics: [Diagnostic]
    /// The escapes of each string token that has any, by the token's first byte: few strings do.
    public var stringEscapes: [Int: [StringEscape]]
  }

  private let source: SourceFile
  /// The file's bytes, read in place for as long as `tokenize` lends them: every byte passes through
  /// here, and an array would be bounds-checked at each look and retained at each slice.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var tokens: [Token] = []
  private var docComments: [AttachedDocComment] = []
  private var comments: [Comment] = []
  private var docLines: [Comment] = []
  private var diagnostics: [Diagnostic] = []
  private var stringEscapes: [Int: [StringEscape]] = [:]
  private var pendingDocLines: [String] = []
  private var pendingDocRange: SourceRange?
  private var sawLineBreak = true
  /// Whether `docLines` is filled: the parser reads doc comments from the tokens, and each listed
  /// line is a string built for the formatter alone.
  private let listsDocLines: Bool

  private init(source: SourceFile, bytes: UnsafeBufferPointer<UInt8>, listsDocLines: Bool) {
    self.source = source
    self.bytes = bytes
    self.listsDocLines = listsDocLines
  }

  /// Lexes a whole file.
  public static func tokenize(_ source: SourceFile) -> Output {
    tokenize(source, listingDocLines: true)
  }

  /// Lexes a whole file, leaving `docLines` empty unless `listingDocLines`.
  static func tokenize(_ source: SourceFile, listingDocLines: Bool) -> Output {
    source.bytes.withUnsafeBufferPointer { bytes in
      var lexer = Lexer(source: source, bytes: bytes, listsDocLines: listingDocLines)
      lexer.run()
      return Output(
        tokens: lexer.tokens, docComments: lexer.docComments, comments: lexer.comments,
        docLines: lexer.docLines,
        diagnostics: lexer.diagnostics, stringEscapes: lexer.stringEscapes)
    }
  }

  private mutating func run() {
    // Sized once, for a token in every 8 bytes (a spec with doc comments has about one in 13):
    // growing the list copies every token made so far, and a 2 MB spec's tokens fill 10 MB.
    tokens.reserveCapacity(bytes.count / 8 + 1)
    // A UTF-8 byte-order mark, which some Windows editors write first, is not text: skipped, as
    // swiftc skips it, rather than reported as an invisible unexpected character.
    position = source.byteOrderMarkLength
    switch source.containsCarriageReturn ? Self.loneCarriageReturns(in: bytes) : .none {
    case .none:
      break
    case .lineEnds(let carriageReturn):
      report(
        .unexpectedCharacter, at: SourceRange(start: carriageReturn, end: carriageReturn + 1),
        SyntaxMessages.loneCarriageReturn, help: SyntaxMessages.loneCarriageReturnHelp)
    case .stray(let carriageReturns):
      // One each, so that `--fix` mends them all in one pass (one for the first alone left the
      // rest, and the file no better: the review), with the file's own line break.
      for carriageReturn in carriageReturns {
        let range = SourceRange(start: carriageReturn, end: carriageReturn + 1)
        report(
          .unexpectedCharacter, at: range, SyntaxMessages.strayCarriageReturn,
          fixIt: .init(
            SyntaxMessages.replaceWithLineBreak, replacing: range, with: source.lineBreak),
          help: SyntaxMessages.strayCarriageReturnHelp)
      }
    }
    while position < bytes.count {
      let start = position
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "\n"):
        position += 1
        sawLineBreak = true
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        lexLineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        lexBlockComment()
      case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "#"):
        lexEditorPlaceholder()
      case UInt8(ascii: "#") where sawLineBreak:
        lexForeignComment(markerLength: 1)
      case UInt8(ascii: "-") where sawLineBreak && peek(1) == UInt8(ascii: "-"):
        lexForeignComment(markerLength: 2)
      case UInt8(ascii: "\""):
        lexString()
      case UInt8(ascii: "'"):
        lexForeignQuotedString(
          quoteLength: 1, message: SyntaxMessages.singleQuotedString,
          closingQuoteLength: { $1[$0] == UInt8(ascii: "'") ? 1 : nil })
      case UInt8(ascii: "`") where backtickedNameEnd(from: start) != nil:
        lexBacktickedName()
      case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
        position += 2
        emit(.arrow, from: start)
      case UInt8(ascii: "=") where peek(1) == UInt8(ascii: ">"):
        // `=>`, as other languages write an arrow: one error, read on as `->`.
        position += 2
        let range = SourceRange(start: start, end: position)
        report(
          .unexpectedCharacter, at: range, SyntaxMessages.fatArrow,
          fixIt: .replacing(range, with: "->"))
        emit(.arrow, from: start)
      case UInt8(ascii: "-") where peek(1).map(Self.isDigit) == true:
        lexNumber()
      case UInt8(ascii: "+") where peek(1).map(Self.isDigit) == true,
        UInt8(ascii: ".") where peek(1).map(Self.isDigit) == true:
        lexNumberAfterSignOrDot()
      case _ where Self.isDigit(byte):
        lexNumber()
      case _ where Self.isIdentifierStart(byte):
        lexIdentifier()
      default:
        if let kind = Self.punctuation(byte) {
          position += 1
          emit(kind, from: start)
        } else if Self.letterLength(at: start, in: bytes) != nil {
          lexIdentifier()
        } else if Self.curlyQuoteLength(at: start, in: bytes) != nil {
          lexForeignQuotedString(
            quoteLength: 3, message: SyntaxMessages.curlyQuotedString,
            closingQuoteLength: { Self.curlyQuoteLength(at: $0, in: $1) })
        } else {
          lexUnexpectedCharacters()
        }
      }
    }
    emit(.endOfFile, from: bytes.count)
  }

  // MARK: Tokens

  /// Appends a token. `kind` is taken, not borrowed, so that its string moves into the token
  /// rather than being copied (and the borrowed one destroyed) once per token. Inlined into each
  /// lexing step, as the optimizer did while tokens carried their doc comment: called, it cost
  /// about 1 M more instructions a check of the 10,000-route spec.
  @inline(__always)
  private mutating func emit(_ kind: consuming TokenKind, keyword: Keyword? = nil, from start: Int)
  {
    if let docRange = pendingDocRange {
      docComments.append(
        AttachedDocComment(
          tokenIndex: tokens.count, comment: DocComment(lines: pendingDocLines, range: docRange)))
      pendingDocLines = []
      pendingDocRange = nil
    }
    let range = SourceRange(start: start, end: max(start, position))
    let tag = kind.tag
    tokens.append(
      Token(kind: kind, tag: tag, keyword: keyword, range: range, startsLine: sawLineBreak))
    sawLineBreak = false
  }

  /// An identifier, or a word that would be one but for non-ASCII letters (`Ünïcødé`), which is
  /// reported once, whole, and kept as an identifier so that the parse goes on as written.
  private mutating func lexIdentifier() {
    let start = position
    var hasNonASCII = false
    while position < bytes.count {
      let byte = bytes[position]
      if Self.isIdentifierContinue(byte) {
        position += 1
      } else if byte >= 0x80, let length = Self.letterLength(at: position, in: bytes, orMark: true)
      {
        hasNonASCII = true
        position += length
      } else if byte == UInt8(ascii: "-"), position > start, let next = peek(1),
        Self.isIdentifierContinue(next)
          || (next >= 0x80 && Self.letterLength(at: position + 1, in: bytes) != nil)
      {
        position += 1
      } else {
        break
      }
    }
    if hasNonASCII {
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(
        .unexpectedCharacter, at: SourceRange(start: start, end: position),
        SyntaxMessages.nonASCIIName(text), help: SyntaxMessages.nonASCIINameHelp)
      emit(.identifier(text), from: start)
      return
    }
    let spelling = UnsafeBufferPointer(rebasing: bytes[start..<position])
    let keyword = Keyword.spelled(by: spelling)
    // A keyword's text is its raw value, a constant: decoding its bytes again would cost far more,
    // and a large share of every file's identifiers are keywords.
    let text = keyword?.rawValue ?? String(utf8Bytes: spelling)
    emit(.identifier(text), keyword: keyword, from: start)
  }

  /// `+5` or `.5`, as Swift and other languages read them and this one does not: one error with
  /// the fix-it that writes the number this language reads (`5`, `0.5`), and the number read on,
  /// where each was "unexpected character" alone (the twenty-eighth new-users review).
  private mutating func lexNumberAfterSignOrDot() {
    let start = position
    let isPlus = bytes[start] == UInt8(ascii: "+")
    let range = SourceRange(start: start, end: start + 1)
    if isPlus {
      report(
        .invalidNumber, at: range, SyntaxMessages.plusBeforeNumber,
        fixIt: Diagnostic.FixIt("remove '+'", replacing: range, with: ""))
      position += 1
      lexNumber()
      return
    }
    report(
      .invalidNumber, at: range, SyntaxMessages.numberStartingWithDot,
      fixIt: .inserting("0", at: start))
    position += 1
    consumeDigits()
    let digits = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
    emit(.float(Double("0." + digits) ?? 0), from: start)
  }

  private mutating func lexNumber() {
    let start = position
    if let end = uuidEnd(from: start) {
      // Unquoted, a UUID would be five bad numbers; it is one value written without its quotes.
      position = end
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      let range = SourceRange(start: start, end: end)
      report(
        .invalidNumber, at: range, SyntaxMessages.unquotedUUID(text),
        fixIt: Diagnostic.FixIt("write it in quotes", replacing: range, with: "\"\(text)\""))
      emit(.string(text, hasEscapes: false), from: start)
      return
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    consumeDigits()
    var isFloat = false
    if peek(0) == UInt8(ascii: "."), peek(1).map(Self.isDigit) == true {
      isFloat = true
      position += 1
      consumeDigits()
    } else if peek(0) == UInt8(ascii: "."), peek(1).map(Self.isIdentifierContinue) != true {
      // `5.`: a number ending in its dot, one error whose fix-it writes the digit after it.
      position += 1
      report(
        .invalidNumber, at: SourceRange(start: position - 1, end: position),
        SyntaxMessages.numberEndingWithDot,
        fixIt: .inserting("0", at: position))
      let text = String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
      emit(.float(Double(text) ?? 0), from: start)
      return
    }
    if peek(0) == UInt8(ascii: "e") || peek(0) == UInt8(ascii: "E") {
      let signOffset = (peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")) ? 2 : 1
      if peek(signOffset).map(Self.isDigit) == true {
        isFloat = true
        position += signOffset
        consumeDigits()
      }
    }
    // A number running straight into letters (`12ab`) is one bad literal, not two tokens.
    while position < bytes.count, Self.isIdentifierContinue(bytes[position]) { position += 1 }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    let range = SourceRange(start: start, end: position)
    if isFloat, let value = Double(text), value.isFinite, !Self.underflows(text, to: value) {
      emit(.float(value), from: start)
    } else if !isFloat, let value = Int(text) {
      emit(.integer(value), from: start)
    } else if isFloat, let value = Double(text) {
      report(
        .invalidNumber, at: range, SyntaxMessages.doubleOutOfRange(text),
        help: value.isFinite ? SyntaxMessages.doubleUnderflowHelp : SyntaxMessages.doubleRangeHelp)
      emit(.integer(0), from: start)
    } else if !isFloat, text.utf8.dropFirst(text.hasPrefix("-") ? 1 : 0).allSatisfy(Self.isDigit) {
      report(
        .invalidNumber, at: range, SyntaxMessages.intOutOfRange(text),
        help: SyntaxMessages.intRangeHelp(text))
      emit(.integer(0), from: start)
    } else {
      report(.invalidNumber, at: range, SyntaxMessages.invalidNumber(text))
      emit(.integer(0), from: start)
    }
  }

  /// Whether `text`, a float literal, rounds to zero though a digit before its exponent is not
  /// zero (`1e-400`): the default would silently become `0.0`, as `1e400` would become infinity.
  private static func underflows(_ text: String, to value: Double) -> Bool {
    guard value == 0 else { return false }
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    return mantissa.contains { $0 >= "1" && $0 <= "9" }
  }

  /// The end of a UUID's 8-4-4-4-12 hex digits starting at `start`, when they stand alone there.
  private func uuidEnd(from start: Int) -> Int? {
    var index = start
    for (group, length) in [8, 4, 4, 4, 12].enumerated() {
      if group > 0 {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return nil }
        index += 1
      }
      for _ in 0..<length {
        guard index < bytes.count, Self.isHexDigit(bytes[index]) else { return nil }
        index += 1
      }
    }
    if index < bytes.count, Self.isIdentifierContinue(bytes[index]) { return nil }
    return index
  }

  private mutating func consumeDigits() {
    while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
  }

  private mutating func lexString() {
    let start = position
    position += 1
    // Built from the first escape on; a string without one is its own bytes.
    var value: [UInt8]?
    var end = position
    // Whether the last escape was a `\` ending the line, which only the line's end can follow.
    var endsInDanglingEscape = false
    // Where each escape stood and how much of `value` was read when it ended, so that an
    // unterminated string cut short (before a comment, an arrow or a closer) keeps only the value
    // of the text it still holds; the parser maps the value back to the source through them.
    var escapes: [StringEscape] = []
    // The escapes' own errors start here: one past a cut belongs to text that is no longer the
    // string's (a comment, or code read on), and is withdrawn.
    let firstEscapeError = diagnostics.count
    // Every route's pattern is a string: its plain bytes, up to the first quote, escape or line
    // break, are skipped in a tight loop before the general one below looks at what stopped it,
    // eight at a time while a word holds none of them.
    let words = UnsafeRawBufferPointer(bytes)
    while position + 8 <= bytes.count {
      let word = words.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      if ByteWord.contains(UInt8(ascii: "\""), in: word)
        || ByteWord.contains(UInt8(ascii: "\\"), in: word)
        || ByteWord.contains(UInt8(ascii: "\n"), in: word)
      {
        break
      }
      position += 8
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") {
        break
      }
      position += 1
    }
    while true {
      guard position < bytes.count, bytes[position] != UInt8(ascii: "\n") else {
        // A `\r\n` line ends before its `\r`: the quote goes where the line's text ends, and
        // the `\r` is no part of the string (in a route it would be a control character).
        var lineEnd =
          position > start + 1 && bytes[position - 1] == UInt8(ascii: "\r")
          ? position - 1 : position
        // `route "/shows/{id} -> Show`: the quote was forgotten before the arrow, so the string
        // ends there, and the rest of the line is read as written rather than swallowed (which
        // cost the route its arrow, a second error on the next line). Likewise before a `}` or
        // `)` that closes the line and opens nowhere in the string: `app A { scheme "a }`. A
        // `//` comment after a blank ends it first (`scheme "demo // the scheme`), so that the
        // fix-it's quote does not turn the comment into the string's text.
        if !endsInDanglingEscape,
          let commentStart = Self.endBeforeComment(from: start + 1, to: lineEnd, in: bytes),
          Self.cut(&value, at: commentStart, escapes: escapes)
        {
          lineEnd = commentStart
          position = commentStart
        }
        if !endsInDanglingEscape,
          let textEnd = Self.endBeforeArrow(from: start + 1, to: lineEnd, in: bytes)
            ?? Self.endBeforeCloser(from: start + 1, to: lineEnd, in: bytes),
          Self.cut(&value, at: textEnd, escapes: escapes)
        {
          lineEnd = textEnd
          position = textEnd
        }
        if escapes.contains(where: { $0.written.start >= lineEnd }) {
          let kept = diagnostics[firstEscapeError...].filter { $0.range.start < lineEnd }
          diagnostics.replaceSubrange(firstEscapeError..., with: kept)
        }
        end = lineEnd
        if value != nil, lineEnd < position, value?.last == UInt8(ascii: "\r") {
          value?.removeLast()
        }
        // The token ends where its text does, before a `\r`: a fix-it placed at its end (the
        // block's missing `}`) then goes before the line break, not between `\r` and `\n`.
        position = lineEnd
        let range = SourceRange(start: start, end: lineEnd)
        // After a `\` that ends the line, a quote would be escaped and leave the string open: the
        // dangling escape's error says what is wrong, and no fix is offered.
        report(
          .unterminatedString, at: range, SyntaxMessages.unterminatedString,
          fixIt: endsInDanglingEscape
            ? nil : Diagnostic.FixIt.inserting("\"", at: lineEnd))
        break
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        end = position
        position += 1
        break
      }
      if byte == UInt8(ascii: "\\") {
        if value == nil { value = Array(bytes[(start + 1)..<position]) }
        let escapeStart = position
        endsInDanglingEscape = lexEscape(into: &value!)
        escapes.append(
          StringEscape(
            written: SourceRange(start: escapeStart, end: position), valueEnd: value!.count))
        continue
      }
      value?.append(byte)
      position += 1
    }
    let text =
      value.map { String(decoding: $0, as: UTF8.self) }
      ?? String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]))
    if value != nil {
      stringEscapes[start] = escapes.filter { $0.written.start < end }
    }
    emit(.string(text, hasEscapes: value != nil), from: start)
  }

  /// A string in quotes other than `"`: single quotes, as other languages allow, or curly quotes
  /// (`“...”`), which a spec pasted from a document or a chat has. Reported once, with a fix-it to
  /// straight double quotes where the text needs no escaping, and read as the string it was meant
  /// to be, so that the declaration parses on rather than every character after the quote being an
  /// error. Without a closing quote on its line, the quote is an unexpected character.
  ///
  /// - Parameters:
  ///   - quoteLength: the opening quote's bytes.
  ///   - closingQuoteLength: the bytes of a closing quote at an offset of the bytes, or nil.
  private mutating func lexForeignQuotedString(
    quoteLength: Int, message: String,
    closingQuoteLength: (Int, UnsafeBufferPointer<UInt8>) -> Int?
  ) {
    let start = position
    var end = start + quoteLength
    var closing: Int?
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
      closing = closingQuoteLength(end, bytes)
      if closing != nil { break }
      end += 1
    }
    guard let closing else { return lexUnexpectedCharacters() }
    let content = UnsafeBufferPointer(rebasing: bytes[(start + quoteLength)..<end])
    position = end + closing
    let text = String(decoding: content, as: UTF8.self)
    let range = SourceRange(start: start, end: position)
    let needsEscaping = content.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    report(
      .unexpectedCharacter, at: range, message,
      fixIt: needsEscaping
        ? nil
        : Diagnostic.FixIt(
          SyntaxMessages.useDoubleQuotes, replacing: range, with: "\"" + text + "\""))
    emit(.string(text, hasEscapes: false), from: start)
  }

  /// Where a name in backticks (`` `default` ``) that starts at `start` ends, past its closing
  /// backtick, when an ASCII name stands alone between the two.
  private func backtickedNameEnd(from start: Int) -> Int? {
    var end = start + 1
    guard end < bytes.count, Self.isIdentifierStart(bytes[end]) else { return nil }
    while end < bytes.count, Self.isIdentifierContinue(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "`") else { return nil }
    return end + 1
  }

  /// A name in backticks, as Swift writes a keyword used as a name: reported once and read as the
  /// name, so that the declaration parses on. FlowKit's keywords are contextual, so no name needs
  /// them; a Swift keyword cannot be a name at all, as generated code uses names as written.
  private mutating func lexBacktickedName() {
    let start = position
    guard let end = backtickedNameEnd(from: start) else { return lexUnexpectedCharacters() }
    let spelling = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
    let text = String(utf8Bytes: spelling)
    position = end
    let range = SourceRange(start: start, end: end)
    // A Swift keyword, as written or as the lowercased case name a screen or phase becomes, is
    // refused as a name (FL0102): there the backticks go with a new name, not by themselves.
    let caseName = text.prefix(1).lowercased() + text.dropFirst()
    let isReserved = SwiftReservedWords.contains(text)
    let isSwiftKeyword = isReserved || SwiftReservedWords.contains(caseName)
    report(
      .unexpectedCharacter, at: range,
      isSwiftKeyword
        ? SyntaxMessages.backtickedSwiftKeyword(text, becoming: isReserved ? nil : caseName)
        : SyntaxMessages.backtickedName(text),
      fixIt: isSwiftKeyword
        ? nil : Diagnostic.FixIt(SyntaxMessages.removeBackticks, replacing: range, with: text),
      help: isSwiftKeyword
        ? SyntaxMessages.backtickedKeywordHelp(text) : SyntaxMessages.backtickedNameHelp)
    emit(.identifier(text), keyword: Keyword.spelled(by: spelling), from: start)
  }

  /// Reads one escape at `position` (a backslash) and appends what it stands for to `value`;
  /// returns whether it was a `\` ending its line, which escapes nothing.
  private mutating func lexEscape(into value: inout [UInt8]) -> Bool {
    let start = position
    position += 1
    // A `\` ending its line (`\r\n` line ends too) escapes nothing.
    guard let next = peek(0), next != UInt8(ascii: "\n"),
      next != UInt8(ascii: "\r") || peek(1) != UInt8(ascii: "\n")
    else {
      report(
        .invalidEscape, at: SourceRange(start: start, end: position), SyntaxMessages.danglingEscape)
      return true
    }
    position += 1
    switch next {
    case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
    case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
      position += 1
      let digitsStart = position
      while position < bytes.count, position - digitsStart < 8, Self.isHexDigit(bytes[position]) {
        position += 1
      }
      let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
      let closed = peek(0) == UInt8(ascii: "}")
      if closed { position += 1 }
      if closed, !digits.isEmpty, let code = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        value.append(contentsOf: Array(String(Character(scalar)).utf8))
      } else {
        let range = SourceRange(start: start, end: position)
        let text = source.text(in: range)
        // Digits that are well formed but name no scalar (a surrogate, or past U+10FFFF) are told
        // apart from malformed ones: the fix is another code point, not other spelling.
        let message =
          if closed, let code = UInt32(digits, radix: 16), !digits.isEmpty {
            SyntaxMessages.notAScalar(text, code: code)
          } else {
            SyntaxMessages.invalidUnicodeEscape(text)
          }
        report(.invalidEscape, at: range, message)
      }
    default:
      let range = SourceRange(start: start, end: position)
      report(.invalidEscape, at: range, SyntaxMessages.invalidEscape(source.text(in: range)))
    }
    return false
  }

  /// Cuts an unterminated string's `value` (nil when it has no escape) to the text before `end`;
  /// false, leaving it whole, when `end` falls inside an escape.
  private static func cut(
    _ value: inout [UInt8]?, at end: Int, escapes: [StringEscape]
  ) -> Bool {
    guard value != nil else { return true }
    if escapes.contains(where: { $0.written.start < end && end < $0.written.end }) { return false }
    guard let last = escapes.last(where: { $0.written.end <= end }) else {
      // Every escape stands after the cut: the string is its own bytes before it.
      value = nil
      return true
    }
    value = Array(value!.prefix(last.valueEnd + end - last.written.end))
    return true
  }

  /// Where a string's text ends when an unterminated string holds ` -> `: before the blanks in
  /// front of the first `->`; nil without one, or when nothing but blanks precede it.
  private static func endBeforeArrow(
    from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard
      let arrow = firstPair(UInt8(ascii: "-"), UInt8(ascii: ">"), from: start, to: end, in: bytes)
    else { return nil }
    let textEnd = startOfBlanks(before: arrow, after: start, in: bytes)
    return textEnd > start && textEnd < arrow ? textEnd : nil
  }

  /// Where a string's text ends when an unterminated string's line ends with a `}` or `)` that no
  /// `{` or `(` in the string opens (`scheme "a }`, `(t: String = "x)`): before the blanks in
  /// front of it; nil otherwise, or when nothing but blanks precede it. A `}` that closes a
  /// placeholder (`"/items/{id}`) stays in the string.
  private static func endBeforeCloser(
    from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let last = startOfBlanks(before: end, after: start, in: bytes)
    guard last > start else { return nil }
    let closer = bytes[last - 1]
    let opener: UInt8
    switch closer {
    case UInt8(ascii: "}"): opener = UInt8(ascii: "{")
    case UInt8(ascii: ")"): opener = UInt8(ascii: "(")
    default: return nil
    }
    if (start..<last - 1).contains(where: { bytes[$0] == opener }) { return nil }
    let textEnd = startOfBlanks(before: last - 1, after: start, in: bytes)
    return textEnd > start ? textEnd : nil
  }

  /// Where a string's text ends when an unterminated string's line goes on into a `//` comment, or
  /// a `/* */` one closed on the line, after a blank (`scheme "demo // the scheme`): before the
  /// blanks in front of it; nil when there is none, or when nothing but blanks precede it. A `//`
  /// with no blank before it stays in the string (`"https://a.example`), and so does a `/*` the
  /// line does not close, which would otherwise comment out the rest of the file.
  private static func endBeforeComment(
    from start: Int, to end: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    var slash = start + 1
    while slash + 1 < end {
      let isBlank = bytes[slash - 1] == UInt8(ascii: " ") || bytes[slash - 1] == 0x09
      if isBlank, bytes[slash] == UInt8(ascii: "/"),
        bytes[slash + 1] == UInt8(ascii: "/")
          || (bytes[slash + 1] == UInt8(ascii: "*")
            && firstPair(UInt8(ascii: "*"), UInt8(ascii: "/"), from: slash + 2, to: end, in: bytes)
              != nil)
      {
        let textEnd = startOfBlanks(before: slash, after: start, in: bytes)
        return textEnd > start ? textEnd : nil
      }
      slash += 1
    }
    return nil
  }

  /// Where the two bytes `first` then `second` (`->`, `*/`) first stand in `start..<end`; nil
  /// when they do not.
  private static func firstPair(
    _ first: UInt8, _ second: UInt8, from start: Int, to end: Int,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    var index = start
    while index + 1 < end {
      if bytes[index] == first, bytes[index + 1] == second { return index }
      index += 1
    }
    return nil
  }

  /// Where the spaces and tabs that end `start..<end` begin: `end` when there are none.
  private static func startOfBlanks(
    before end: Int, after start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var position = end
    while position > start, bytes[position - 1] == UInt8(ascii: " ") || bytes[position - 1] == 0x09
    {
      position -= 1
    }
    return position
  }

  /// `<#phase#>`, an editor placeholder a fix-it wrote (or a snippet left) for the author to fill
  /// in: one error naming it, read as a name so that the declaration parses on. Without its `#>` on
  /// the line, the `<` is an unexpected character.
  private mutating func lexEditorPlaceholder() {
    let start = position
    var end = start + 2
    while end + 1 < bytes.count, bytes[end] != UInt8(ascii: "\n"),
      !(bytes[end] == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">"))
    {
      end += 1
    }
    guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "#") else {
      return lexUnexpectedCharacters()
    }
    position = end + 2
    let range = SourceRange(start: start, end: position)
    let text = source.text(in: range)
    report(.unexpectedCharacter, at: range, SyntaxMessages.editorPlaceholder(text))
    emit(.identifier(text), from: start)
  }

  // MARK: Comments

  /// A line starting with `#` or `--`, as comments start in YAML, shell, SQL and Lua: one error
  /// whose fix-it writes `//`, and the rest of the line is read as the comment it was meant to be
  /// (each word of it was an error of its own).
  private mutating func lexForeignComment(markerLength: Int) {
    let marker = SourceRange(start: position, end: position + markerLength)
    report(
      .unexpectedCharacter, at: marker, SyntaxMessages.foreignComment(source.text(in: marker)),
      fixIt: .replacing(marker, with: "//"))
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
  }

  private mutating func lexLineComment() {
    let start = position
    // Eight bytes at a time while a word holds no line break: every declaration of a large spec
    // has a doc comment, and a byte at a time cost a third of lexing one.
    let words = UnsafeRawBufferPointer(bytes)
    while position + 8 <= bytes.count,
      !ByteWord.contains(
        UInt8(ascii: "\n"), in: words.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    {
      position += 8
    }
    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
    let isDoc =
      start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "/")
      && !(start + 3 < position && bytes[start + 3] == UInt8(ascii: "/"))
    let range = SourceRange(start: start, end: position)
    guard isDoc else {
      comments.append(Comment(text: source.text(in: range), range: range))
      return
    }
    var textStart = start + 3
    if textStart < position, bytes[textStart] == UInt8(ascii: " ") { textStart += 1 }
    // Trailing blanks (and the `\r` of CRLF files) are not part of the documentation.
    var textEnd = position
    while textEnd > textStart, Self.isTrailingBlank(bytes[textEnd - 1]) { textEnd -= 1 }
    let line = String(
      utf8Bytes: UnsafeBufferPointer(rebasing: bytes[textStart..<max(textStart, textEnd)]))
    pendingDocLines.append(line)
    if listsDocLines {
      docLines.append(Comment(text: line.isEmpty ? "///" : "/// " + line, range: range))
    }
    pendingDocRange = pendingDocRange.map { $0.union(range) } ?? range
  }

  /// Reads a `/* */` comment; like Swift's, they nest, counted rather than recursed.
  private mutating func lexBlockComment() {
    let start = position
    position += 2
    var depth = 1
    while position < bytes.count, depth > 0 {
      if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
      } else {
        if bytes[position] == UInt8(ascii: "\n") { sawLineBreak = true }
        position += 1
      }
    }
    let range = SourceRange(start: start, end: position)
    if depth > 0 {
      report(
        .unterminatedComment, at: SourceRange(start: start, end: start + 2),
        SyntaxMessages.unterminatedComment,
        fixIt: .inserting("*/", at: position))
    }
    comments.append(Comment(text: source.text(in: range), range: range))
  }

  // MARK: Bad input

  /// Skips a run of characters that cannot start a token and reports the run once.
  private mutating func lexUnexpectedCharacters() {
    let start = position
    let first = Self.describeCharacter(at: start, in: bytes)
    while position < bytes.count {
      let byte = bytes[position]
      let startsToken =
        Self.isIdentifierStart(byte) || Self.isDigit(byte) || Self.punctuation(byte) != nil
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: " ")
        || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        || (byte == UInt8(ascii: "-") && position > start)
      if startsToken, position > start { break }
      position += 1
    }
    report(.unexpectedCharacter, at: SourceRange(start: start, end: position), first)
  }

  /// The bytes of a curly double quote (U+201C `“`, U+201D `”`, U+201E `„`) at `offset`, or nil.
  static func curlyQuoteLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard offset + 2 < bytes.count, bytes[offset] == 0xE2, bytes[offset + 1] == 0x80,
      (0x9C...0x9E).contains(bytes[offset + 2])
    else { return nil }
    return 3
  }

  /// The length of the UTF-8 letter or digit (`é`, `ø`, `٣`) that starts at `offset` when it is
  /// not ASCII, or `nil`: a name written with one is one mistake, not a run of bad characters.
  /// With `orMark`, a combining mark (the U+0301 of a decomposed `é`) counts too, as it does inside
  /// a word: it belongs to the letter before it.
  static func letterLength(
    at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, orMark: Bool = false
  ) -> Int? {
    let byte = bytes[offset]
    guard byte >= 0xC0 else { return nil }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
    let end = min(bytes.count, offset + length)
    var decoder = UTF8()
    var iterator = bytes[offset..<end].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator), end - offset == length
    else { return nil }
    let properties = scalar.properties
    let isMark =
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: true
      default: false
      }
    guard properties.isAlphabetic || properties.numericType != nil || (orMark && isMark)
    else { return nil }
    return length
  }

  /// Names the character at an offset for a message: `'é'`, `NUL byte`, `byte 0xFF`.
  static func describeCharacter(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let byte = bytes[offset]
    if byte == 0 { return SyntaxMessages.nulByte }
    if byte < 0x20 || byte == 0x7F { return SyntaxMessages.controlCharacter(byte) }
    if byte < 0x80 {
      return SyntaxMessages.unexpectedCharacter(String(UnicodeScalar(byte)), isASCII: true)
    }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    let end = min(bytes.count, offset + length)
    var decoder = UTF8()
    var iterator = bytes[offset..<end].makeIterator()
    if case .scalarValue(let scalar) = decoder.decode(&iterator), end - offset == length {
      return SyntaxMessages.unexpectedCharacter(String(Character(scalar)), isASCII: false)
    }
    return SyntaxMessages.invalidByte(byte)
  }

  /// Carriage returns not followed by `\n`, which editors (and the Language Server Protocol) read
  /// as line ends and the compiler does not.
  private enum LoneCarriageReturns {
    case none
    /// A file with no `\n` at all, and a `\r` with text after it: classic Mac line ends, which
    /// the compiler reads as one line (and a `//` comment as running to the end of the file), so
    /// every line and column it reported would be wrong. Said once, at the first.
    case lineEnds(first: Int)
    /// Those in a file of `\n` lines with text after them on the line: the editor starts a line
    /// there, so a `//` comment before one hides, from the compiler alone, the code the editor
    /// shows on the next line (the tools review), and later positions are a line off.
    case stray([Int])
  }

  /// Finds the lone `\r`s, eight bytes at a time: a word without `\r` is skipped whole. One with
  /// only blanks after it on its line (`\r\r\n`, a trailing `\r` the formatter drops) hides
  /// nothing and is left alone, as is one ending the file.
  private static func loneCarriageReturns(in bytes: UnsafeBufferPointer<UInt8>)
    -> LoneCarriageReturns
  {
    let carriageReturn = UInt8(ascii: "\r")
    let lineFeed = UInt8(ascii: "\n")
    let words = UnsafeRawBufferPointer(bytes)
    var found: [Int] = []
    var sawLineFeed = false
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count {
        let word = words.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if !ByteWord.contains(carriageReturn, in: word),
          sawLineFeed || !ByteWord.contains(lineFeed, in: word)
        {
          index += 8
          continue
        }
      }
      let byte = bytes[index]
      if byte == lineFeed { sawLineFeed = true }
      if byte == carriageReturn, textFollows(index + 1, on: bytes) { found.append(index) }
      index += 1
    }
    guard let first = found.first else { return .none }
    return sawLineFeed ? .stray(found) : .lineEnds(first: first)
  }

  /// Whether anything but blanks and `\r`s comes from `start` to the line's `\n`, or to the end.
  private static func textFollows(_ start: Int, on bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"): return false
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
      default: return true
      }
    }
    return false
  }

  private mutating func report(
    _ code: DiagnosticCode, at range: SourceRange, _ message: String,
    fixIt: Diagnostic.FixIt? = nil, help: String? = nil
  ) {
    guard diagnostics.count < Parser.maximumDiagnostics else { return }
    diagnostics.append(
      Diagnostic(
        code, path: source.path, range: range, message: message, fixIt: fixIt, help: help))
  }

  // MARK: Character classes

  private func peek(_ distance: Int) -> UInt8? {
    let index = position + distance
    return index < bytes.count ? bytes[index] : nil
  }

  /// The one-byte token a byte is, if any; a `switch` rather than a table, as the lexer asks per byte.
  private static func punctuation(_ byte: UInt8) -> TokenKind? {
    switch byte {
    case UInt8(ascii: "{"): .leftBrace
    case UInt8(ascii: "}"): .rightBrace
    case UInt8(ascii: "("): .leftParen
    case UInt8(ascii: ")"): .rightParen
    case UInt8(ascii: "["): .leftBracket
    case UInt8(ascii: "]"): .rightBracket
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ";"): .semicolon
    case UInt8(ascii: "?"): .question
    case UInt8(ascii: "="): .equals
    case UInt8(ascii: "!"): .bang
    default: nil
    }
  }

  /// A blank that ends a `///` line without being part of it: space, tab, or the `\r` of CRLF.
  private static func isTrailingBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
  }

  /// ASCII letters and `_`, as one mask test (`ASCIISet`).
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    ASCIISet.identifierStart.contains(byte)
  }

  /// ASCII letters, digits and `_`, as one mask test: the lexer asks it of every byte of every
  /// name (`lexIdentifier` 32.7 M -> 30.9 M instructions of the 10,000-route check).
  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    ASCIISet.identifierContinue.contains(byte)
  }
}
