/// A scanned link's path segments and query items, decoded, as spans of one buffer: what the walk
/// compares and a match reads its values from. Valid only inside `LinkScanner.scan`.
///
/// Kept apart from the link's layout so that a `MatchedLink` carries only these three buffers and
/// copies as a few words, not the whole `ScannedLink`.
struct DecodedLink {
  /// Decoded segments and query items, back to back.
  let buffer: UnsafeBufferPointer<UInt8>
  /// Spans into `buffer`, one per path segment (a custom scheme's host first).
  let segments: UnsafeBufferPointer<ByteSpan>
  /// Key and value spans into `buffer`, in link order.
  let queryItems: UnsafeBufferPointer<QueryItemSpan>

  /// The decoded bytes of `span`: from its start, not through a range and a slice, whose checks
  /// cost more than the rest of reading a segment (every span is one `LinkLayout` located inside
  /// the buffer, and a decoded one only shrank).
  func bytes(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8> {
    assert(span.start >= 0 && span.start <= span.end && span.end <= buffer.count)
    return UnsafeBufferPointer(start: buffer.baseAddress.map { $0 + span.start }, count: span.count)
  }

  /// The decoded text of `span`.
  func text(_ span: ByteSpan) -> String {
    String(decoding: bytes(span), as: UTF8.self)
  }

  /// The decoded segments from `depth` on, joined with `/`: a catch-all's value.
  func catchAllText(from depth: Int) -> String {
    guard depth < segments.count else { return "" }
    let rest = UnsafeBufferPointer(rebasing: segments[depth...])
    let byteCount = rest.reduce(rest.count - 1) { $0 + $1.count }
    return String(unsafeUninitializedCapacity: byteCount) { output in
      var written = 0
      for span in rest {
        if written > 0 {
          output[written] = UInt8(ascii: "/")
          written += 1
        }
        for byte in bytes(span) {
          output[written] = byte
          written += 1
        }
      }
      return written
    }
  }

  /// The value of the only query item named `key`: `.absent`, `.repeated`, or `.present(span)`.
  func queryValue(for key: UnsafeRawBufferPointer) -> QueryLookup {
    queryValue(keyCount: key.count) { bytes($0).elementsEqual(key) }
  }

  /// `queryValue(for:)` for a key of `count` bytes, at most `LiteralHead.capacity`, given by its
  /// head: an item's key of that length is the key when its head is, two words compared rather
  /// than bytes one by one (which cost a match twice, checking the query and reading its values).
  func queryValue(forKeyHead head: LiteralHead, count: Int) -> QueryLookup {
    assert(count <= LiteralHead.capacity)
    return queryValue(keyCount: count) { LiteralHead(bytes($0)) == head }
  }

  /// The value of the only query item whose key has `keyCount` bytes and `isKey`.
  @inline(__always)
  private func queryValue(keyCount: Int, where isKey: (ByteSpan) -> Bool) -> QueryLookup {
    var found: ByteSpan?
    for item in queryItems where item.key.count == keyCount && isKey(item.key) {
      if found != nil { return .repeated }
      found = item.value
    }
    return found.map(QueryLookup.present) ?? .absent
  }

  /// One query item's decoded key and value.
  struct QueryItemSpan {
    var key: ByteSpan
    var value: ByteSpan
  }

  /// What a query key lookup found.
  enum QueryLookup {
    case absent
    case repeated
    case present(ByteSpan)
  }
}
