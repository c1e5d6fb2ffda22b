import FlowCompiler
import FlowSema

/// The formats `flowc routes --format` offers.
public enum RouteListFormat: String, CaseIterable, Hashable, Sendable {
  /// Aligned plain-text columns, then every example URL.
  case table
  /// A versioned document for tools, described in docs/Tools.md.
  case json
  /// A GitHub table, for READMEs and pull requests.
  case markdown

  /// Every route of `model` in this format.
  public func render(_ model: FlowModel) -> String {
    let routes = RouteSummary.all(in: model)
    return switch self {
    case .table: Self.table(routes)
    case .json: RouteJSON.render(routes, model: model)
    case .markdown: Self.markdown(routes)
    }
  }

  private static func table(_ routes: [RouteSummary]) -> String {
    guard !routes.isEmpty else { return "no routes\n" }
    let summary = TextTable(
      header: ["PATTERN", "CASE", "PARAMETERS", "LANDING", "GUARDS"],
      rows: routes.map { route in
        [
          route.route.pattern, route.route.caseName, dash(route.parameterDescription),
          route.landingDescription, route.guardsDescription(),
        ]
      })
    let examples = TextTable(
      header: ["PATTERN", "EXAMPLE"],
      rows: routes.flatMap { route in route.examples.map { [route.route.pattern, $0] } })
    return summary.render() + "\n" + examples.render()
  }

  private static func markdown(_ routes: [RouteSummary]) -> String {
    var output = "| Pattern | Case | Parameters | Landing | Guards | Examples |\n"
    output += "| --- | --- | --- | --- | --- | --- |\n"
    for route in routes {
      let cells = [
        code(route.route.pattern),
        code(route.route.caseName),
        route.parameters.map { code($0.description) }.joined(separator: "<br>"),
        cell(route.landingDescription),
        route.guardsDescription(naming: code),
        route.examples.map(code).joined(separator: "<br>"),
      ]
      output += "| " + cells.map { $0.isEmpty ? "-" : $0 }.joined(separator: " | ") + " |\n"
    }
    return output
  }

  private static func dash(_ text: String) -> String { text.isEmpty ? "-" : text }

  /// A code span inside a GitHub table cell: `|` escaped (tables split on it even in code).
  private static func code(_ text: String) -> String {
    let ticks = text.contains("`") ? "`` " : "`"
    let closing = text.contains("`") ? " ``" : "`"
    return ticks + ScalarEscaping.escape(text, lineBreaks.merging(["|": "\\|"]) { $1 }) + closing
  }

  /// Text safe in a GitHub table cell: pipes escaped, `<` and `&` as entities, one line.
  private static func cell(_ text: String) -> String {
    ScalarEscaping.escape(
      text, lineBreaks.merging(["|": "\\|", "&": "&amp;", "<": "&lt;"]) { $1 })
  }

  /// Line breaks and tabs, which would end a table row, as spaces.
  private static let lineBreaks: [Unicode.Scalar: String] = [
    "\n": " ", "\r": " ", "\t": " ", "\u{2028}": " ", "\u{2029}": " ",
  ]
}
