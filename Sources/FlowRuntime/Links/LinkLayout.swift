/// Where the parts of a link are, found in one pass over the still-encoded bytes with every check
/// that needs no decoding (characters, scheme, authority, host, port, the segment count), splitting
/// the path into segments and the query into items on the way, so that `LinkScanner` reads the
/// bytes only once more, and only where there is an escape to decode.
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
  /// From `#` to the end (empty when there is none): only checked, so kept for what looks for a
  /// `URL` repair's marks in the parts the scan does not decode.
  var fragment: ByteSpan
  /// The segments found (a custom scheme's host first), at most `maximumSegments`.
  var segmentCount: Int
  /// The non-empty query items found, counting those past the storage `locate` was given.
  var queryItemCount: Int
  /// The segments with a `%`, one bit each from the lowest, so that only they are decoded.
  var escapedSegments: UInt64
  /// The segments that are empty or start with `.`, one bit each from the lowest: with the escaped
  /// ones, the only segments that may yet be refused once decoded (empty, `.` or `..`).
  var emptyOrDotSegments: UInt64
  /// The first 64 query items with a `%` or `+`, one bit each from the lowest; items past them are
  /// all decoded.
  var escapedQueryItems: UInt64

  /// Whether any span has an escape: without one every span is already decoded.
  var needsDecoding: Bool {
    escapedSegments != 0 || escapedQueryItems != 0 || queryItemCount > UInt64.bitWidth
  }

  /// The scheme and authority of a link: read, with the app's schemes and hosts, before any storage
  /// is set aside for the segments, so that the closures around that storage capture no
  /// configuration (capturing it retained its arrays on every link).
  struct Authority {
    var scheme: ByteSpan
    var isUniversalLink: Bool
    var host: ByteSpan
    /// Whether the host has a `%`: a custom scheme's host is segment 0 and is then decoded.
    var hostHasEscape: Bool
    /// Where the path starts: the end of the authority.
    var end: Int
    /// The byte tables, read once per link and handed on to `locate`: each read of a global is a
    /// `swift_once` call.
    var kinds: ByteTables
  }

  /// Reads the scheme, authority, host and port of `source`, or throws why the link is refused.
  ///
  /// The reason is the one a check of the whole link in this order gives: a byte no link may have
  /// (the first), then the scheme, authority, host and port; `locate` then checks the rest and the
  /// segment count. The scheme and authority come first in the link and are short, so they are
  /// read first, and a reason found there yields to a disallowed byte further on.
  static func locateAuthority(
    _ source: UnsafeBufferPointer<UInt8>, configuration: borrowing LinkConfiguration
  ) throws(LinkRejection) -> Authority {
    let count = source.count
    let tables = ByteTables.shared
    func refuse(_ reason: LinkRejection.Reason) -> LinkRejection {
      if let offset = source.firstIndex(where: { !URLBytes.isAllowedInLink($0) }) {
        return disallowed(source[offset], at: offset)
      }
      return LinkRejection(reason)
    }

    guard count > 0, URLBytes.isLetter(source[0]) else { throw refuse(.missingScheme) }
    var index = skipPlain(source, from: 1, kinds: tables.scheme)
    guard index < count, source[index] == UInt8(ascii: ":") else { throw refuse(.missingScheme) }
    let scheme = ByteSpan(start: 0, end: index)
    let schemeBytes = UnsafeBufferPointer(rebasing: source[0..<index])
    let isUniversalLink = URLBytes.isHTTPS(schemeBytes)
    guard isUniversalLink || configuration.acceptsScheme(schemeBytes) else {
      throw refuse(.schemeNotAllowed(URLBytes.lowercasedText(schemeBytes)))
    }

    index += 1
    guard count - index >= 2, source[index] == UInt8(ascii: "/"),
      source[index + 1] == UInt8(ascii: "/")
    else { throw refuse(.missingAuthority(scheme: URLBytes.lowercasedText(schemeBytes))) }
    index += 2
    let authorityStart = index
    var portStart: Int?
    var hostHasEscape = false
    let kinds = tables.authority
    authority: while true {
      index = skipPlain(source, from: index, kinds: kinds)
      guard index < count else { break }
      switch kinds[Int(source[index])] {
      case AuthorityByte.end: break authority
      case AuthorityByte.at: throw refuse(.userInfo)
      case AuthorityByte.colon: if portStart == nil { portStart = index + 1 }
      case AuthorityByte.escape: hostHasEscape = true
      default: throw disallowed(source[index], at: index)
      }
      index += 1
    }
    let host = ByteSpan(start: authorityStart, end: portStart.map { $0 - 1 } ?? index)
    guard !host.isEmpty else { throw refuse(.missingHost) }
    if let portStart {
      let port = UnsafeBufferPointer(rebasing: source[portStart..<index])
      guard isUniversalLink, port.elementsEqual("443".utf8) else {
        throw refuse(.portNotAllowed(String(decoding: port, as: UTF8.self)))
      }
    }
    let hostBytes = UnsafeBufferPointer(rebasing: source[host.start..<host.end])
    if isUniversalLink, !configuration.acceptsHost(hostBytes) {
      throw refuse(.hostNotAllowed(URLBytes.lowercasedText(hostBytes)))
    }
    return Authority(
      scheme: scheme, isUniversalLink: isUniversalLink, host: host, hostHasEscape: hostHasEscape,
      end: index, kinds: tables)
  }

  /// Locates the rest of `source` after its `authority`, writing each segment and query item as
  /// written into `segments` (which holds `maximumSegments`) and `queryItems` (as many as fit:
  /// `queryItemCount` says how many there are), or throws why the link is refused: a disallowed
  /// byte, then the segment count.
  static func locate(
    _ source: UnsafeBufferPointer<UInt8>, after authority: Authority,
    segments: UnsafeMutableBufferPointer<ByteSpan>,
    queryItems: UnsafeMutableBufferPointer<DecodedLink.QueryItemSpan>
  ) throws(LinkRejection) -> LinkLayout {
    let count = source.count
    let isUniversalLink = authority.isUniversalLink
    var index = authority.end

    var segmentCount = 0
    var emptyOrDotSegments: UInt64 = 0
    func addSegment(_ span: ByteSpan) {
      if segmentCount < segments.count { segments[segmentCount] = span }
      // A count past 63 shifts the bit out; such a link is refused for too many segments.
      if span.isEmpty || source[span.start] == UInt8(ascii: ".") {
        emptyOrDotSegments |= 1 << segmentCount
      }
      segmentCount += 1
    }
    var escapedSegments: UInt64 = 0
    if !isUniversalLink {
      if authority.hostHasEscape { escapedSegments = 1 }
      addSegment(authority.host)
    }

    // The path: `/` and `` are the root, and one trailing `/` is dropped, so a piece ending at a
    // `/` is a segment even when empty (refused once decoded), and the last piece only when not.
    let pathStart = index
    if index < count, source[index] == UInt8(ascii: "/") {
      index += 1
      var pieceStart = index
      let kinds = authority.kinds.path
      while true {
        // Most bytes are letters, digits and `-._~:=&+`: a tight loop skips them.
        index = skipPlain(source, from: index, kinds: kinds)
        let kind = index < count ? kinds[Int(source[index])] : PathByte.end
        if kind == PathByte.slash {
          addSegment(ByteSpan(start: pieceStart, end: index))
          index += 1
          pieceStart = index
        } else if kind == PathByte.escape {
          // A count past 63 shifts the bit out; such a link is refused for too many segments.
          escapedSegments |= 1 << segmentCount
          index += 1
        } else if kind == PathByte.disallowed {
          throw disallowed(source[index], at: index)
        } else {
          if index > pieceStart { addSegment(ByteSpan(start: pieceStart, end: index)) }
          break
        }
      }
    }
    let path = ByteSpan(start: pathStart, end: index)

    // The query: items split at `&` (empty ones skipped), each key ending at its first `=`.
    var queryItemCount = 0
    var escapedQueryItems: UInt64 = 0
    if index < count, source[index] == UInt8(ascii: "?") {
      index += 1
      var itemStart = index
      var equals: Int?
      let kinds = authority.kinds.query
      while true {
        index = skipPlain(source, from: index, kinds: kinds)
        let kind = index < count ? kinds[Int(source[index])] : QueryByte.end
        if kind == QueryByte.equals {
          if equals == nil { equals = index }
          index += 1
        } else if kind == QueryByte.escape {
          escapedQueryItems |= 1 << queryItemCount
          index += 1
        } else if kind == QueryByte.disallowed {
          throw disallowed(source[index], at: index)
        } else {
          if index > itemStart {
            let item = DecodedLink.QueryItemSpan(
              key: ByteSpan(start: itemStart, end: equals ?? index),
              value: ByteSpan(start: equals.map { $0 + 1 } ?? index, end: index))
            if queryItemCount < queryItems.count { queryItems[queryItemCount] = item }
            queryItemCount += 1
          }
          guard kind == QueryByte.ampersand else { break }
          index += 1
          itemStart = index
          equals = nil
        }
      }
    }

    // The fragment, from `#`: only checked.
    let fragment = ByteSpan(start: index, end: count)
    while index < count {
      let byte = source[index]
      guard URLBytes.isAllowedInLink(byte) else { throw disallowed(byte, at: index) }
      index += 1
    }
    guard segmentCount <= maximumSegments else {
      throw LinkRejection(.tooManySegments(count: segmentCount, limit: maximumSegments))
    }
    return LinkLayout(
      scheme: authority.scheme, isUniversalLink: isUniversalLink, host: authority.host, path: path,
      fragment: fragment, segmentCount: segmentCount, queryItemCount: queryItemCount,
      escapedSegments: escapedSegments, emptyOrDotSegments: emptyOrDotSegments,
      escapedQueryItems: escapedQueryItems)
  }

  /// The index of the first byte from `index` on whose kind is not plain (0 in every table), or
  /// the end: four bytes a step while four remain, their kinds packed into one word whose lowest
  /// set bit says which byte stopped the run, so that most segments end without a byte-by-byte
  /// loop; then one by one.
  @inline(__always)
  private static func skipPlain(
    _ source: UnsafeBufferPointer<UInt8>, from index: Int, kinds: UnsafePointer<UInt8>
  ) -> Int {
    let count = source.count
    var index = index
    while index &+ 4 <= count {
      let packed =
        UInt32(kinds[Int(source[index])]) | UInt32(kinds[Int(source[index &+ 1])]) &<< 8
        | UInt32(kinds[Int(source[index &+ 2])]) &<< 16
        | UInt32(kinds[Int(source[index &+ 3])]) &<< 24
      if packed != 0 { return index &+ packed.trailingZeroBitCount &>> 3 }
      index &+= 4
    }
    while index < count, kinds[Int(source[index])] == 0 { index &+= 1 }
    return index
  }

  private static func disallowed(_ byte: UInt8, at offset: Int) -> LinkRejection {
    LinkRejection(
      byte == UInt8(ascii: "\\")
        ? .backslash(offset: offset) : .disallowedCharacter(byte: byte, offset: offset))
  }

  /// Which bytes continue a scheme after its first letter (`ALPHA / DIGIT / "+" / "-" / "."`, kind
  /// 0), so that `skipPlain` reads a scheme as it reads a path.
  private enum SchemeByte {
    static func kind(_ byte: UInt8) -> UInt8 { URLBytes.isSchemeByte(byte) ? 0 : 1 }
  }

  /// What the authority loop of `locateAuthority` does with each byte, looked up in one table.
  private enum AuthorityByte {
    static let plain: UInt8 = 0
    static let disallowed: UInt8 = 1
    /// `/`, `?` or `#`: the authority ends.
    static let end: UInt8 = 2
    /// `@`: user info, refused.
    static let at: UInt8 = 3
    /// `:`: a port follows.
    static let colon: UInt8 = 4
    /// `%`: a custom scheme's host needs decoding.
    static let escape: UInt8 = 5

    /// The kind of every byte (from 128 up, disallowed), so the loop needs no range check.
    static func kind(_ byte: UInt8) -> UInt8 {
      switch byte {
      case _ where !URLBytes.isAllowedInLink(byte): disallowed
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): end
      case UInt8(ascii: "@"): at
      case UInt8(ascii: ":"): colon
      case UInt8(ascii: "%"): escape
      default: plain
      }
    }
  }

  /// Whether the path loop reads `byte` as it is inside a segment: allowed in a link, and neither
  /// the end of the segment nor an escape. The checker counts a literal's shortest spelling in a
  /// link by it (FL0311), so the two agree on which bytes must travel as `%XX`.
  package static func isPlainInSegment(_ byte: UInt8) -> Bool {
    PathByte.kind(byte) == PathByte.plain
  }

  /// What the path loop of `locate` does with each byte, looked up in one table.
  private enum PathByte {
    static let plain: UInt8 = 0
    static let disallowed: UInt8 = 1
    static let slash: UInt8 = 2
    /// `%`: the segment needs decoding.
    static let escape: UInt8 = 3
    /// `?`, `#`, or past the last byte: the path ends.
    static let end: UInt8 = 4

    /// The kind of every byte (from 128 up, disallowed), so the loop needs no range check.
    static func kind(_ byte: UInt8) -> UInt8 {
      switch byte {
      case _ where !URLBytes.isAllowedInLink(byte): disallowed
      case UInt8(ascii: "/"): slash
      case UInt8(ascii: "%"): escape
      case UInt8(ascii: "?"), UInt8(ascii: "#"): end
      default: plain
      }
    }
  }

  /// What the query loop of `locate` does with each byte, looked up in one table.
  private enum QueryByte {
    static let plain: UInt8 = 0
    static let disallowed: UInt8 = 1
    static let ampersand: UInt8 = 2
    static let equals: UInt8 = 3
    /// `%` or `+`: the item needs decoding.
    static let escape: UInt8 = 4
    /// `#`, or past the last byte: the query ends.
    static let end: UInt8 = 5

    /// The kind of every byte (from 128 up, disallowed), so the loop needs no range check.
    static func kind(_ byte: UInt8) -> UInt8 {
      switch byte {
      case _ where !URLBytes.isAllowedInLink(byte): disallowed
      case UInt8(ascii: "&"): ampersand
      case UInt8(ascii: "="): equals
      case UInt8(ascii: "%"), UInt8(ascii: "+"): escape
      case UInt8(ascii: "#"): end
      default: plain
      }
    }
  }

  /// The 256-entry tables of byte kinds of each part of a link, allocated once and never freed,
  /// read without bounds checks; one global for all four, so that a link reads it once.
  struct ByteTables {
    fileprivate let scheme: UnsafePointer<UInt8>
    fileprivate let authority: UnsafePointer<UInt8>
    fileprivate let path: UnsafePointer<UInt8>
    fileprivate let query: UnsafePointer<UInt8>

    nonisolated(unsafe) static let shared = ByteTables(
      scheme: make(SchemeByte.kind), authority: make(AuthorityByte.kind), path: make(PathByte.kind),
      query: make(QueryByte.kind))

    private static func make(_ kind: (UInt8) -> UInt8) -> UnsafePointer<UInt8> {
      let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      for byte in 0..<256 { table[byte] = kind(UInt8(byte)) }
      return UnsafePointer(table)
    }
  }
}
