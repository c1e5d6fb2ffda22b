/// A link taken apart by `LinkParser`: the parts routes are matched against, decoded once.
public struct ParsedLink: Hashable, Sendable {
  /// The scheme, lowercased (`archon`, `https`).
  public var scheme: String
  /// The host, lowercased; for a custom scheme this is `segments[0]` lowercased, for information
  /// only: matching uses `segments`, where the custom host keeps its case like any path segment.
  public var host: String
  /// Whether this is an `https` link to one of the app's universal-link hosts.
  public var isUniversalLink: Bool
  /// The path segments, each percent-decoded exactly once; a custom scheme's host is segment 0.
  public var segments: [String]
  /// The query items in order, decoded with `+` as a space; repeated keys are kept.
  public var query: [QueryItem]

  /// Builds a parsed link from its parts, as `LinkParser` does.
  public init(
    scheme: String, host: String, isUniversalLink: Bool, segments: [String], query: [QueryItem]
  ) {
    self.scheme = scheme
    self.host = host
    self.isUniversalLink = isUniversalLink
    self.segments = segments
    self.query = query
  }
}
