extension ParsedLink {
  /// One decoded `key=value` query item; `key` alone has an empty value.
  public struct QueryItem: Hashable, Sendable {
    /// The key, decoded with `+` as a space.
    public var key: String
    /// The value, decoded with `+` as a space; empty for a key alone.
    public var value: String

    /// Pairs a key with its value.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }
}
