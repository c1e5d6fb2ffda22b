import FlowCompiler
import FlowTools

extension Subcommand {
  /// `flowc graph`: the whole flow as a Mermaid or Graphviz picture.
  static let graph = Subcommand(
    name: "graph",
    summary: "Draw a spec's flow as a Mermaid or Graphviz graph.",
    arguments: [
      Argument(
        synopsis: "<file>", summary: "The .flow spec to draw.", minimumCount: 1, maximumCount: 1)
    ],
    options: [
      Option(
        .format, value: "format", allowed: GraphFormat.allCases.map(\.rawValue),
        default: GraphFormat.mermaid.rawValue,
        summary: "mermaid (a flowchart GitHub renders) or dot (Graphviz).")
    ],
    discussion: """
      Draws the phases and their transitions, each tab bar with its tabs, the screens with their
      pushes (solid arrows) and presentations (dotted arrows to sheets and covers), the guards, and
      each route pointing at the screen it lands on. The graph goes to standard output; render DOT
      with 'dot -Tsvg'. docs/Tools.md explains every shape.

      EXIT STATUS:
        0  The graph was printed.
        1  The spec has errors (printed to standard error).
        2  A usage error, a file that could not be read, or output that could not be written.
      """,
    run: { runGraph($0, $1) }
  )

  private static func runGraph(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let format = invocation.value(.format, as: GraphFormat.self) ?? .mermaid
    return SpecLoader.print(invocation.positionals[0], console: console, render: format.render)
  }
}
