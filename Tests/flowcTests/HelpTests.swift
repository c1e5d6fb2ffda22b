import Testing

@Suite struct HelpTests {
  static let topLevelHelp = """
    OVERVIEW: flowc 0.1.0, the FlowKit compiler for .flow navigation specs.

    USAGE: flowc <subcommand> [<options>]
           flowc --version

    SUBCOMMANDS:
      check                 Check .flow specs and report their diagnostics.
      diff                  Report links an old spec opened that a new spec breaks.
      generate              Generate Swift from a .flow spec.
      resolve               Show where URLs land, from the signed-in initial state.
      graph                 Draw a spec's flow as a Mermaid or Graphviz graph.
      routes                List a spec's URL routes, their parameters, landings and guards.
      format                Rewrite .flow specs in the canonical layout.
      export                Print the app's apple-app-site-association or Info.plist URL types.
      lsp                   Run the language server for editors, over standard input and output.
      help                  Show help for flowc or one of its subcommands.

    OPTIONS:
      -h, --help            Show help information.
      --version             Show the version (0.1.0).

    See 'flowc help <subcommand>' for detailed help.

    """

  static let checkHelp = """
    OVERVIEW: Check .flow specs and report their diagnostics.

    USAGE: flowc check <file>... [--format <format>] [--warnings-as-errors] [--against <old>] [--fix]

    ARGUMENTS:
      <file>...             The .flow specs to check ('-' reads standard input).

    OPTIONS:
      --format <format>     How to print diagnostics: human, gnu, json, sarif or github. (default: human)
      --warnings-as-errors  Report warnings as errors.
      --against <old>       Also report links the spec at <old> opened that these specs break (flowc diff).
      --fix                 Apply the fix-its first, rewriting the files; report what remains.
      -h, --help            Show help information.

    The human format goes to standard error, coloured when standard error is a terminal, TERM is
    not 'dumb' and NO_COLOR is unset or empty; on a terminal it ends with a line per file, such as
    'Archon.flow: no problems'.
    The gnu format (one line per diagnostic, then a 'note:' line per note, help and fix-it, as
    Xcode and SwiftPM read it) and the json format (described in docs/DiagnosticsJSON.md) go to
    standard output, for tools to capture. So do sarif (SARIF 2.1.0 for code scanning) and
    github (workflow commands that annotate a pull request), described in docs/Tools.md.

    Specs given together are one module, as the specs of one target are: two that would
    generate the same Swift type are an error (FL0115), as they would not build together.

    With --against, each spec that checks without errors is also compared with the spec at <old>,
    as flowc diff does: links the old spec opened that a new one breaks are errors.

    With --fix, each file's fix-its (the 'fix-it:' lines) are applied first, pass by pass while
    they leave fewer problems, and the file is rewritten in place, atomically; a line on standard
    error says how many were applied. The diagnostics printed are those that remain. Standard
    input cannot be fixed.

    EXIT STATUS:
      0  No errors (warnings allowed).
      1  Errors, or warnings with --warnings-as-errors.
      2  A usage error, a file that could not be read, or output that could not be written.

    """

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func topLevelHelpGoesToStandardOutput(arguments: [String]) throws {
    let run = try Workspace().flowc(arguments)
    #expect(run.stdout == Self.topLevelHelp)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test(arguments: [["help", "check"], ["check", "--help"], ["check", "a.flow", "-h"]])
  func checkHelp(arguments: [String]) throws {
    let run = try Workspace().flowc(arguments)
    #expect(run.stdout == Self.checkHelp)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test func noArgumentsShowsHelpAsAUsageError() throws {
    let run = try Workspace().flowc()
    #expect(run.stdout == "")
    #expect(run.stderr == Self.topLevelHelp)
    #expect(run.status == 2)
  }

  @Test func version() throws {
    let run = try Workspace().flowc("--version")
    #expect(run.stdout == "flowc 0.1.0\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }
}
