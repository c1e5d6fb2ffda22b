/// `key={name}` in a route pattern, typed by the parameter it binds.
public struct RouteQueryItem: Hashable, Sendable, Codable {
  /// The query key in the URL.
  public var key: String
  /// The placeholder name.
  public var name: String
  public var type: ValueType
  /// Whether the URL must carry this item to match (it binds a parameter without a default).
  public var isRequired: Bool

  public init(key: String, name: String, type: ValueType, isRequired: Bool) {
    self.key = key
    self.name = name
    self.type = type
    self.isRequired = isRequired
  }
}
