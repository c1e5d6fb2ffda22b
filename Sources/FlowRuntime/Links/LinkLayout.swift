/// Where the parts of a link are, found in one pass over the still-encoded bytes, with every check
/// that needs no decoding: characters, scheme, authority, host, port and the segment count.
package struct LinkLayout {
  /// The most bytes a link may have.
  package static let maximumLength = 8192
  /// The most path segments a link may have, counting a custom scheme's host.
  package static let maximumSegments = 64

  var scheme: ByteSpan
  var isUniversalLink: Bool
  var host: ByteSpan
  /// From the end of the authority to `?`, `#` or the end; empty or starting with `/`.
  var path: ByteSpan
  /// The raw segments of `path` after dropping one trailing `/` (a root path has none).
  var pathBody: ByteSpan?
  var query: ByteSpan?
  var segmentCount: Int
  /// An upper bound on the query items, for sizing storage.
  var queryItemCapacity: Int
  /// Whether any byte before `#` is `%` or `+`; without them the decoded text is the link's own.
  var needsDecoding: Bool

  /// Locates the parts of `source`, or throws why the link is refused: a typed throw, so that the
  /// layout comes back as a plain value rather than inside a `Result` that carries a reason's
  /// strings.
  static func locate(
    _ source: UnsafeBufferPointer<UInt8>, configuration: LinkConfiguration
  ) throws(LinkRejection) -> LinkLayout {
    func fail(_ reason: LinkRejection.Reason) -> LinkRejection {
      LinkRejection(reason)
    }
    func disallowed(_ byte: UInt8, at offset: Int) -> LinkRejection {
      fail(
        byte == UInt8(ascii: "\\")
          ? .backslash(offset: offset) : .disallowedCharacter(byte: byte, offset: offset))
    }
    // One pass up to `#` checks every byte and notes what the parts below need: the first `?`, the
    // `/`s before it, the `&`s after it, and whether anything needs decoding.
    let count = source.count
    var offset = 0
    var question: Int?
    var slashes = 0
    var ampersands = 0
    var needsDecoding = false
    let kinds = ByteKind.table
    scan: while offset < count {
      // Most bytes are letters, digits and `-._~:=`: a tight loop skips them.
      while offset < count, kinds[Int(source[offset])] == ByteKind.plain { offset += 1 }
      guard offset < count else { break }
      let byte = source[offset]
      switch kinds[Int(byte)] {
      case ByteKind.disallowed: throw disallowed(byte, at: offset)
      case ByteKind.hash: break scan
      case ByteKind.slash: if question == nil { slashes += 1 }
      case ByteKind.question: if question == nil { question = offset }
      case ByteKind.ampersand: if question != nil { ampersands += 1 }
      default: needsDecoding = true
      }
      offset += 1
    }
    let end = offset
    while offset < count {
      let byte = source[offset]
      guard URLBytes.isAllowedInLink(byte) else { throw disallowed(byte, at: offset) }
      offset += 1
    }

    guard count > 0, URLBytes.isLetter(source[0]) else { throw fail(.missingScheme) }
    var index = 1
    while index < end, URLBytes.isSchemeByte(source[index]) { index += 1 }
    guard index < end, source[index] == UInt8(ascii: ":") else { throw fail(.missingScheme) }
    let scheme = ByteSpan(start: 0, end: index)
    let schemeBytes = UnsafeBufferPointer(rebasing: source[0..<index])
    let isUniversalLink = URLBytes.isHTTPS(schemeBytes)
    guard isUniversalLink || configuration.acceptsScheme(schemeBytes) else {
      throw fail(.schemeNotAllowed(URLBytes.lowercasedText(schemeBytes)))
    }

    index += 1
    guard end - index >= 2, source[index] == UInt8(ascii: "/"),
      source[index + 1] == UInt8(ascii: "/")
    else { throw fail(.missingAuthority(scheme: URLBytes.lowercasedText(schemeBytes))) }
    index += 2
    let authorityStart = index
    var portStart: Int?
    while index < end, source[index] != UInt8(ascii: "/"), source[index] != UInt8(ascii: "?") {
      if source[index] == UInt8(ascii: "@") { throw fail(.userInfo) }
      if source[index] == UInt8(ascii: ":"), portStart == nil { portStart = index + 1 }
      index += 1
    }
    let host = ByteSpan(start: authorityStart, end: portStart.map { $0 - 1 } ?? index)
    guard !host.isEmpty else { throw fail(.missingHost) }
    if let portStart {
      let port = UnsafeBufferPointer(rebasing: source[portStart..<index])
      guard isUniversalLink, port.elementsEqual("443".utf8) else {
        throw fail(.portNotAllowed(String(decoding: port, as: UTF8.self)))
      }
    }
    let hostBytes = UnsafeBufferPointer(rebasing: source[host.start..<host.end])
    if isUniversalLink, !configuration.acceptsHost(hostBytes) {
      throw fail(.hostNotAllowed(URLBytes.lowercasedText(hostBytes)))
    }

    // The authority stops at the first `/` or `?`, so the path runs from here to that `?`, and the
    // only `/`s before the path are the two after the scheme.
    let pathStart = index
    let path = ByteSpan(start: pathStart, end: question ?? end)
    let query = question.map { ByteSpan(start: $0 + 1, end: end) }

    // "/" and "" are the root; otherwise drop the leading "/" and one trailing "/".
    var pathBody: ByteSpan?
    var segmentCount = isUniversalLink ? 0 : 1
    if path.count > 1 {
      let hasTrailingSlash = source[path.end - 1] == UInt8(ascii: "/")
      pathBody = ByteSpan(start: path.start + 1, end: hasTrailingSlash ? path.end - 1 : path.end)
      segmentCount += slashes - 2 - (hasTrailingSlash ? 1 : 0)
    }
    guard segmentCount <= maximumSegments else {
      throw fail(.tooManySegments(count: segmentCount, limit: maximumSegments))
    }
    let queryItemCapacity = query == nil ? 0 : ampersands + 1
    return LinkLayout(
      scheme: scheme, isUniversalLink: isUniversalLink, host: host, path: path,
      pathBody: pathBody, query: query, segmentCount: segmentCount,
      queryItemCapacity: queryItemCapacity, needsDecoding: needsDecoding)
  }

  /// What the first pass of `locate` does with each ASCII byte, looked up in one table.
  private enum ByteKind {
    static let disallowed: UInt8 = 0
    static let plain: UInt8 = 1
    static let hash: UInt8 = 2
    static let slash: UInt8 = 3
    static let question: UInt8 = 4
    static let ampersand: UInt8 = 5
    /// `%` or `+`: the text needs decoding.
    static let escape: UInt8 = 6

    /// The kind of every byte (from 128 up, disallowed), so the loop needs no range check.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      for byte in 0..<256 {
        let value = UInt8(byte)
        table[byte] =
          switch value {
          case _ where !URLBytes.isAllowedInLink(value): disallowed
          case UInt8(ascii: "#"): hash
          case UInt8(ascii: "/"): slash
          case UInt8(ascii: "?"): question
          case UInt8(ascii: "&"): ampersand
          case UInt8(ascii: "%"), UInt8(ascii: "+"): escape
          default: plain
          }
      }
      return UnsafePointer(table)
    }()
  }
}
