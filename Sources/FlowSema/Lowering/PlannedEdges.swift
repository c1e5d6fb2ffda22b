/// What one screen, sheet, cover or phase may push or present, by declared name.
public struct PlannedEdges: Hashable, Sendable {
  /// The screen, sheet, cover or phase the edges start from.
  public var from: String
  /// The targets in written order without repeats; never empty.
  public var to: [String]

  public init(from: String, to: [String]) {
    self.from = from
    self.to = to
  }
}
