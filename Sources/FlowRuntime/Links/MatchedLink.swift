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
  public let routeIndex: Int
  let link: DecodedLink
  /// Unowned: the table holding the trie outlives every match it hands to a closure, and a match
  /// without a counted reference copies as plain words, with no retain and release per read.
  unowned(unsafe) let trie: RouteTrie

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
    trie.capture(ofRoute: routeIndex, at: position)
  }

  /// The decoded bytes of a path placeholder or a present query value.
  private func bytes(of capture: RouteTrie.Capture) -> UnsafeBufferPointer<UInt8>? {
    switch capture {
    case .segment(let depth):
      return depth < link.segments.count ? link.bytes(link.segments[depth]) : nil
    case .catchAll:
      return nil
    case .query(let index):
      guard let key = trie.queryKey(ofRoute: routeIndex, at: index),
        case .present(let span) = trie.withBytes(of: key, link.queryValue(for:))
      else { return nil }
      return link.bytes(span)
    }
  }
}
