import FlowCompiler

/// Spells a `FlowGraph` as a Mermaid `flowchart TD`, which GitHub renders in a ```mermaid block.
///
/// Shapes: the start a circle, check phases diamonds, phases stadiums, tabs parallelograms, screens
/// rectangles, sheets rounded, covers hexagons, routes flags. Arrows: thick for phase changes, solid
/// for pushes, dotted for presentations and routes, dotted ending in a circle for a guard's `else`.
public enum MermaidRenderer {
  /// The graph as one flowchart, nodes first, then the tab subgraphs, then the edges.
  public static func render(_ graph: FlowGraph) -> String {
    var lines = ["flowchart TD"]
    for node in graph.nodes {
      lines.append("  " + spell(node))
    }
    for group in graph.groups {
      lines.append("  subgraph \(group.id) [\"\(escape(group.title))\"]")
      for node in group.nodes {
        lines.append("    " + spell(node))
      }
      lines.append("  end")
    }
    for edge in graph.edges {
      let arrow =
        switch edge.style {
        case .transition: "==>"
        case .push: "-->"
        case .present, .route: "-.->"
        case .guardFailure: "-.-o"
        }
      let label = edge.label.map { "|\"\(escape($0))\"|" } ?? ""
      lines.append("  \(edge.from) \(arrow)\(label) \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func spell(_ node: FlowGraph.Node) -> String {
    let label = "\"" + node.lines.map(escape).joined(separator: "<br/>") + "\""
    let (open, close) =
      switch node.shape {
      case .start: ("((", "))")
      case .decision: ("{", "}")
      case .phase: ("([", "])")
      case .tab: ("[/", "/]")
      case .screen: ("[", "]")
      case .sheet: ("(", ")")
      case .cover: ("{{", "}}")
      case .route: (">", "]")
      }
    return node.id + open + label + close
  }

  /// Text safe inside a quoted Mermaid label: quotes, `#`, HTML and Markdown characters as entity
  /// codes, control characters as spaces; brackets and braces need nothing inside quotes.
  static func escape(_ text: String) -> String { ScalarEscaping.escape(text, labelEscapes) }

  private static let labelEscapes = ScalarEscaping.controlsAsSpaces.merging([
    "\"": "#quot;", "#": "#35;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "`": "#96;",
  ]) { $1 }
}
