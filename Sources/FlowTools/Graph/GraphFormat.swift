import FlowSema

/// The formats `flowc graph --format` offers.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
  /// Mermaid `flowchart TD`, which GitHub renders inline.
  case mermaid
  /// Graphviz DOT.
  case dot

  /// The whole flow of `model` in this format.
  public func render(_ model: FlowModel) -> String {
    let graph = FlowGraph(model)
    return switch self {
    case .mermaid: MermaidRenderer.render(graph)
    case .dot: DOTRenderer.render(graph)
    }
  }
}
