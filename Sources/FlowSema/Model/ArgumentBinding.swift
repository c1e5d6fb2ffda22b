/// Where a landing's parameter value comes from.
public enum ArgumentBinding: Hashable, Sendable, Codable {
  /// The value the URL supplies for this placeholder (path or query).
  case placeholder(String)
  /// A constant written in the spec.
  case literal(ConstantValue)
  /// The parameter's default; for an optional query item, also what a missing item means.
  case defaultValue
}
