extension FlowGraph {
  /// One box in the picture; `id` contains only ASCII letters, digits and `_`.
  public struct Node: Hashable, Sendable {
    public var id: String
    /// Lines of the label, unescaped; renderers escape and join them.
    public var lines: [String]
    public var shape: Shape

    public init(id: String, lines: [String], shape: Shape) {
      self.id = id
      self.lines = lines
      self.shape = shape
    }
  }

  /// What a node stands for, which decides how it is drawn.
  public enum Shape: Hashable, Sendable {
    /// Where the app starts.
    case start
    /// A `check` phase: a decision.
    case decision
    /// A phase that shows a root screen or tabs.
    case phase
    case tab
    case screen
    case sheet
    case cover
    /// A deep-link route pattern.
    case route
  }

  /// A named box around the tabs of one phase.
  public struct Group: Hashable, Sendable {
    public var id: String
    public var title: String
    public var nodes: [Node]

    public init(id: String, title: String, nodes: [Node]) {
      self.id = id
      self.title = title
      self.nodes = nodes
    }
  }
}
