/// Where the parts of a link are, found in one pass over the still-encoded bytes, with every check
/// that needs no decoding: characters, scheme, authority, host, port and the segment count.
struct LinkLayout {
  /// The most bytes a link may have.
  static let maximumLength = 8192
  /// The most path segments a link may have, counting a custom scheme's host.
  static let maximumSegments = 64

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

  /// Locates the parts of `source`, or says why the link is refused.
  static func locate(
    _ source: UnsafeBufferPointer<UInt8>, configuration: LinkConfiguration
  ) -> Result<LinkLayout, LinkRejection> {
    func fail(_ reason: LinkRejection.Reason) -> Result<LinkLayout, LinkRejection> {
      .failure(LinkRejection(reason))
    }
    let count = source.count
    var end = count
    for offset in 0..<count {
      let byte = source[offset]
      guard URLBytes.isAllowedInLink(byte) else {
        return fail(
          byte == UInt8(ascii: "\\")
            ? .backslash(offset: offset) : .disallowedCharacter(byte: byte, offset: offset))
      }
      if byte == UInt8(ascii: "#"), end == count { end = offset }
    }

    guard count > 0, URLBytes.isLetter(source[0]) else { return fail(.missingScheme) }
    var index = 1
    while index < end, URLBytes.isSchemeByte(source[index]) { index += 1 }
    guard index < end, source[index] == UInt8(ascii: ":") else { return fail(.missingScheme) }
    let scheme = ByteSpan(start: 0, end: index)
    let schemeBytes = UnsafeBufferPointer(rebasing: source[0..<index])
    let isUniversalLink = URLBytes.isHTTPS(schemeBytes)
    guard isUniversalLink || configuration.acceptsScheme(schemeBytes) else {
      return fail(.schemeNotAllowed(URLBytes.lowercasedText(schemeBytes)))
    }

    index += 1
    guard end - index >= 2, source[index] == UInt8(ascii: "/"),
      source[index + 1] == UInt8(ascii: "/")
    else { return fail(.missingAuthority(scheme: URLBytes.lowercasedText(schemeBytes))) }
    index += 2
    let authorityStart = index
    var portStart: Int?
    while index < end, source[index] != UInt8(ascii: "/"), source[index] != UInt8(ascii: "?") {
      if source[index] == UInt8(ascii: "@") { return fail(.userInfo) }
      if source[index] == UInt8(ascii: ":"), portStart == nil { portStart = index + 1 }
      index += 1
    }
    let host = ByteSpan(start: authorityStart, end: portStart.map { $0 - 1 } ?? index)
    guard !host.isEmpty else { return fail(.missingHost) }
    if let portStart {
      let port = UnsafeBufferPointer(rebasing: source[portStart..<index])
      guard isUniversalLink, port.elementsEqual("443".utf8) else {
        return fail(.portNotAllowed(String(decoding: port, as: UTF8.self)))
      }
    }
    let hostBytes = UnsafeBufferPointer(rebasing: source[host.start..<host.end])
    if isUniversalLink, !configuration.acceptsHost(hostBytes) {
      return fail(.hostNotAllowed(URLBytes.lowercasedText(hostBytes)))
    }

    let pathStart = index
    while index < end, source[index] != UInt8(ascii: "?") { index += 1 }
    let path = ByteSpan(start: pathStart, end: index)
    let query = index < end ? ByteSpan(start: index + 1, end: end) : nil

    // "/" and "" are the root; otherwise drop the leading "/" and one trailing "/".
    var pathBody: ByteSpan?
    if path.count > 1 {
      let bodyEnd = source[path.end - 1] == UInt8(ascii: "/") ? path.end - 1 : path.end
      pathBody = ByteSpan(start: path.start + 1, end: bodyEnd)
    }
    var segmentCount = isUniversalLink ? 0 : 1
    if let pathBody {
      segmentCount += 1
      for offset in pathBody.start..<pathBody.end where source[offset] == UInt8(ascii: "/") {
        segmentCount += 1
      }
    }
    guard segmentCount <= maximumSegments else {
      return fail(.tooManySegments(count: segmentCount, limit: maximumSegments))
    }

    var queryItemCapacity = 0
    if let query {
      queryItemCapacity = 1
      for offset in query.start..<query.end where source[offset] == UInt8(ascii: "&") {
        queryItemCapacity += 1
      }
    }
    return .success(
      LinkLayout(
        scheme: scheme, isUniversalLink: isUniversalLink, host: host, path: path,
        pathBody: pathBody, query: query, segmentCount: segmentCount,
        queryItemCapacity: queryItemCapacity))
  }
}
