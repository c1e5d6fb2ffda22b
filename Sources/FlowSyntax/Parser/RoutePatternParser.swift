/// Parses the small language inside a route's string: `/projects/{id}/code/{path...}?line={line}`.
///
/// `pattern = "/" [ segment { "/" segment } ] [ "?" queryItem { "&" queryItem } ] ;`
/// `segment = literalText | "{" identifier [ ":" type ] "}" | "{" identifier "..." "}" ;`
/// `queryItem = queryKey "=" "{" identifier [ ":" type ] "}" ;`
///
/// Diagnostics point inside the string literal when it has no escapes.
public enum RoutePatternParser {
  /// The pattern, or `nil` when it had errors, with every error found.
  public static func parse(_ literal: StringLiteral, path: String) -> (
    pattern: RoutePattern?, diagnostics: [Diagnostic]
  ) {
    var value = literal.value
    return value.withUTF8 { whole in
      // A link's fragment is ignored when it is matched, so a pattern has none: a `#` and what
      // follows is reported once, and the pattern before it is parsed as if it stood alone.
      let fragmentStart = whole.firstIndex(of: UInt8(ascii: "#"))
      let bytes = UnsafeBufferPointer(rebasing: whole[..<(fragmentStart ?? whole.count)])
      let shape = Shape(bytes)
      // Where each name and key sits is kept on the stack: a pattern names a handful at most
      // (one per `{`), and a list of them was an allocation per route.
      return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 2 * shape.openBraces) {
        ranges in
        var state = State(
          literal: literal, path: path, bytes: bytes, shape: shape,
          nameBytes: ByteRanges(ranges.extracting(..<shape.openBraces)),
          keyBytes: ByteRanges(ranges.extracting(shape.openBraces...)))
        if let fragmentStart {
          state.reportFragment(String(decoding: whole[fragmentStart...], as: UTF8.self))
        }
        let pattern = state.parse()
        return (state.diagnostics.isEmpty ? pattern : nil, state.diagnostics)
      }
    }
  }

  /// What one pass over a pattern's bytes learns before parsing it: where the query starts and how
  /// many segments and names there can be, each of which was a pass of its own.
  private struct Shape {
    /// The offset of the first `?`, or the end.
    var queryStart: Int
    /// The `/`s before `queryStart`.
    var pathSlashes = 0
    /// Every `{`: no pattern binds more names than that, or has more query keys.
    var openBraces = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      queryStart = bytes.count
      // Eight bytes at a time up to the first word holding a `?`: before it, every `/` is the
      // path's and every `{` counts, so a word's are counted from one mask each
      // (`ByteWord.matches`). Most patterns have no query, and a byte at a time through the switch
      // below cost the 10,000-route check 11.2 M instructions.
      var start = 0
      let words = UnsafeRawBufferPointer(bytes)
      while start + 8 <= bytes.count {
        let word = words.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        if ByteWord.matches(UInt8(ascii: "?"), in: word) != 0 { break }
        pathSlashes += ByteWord.laneCount(of: ByteWord.matches(UInt8(ascii: "/"), in: word))
        openBraces += ByteWord.laneCount(of: ByteWord.matches(UInt8(ascii: "{"), in: word))
        start += 8
      }
      // A `?` between braces is an optional type (`{id: Int?}`), reported as such, not the query:
      // from a word holding one on, byte by byte, the braces open before it counted again.
      var depth = 0
      if bytes[start...].contains(UInt8(ascii: "?")) {
        for index in 0..<start {
          switch bytes[index] {
          case UInt8(ascii: "{"): depth += 1
          case UInt8(ascii: "}"): depth = max(0, depth - 1)
          default: break
          }
        }
      }
      for index in start..<bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "/") where index < queryStart: pathSlashes += 1
        case UInt8(ascii: "{"):
          openBraces += 1
          depth += 1
        case UInt8(ascii: "}"): depth = max(0, depth - 1)
        case UInt8(ascii: "?") where index < queryStart && depth == 0: queryStart = index
        default: break
        }
      }
    }
  }

  /// Byte ranges appended into stack memory sized for the most a pattern can need.
  private struct ByteRanges {
    private let storage: UnsafeMutableBufferPointer<Range<Int>>
    private(set) var count = 0

    init(_ storage: UnsafeMutableBufferPointer<Range<Int>>) {
      self.storage = storage
    }

    var indices: Range<Int> { 0..<count }

    subscript(position: Int) -> Range<Int> { storage[position] }

    mutating func append(_ range: Range<Int>) {
      storage.initializeElement(at: count, to: range)
      count += 1
    }

    /// The position of the first range before `end` for which `matches` holds.
    func firstIndex(before end: Int, where matches: (Range<Int>) -> Bool) -> Int? {
      (0..<end).first { matches(storage[$0]) }
    }
  }

  /// One pattern's parse. It reads the value's bytes in place, for only as long as `parse` lends
  /// them: every route passes here, and slicing an array retains and releases it at each look.
  private struct State {
    let literal: StringLiteral
    let path: String
    let bytes: UnsafeBufferPointer<UInt8>
    let shape: Shape
    var diagnostics: [Diagnostic] = []
    /// Where each placeholder name kept so far sits in the value, in `placeholderNames`' order, and
    /// each query key: the duplicate check compares these bytes instead of copying names out of the
    /// segments.
    var nameBytes: ByteRanges
    var keyBytes: ByteRanges
    /// Whether a foreign optional placeholder (`/shows/:id?`) was reported with its `?`, which is
    /// then not also a query with nothing in it.
    var foreignPlaceholderTookQueryMark = false

    mutating func parse() -> RoutePattern {
      if let hostEnd = protocolRelativeHostEnd() {
        reportWholeURL((scheme: "", isWeb: true, pathStart: hostEnd))
        return RoutePattern(segments: [], query: [])
      }
      guard bytes.first == UInt8(ascii: "/") else {
        if let prefix = urlPrefix() {
          reportWholeURL(prefix)
          return RoutePattern(segments: [], query: [])
        }
        if let schemeEnd = schemePrefixEnd() {
          reportSchemePrefix(schemeEnd)
          return RoutePattern(segments: [], query: [])
        }
        // A fragment and nothing else (`"#top"`) has its one error already, which says what to
        // write instead.
        guard !isOnlyFragment else { return RoutePattern(segments: [], query: []) }
        report(
          .patternMissingLeadingSlash, offset: 0, length: 0, PatternMessages.missingLeadingSlash,
          fixIt: literal.hasEscapes
            ? nil
            : Diagnostic.FixIt.inserting("/", at: literal.range(ofValueBytes: 0, length: 0).start))
        return RoutePattern(segments: [], query: [])
      }
      let queryStart = shape.queryStart
      let segments = parseSegments(in: 1..<queryStart)
      if endsInBareQueryMark {
        if !foreignPlaceholderTookQueryMark { reportBareQueryMark(after: segments.last) }
        return RoutePattern(segments: segments, query: [])
      }
      let query = queryStart < bytes.count ? parseQuery(in: (queryStart + 1)..<bytes.count) : []
      checkDuplicateNames(segments: segments, query: query)
      return RoutePattern(segments: segments, query: query)
    }

    // MARK: Whole URLs

    /// What a pattern written as a whole URL (`a://d/{id}`, `https://host/x`) has before its path:
    /// the scheme, whether it is `http` or `https`, and where the path starts (the end when there is
    /// none); `nil` when the pattern does not start with `scheme://`.
    private func urlPrefix() -> (scheme: String, isWeb: Bool, pathStart: Int)? {
      guard let first = bytes.first, Self.isLetter(first) else { return nil }
      var index = 1
      while index < bytes.count, Self.isSchemeByte(bytes[index]) { index += 1 }
      guard bytes[index...].starts(with: "://".utf8) else { return nil }
      let scheme = string(0..<index)
      let afterSlashes = index + 3
      let isWeb = ["http", "https"].contains(scheme.lowercased())
      guard isWeb else { return (scheme, false, afterSlashes) }
      let hostEnd = bytes[afterSlashes...].firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?")
      }
      return (scheme, true, hostEnd ?? bytes.count)
    }

    /// FL0020 for a whole URL: the pattern is the path alone, and its fix-it drops what comes
    /// before the path (`a://d/{id}` becomes `/d/{id}`, `https://host/x` becomes `/x`).
    private mutating func reportWholeURL(_ prefix: (scheme: String, isWeb: Bool, pathStart: Int)) {
      let written = string(0..<prefix.pathStart)
      // A custom scheme's host is the pattern's first segment, so `a://` gives way to `/`; an
      // `https://host` prefix goes, leaving the path's own `/` (or `/` for the root).
      let rest = string(prefix.pathStart..<bytes.count)
      let needsSlash = !rest.hasPrefix("/")
      let replacement = needsSlash ? "/" : ""
      let pattern = replacement + rest
      let fixIt =
        literal.hasEscapes
        ? nil
        : Diagnostic.FixIt(
          needsSlash ? "replace '\(written)' with '/'" : "remove '\(written)'",
          replacing: valueRange(0, prefix.pathStart), with: replacement)
      diagnostics.append(
        Diagnostic(
          .patternMissingLeadingSlash, path: path, range: valueRange(0, prefix.pathStart),
          message: PatternMessages.wholeURL(string(0..<bytes.count)),
          fixIt: fixIt,
          help: prefix.isWeb
            ? PatternMessages.wholeWebURLHelp(
              pattern: pattern, isHTTP: prefix.scheme.lowercased() == "http")
            : PatternMessages.wholeCustomURLHelp(pattern: pattern)))
    }

    /// Where the host of a pattern written as a URL without its scheme (`//host/x`) ends: the
    /// path's start, or the end. `nil` unless a host-like name follows `//` and a path or query
    /// follows it, or the name has a dot (`//host.example`); a bare `//x` is a doubled slash.
    private func protocolRelativeHostEnd() -> Int? {
      // Two bytes compared in place: `starts(with: "//".utf8)` walked a string's UTF-8 view for
      // every route (2.7 M instructions of the 10,000-route check).
      guard bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") else {
        return nil
      }
      var end = 2
      while end < bytes.count, Self.isSchemeByte(bytes[end]) || bytes[end] == UInt8(ascii: "_") {
        end += 1
      }
      guard end > 2 else { return nil }
      let hasDot = bytes[2..<end].contains(UInt8(ascii: "."))
      guard end < bytes.count else { return hasDot ? end : nil }
      let next = bytes[end]
      return next == UInt8(ascii: "/") || next == UInt8(ascii: "?") ? end : nil
    }

    /// Where a scheme written without `//` (`a:/x`, `mailto:x`) ends, its `:` included; `nil`
    /// when the pattern does not start with one.
    private func schemePrefixEnd() -> Int? {
      guard let first = bytes.first, Self.isLetter(first) else { return nil }
      var index = 1
      while index < bytes.count, Self.isSchemeByte(bytes[index]) { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      return index + 1
    }

    /// FL0020 for a pattern that starts with a scheme but no `//` (`a:/x`, `mailto:x`): the
    /// scheme comes from the app's `scheme` lines. Dropping it is the one edit that fixes the
    /// pattern only when a path follows it (`a:/x` becomes `/x`); after `mailto:x` no single edit
    /// says which path was meant, so there is no fix-it.
    private mutating func reportSchemePrefix(_ schemeEnd: Int) {
      let written = string(0..<schemeEnd)
      let rest = string(schemeEnd..<bytes.count)
      let isPath = rest.hasPrefix("/") && !rest.hasPrefix("//")
      let pattern = isPath ? rest : "/" + rest
      diagnostics.append(
        Diagnostic(
          .patternMissingLeadingSlash, path: path, range: valueRange(0, schemeEnd),
          message: PatternMessages.schemePrefix(written),
          fixIt: isPath && !literal.hasEscapes
            ? Diagnostic.FixIt("remove '\(written)'", replacing: valueRange(0, schemeEnd), with: "")
            : nil,
          help: PatternMessages.schemePrefixHelp(pattern: pattern)))
    }

    /// Whether the pattern is a `#fragment` and nothing else.
    private var isOnlyFragment: Bool { bytes.isEmpty && !literal.value.isEmpty }

    /// FL0023 for a `#fragment`, with a fix-it deleting it: links' fragments are not matched.
    /// A fragment alone leaves no pattern when deleted, so its fix-it writes it as a path: a
    /// hash route's path (`#/products/{id}` becomes `/products/{id}`), or a word (`#top` becomes
    /// `/top`, what a web page's anchor link usually meant).
    mutating func reportFragment(_ fragment: String) {
      let start = bytes.count
      let range = valueRange(start, fragment.utf8.count)
      let word = fragment.dropFirst()
      let asPath = word.hasPrefix("/") ? String(word) : "/" + word
      let fixIt: Diagnostic.FixIt?
      if literal.hasEscapes {
        fixIt = nil
      } else if !isOnlyFragment {
        fixIt = Diagnostic.FixIt("remove '\(fragment)'", replacing: range, with: "")
      } else if word.hasPrefix("/") && !word.hasPrefix("//") {
        fixIt = Diagnostic.FixIt("remove '#'", replacing: valueRange(start, 1), with: "")
      } else if let first = word.utf8.first, Self.isLetter(first) || Lexer.isDigit(first),
        word.utf8.allSatisfy(Self.isPlainSegmentByte)
      {
        fixIt = Diagnostic.FixIt(
          "replace '\(fragment)' with '\(asPath)'", replacing: range, with: asPath)
      } else {
        fixIt = nil
      }
      diagnostics.append(
        Diagnostic(
          .invalidPatternCharacter, path: path, range: range,
          message: PatternMessages.fragment(fragment), fixIt: fixIt,
          help: isOnlyFragment
            ? PatternMessages.onlyFragmentHelp(example: fixIt == nil ? "/" : asPath)
            : PatternMessages.fragmentHelp))
    }

    /// Letters, digits, `-`, `_` and `.`: a path segment that needs no escaping or checking.
    private static func isPlainSegmentByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || Lexer.isDigit(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// RFC 3986 `scheme` after its first letter: letters, digits, `+`, `-` and `.`.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || Lexer.isDigit(byte) || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    // MARK: Path

    private mutating func parseSegments(in range: Range<Int>) -> [RoutePattern.Segment] {
      guard !range.isEmpty else { return [] }
      var segments: [RoutePattern.Segment] = []
      // The leading `/` is outside `range`; each other one starts a segment.
      segments.reserveCapacity(shape.pathSlashes)
      var start = range.lowerBound
      // Where a catch-all kept so far sits, until a later segment shows it was not the last.
      var catchAll: (name: Identifier, range: SourceRange)?
      while start <= range.upperBound {
        // One pass finds the segment's end and whether it is plain (path characters only, so a
        // literal needing no decoding) or holds just the two braces of a placeholder: nearly every
        // segment is one of those, and each used to be scanned again by every question asked.
        var end = start
        var isPlain = true
        var braces = 0
        while end < range.upperBound {
          let byte = bytes[end]
          if Self.isPathCharacter(byte) {
            end += 1
            continue
          }
          if byte == UInt8(ascii: "/") { break }
          isPlain = false
          if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { braces += 1 }
          end += 1
        }
        if let (name, range) = catchAll {
          diagnostics.append(
            Diagnostic(
              .catchAllNotLast, path: path, range: range, message: PatternMessages.catchAllNotLast,
              help: PatternMessages.catchAllNotLastHelp(name.text)))
          catchAll = nil
        }
        if start == end {
          let isTrailing = end == range.upperBound
          report(
            .emptyPatternSegment, offset: start, length: isTrailing ? 0 : 1,
            isTrailing ? PatternMessages.trailingSlash : PatternMessages.emptySegment,
            fixIt: isTrailing && !literal.hasEscapes
              ? Diagnostic.FixIt(
                "remove the trailing '/'", replacing: valueRange(start - 1, 1), with: "")
              : nil)
        } else if isPlain
          && (bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "*"))
          || bytes[start] == UInt8(ascii: "<"),
          let foreign = ForeignPlaceholder(
            bytes[start..<end], isLast: end == range.upperBound,
            isOptional: end == range.upperBound && endsInBareQueryMark)
        {
          report(foreign, at: start)
        } else if isPlain {
          appendPlainLiteral(start..<end, into: &segments)
        } else {
          let isPlaceholder =
            braces == 2 && bytes[start] == UInt8(ascii: "{") && bytes[end - 1] == UInt8(ascii: "}")
          let appended =
            isPlaceholder
            ? parsePlaceholderSegment(start..<end, into: &segments)
            : parseSegment(start..<end, into: &segments)
          if appended, case .catchAll(let name, let range) = segments[segments.count - 1] {
            catchAll = (name, range)
          }
        }
        start = end + 1
      }
      return segments
    }

    /// FL0021 for another router's placeholder (`:id`, `*`), with a fix-it writing the `.flow` form.
    private mutating func report(_ foreign: ForeignPlaceholder, at start: Int) {
      let length = foreign.written.utf8.count
      if foreign.written.hasSuffix("?") { foreignPlaceholderTookQueryMark = true }
      let fixIt = foreign.replacement.flatMap { replacement in
        literal.hasEscapes
          ? nil
          : Diagnostic.FixIt(
            "replace '\(foreign.written)' with '\(replacement)'",
            replacing: valueRange(start, length), with: replacement)
      }
      diagnostics.append(
        Diagnostic(
          .malformedPlaceholder, path: path, range: valueRange(start, length),
          message: foreign.message, fixIt: fixIt, help: foreign.help))
    }

    /// Whether the pattern's query is a `?` that ends it, with no item after.
    private var endsInBareQueryMark: Bool { shape.queryStart == bytes.count - 1 }

    /// FL0021 for a `?` that ends the pattern: it starts a query with no item in it. After a
    /// placeholder it was meant to make the segment optional, which a path segment cannot be.
    private mutating func reportBareQueryMark(after last: RoutePattern.Segment?) {
      let isAfterPlaceholder = if case .placeholder? = last { true } else { false }
      let message =
        isAfterPlaceholder ? PatternMessages.optionalPathPlaceholder : PatternMessages.bareQueryMark
      report(
        .malformedPlaceholder, offset: bytes.count - 1, length: 1, message,
        fixIt: literal.hasEscapes
          ? nil
          : Diagnostic.FixIt("remove '?'", replacing: valueRange(bytes.count - 1, 1), with: ""))
    }

    /// Appends the segment, or reports why it is not one; returns whether it appended.
    ///
    /// Every segment of every route passes here: appending in place, rather than returning an
    /// optional segment, spares an outlined copy of the enum's payload per segment.
    private mutating func parseSegment(
      _ range: Range<Int>, into segments: inout [RoutePattern.Segment]
    ) -> Bool {
      let text = bytes[range]
      guard text.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
        return parseLiteralSegment(range, into: &segments)
      }
      if text.first == UInt8(ascii: "{"), !text.contains(UInt8(ascii: "}")) {
        report(
          .malformedPlaceholder, offset: range.lowerBound, length: range.count,
          PatternMessages.unclosedPlaceholder,
          fixIt: literal.hasEscapes
            ? nil
            : Diagnostic.FixIt.inserting("}", at: valueRange(range.upperBound, 0).start))
        return false
      }
      guard text.first == UInt8(ascii: "{"), text.last == UInt8(ascii: "}"), range.count >= 2,
        text.dropFirst().dropLast().allSatisfy({
          $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}")
        })
      else {
        report(
          .malformedPlaceholder, offset: range.lowerBound, length: range.count,
          PatternMessages.wholeSegment,
          help: PatternMessages.wholeSegmentHelp(String(decoding: text, as: UTF8.self)))
        return false
      }
      return parsePlaceholderSegment(range, into: &segments)
    }

    /// Appends the placeholder or catch-all that `range`, braces and all, holds, or reports its
    /// name; returns whether it appended. Only the two braces at its ends are braces.
    private mutating func parsePlaceholderSegment(
      _ range: Range<Int>, into segments: inout [RoutePattern.Segment]
    ) -> Bool {
      let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
      let whole = valueRange(range.lowerBound, range.count)
      if endsInDots(inner) {
        let nameRange = inner.lowerBound..<(inner.upperBound - 3)
        guard let name = identifier(in: nameRange) else { return false }
        nameBytes.append(nameRange)
        segments.append(.catchAll(name: name, range: whole))
        return true
      }
      if inner.count >= 2, bytes[inner.upperBound - 1] == UInt8(ascii: "?") {
        // A segment is always there: its value may fill an optional parameter, but is never absent.
        report(
          .malformedPlaceholder, offset: inner.upperBound - 1, length: 1,
          PatternMessages.optionalPathPlaceholder,
          fixIt: literal.hasEscapes
            ? nil
            : Diagnostic.FixIt(
              "remove '?'", replacing: valueRange(inner.upperBound - 1, 1), with: ""))
        return false
      }
      guard let (name, type, nameRange) = placeholder(in: inner) else { return false }
      nameBytes.append(nameRange)
      segments.append(.placeholder(name: name, type: type, range: whole))
      return true
    }

    /// Appends a literal segment of path characters only: no escape to decode and no byte to
    /// check, so its text is its bytes (and it is not scanned again, as `parseLiteralSegment` would).
    private mutating func appendPlainLiteral(
      _ range: Range<Int>, into segments: inout [RoutePattern.Segment]
    ) {
      let text = String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
      _ = appendLiteral(text, writtenAt: range, into: &segments)
    }

    /// Appends the literal `text`, written (perhaps escaped) at `range`, unless it is `.` or `..`,
    /// which it reports; returns whether it appended. Inlined: called apart, it cost a check of the
    /// 10,000-route spec 4 M instructions more than the two copies it replaced (inlined, 1.6 M).
    @inline(__always)
    private mutating func appendLiteral(
      _ text: String, writtenAt range: Range<Int>, into segments: inout [RoutePattern.Segment]
    ) -> Bool {
      if Self.isDotSegment(text) {
        report(
          .invalidPatternCharacter, offset: range.lowerBound, length: range.count,
          PatternMessages.dotSegment)
        return false
      }
      segments.append(.literal(text, range: valueRange(range.lowerBound, range.count)))
      return true
    }

    private mutating func parseLiteralSegment(
      _ range: Range<Int>, into segments: inout [RoutePattern.Segment]
    ) -> Bool {
      // Nearly every literal segment is plain ASCII path characters: those are skipped in a tight
      // loop, and only what stops it (an escape, a non-ASCII or a bad byte) takes the loop below.
      var index = range.lowerBound
      while index < range.upperBound, Self.isPathCharacter(bytes[index]) { index += 1 }
      // Built from the first escape on; a segment without one is its own bytes.
      var decoded: [UInt8]?
      // Whether they are ASCII is learned in this one pass rather than in a second one before the
      // string is made.
      var isASCII = true
      while index < range.upperBound {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
          guard index + 2 < range.upperBound, let high = Self.hexValue(bytes[index + 1]),
            let low = Self.hexValue(bytes[index + 2])
          else {
            report(
              .invalidPatternCharacter, offset: index, length: 1, PatternMessages.malformedEscape)
            return false
          }
          let value = high << 4 | low
          // A control character decoded from a link is refused by the matcher, so a literal that
          // holds one could never match any link. The one-byte ones are caught here, at their
          // escape; the checker finds the longer ones with the matcher's own list
          // (`ControlCharacters`, which this layer cannot see).
          if value < 0x20 || value == 0x7F {
            let escape = String(decoding: bytes[index..<index + 3], as: UTF8.self)
            report(
              .invalidPatternCharacter, offset: index, length: 3,
              PatternMessages.controlEscape(escape))
            return false
          }
          // The matcher refuses a path escape that decodes to a backslash, as it refuses one
          // written out (some parsers read it as `/`).
          if value == UInt8(ascii: "\\") {
            report(
              .invalidPatternCharacter, offset: index, length: 3,
              PatternMessages.backslashEscape(
                String(decoding: bytes[index..<index + 3], as: UTF8.self)))
            return false
          }
          if decoded == nil { decoded = Array(bytes[range.lowerBound..<index]) }
          if value >= 0x80 { isASCII = false }
          decoded?.append(value)
          index += 3
          continue
        }
        if byte >= 0x80 {
          isASCII = false
        } else if !Self.isPathCharacter(byte) {
          report(
            .invalidPatternCharacter, offset: index, length: 1,
            PatternMessages.invalidCharacter(String(UnicodeScalar(byte))))
          return false
        }
        decoded?.append(byte)
        index += 1
      }
      let decodedText =
        if let decoded {
          decoded.withUnsafeBufferPointer { Self.text($0, isASCII: isASCII) }
        } else {
          Self.text(UnsafeBufferPointer(rebasing: bytes[range]), isASCII: isASCII)
        }
      guard let text = decodedText else {
        report(
          .invalidPatternCharacter, offset: range.lowerBound, length: range.count,
          PatternMessages.notUTF8)
        return false
      }
      return appendLiteral(text, writtenAt: range, into: &segments)
    }

    /// Whether the decoded text is `.` or `..`, which a URL resolves away rather than matches.
    private static func isDotSegment(_ text: String) -> Bool {
      let utf8 = text.utf8
      return (1...2).contains(utf8.count) && utf8.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// The bytes as a string, or `nil` when they are not UTF-8; ASCII, as nearly every literal is,
    /// cannot be invalid.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
      isASCII
        ? String(utf8Bytes: bytes) : String(validating: bytes, as: UTF8.self)
    }

    // MARK: Query

    private mutating func parseQuery(in range: Range<Int>) -> [RoutePattern.QueryItem] {
      var items: [RoutePattern.QueryItem] = []
      var start = range.lowerBound
      while start <= range.upperBound {
        let end =
          bytes[start..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
        if let item = parseQueryItem(start..<end) { items.append(item) }
        start = end + 1
      }
      return items
    }

    private mutating func parseQueryItem(_ range: Range<Int>) -> RoutePattern.QueryItem? {
      guard let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")),
        equals > range.lowerBound,
        bytes[range].last == UInt8(ascii: "}"), equals + 1 < bytes.count,
        bytes[equals + 1] == UInt8(ascii: "{")
      else {
        report(
          .malformedPlaceholder, offset: range.lowerBound, length: range.count,
          PatternMessages.queryItemShape)
        return nil
      }
      let keyRange = range.lowerBound..<equals
      guard bytes[keyRange].allSatisfy(Self.isUnreserved) else {
        report(
          .invalidPatternCharacter, offset: keyRange.lowerBound, length: keyRange.count,
          PatternMessages.invalidQueryKey(string(keyRange)))
        return nil
      }
      let inner = (equals + 2)..<(range.upperBound - 1)
      if inner.count >= 2, bytes[inner.upperBound - 1] == UInt8(ascii: "?"),
        !bytes[inner].contains(UInt8(ascii: ":"))
      {
        // `{date?}`, what other routers write for an optional item: a query item is optional when
        // the parameter it fills is (the tenth new-users review read "'date?' is not a valid
        // placeholder name").
        let name = string(inner.lowerBound..<(inner.upperBound - 1))
        report(
          .malformedPlaceholder, offset: inner.lowerBound, length: inner.count,
          PatternMessages.optionalQueryMark(name),
          fixIt: Diagnostic.FixIt(
            "remove '?'", replacing: valueRange(inner.upperBound - 1, 1), with: ""),
          help: PatternMessages.optionalQueryMarkHelp(name))
        return nil
      }
      if endsInDots(inner), isPlaceholderName(inner.lowerBound..<(inner.upperBound - 3)) {
        // `?p={path...}`: a query item is one value, and only the path's end takes the rest (nuS
        // read "'path...' is not a valid placeholder name" for a valid name). A name that is not
        // one (`{...}`) is reported as such below.
        let name = string(inner.lowerBound..<(inner.upperBound - 3))
        report(
          .catchAllNotLast, offset: inner.lowerBound, length: inner.count,
          PatternMessages.catchAllInQuery(name),
          fixIt: literal.hasEscapes
            ? nil
            : Diagnostic.FixIt(
              "replace with '{\(name)}'", replacing: valueRange(inner.upperBound - 3, 3), with: ""),
          help: PatternMessages.catchAllInQueryHelp(name))
        return nil
      }
      guard let (name, type, nameRange) = placeholder(in: inner) else { return nil }
      nameBytes.append(nameRange)
      keyBytes.append(keyRange)
      return RoutePattern.QueryItem(
        key: string(keyRange), name: name, type: type,
        range: valueRange(range.lowerBound, range.count))
    }

    // MARK: Placeholders

    /// Whether the bytes in `range` spell a placeholder's name (or type): an identifier, hyphens
    /// allowed after its first character.
    private func isPlaceholderName(_ range: Range<Int>) -> Bool {
      !range.isEmpty && Lexer.isIdentifierStart(bytes[range.lowerBound])
        && bytes[range].allSatisfy { Lexer.isIdentifierContinue($0) || $0 == UInt8(ascii: "-") }
    }

    /// Whether a placeholder's inside ends in `...`, a catch-all's mark.
    private func endsInDots(_ inner: Range<Int>) -> Bool {
      inner.count >= 3 && bytes[inner.upperBound - 3] == UInt8(ascii: ".")
        && bytes[inner.upperBound - 2] == UInt8(ascii: ".")
        && bytes[inner.upperBound - 1] == UInt8(ascii: ".")
    }

    /// `identifier [ ":" type ]` between braces, with where the name sits.
    private mutating func placeholder(in range: Range<Int>) -> (
      Identifier, TypeReference?, nameRange: Range<Int>
    )? {
      if let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) {
        reportDefault(in: range, at: equals)
        return nil
      }
      guard let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")) else {
        return identifier(in: range).map { ($0, nil, range) }
      }
      guard let name = identifier(in: range.lowerBound..<colon) else { return nil }
      var typeStart = colon + 1
      while typeStart < range.upperBound, bytes[typeStart] == UInt8(ascii: " ") { typeStart += 1 }
      var typeEnd = range.upperBound
      let isOptional = typeEnd > typeStart && bytes[typeEnd - 1] == UInt8(ascii: "?")
      if isOptional { typeEnd -= 1 }
      guard let typeName = identifier(in: typeStart..<typeEnd, typeOf: name.text) else {
        return nil
      }
      let type = TypeReference(
        name: typeName, isOptional: isOptional,
        range: valueRange(typeStart, range.upperBound - typeStart))
      return (name, type, range.lowerBound..<colon)
    }

    /// `{page: Int = 1}`: a default belongs to the screen's parameter, which a link without the
    /// query item then takes (a path segment is never left out); the placeholder only names it
    /// (a new-users review read "'Int = 1' is not a valid placeholder name").
    private mutating func reportDefault(in range: Range<Int>, at equals: Int) {
      // The words of some bytes, one blank between each.
      let words = { (text: Slice<UnsafeBufferPointer<UInt8>>) in
        text.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
          .joined(separator: " ")
      }
      // `{ index : Int = 1 }` is quoted as `index: Int`, as the help's edits are written.
      let declaration = bytes[range.lowerBound..<equals].split(separator: UInt8(ascii: ":"))
        .map(words).joined(separator: ": ")
      let value = words(bytes[(equals + 1)..<range.upperBound])
      report(
        .malformedPlaceholder, offset: equals, length: range.upperBound - equals,
        PatternMessages.placeholderDefault(value),
        help: PatternMessages.placeholderDefaultHelp(
          declaration: declaration, value: value, inQuery: range.lowerBound > shape.queryStart,
          hasQuery: shape.queryStart < bytes.count))
    }

    /// A name inside a placeholder, or the type of the one named `typeOf`; reports an empty or
    /// malformed one.
    private mutating func identifier(in range: Range<Int>, typeOf name: String? = nil)
      -> Identifier?
    {
      let text = string(range)
      let valid = isPlaceholderName(range)
      if !valid, !text.isEmpty, let name {
        report(
          .malformedPlaceholder, offset: range.lowerBound, length: range.count,
          PatternMessages.invalidPlaceholderType(text),
          help: PatternMessages.invalidPlaceholderTypeHelp(name: name))
        return nil
      }
      guard valid else {
        report(
          .malformedPlaceholder, offset: range.lowerBound, length: range.count,
          text.isEmpty
            ? PatternMessages.emptyPlaceholder : PatternMessages.invalidPlaceholderName(text))
        return nil
      }
      return Identifier(text, range: valueRange(range.lowerBound, range.count))
    }

    /// Reports a placeholder name or query key used twice.
    ///
    /// Every route passes here, and nearly every pattern has a handful of names: their bytes are
    /// compared pairwise in place, and the names themselves are listed only to report a duplicate;
    /// a long pattern (only a hostile spec has one) goes through a table, so the cost stays linear.
    private mutating func checkDuplicateNames(
      segments: [RoutePattern.Segment], query: [RoutePattern.QueryItem]
    ) {
      guard nameBytes.count > 1 else { return }
      // In `RoutePattern.placeholderNames`' order (path, then query).
      var allNames: [Identifier] {
        segments.compactMap(\.placeholderName) + query.map(\.name)
      }
      guard nameBytes.count <= 16 else {
        let names = allNames
        for (name, first) in zip(names, Self.firstOccurrences(names.map(\.text))) {
          guard let first else { continue }
          reportDuplicate(name, first: names[first])
        }
        for (item, first) in zip(query, Self.firstOccurrences(query.map(\.key))) where first != nil
        {
          reportDuplicateKey(item)
        }
        return
      }
      var listed: [Identifier]?
      for position in nameBytes.indices {
        let name = nameBytes[position]
        guard let first = nameBytes.firstIndex(before: position, where: { sameBytes($0, name) })
        else { continue }
        if listed == nil { listed = allNames }
        reportDuplicate(listed![position], first: listed![first])
      }
      for position in keyBytes.indices {
        let key = keyBytes[position]
        if keyBytes.firstIndex(before: position, where: { sameBytes($0, key) }) != nil {
          reportDuplicateKey(query[position])
        }
      }
    }

    private func sameBytes(_ left: Range<Int>, _ right: Range<Int>) -> Bool {
      left.count == right.count && bytes[left].elementsEqual(bytes[right])
    }

    private mutating func reportDuplicate(_ name: Identifier, first: Identifier) {
      diagnostics.append(
        Diagnostic(
          .duplicatePlaceholder, path: path, range: name.range,
          message: PatternMessages.duplicatePlaceholder(name.text),
          notes: [Diagnostic.Note("first used here", at: first.range)],
          help: PatternMessages.duplicatePlaceholderHelp(name.text)))
    }

    private mutating func reportDuplicateKey(_ item: RoutePattern.QueryItem) {
      diagnostics.append(
        Diagnostic(
          .duplicatePlaceholder, path: path, range: item.range,
          message: PatternMessages.duplicateQueryKey(item.key),
          help: PatternMessages.duplicateQueryKeyHelp(item.key)))
    }

    /// For each key, the position of the first earlier key equal to it, or `nil`, through a table.
    private static func firstOccurrences(_ keys: [String]) -> [Int?] {
      var firstPosition: [String: Int] = [:]
      return keys.enumerated().map { position, key in
        if let first = firstPosition[key] { return first }
        firstPosition[key] = position
        return nil
      }
    }

    // MARK: Helpers

    private func string(_ range: Range<Int>) -> String {
      String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private func valueRange(_ offset: Int, _ length: Int) -> SourceRange {
      literal.range(ofValueBytes: offset, length: length)
    }

    private mutating func report(
      _ code: DiagnosticCode, offset: Int, length: Int, _ message: String,
      fixIt: Diagnostic.FixIt? = nil, help: String? = nil
    ) {
      report(code, range: valueRange(offset, length), message, fixIt: fixIt, help: help)
    }

    private mutating func report(
      _ code: DiagnosticCode, range: SourceRange, _ message: String, fixIt: Diagnostic.FixIt? = nil,
      help: String? = nil
    ) {
      diagnostics.append(
        Diagnostic(code, path: path, range: range, message: message, fixIt: fixIt, help: help))
    }

    /// RFC 3986 `pchar` minus `%`, which is handled as an escape: unreserved, sub-delims, `:` and
    /// `@`. One mask test (`ASCIISet`), asked of every byte of every pattern: `parseSegments`
    /// 60.2 M -> 57.5 M instructions of the 10,000-route check.
    static func isPathCharacter(_ byte: UInt8) -> Bool {
      ASCIISet.pathCharacter.contains(byte)
    }

    /// RFC 3986 `unreserved`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
      ASCIISet.unreserved.contains(byte)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }
  }
}
