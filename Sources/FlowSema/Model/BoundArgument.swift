/// One parameter of a screen in a landing and where its value comes from.
public struct BoundArgument: Hashable, Sendable, Codable {
  public var parameter: String
  public var binding: ArgumentBinding

  public init(parameter: String, binding: ArgumentBinding) {
    self.parameter = parameter
    self.binding = binding
  }
}
