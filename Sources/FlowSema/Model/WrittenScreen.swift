/// A screen of an `expect` line as written: the name is not resolved, because the compiler's
/// expectation checker, not FlowSema, reports a name that declares nothing.
public struct WrittenScreen: Hashable, Sendable, Codable {
  public var name: String
  public var arguments: [BoundArgument]

  public init(name: String, arguments: [BoundArgument]) {
    self.name = name
    self.arguments = arguments
  }
}
