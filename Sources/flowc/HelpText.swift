import FlowCompiler

/// Renders help from the subcommand table, in the layout of swift-argument-parser.
enum HelpText {
  /// `flowc --help`: what flowc is, the subcommand list, and the global options.
  static func topLevel() -> String {
    var text = """
      OVERVIEW: flowc \(Compiler.version), the FlowKit compiler for .flow navigation specs.

      USAGE: flowc <subcommand> [<options>]
             flowc --version

      SUBCOMMANDS:

      """
    for subcommand in Subcommand.all {
      text += row(subcommand.name, subcommand.summary)
    }
    text += "\nOPTIONS:\n"
    text += row("-h, --help", "Show help information.")
    text += row("--version", "Show the version (\(Compiler.version)).")
    text += "\nSee 'flowc help <subcommand>' for detailed help.\n"
    return text
  }

  /// `flowc help check` and `flowc check --help`.
  static func forSubcommand(_ subcommand: Subcommand) -> String {
    var text = "OVERVIEW: \(subcommand.summary)\n\nUSAGE: \(subcommand.usage)\n"
    if !subcommand.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in subcommand.arguments {
        text += row(argument.synopsis, argument.summary)
      }
    }
    text += "\nOPTIONS:\n"
    for option in subcommand.options {
      var summary = option.summary
      if let defaultValue = option.defaultValue { summary += " (default: \(defaultValue))" }
      text += row(option.synopsis, summary)
    }
    text += row("-h, --help", "Show help information.")
    if !subcommand.discussion.isEmpty { text += "\n" + subcommand.discussion + "\n" }
    return text
  }

  /// A two-column line; a name too long for the first column gets its summary on the next line.
  private static func row(_ name: String, _ summary: String) -> String {
    let column = 24
    let indent = "  "
    if name.count + indent.count < column - 1 {
      return indent + name + String(repeating: " ", count: column - indent.count - name.count)
        + summary + "\n"
    }
    return indent + name + "\n" + String(repeating: " ", count: column) + summary + "\n"
  }
}
