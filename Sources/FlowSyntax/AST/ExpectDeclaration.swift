/// `expect "archon://projects/42" -> ProjectDetail(id: 42)`, `-> nothing`, or with conditions
/// `expect "archon://projects/42" when !session -> held, then session -> ProjectDetail(id: 42)`: an
/// example the checker verifies against the routes and the navigator.
public struct ExpectDeclaration: Sendable {
  public enum Outcome: Sendable {
    /// The URL must land here at once; arguments are literals.
    case lands(Landing)
    /// The URL must match no route.
    case nothing(SourceRange)
    /// The URL must match a route and be held (the range is `held`'s); `then` says what must
    /// happen once some conditions become true.
    case held(SourceRange, then: FollowUp?)
  }

  /// `then session, premium -> Landing`: the conditions that become true (the app then calls
  /// `conditionsDidChange()`), and where the held link must land.
  public struct FollowUp: Sendable {
    public var conditions: [Identifier]
    public var landing: Landing
    public var range: SourceRange

    public init(conditions: [Identifier], landing: Landing, range: SourceRange) {
      self.conditions = conditions
      self.landing = landing
      self.range = range
    }
  }

  public var docs: DocComment?
  public var url: StringLiteral
  /// The `when` terms, in written order; empty for a launch where every condition holds.
  public var conditions: [ConditionTerm]
  public var outcome: Outcome
  public var range: SourceRange

  public init(
    docs: DocComment?, url: StringLiteral, conditions: [ConditionTerm] = [], outcome: Outcome,
    range: SourceRange
  ) {
    self.docs = docs
    self.url = url
    self.conditions = conditions
    self.outcome = outcome
    self.range = range
  }
}
