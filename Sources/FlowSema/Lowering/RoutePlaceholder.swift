/// A value a route's links carry: a path placeholder or a query item, in the order they become the
/// generated route case's associated values (path, then query).
public struct RoutePlaceholder: Hashable, Sendable {
  public var name: String
  public var type: ValueType
  /// Whether a matching link may leave it out (an optional query item).
  public var isOptional: Bool

  public init(name: String, type: ValueType, isOptional: Bool) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
  }
}
