/// `session`, `!session` or `?session` in an `expect ... when`: a condition and its value at launch.
public struct ConditionTerm: Sendable {
  /// What the condition reports.
  public enum Value: Sendable, Hashable {
    /// `session`: it holds.
    case holds
    /// `!session`: it does not hold.
    case fails
    /// `?session`: not decided yet, like a session check that has not answered.
    case unknown
  }

  public var name: Identifier
  public var value: Value
  public var range: SourceRange

  public init(name: Identifier, value: Value, range: SourceRange) {
    self.name = name
    self.value = value
    self.range = range
  }

  /// The term as written in canonical form: `session`, `!session` or `?session`.
  public var text: String {
    switch value {
    case .holds: name.text
    case .fails: "!" + name.text
    case .unknown: "?" + name.text
    }
  }
}
