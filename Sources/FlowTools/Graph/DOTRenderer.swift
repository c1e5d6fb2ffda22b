import FlowCompiler

/// Spells a `FlowGraph` in Graphviz DOT (`dot -Tsvg`), with the same shapes and arrows as Mermaid
/// where Graphviz has them.
public enum DOTRenderer {
  /// The graph as one `digraph`, nodes first, then the tab clusters, then the edges.
  public static func render(_ graph: FlowGraph) -> String {
    var lines = [
      "digraph \(quote(graph.name)) {",
      "  rankdir=TB;",
      "  node [fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for node in graph.nodes {
      lines.append("  " + spell(node))
    }
    for group in graph.groups {
      lines.append("  subgraph \(quote("cluster_" + group.id)) {")
      lines.append("    label=\(quote(group.title));")
      lines.append("    style=rounded;")
      for node in group.nodes {
        lines.append("    " + spell(node))
      }
      lines.append("  }")
    }
    for edge in graph.edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=" + quote(label)) }
      switch edge.style {
      case .transition: attributes.append("penwidth=2")
      case .push: break
      case .present: attributes.append("style=dashed")
      case .route: attributes.append("style=dotted")
      case .guardFailure: attributes += ["style=dashed", "arrowhead=odot"]
      }
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      lines.append("  \(quote(edge.from)) -> \(quote(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func spell(_ node: FlowGraph.Node) -> String {
    let shape =
      switch node.shape {
      case .start: "shape=circle"
      case .decision: "shape=diamond"
      case .phase: "shape=box, style=\"rounded,bold\""
      case .tab: "shape=tab"
      case .screen: "shape=box"
      case .sheet: "shape=box, style=\"rounded,dashed\""
      case .cover: "shape=box3d"
      case .route: "shape=note"
      }
    let label = node.lines.map(escape).joined(separator: "\\n")
    return "\(quote(node.id)) [label=\"\(label)\", \(shape)];"
  }

  private static func quote(_ text: String) -> String { "\"" + escape(text) + "\"" }

  /// Text safe inside a DOT string: quotes and backslashes escaped (a backslash would start `\n`
  /// or `\N`), control characters as spaces.
  static func escape(_ text: String) -> String { ScalarEscaping.escape(text, stringEscapes) }

  private static let stringEscapes = ScalarEscaping.controlsAsSpaces.merging([
    "\"": "\\\"", "\\": "\\\\",
  ]) { $1 }
}
