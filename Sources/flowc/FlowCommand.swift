import FlowCompiler
import FlowSyntax

/// The top level of `flowc`: global flags, then dispatch to a subcommand from the table.
enum FlowCommand {
  /// Runs one command line (without the program name) and returns the exit status.
  static func run(_ arguments: [String], console: Console) -> ExitCode {
    guard let first = arguments.first else {
      console.writeError(HelpText.topLevel())
      return .usage
    }
    switch first {
    case "-h", "--help":
      // `flowc --help check` means `flowc help check`, as git and swift read it.
      if arguments.count > 1 { return run(["help"] + arguments.dropFirst(), console: console) }
      console.write(HelpText.topLevel())
      return .success
    case "--version":
      console.write("flowc \(Compiler.version)\n")
      return .success
    default:
      break
    }
    do throws(UsageError) {
      if first.hasPrefix("-") {
        throw UsageError(
          "unknown option '\(first)'",
          suggestion: SpellingSuggestion.closest(to: first, among: ["--help", "--version"]))
      }
      let subcommand = try Subcommand.resolve(first)
      let invocation = try ArgumentScanner.scan(Array(arguments.dropFirst()), for: subcommand)
      if invocation.wantsHelp {
        console.write(HelpText.forSubcommand(subcommand))
        return .success
      }
      return subcommand.run(invocation, console)
    } catch {
      console.writeError(error.text)
      return .usage
    }
  }
}
