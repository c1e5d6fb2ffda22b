/// A typed screen parameter with its effective default.
public struct ParameterModel: Hashable, Sendable, Codable {
  public var name: String
  /// The argument label in generated Swift.
  public var swiftName: String
  public var type: ValueType
  public var isOptional: Bool
  /// The default, converted to the parameter's type; `.null` for an optional without one; `nil`
  /// when the parameter is required.
  public var defaultValue: ConstantValue?
  public var docs: [String]

  public init(
    name: String, swiftName: String, type: ValueType, isOptional: Bool,
    defaultValue: ConstantValue?, docs: [String]
  ) {
    self.name = name
    self.swiftName = swiftName
    self.type = type
    self.isOptional = isOptional
    self.defaultValue = defaultValue
    self.docs = docs
  }

  /// Whether every landing must supply a value.
  public var isRequired: Bool { defaultValue == nil }

  /// The Swift spelling of the type, such as `Int?`.
  public var swiftType: String { type.swiftName + (isOptional ? "?" : "") }
}
