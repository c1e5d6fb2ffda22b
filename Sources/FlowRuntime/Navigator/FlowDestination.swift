/// A screen, sheet or cover value that knows the name it was declared with, so guards and handlers
/// keyed by name apply to generated enums and to the compiler's string-typed stand-ins alike.
public protocol FlowDestination: Hashable, Codable, Sendable {
  /// The name in the `.flow` file (`ProjectDetail`), whatever the associated values.
  var destinationName: String { get }
}
