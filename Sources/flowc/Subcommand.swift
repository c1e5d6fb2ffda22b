import FlowCompiler
import FlowSyntax

/// One `flowc` subcommand: what help says about it, what it accepts, and what it runs.
///
/// All subcommands live in one table, `Subcommand.all`; help, parsing and dispatch read it.
struct Subcommand: Sendable {
  var name: String
  /// One line for the subcommand list.
  var summary: String
  /// Positional arguments as usage shows them, such as `<file>...`.
  var arguments: [Argument]
  var options: [Option]
  /// Paragraphs shown after the options in the subcommand's help.
  var discussion: String
  var run: @Sendable (Invocation, Console) -> ExitCode

  /// A positional argument for usage and help.
  struct Argument: Sendable {
    /// As usage shows it, such as `<file>...` or `[<subcommand>]`.
    var synopsis: String
    var summary: String
    /// The fewest values required.
    var minimumCount: Int
    /// The most values accepted, `nil` for no limit.
    var maximumCount: Int?
  }

  /// `flowc check <file>... [--format <format>] [--warnings-as-errors]`.
  var usage: String {
    let parts =
      ["flowc", name] + arguments.map(\.synopsis) + options.map { "[\($0.synopsis)]" }
    return parts.joined(separator: " ")
  }

  /// Every subcommand, in the order help lists them.
  static let all: [Subcommand] = [
    .check, .diff, .generate, .resolve, .graph, .routes, .format, .export, .lsp, .help,
  ]

  static func named(_ name: String) -> Subcommand? { all.first { $0.name == name } }

  /// The subcommand called `name`, or a usage error suggesting the closest one.
  static func resolve(_ name: String) throws(UsageError) -> Subcommand {
    if let subcommand = named(name) { return subcommand }
    throw UsageError(
      "unknown subcommand '\(name)'",
      suggestion: SpellingSuggestion.closest(to: name, among: all.map(\.name)))
  }
}
