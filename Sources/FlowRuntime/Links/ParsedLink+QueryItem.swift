extension ParsedLink {
  /// One decoded `key=value` query item; `key` alone has an empty value.
  public struct QueryItem: Hashable, Sendable {
    public var key: String
    public var value: String

    /// Pairs a key with its value.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }
}
