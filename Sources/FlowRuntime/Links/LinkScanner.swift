/// Reads a link string into a `ScannedLink`: the length first, then the layout, then each segment
/// and query item decoded once into temporary storage. Never uses Foundation's URL parsing.
enum LinkScanner {
  /// Scans `url` and runs `body` on the result, or says why the link is refused.
  static func scan<Result>(
    _ url: String, configuration: LinkConfiguration, _ body: (ScannedLink) -> Result
  ) -> Swift.Result<Result, LinkRejection> {
    let length = url.utf8.count
    guard length <= LinkLayout.maximumLength else {
      return .failure(
        LinkRejection(.tooLong(byteCount: length, limit: LinkLayout.maximumLength)))
    }
    // A native string lends its bytes as they are; only another kind is copied first.
    if let result = url.utf8.withContiguousStorageIfAvailable({
      scan($0, configuration: configuration, body)
    }) {
      return result
    }
    var url = url
    return url.withUTF8 { source in scan(source, configuration: configuration, body) }
  }

  private static func scan<Result>(
    _ source: UnsafeBufferPointer<UInt8>, configuration: LinkConfiguration,
    _ body: (ScannedLink) -> Result
  ) -> Swift.Result<Result, LinkRejection> {
    let layout: LinkLayout
    do {
      layout = try LinkLayout.locate(source, configuration: configuration)
    } catch {
      return .failure(error)
    }
    // A link with nothing to decode is its own decoded text: no copy. Otherwise the link is copied
    // once and only the spans with an escape are decoded, in place, so every span keeps its
    // offset and the rest of the text is never touched again.
    let decodedCapacity = layout.needsDecoding ? source.count : 0
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(decodedCapacity, 1)) {
      decoded in
      if layout.needsDecoding {
        _ = decoded.initialize(fromContentsOf: source)
      }
      return withUnsafeTemporaryAllocation(
        of: ByteSpan.self, capacity: max(layout.segmentCount, 1)
      ) { segments in
        withUnsafeTemporaryAllocation(
          of: DecodedLink.QueryItemSpan.self, capacity: max(layout.queryItemCapacity, 1)
        ) { queryItems in
          var decoder = Decoder(
            source: source, output: decoded, copies: layout.needsDecoding, segments: segments,
            queryItems: queryItems)
          if let failure = decoder.decodeAll(layout) { return .failure(LinkRejection(failure)) }
          // The layout sized the buffers; the decoder counts past them rather than writing, so
          // memory stays safe even if it were wrong.
          guard decoder.segmentCount <= segments.count, decoder.itemCount <= queryItems.count else {
            let limit = LinkLayout.maximumSegments
            return .failure(
              LinkRejection(.tooManySegments(count: decoder.segmentCount, limit: limit)))
          }
          let link = ScannedLink(
            source: source, layout: layout,
            decoded: DecodedLink(
              buffer: decoder.text,
              segments: UnsafeBufferPointer(rebasing: segments[0..<decoder.segmentCount]),
              queryItems: UnsafeBufferPointer(rebasing: queryItems[0..<decoder.itemCount])))
          return .success(body(link))
        }
      }
    }
  }

  /// Percent-decodes the spans of the source that have an escape, in place in `output` (a copy of
  /// the source: decoding only shrinks a span, so it never overwrites what it has yet to read); or,
  /// for a link without `%` or `+`, whose checked bytes are all printable ASCII, leaves every span
  /// where it is in the source. Either way a span's offsets are the source's.
  private struct Decoder {
    let source: UnsafeBufferPointer<UInt8>
    let output: UnsafeMutableBufferPointer<UInt8>
    /// Whether spans with an escape are decoded into `output`; when false every span is the
    /// source's own text.
    let copies: Bool
    let segments: UnsafeMutableBufferPointer<ByteSpan>
    let queryItems: UnsafeMutableBufferPointer<DecodedLink.QueryItemSpan>
    var segmentCount = 0
    var itemCount = 0
    /// Why the link is refused, once a span is; spans are returned as optionals rather than as
    /// `Result`s so that the common path never copies a reason.
    private var failure: LinkRejection.Reason?

    init(
      source: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, copies: Bool,
      segments: UnsafeMutableBufferPointer<ByteSpan>,
      queryItems: UnsafeMutableBufferPointer<DecodedLink.QueryItemSpan>
    ) {
      self.source = source
      self.output = output
      self.copies = copies
      self.segments = segments
      self.queryItems = queryItems
    }

    /// The text the spans point into.
    var text: UnsafeBufferPointer<UInt8> {
      copies ? UnsafeBufferPointer(output) : source
    }

    /// Decodes every segment and query item of `layout` into the buffers; nil when all are valid.
    mutating func decodeAll(_ layout: LinkLayout) -> LinkRejection.Reason? {
      if !layout.isUniversalLink {
        guard let span = segment(layout.host, escaped: copies) else { return failure }
        addSegment(span)
      }
      if let body = layout.pathBody {
        var start = body.start
        while true {
          var stop = start
          var escaped = false
          while stop < body.end {
            let byte = source[stop]
            if byte == UInt8(ascii: "/") { break }
            escaped = escaped || byte == UInt8(ascii: "%")
            stop += 1
          }
          guard let span = segment(ByteSpan(start: start, end: stop), escaped: escaped) else {
            return failure
          }
          addSegment(span)
          if stop == body.end { break }
          start = stop + 1
        }
      }
      if let query = layout.query {
        var start = query.start
        while start <= query.end {
          var stop = start
          var equals: Int?
          var escaped = false
          while stop < query.end {
            let byte = source[stop]
            if byte == UInt8(ascii: "&") { break }
            if byte == UInt8(ascii: "="), equals == nil { equals = stop }
            escaped = escaped || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
            stop += 1
          }
          if stop > start {
            var key = ByteSpan(start: start, end: equals ?? stop)
            var value = ByteSpan(start: equals.map { $0 + 1 } ?? stop, end: stop)
            if escaped {
              guard let decodedKey = decode(key, plusIsSpace: true),
                let decodedValue = decode(value, plusIsSpace: true)
              else { return failure }
              (key, value) = (decodedKey, decodedValue)
            }
            if itemCount < queryItems.count {
              queryItems[itemCount] = DecodedLink.QueryItemSpan(key: key, value: value)
            }
            itemCount += 1
          }
          start = stop + 1
        }
      }
      return nil
    }

    private mutating func addSegment(_ span: ByteSpan) {
      if segmentCount < segments.count { segments[segmentCount] = span }
      segmentCount += 1
    }

    /// Decodes one path segment (when it has an escape): not empty, and not `.` or `..` once
    /// decoded.
    private mutating func segment(_ raw: ByteSpan, escaped: Bool) -> ByteSpan? {
      guard !raw.isEmpty else { return fail(.emptySegment(offset: raw.start)) }
      var span = raw
      if escaped {
        guard let decoded = decode(raw, plusIsSpace: false) else { return nil }
        span = decoded
      }
      let text = self.text
      let isDot = text[span.start] == UInt8(ascii: ".")
      if isDot, span.count == 1 || (span.count == 2 && text[span.start + 1] == UInt8(ascii: ".")) {
        return fail(.dotSegment(span.count == 1 ? "." : "..", offset: raw.start))
      }
      return span
    }

    /// Decodes `%XX` escapes (and `+` in a query) in place, refusing malformed escapes, control
    /// characters and bytes that are not UTF-8; the span keeps its start and may end sooner.
    private mutating func decode(_ raw: ByteSpan, plusIsSpace: Bool) -> ByteSpan? {
      guard copies else { return raw }
      var written = raw.start
      var index = raw.start
      // Only an escape can produce a byte past ASCII; without one the text needs no UTF-8 check.
      var sawHighByte = false
      while index < raw.end {
        var byte = source[index]
        if byte == UInt8(ascii: "%") {
          guard raw.end - index >= 3, let high = URLBytes.hexValue(source[index + 1]),
            let low = URLBytes.hexValue(source[index + 2])
          else { return fail(.malformedEscape(offset: index)) }
          byte = high << 4 | low
          sawHighByte = sawHighByte || byte >= 0x80
          guard !URLBytes.isControl(byte) else { return fail(.controlCharacter(offset: index)) }
          index += 3
        } else {
          if plusIsSpace, byte == UInt8(ascii: "+") { byte = UInt8(ascii: " ") }
          index += 1
        }
        output[written] = byte
        written += 1
      }
      let span = ByteSpan(start: raw.start, end: written)
      guard
        !sawHighByte
          || UTF8Validation.isValid(UnsafeBufferPointer(rebasing: output[span.start..<span.end]))
      else {
        return fail(.invalidUTF8(offset: raw.start))
      }
      return span
    }

    /// Records why the link is refused; nil, for the span that failed.
    private mutating func fail(_ reason: LinkRejection.Reason) -> ByteSpan? {
      failure = reason
      return nil
    }
  }
}
