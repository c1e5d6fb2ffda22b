import Foundation

/// A link that matched, read in place: the route and its values still in the link's bytes, each
/// parsed only when asked for. What generated `init?(string:)` and `init?(url:)` read, so that a
/// match allocates nothing beyond the values it returns. Valid only inside the closure given to
/// `RouteTable.withMatch`.
///
/// Values are asked for by position, in the order the route declares its placeholders: path
/// placeholders and the catch-all left to right, then query parameters as written.
public struct MatchedLink {
  /// The index of the route in the array the `RouteTable` was built from.
  public var routeIndex: Int { Int(record.routeIndex) }
  /// Where the route's placeholders and query keys are, as the walk found it: a read looks nothing
  /// up by route index.
  private let record: RouteTrie.RouteRecord
  let link: DecodedLink
  /// Not counted: the table holding the trie outlives every match it hands to a closure, so a
  /// match copies as plain words, and each read borrows the trie without a retain and release
  /// (which an `unowned(unsafe)` reference still costs when it is read).
  private let unmanagedTrie: Unmanaged<RouteTrie>

  init(record: RouteTrie.RouteRecord, link: DecodedLink, trie: RouteTrie) {
    self.record = record
    self.link = link
    self.unmanagedTrie = Unmanaged.passUnretained(trie)
  }

  /// Runs `body` with the trie, borrowed.
  private func withTrie<Result>(_ body: (RouteTrie) -> Result) -> Result {
    unmanagedTrie._withUnsafeGuaranteedRef(body)
  }

  /// The `String` at `position`: a placeholder's decoded text, a catch-all's segments joined with
  /// `/`, or a query value; nil when absent (an optional query item) or of another type.
  public func string(at position: Int) -> String? {
    guard let capture = capture(at: position) else { return nil }
    if case .catchAll(let depth) = capture { return link.catchAllText(from: depth) }
    return bytes(of: capture).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The `Int` at `position`; nil when absent or of another type.
  public func int(at position: Int) -> Int? {
    capture(at: position).flatMap(bytes(of:)).flatMap(ParameterText.parseInt)
  }

  /// The `Double` at `position`; nil when absent or of another type.
  public func double(at position: Int) -> Double? {
    capture(at: position).flatMap(bytes(of:)).flatMap(ParameterText.parseDouble)
  }

  /// The `Bool` at `position`; nil when absent or of another type.
  public func bool(at position: Int) -> Bool? {
    capture(at: position).flatMap(bytes(of:)).flatMap(ParameterText.parseBool)
  }

  /// The `UUID` at `position`; nil when absent or of another type.
  public func uuid(at position: Int) -> UUID? {
    capture(at: position).flatMap(bytes(of:)).flatMap(ParameterText.parseUUID)
  }

  private func capture(at position: Int) -> RouteTrie.Capture? {
    record.capture(at: position)
  }

  /// The decoded bytes of a path placeholder or a present query value.
  private func bytes(of capture: RouteTrie.Capture) -> UnsafeBufferPointer<UInt8>? {
    switch capture {
    case .segment(let depth):
      return depth < link.segments.count ? link.bytes(link.segments[depth]) : nil
    case .catchAll:
      return nil
    case .query(let index):
      let lookup = withTrie { trie in
        trie.queryKey(of: record, at: index).map { trie.queryValue(of: $0, in: link) }
      }
      guard case .present(let span) = lookup else { return nil }
      return link.bytes(span)
    }
  }
}
