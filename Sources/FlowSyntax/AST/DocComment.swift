/// The `///` lines written immediately before a declaration, carried into generated Swift.
public struct DocComment: Hashable, Sendable {
  /// Each line's text after `///` and one optional space.
  public var lines: [String]
  public var range: SourceRange

  public init(lines: [String], range: SourceRange) {
    self.lines = lines
    self.range = range
  }
}
