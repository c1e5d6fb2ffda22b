/// A parameter type FlowKit supports.
public enum ValueType: String, Hashable, Sendable, Codable, CaseIterable {
  case string = "String"
  case int = "Int"
  case double = "Double"
  case bool = "Bool"
  case uuid = "UUID"

  /// The type's name in Swift, which is also how specs spell it.
  public var swiftName: String { rawValue }
}
