/// A named Boolean the app supplies at run time (`condition session`).
public struct ConditionModel: Hashable, Sendable, Codable {
  public var name: String
  /// The enum case name in generated Swift.
  public var swiftName: String
  public var docs: [String]

  public init(name: String, swiftName: String, docs: [String]) {
    self.name = name
    self.swiftName = swiftName
    self.docs = docs
  }
}
