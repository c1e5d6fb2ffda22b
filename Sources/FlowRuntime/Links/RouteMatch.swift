import Foundation

/// A link that matched: which route, and every value it binds.
public struct RouteMatch: Hashable, Sendable {
  /// The index of the route in the array the `RouteTable` was built from.
  public var routeIndex: Int
  /// Path placeholders, the catch-all (as `.string`, segments joined with `/`), and the query
  /// items present; an absent optional query item is absent here too.
  public var values: [String: ParameterValue]

  /// Pairs a route with its values.
  public init(routeIndex: Int, values: [String: ParameterValue]) {
    self.routeIndex = routeIndex
    self.values = values
  }

  /// The value bound to `name`, if any.
  public subscript(name: String) -> ParameterValue? { values[name] }

  /// The `String` bound to `name`; nil when absent or of another type.
  public func string(_ name: String) -> String? {
    guard case .string(let value) = values[name] else { return nil }
    return value
  }

  /// The `Int` bound to `name`; nil when absent or of another type.
  public func int(_ name: String) -> Int? {
    guard case .int(let value) = values[name] else { return nil }
    return value
  }

  /// The `Double` bound to `name`; nil when absent or of another type.
  public func double(_ name: String) -> Double? {
    guard case .double(let value) = values[name] else { return nil }
    return value
  }

  /// The `Bool` bound to `name`; nil when absent or of another type.
  public func bool(_ name: String) -> Bool? {
    guard case .bool(let value) = values[name] else { return nil }
    return value
  }

  /// The `UUID` bound to `name`; nil when absent or of another type.
  public func uuid(_ name: String) -> UUID? {
    guard case .uuid(let value) = values[name] else { return nil }
    return value
  }
}
