/// `expect "archon://projects/42" -> ProjectDetail(id: 42)` or `-> nothing`: an example the checker
/// verifies against the routes.
public struct ExpectDeclaration: Sendable {
  public enum Outcome: Sendable {
    /// The URL must land here; arguments are literals.
    case lands(Landing)
    /// The URL must match no route.
    case nothing(SourceRange)
  }

  public var docs: DocComment?
  public var url: StringLiteral
  public var outcome: Outcome
  public var range: SourceRange

  public init(docs: DocComment?, url: StringLiteral, outcome: Outcome, range: SourceRange) {
    self.docs = docs
    self.url = url
    self.outcome = outcome
    self.range = range
  }
}
