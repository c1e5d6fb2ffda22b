/// A parsed route pattern such as `/projects/{id}/code/{path...}?line={line}`.
///
/// Patterns are written once for every scheme and host: for a custom scheme the URL's host is the
/// first path segment (`archon://projects/42` matches `/projects/{id}`).
public struct RoutePattern: Hashable, Sendable {
  public var segments: [Segment]
  public var query: [QueryItem]

  public init(segments: [Segment], query: [QueryItem]) {
    self.segments = segments
    self.query = query
  }

  /// One path segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Text that must equal the URL's (decoded) segment exactly.
    case literal(String, range: SourceRange)
    /// `{name}` or `{name: Type}`: one segment bound to a parameter.
    case placeholder(name: Identifier, type: TypeReference?, range: SourceRange)
    /// `{name...}`: the rest of the path, joined with `/`, bound to a `String` parameter.
    case catchAll(name: Identifier, range: SourceRange)

    /// The name a placeholder or catch-all binds; `nil` for a literal.
    public var placeholderName: Identifier? {
      switch self {
      case .literal: nil
      case .placeholder(let name, _, _), .catchAll(let name, _): name
      }
    }

    public var range: SourceRange {
      switch self {
      case .literal(_, let range), .placeholder(_, _, let range), .catchAll(_, let range): range
      }
    }
  }

  /// `key={name}` or `key={name: Type}` after `?`: a query item bound to a parameter.
  public struct QueryItem: Hashable, Sendable {
    public var key: String
    public var name: Identifier
    public var type: TypeReference?
    public var range: SourceRange

    public init(key: String, name: Identifier, type: TypeReference?, range: SourceRange) {
      self.key = key
      self.name = name
      self.type = type
      self.range = range
    }
  }

  /// Calls `body` with every placeholder name, path first then query, in order, listing none.
  /// Segments are matched in place, by position: copying each one out, literals included, was most
  /// of what a check asking every route's names cost.
  public func forEachPlaceholderName(_ body: (Identifier) -> Void) {
    for index in segments.indices {
      switch segments[index] {
      case .literal: continue
      case .placeholder(let name, _, _), .catchAll(let name, _): body(name)
      }
    }
    for index in query.indices { body(query[index].name) }
  }

  /// Every placeholder name, path first then query, in order.
  public var placeholderNames: [Identifier] {
    var names: [Identifier] = []
    names.reserveCapacity(segments.count + query.count)
    forEachPlaceholderName { names.append($0) }
    return names
  }
}
