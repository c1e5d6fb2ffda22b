/// What one screen, sheet, cover (`Source` is `ScreenModel`) or phase (`PhaseModel`) may push or
/// present.
public struct PlannedEdges<Source>: Hashable, Sendable {
  /// The screen, sheet, cover or phase the edges start from.
  public var from: ModelID<Source>
  /// The targets in written order without repeats; never empty.
  public var to: [ScreenID]

  public init(from: ModelID<Source>, to: [ScreenID]) {
    self.from = from
    self.to = to
  }
}
