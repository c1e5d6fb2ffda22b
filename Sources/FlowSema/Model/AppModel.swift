/// The app's identity and deep-link policies, from `app Name { ... }`.
public struct AppModel: Hashable, Sendable, Codable {
  /// The name as written in the spec.
  public var name: String
  /// The prefix of every generated type (`Archon` -> `ArchonTab`, `ArchonRoute`).
  public var typePrefix: String
  /// Custom URL schemes, lowercased (they compare case-insensitively).
  public var schemes: [String]
  /// Universal-link hosts, lowercased (they compare case-insensitively).
  public var hosts: [String]
  public var restoration: RestorationPolicy
  /// What a deep link does to the landing tab's stack unless the route says otherwise.
  public var stackPolicy: StackPolicy
  /// What a deep link does to an open sheet or cover unless the route says otherwise.
  public var presentationPolicy: PresentationPolicy
  public var docs: [String]

  public init(
    name: String, typePrefix: String, schemes: [String], hosts: [String],
    restoration: RestorationPolicy, stackPolicy: StackPolicy,
    presentationPolicy: PresentationPolicy, docs: [String]
  ) {
    self.name = name
    self.typePrefix = typePrefix
    self.schemes = schemes
    self.hosts = hosts
    self.restoration = restoration
    self.stackPolicy = stackPolicy
    self.presentationPolicy = presentationPolicy
    self.docs = docs
  }
}
