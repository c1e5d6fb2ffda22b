/// Reads a link string into a `ScannedLink`: the length first, then the layout (which splits the
/// segments and query items), then those spans checked and decoded in place in temporary storage.
/// Never uses Foundation's URL parsing.
enum LinkScanner {
  /// Scans `url` and runs `body` on the result, or says why the link is refused.
  static func scan<Result>(
    _ url: String, configuration: borrowing LinkConfiguration, _ body: (ScannedLink) -> Result
  ) -> Swift.Result<Result, LinkRejection> {
    scan(url, configuration: configuration, refused: { .failure($0) }, { .success(body($0)) })
  }

  /// Scans `url` and runs `body` on the result, or `refused` on why the link is refused: what a
  /// caller that drops the reason uses, so that it has no `Swift.Result` to destroy per link (a
  /// call into the runtime's generic destroy, even for an accepted link).
  static func scan<Result>(
    _ url: String, configuration: borrowing LinkConfiguration,
    refused: (LinkRejection) -> Result, _ body: (ScannedLink) -> Result
  ) -> Result {
    let length = url.utf8.count
    guard length <= LinkLayout.maximumLength else {
      return refused(LinkRejection(.tooLong(byteCount: length, limit: LinkLayout.maximumLength)))
    }
    // A native string lends its bytes as they are; only another kind is copied first.
    return url.withUTF8Buffer { scan($0, configuration: configuration, refused: refused, body) }
  }

  /// Query items `scan` has room for on the stack before it counts them and locates again.
  private static let inlineQueryItems = 32

  private static func scan<Result>(
    _ source: UnsafeBufferPointer<UInt8>, configuration: borrowing LinkConfiguration,
    refused: (LinkRejection) -> Result, _ body: (ScannedLink) -> Result
  ) -> Result {
    let authority: LinkLayout.Authority
    do throws(LinkRejection) {
      authority = try LinkLayout.locateAuthority(source, configuration: configuration)
    } catch {
      return refused(error)
    }
    return withUnsafeTemporaryAllocation(of: ByteSpan.self, capacity: LinkLayout.maximumSegments) {
      segments in
      withUnsafeTemporaryAllocation(
        of: DecodedLink.QueryItemSpan.self, capacity: inlineQueryItems
      ) { queryItems in
        let layout: LinkLayout
        do throws(LinkRejection) {
          layout = try LinkLayout.locate(
            source, after: authority, segments: segments, queryItems: queryItems)
        } catch {
          return refused(error)
        }
        guard layout.queryItemCount > queryItems.count else {
          return decode(
            source, layout, segments: segments, queryItems: queryItems, refused: refused, body)
        }
        // More items than the stack holds: locate again with room for every one (the same link
        // gives the same layout).
        return withUnsafeTemporaryAllocation(
          of: DecodedLink.QueryItemSpan.self, capacity: layout.queryItemCount
        ) { allItems in
          do throws(LinkRejection) {
            let layout = try LinkLayout.locate(
              source, after: authority, segments: segments, queryItems: allItems)
            return decode(
              source, layout, segments: segments, queryItems: allItems, refused: refused, body)
          } catch {
            return refused(error)
          }
        }
      }
    }
  }

  /// Decodes the spans `layout` located, in place, and runs `body` on the link.
  private static func decode<Result>(
    _ source: UnsafeBufferPointer<UInt8>, _ layout: LinkLayout,
    segments: UnsafeMutableBufferPointer<ByteSpan>,
    queryItems: UnsafeMutableBufferPointer<DecodedLink.QueryItemSpan>,
    refused: (LinkRejection) -> Result, _ body: (ScannedLink) -> Result
  ) -> Result {
    // The layout counts past the buffers rather than writing; reading no more than they hold keeps
    // memory safe even if a count were wrong.
    let segments = UnsafeMutableBufferPointer(
      rebasing: segments[0..<min(layout.segmentCount, segments.count)])
    let queryItems = UnsafeMutableBufferPointer(
      rebasing: queryItems[0..<min(layout.queryItemCount, queryItems.count)])
    // A link with nothing to decode is its own decoded text: no copy, and no storage set aside.
    // Otherwise the link is copied once and only the spans with an escape are decoded, in place,
    // so every span keeps its offset and the rest of the text is never touched again.
    func check(_ decoded: UnsafeMutableBufferPointer<UInt8>, copies: Bool) -> Result {
      var decoder = Decoder(source: source, output: decoded, copies: copies)
      if let failure = decoder.decodeAll(layout, segments: segments, queryItems: queryItems) {
        return refused(LinkRejection(failure.reason))
      }
      let link = ScannedLink(
        source: source, layout: layout,
        decoded: DecodedLink(
          buffer: decoder.text, segments: UnsafeBufferPointer(segments),
          queryItems: UnsafeBufferPointer(queryItems)))
      return body(link)
    }
    guard layout.needsDecoding else {
      return check(UnsafeMutableBufferPointer(start: nil, count: 0), copies: false)
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count) { decoded in
      _ = decoded.initialize(fromContentsOf: source)
      return check(decoded, copies: true)
    }
  }

  /// Checks the located segments and query items and percent-decodes those with an escape, in place
  /// in `output` (a copy of the source: decoding only shrinks a span, so it never overwrites what it
  /// has yet to read); or, for a link without `%` or `+`, whose checked bytes are all printable
  /// ASCII, leaves every span where it is in the source. Either way a span's offsets are the
  /// source's.
  private struct Decoder {
    let source: UnsafeBufferPointer<UInt8>
    let output: UnsafeMutableBufferPointer<UInt8>
    /// Whether spans with an escape are decoded into `output`; when false every span is the
    /// source's own text.
    let copies: Bool
    /// Why the link is refused, once a span is; spans are returned as optionals rather than as
    /// `Result`s so that the common path never copies a reason, and the reason is plain words
    /// until it is refused, so that a decoder has nothing to destroy.
    private var failure: Failure?

    init(
      source: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, copies: Bool
    ) {
      self.source = source
      self.output = output
      self.copies = copies
    }

    /// The text the spans point into.
    var text: UnsafeBufferPointer<UInt8> {
      copies ? UnsafeBufferPointer(output) : source
    }

    /// Checks the segments and decodes those `layout` found an escape in, then decodes the query
    /// items with one, in link order, replacing each span with its decoded one; nil when all are
    /// valid, else the first one's reason.
    ///
    /// Only segments that are escaped, empty or start with `.` are visited, lowest first: any
    /// other segment passes every check here, and most links have none to visit. At most
    /// `maximumSegments` (64) segments are located, so every segment has its bit.
    mutating func decodeAll(
      _ layout: LinkLayout, segments: UnsafeMutableBufferPointer<ByteSpan>,
      queryItems: UnsafeMutableBufferPointer<DecodedLink.QueryItemSpan>
    ) -> Failure? {
      let text = self.text
      var toCheck = layout.escapedSegments | layout.emptyOrDotSegments
      while toCheck != 0 {
        let index = toCheck.trailingZeroBitCount
        toCheck &= toCheck &- 1
        guard index < segments.count else { break }
        let raw = segments[index]
        guard !raw.isEmpty else { return .emptySegment(offset: raw.start) }
        var span = raw
        if layout.escapedSegments &>> UInt64(index) & 1 != 0 {
          guard let decoded = decode(raw, plusIsSpace: false) else { return failure }
          span = decoded
          segments[index] = span
        }
        // Not `.` or `..` once decoded.
        if text[span.start] == UInt8(ascii: "."),
          span.count == 1 || (span.count == 2 && text[span.start + 1] == UInt8(ascii: "."))
        {
          return .dotSegment(isDotDot: span.count == 2, offset: raw.start)
        }
      }
      guard copies else { return nil }
      for index in queryItems.indices
      where index >= UInt64.bitWidth || layout.escapedQueryItems & (1 << index) != 0 {
        guard let key = decode(queryItems[index].key, plusIsSpace: true),
          let value = decode(queryItems[index].value, plusIsSpace: true)
        else { return failure }
        queryItems[index] = DecodedLink.QueryItemSpan(key: key, value: value)
      }
      return nil
    }

    /// Decodes `%XX` escapes (and `+` in a query) in place, refusing malformed escapes, control
    /// characters and bytes that are not UTF-8; the span keeps its start and may end sooner.
    /// Never inlined: most segments have no escape, and inlined, its registers made every call of
    /// `decodeAll` save and restore more.
    @inline(never)
    private mutating func decode(_ raw: ByteSpan, plusIsSpace: Bool) -> ByteSpan? {
      guard copies else { return raw }
      var written = raw.start
      var index = raw.start
      // Only an escape can produce a byte past ASCII; without one the text needs no UTF-8 check.
      var sawHighByte = false
      // Only an escape can put a `/` in a path segment, and only then can it have dot parts.
      var sawSlash = false
      while index < raw.end {
        var byte = source[index]
        if byte == UInt8(ascii: "%") {
          guard raw.end - index >= 3, let high = URLBytes.hexValue(source[index + 1]),
            let low = URLBytes.hexValue(source[index + 2])
          else { return fail(.malformedEscape(offset: index)) }
          byte = high << 4 | low
          sawHighByte = sawHighByte || byte >= 0x80
          sawSlash = sawSlash || byte == UInt8(ascii: "/")
          guard !ControlCharacters.isControl(byte) else {
            return fail(.controlCharacter(offset: index))
          }
          // Refused in a path as a backslash written out is (`..%5Cetc`), for the parsers
          // that read it as `/`; a query value may hold one.
          guard plusIsSpace || byte != UInt8(ascii: "\\") else {
            return fail(.decodedBackslash(offset: index))
          }
          index += 3
        } else {
          if plusIsSpace, byte == UInt8(ascii: "+") { byte = UInt8(ascii: " ") }
          index += 1
        }
        output[written] = byte
        written += 1
      }
      let span = ByteSpan(start: raw.start, end: written)
      if sawSlash, !plusIsSpace,
        let part = URLBytes.firstDotPart(
          in: UnsafeBufferPointer(rebasing: output[span.start..<span.end]))
      {
        return fail(
          .dotSegment(
            isDotDot: part.isDotDot,
            offset: URLBytes.sourceOffset(ofDecoded: part.offset, from: raw.start, in: source)))
      }
      // Past ASCII, the text must be UTF-8 and hold none of the longer control characters.
      if sawHighByte {
        let decoded = UnsafeBufferPointer(rebasing: output[span.start..<span.end])
        guard UTF8Validation.isValid(decoded) else { return fail(.invalidUTF8(offset: raw.start)) }
        if let offset = ControlCharacters.firstOffset(in: decoded) {
          return fail(
            .controlCharacter(
              offset: URLBytes.sourceOffset(ofDecoded: offset, from: raw.start, in: source)))
        }
      }
      return span
    }

    /// Records why the link is refused; nil, for the span that failed.
    private mutating func fail(_ reason: Failure) -> ByteSpan? {
      failure = reason
      return nil
    }

    /// The `LinkRejection.Reason`s a decoder finds, without the text a dot segment's reason holds.
    enum Failure {
      case emptySegment(offset: Int)
      case dotSegment(isDotDot: Bool, offset: Int)
      case decodedBackslash(offset: Int)
      case malformedEscape(offset: Int)
      case controlCharacter(offset: Int)
      case invalidUTF8(offset: Int)

      var reason: LinkRejection.Reason {
        switch self {
        case .emptySegment(let offset): .emptySegment(offset: offset)
        case .decodedBackslash(let offset): .decodedBackslash(offset: offset)
        case .dotSegment(let isDotDot, let offset):
          .dotSegment(isDotDot ? ".." : ".", offset: offset)
        case .malformedEscape(let offset): .malformedEscape(offset: offset)
        case .controlCharacter(let offset): .controlCharacter(offset: offset)
        case .invalidUTF8(let offset): .invalidUTF8(offset: offset)
        }
      }
    }
  }
}
