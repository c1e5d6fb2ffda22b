/// An `expect` example as written; not yet verified against the routes.
public struct ExpectationModel: Hashable, Sendable, Codable {
  public var url: String
  public var outcome: ExpectedOutcome
  public var docs: [String]
  /// The 1-based line of the `expect` keyword, where a failure is reported.
  public var line: Int

  public init(url: String, outcome: ExpectedOutcome, docs: [String], line: Int) {
    self.url = url
    self.outcome = outcome
    self.docs = docs
    self.line = line
  }
}
