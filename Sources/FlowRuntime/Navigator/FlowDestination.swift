/// A screen, sheet or cover value that knows which declared destination it is, so guards, handlers
/// and the navigation graph keyed by that destination apply to generated enums and to the
/// compiler's string-typed stand-ins alike.
public protocol FlowDestination: Hashable, Codable, Sendable {
  /// The destination without its values, one per declared screen, sheet and cover: the key of
  /// guards, handlers and the graph, a type so a misspelt key does not compile.
  associatedtype Kind: Hashable & Sendable

  /// Which declared destination this is (`.projectDetail`), whatever the associated values.
  var kind: Kind { get }

  /// The name in the `.flow` file (`ProjectDetail`), for display and descriptions; the navigator
  /// never looks anything up by it (it uses `kind`).
  var destinationName: String { get }
}

extension FlowDestination where Kind: RawRepresentable, Kind.RawValue == String {
  /// The declared name, which generated destination kinds carry as their raw value.
  public var destinationName: String { kind.rawValue }
}
