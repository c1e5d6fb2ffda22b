extension RouteSpec {
  /// `key={name: Type}` after `?`: a query item bound to a parameter.
  public struct QueryParameter: Hashable, Sendable, Codable {
    /// The key in the link (`line`).
    public var key: String
    /// The parameter it binds (`line`, or another name when the key differs).
    public var name: String
    /// The type the item's value must parse as; an ill-typed value fails the route.
    public var type: ParameterType
    /// Whether a link without this item matches nothing (the parameter has no default).
    public var isRequired: Bool

    /// Describes one query item.
    public init(key: String, name: String, type: ParameterType, isRequired: Bool) {
      self.key = key
      self.name = name
      self.type = type
      self.isRequired = isRequired
    }
  }
}
