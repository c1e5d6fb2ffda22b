/// `expect "archon://projects/42" -> ProjectDetail(id: 42)`, `-> nothing`, or with conditions
/// `expect "archon://projects/42" when !session -> held, then session -> ProjectDetail(id: 42)`: an
/// example the checker verifies against the routes and the navigator. A link held behind a chain
/// of prompts takes a `then` per prompt: `-> held, then session -> held, then verified -> Compose`.
public struct ExpectDeclaration: Sendable {
  public enum Outcome: Sendable {
    /// The URL must land here at once; arguments are literals.
    case lands(Landing)
    /// The URL must match no route.
    case nothing(SourceRange)
    /// The URL must match a route and be held (the range is `held`'s); each `then`, in order, says
    /// what must happen after some more conditions change or events arrive. Every one but the last
    /// says `held`: nothing follows a link that landed or was dropped.
    case held(SourceRange, then: [FollowUp])
  }

  /// `then session, signedIn -> Landing`: what happens while the link is held, in written order
  /// (conditions that change, each run of them told once with `conditionsDidChange()`, and events
  /// sent), and what must become of the link.
  public struct FollowUp: Sendable {
    public var steps: [ConditionTerm]
    public var outcome: FollowUpOutcome
    public var range: SourceRange

    public init(steps: [ConditionTerm], outcome: FollowUpOutcome, range: SourceRange) {
      self.steps = steps
      self.outcome = outcome
      self.range = range
    }

    /// The landing the link must reach, when the follow-up says it lands.
    public var landing: Landing? {
      guard case .lands(let landing) = outcome else { return nil }
      return landing
    }
  }

  /// What must become of a held link after its follow-up's steps.
  public enum FollowUpOutcome: Sendable {
    /// It landed, and the user now sees this landing.
    case lands(Landing)
    /// It is still held (the range is `held`'s).
    case held(SourceRange)
    /// The navigator let it go without landing it (the range is `dropped`'s).
    case dropped(SourceRange)
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
