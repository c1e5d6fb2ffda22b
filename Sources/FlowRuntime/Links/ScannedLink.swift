/// A checked, decoded link as spans into temporary storage; valid only inside `LinkScanner.scan`.
struct ScannedLink {
  /// The link as written.
  let source: UnsafeBufferPointer<UInt8>
  /// Decoded segments and query items, back to back.
  let decoded: UnsafeBufferPointer<UInt8>
  let layout: LinkLayout
  /// Spans into `decoded`, one per path segment (a custom scheme's host first).
  let segments: UnsafeBufferPointer<ByteSpan>
  /// Key and value spans into `decoded`, in link order.
  let queryItems: UnsafeBufferPointer<QueryItemSpan>

  /// The decoded bytes of `span`.
  func bytes(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: decoded[span.start..<span.end])
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

  /// The path as written, with a custom scheme's host as its first segment (`/projects/42`).
  var pathText: String {
    let path = UnsafeBufferPointer(rebasing: source[layout.path.start..<layout.path.end])
    if layout.isUniversalLink {
      return path.isEmpty ? "/" : String(decoding: path, as: UTF8.self)
    }
    let host = UnsafeBufferPointer(rebasing: source[layout.host.start..<layout.host.end])
    return "/" + String(decoding: host, as: UTF8.self) + String(decoding: path, as: UTF8.self)
  }

  /// The value of the only query item named `key`: `.absent`, `.repeated`, or `.present(span)`.
  func queryValue(for key: UnsafeBufferPointer<UInt8>) -> QueryLookup {
    var found: ByteSpan?
    for item in queryItems where item.key.count == key.count && bytes(item.key).elementsEqual(key) {
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
