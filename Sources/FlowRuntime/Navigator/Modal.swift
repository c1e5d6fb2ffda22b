/// A sheet or a cover: what `present` shows on top of the current stack.
public enum Modal<Flow: FlowSpec>: Hashable, Codable, Sendable {
  /// Presented with `.sheet(item:)`.
  case sheet(Flow.Sheet)
  /// Presented with `.fullScreenCover(item:)`.
  case cover(Flow.Cover)

  /// The declared name, the key for the guards and handlers of this sheet or cover.
  public var destinationName: String {
    switch self {
    case .sheet(let sheet): sheet.destinationName
    case .cover(let cover): cover.destinationName
    }
  }
}
