/// The types one flow is made of; generated code conforms an empty enum (`Archon`) to it, and the
/// compiler uses string-typed stand-ins to run `flowc resolve` through the same engine.
public protocol FlowSpec {
  /// A stage of the app's life (`launch`, `onboarding`, `main`).
  associatedtype Phase: Hashable & Codable & Sendable
  /// A tab of a phase that shows tabs.
  associatedtype Tab: Hashable & Codable & Sendable
  /// Every declared screen, sheet and cover without its arguments: what guards, handlers and the
  /// navigation graph are keyed by, so a key names a destination that exists.
  associatedtype Destination: Hashable & Sendable
  /// Every pushable screen, with its typed arguments.
  associatedtype Screen: FlowDestination where Screen.Kind == Destination
  /// Every sheet, with its typed arguments.
  associatedtype Sheet: FlowDestination where Sheet.Kind == Destination
  /// Every full-screen cover, with its typed arguments.
  associatedtype Cover: FlowDestination where Cover.Kind == Destination
  /// Something the app tells the navigator (`signedIn`).
  associatedtype Event: Hashable & Codable & Sendable
  /// A Boolean the app supplies at run time (`session`).
  associatedtype Condition: Hashable & Codable & Sendable
  /// One case per URL route, with the values the URL carried.
  associatedtype Route: Hashable & Codable & Sendable
}
