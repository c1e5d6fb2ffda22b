extension FlowGraph {
  /// An arrow between two nodes, with an optional label.
  public struct Edge: Hashable, Sendable {
    public var from: String
    public var to: String
    public var label: String?
    public var style: Style

    public init(from: String, to: String, label: String? = nil, style: Style) {
      self.from = from
      self.to = to
      self.label = label
      self.style = style
    }
  }

  /// How an arrow is drawn, by what it means.
  public enum Style: Hashable, Sendable {
    /// A phase change: a check branch or an event transition (thick).
    case transition
    /// Containment and pushes: phase to tab, tab or phase to root, screen to pushed screen (solid).
    case push
    /// A sheet or cover presented modally (dashed).
    case present
    /// A URL route to where it lands (dotted).
    case route
    /// A guard's `else`: what entering a tab or screen does while its guard fails, presenting a sheet
    /// or cover or entering a phase (dotted, ending in a circle), labelled with what fails.
    case guardFailure
  }
}
