/// A sheet or a cover: what `present` shows on top of the current stack.
public enum Modal<Flow: FlowSpec>: Hashable, Codable, Sendable {
  /// Presented with `.sheet(item:)`.
  case sheet(Flow.Sheet)
  /// Presented with `.fullScreenCover(item:)`.
  case cover(Flow.Cover)

  /// Which sheet or cover this is, the key for its guards and handlers.
  public var kind: Flow.Destination {
    switch self {
    case .sheet(let sheet): sheet.kind
    case .cover(let cover): cover.kind
    }
  }

  /// The declared name, for display and descriptions; never a lookup key (that is `kind`).
  public var destinationName: String {
    switch self {
    case .sheet(let sheet): sheet.destinationName
    case .cover(let cover): cover.destinationName
    }
  }
}
