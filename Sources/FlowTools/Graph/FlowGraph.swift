/// A format-neutral picture of a flow: nodes, the tab bars that group some of them, and labelled edges.
///
/// Built once from a `FlowModel` by `FlowGraph.init(_:)`; the Mermaid and DOT renderers only spell it,
/// so both formats show the same graph.
public struct FlowGraph: Hashable, Sendable {
  /// The diagram's name, the app's.
  public var name: String
  /// Nodes outside any group, in drawing order.
  public var nodes: [Node]
  /// Tab bars: each groups the tabs of one phase.
  public var groups: [Group]
  public var edges: [Edge]

  public init(name: String, nodes: [Node], groups: [Group], edges: [Edge]) {
    self.name = name
    self.nodes = nodes
    self.groups = groups
    self.edges = edges
  }
}
