extension Subcommand {
  /// `flowc help [<subcommand>]`: the same text as `--help`, on standard output.
  static let help = Subcommand(
    name: "help",
    summary: "Show help for flowc or one of its subcommands.",
    arguments: [
      Argument(
        synopsis: "[<subcommand>]", summary: "The subcommand to explain.", minimumCount: 0,
        maximumCount: 1)
    ],
    options: [],
    discussion: "",
    run: { runHelp($0, $1) }
  )

  private static func runHelp(_ invocation: Invocation, _ console: Console) -> ExitCode {
    guard let name = invocation.positionals.first else {
      console.write(HelpText.topLevel())
      return .success
    }
    do throws(UsageError) {
      console.write(HelpText.forSubcommand(try Subcommand.resolve(name)))
      return .success
    } catch {
      console.writeError(error.text)
      return .usage
    }
  }
}
