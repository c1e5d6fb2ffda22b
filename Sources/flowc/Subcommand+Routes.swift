import FlowCompiler
import FlowTools

extension Subcommand {
  /// `flowc routes`: every URL pattern, its parameters, where it lands and what guards it.
  static let routes = Subcommand(
    name: "routes",
    summary: "List a spec's URL routes, their parameters, landings and guards.",
    arguments: [
      Argument(
        synopsis: "<file>", summary: "The .flow spec to list.", minimumCount: 1, maximumCount: 1)
    ],
    options: [
      Option(
        .format, value: "format", allowed: RouteListFormat.allCases.map(\.rawValue),
        default: RouteListFormat.table.rawValue,
        summary: "table (aligned columns), json or markdown (a GitHub table).")
    ],
    discussion: """
      For every route: the pattern, each placeholder with its type (path, rest of the path, or query
      item, required or optional), the phase, tab, stack and presentation it lands on, the conditions
      that guard it, and an example URL for each custom scheme and each host. The json format is
      described in docs/Tools.md.

      EXIT STATUS:
        0  The routes were printed.
        1  The spec has errors (printed to standard error).
        2  A usage error, a file that could not be read, or output that could not be written.
      """,
    run: { runRoutes($0, $1) }
  )

  private static func runRoutes(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let format = invocation.value(.format, as: RouteListFormat.self) ?? .table
    return SpecLoader.print(invocation.positionals[0], console: console, render: format.render)
  }
}
