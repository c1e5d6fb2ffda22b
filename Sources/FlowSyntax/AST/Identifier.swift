/// A name as written in the spec, with where it was written.
public struct Identifier: Hashable, Sendable {
  public var text: String
  public var range: SourceRange

  public init(_ text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}
