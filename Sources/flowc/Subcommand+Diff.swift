import FlowCompiler
import FlowTools

extension Subcommand {
  /// `flowc diff`: the URL contract between two versions of a spec.
  static let diff = Subcommand(
    name: "diff",
    summary: "Report links an old spec opened that a new spec breaks.",
    arguments: [
      Argument(
        synopsis: "<old>", summary: "The spec as released, such as the last tag's.",
        minimumCount: 1, maximumCount: 1),
      Argument(
        synopsis: "<new>", summary: "The spec to release.", minimumCount: 1, maximumCount: 1),
    ],
    options: [
      Option(
        .format, value: "format", allowed: DiagnosticFormat.allCases.map(\.rawValue),
        default: DiagnosticFormat.human.rawValue,
        summary: "How to print diagnostics: human, gnu, json, sarif or github."),
      Option(.warningsAsErrors, summary: "Report warnings as errors."),
    ],
    discussion: """
      Links already sent in emails and notifications must keep working. Errors are links the old spec
      opened that the new one does not open, or opens somewhere else: a removed route, scheme or host,
      a pattern that no longer matches (changed literal, new path segment, new required query item),
      a narrower placeholder type, a changed landing. Notes list compatible changes (new routes,
      optional query items, wider types); a warning marks a query item old links carry that is now
      ignored. Routes are compared by the shape of their patterns, not by name or order; each message
      names a concrete link. Either spec's errors are reported instead when it does not check. The
      formats are those of flowc check; docs/Diagnostics.md lists every code (FL05xx).

      EXIT STATUS:
        0  No errors (warnings allowed).
        1  Broken links, a spec with errors, or warnings with --warnings-as-errors.
        2  A usage error, a file that could not be read, or output that could not be written.
      """,
    run: { runDiff($0, $1) }
  )

  private static func runDiff(_ invocation: Invocation, _ console: Console) -> ExitCode {
    let options = CompilerOptions(warningsAsErrors: invocation.has(.warningsAsErrors))
    let report = Compiler(options: options).diff(
      oldPath: invocation.positionals[0], newPath: invocation.positionals[1])
    return printDiagnostics(report, invocation: invocation, console: console)
  }
}
