import FlowSema

extension RouteSummary {
  /// One placeholder of a route pattern, typed by the parameter it binds.
  public struct Parameter: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var type: ValueType
    public var location: Location
    /// Whether a URL without it matches nothing (path placeholders always, a catch-all never, as
    /// it may be empty; query items when they bind a parameter without a default).
    public var isRequired: Bool

    public init(name: String, type: ValueType, location: Location, isRequired: Bool) {
      self.name = name
      self.type = type
      self.location = location
      self.isRequired = isRequired
    }

    /// `id: Int (path)`, `path: String (rest of path)`, `line: Int (query line, optional)`.
    public var description: String {
      let head = "\(name): \(type.swiftName)"
      switch location {
      case .path: return head + " (path)"
      case .rest: return head + " (rest of path)"
      case .query(let key):
        return head + " (query \(key), " + (isRequired ? "required)" : "optional)")
      }
    }
  }

  /// Where in the URL a placeholder's value comes from.
  public enum Location: Hashable, Sendable {
    /// One path segment.
    case path
    /// A `{name...}` catch-all: the rest of the path.
    case rest
    /// A query item with this key.
    case query(key: String)
  }
}
