import Foundation

extension ScannedLink {
  /// Whether this link's text has a mark of a `URL(string:)` repair (a `%`, or an `xn--` in any
  /// case: `URL.mayBeRepaired`) where a repair can leave one in a link that was accepted, read
  /// mostly from what the scan already found, so that a hit without an escape pays next to nothing.
  ///
  /// Foundation percent-encodes a path, query or fragment and IDNA-encodes a host (measured:
  /// docs/DeepLinks.md, "Reading a URL"). An accepted link's scheme holds only letters, digits,
  /// `+-.`, its port is exactly `443` (a port Foundation would repair makes no `URL` at all), and it
  /// has no user info, so a mark can only be in these: a `%` in the path is an escaped segment (a
  /// custom scheme's host is segment 0); one in the query is an item with a `%` or a `+` (every item
  /// past the 64 with a bit counts as one), and then the query and fragment are scanned for it; the
  /// host is scanned for `xn--` and the fragment for both, since the scan decodes neither.
  var mayBeRepaired: Bool {
    if layout.escapedSegments != 0 { return true }
    if URL.mayBeRepaired(bytes(layout.host)) { return true }
    let queryMayHoldEscape =
      layout.escapedQueryItems != 0 || layout.queryItemCount > UInt64.bitWidth
    let unread =
      queryMayHoldEscape ? ByteSpan(start: layout.path.end, end: source.count) : layout.fragment
    return URL.mayBeRepaired(bytes(unread))
  }

  /// The link's bytes in `span`.
  private func bytes(_ span: ByteSpan) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: source[span.start..<span.end])
  }
}
