/// A checked, decoded link as spans into temporary storage; valid only inside `LinkScanner.scan`.
struct ScannedLink {
  /// The link as written.
  let source: UnsafeBufferPointer<UInt8>
  let layout: LinkLayout
  /// The segments and query items, decoded.
  let decoded: DecodedLink

  /// The path as written, with a custom scheme's host as its first segment (`/projects/42`).
  var pathText: String {
    let path = UnsafeBufferPointer(rebasing: source[layout.path.start..<layout.path.end])
    if layout.isUniversalLink {
      return path.isEmpty ? "/" : String(decoding: path, as: UTF8.self)
    }
    let host = UnsafeBufferPointer(rebasing: source[layout.host.start..<layout.host.end])
    return "/" + String(decoding: host, as: UTF8.self) + String(decoding: path, as: UTF8.self)
  }
}
