import FlowCompiler
import FlowSyntax

/// Splits a subcommand's arguments into options and positionals, checking them against its table.
///
/// Accepts `--name value`, `--name=value`, flags anywhere among the positionals, and `--` to end options.
/// An option given twice (under either of its names) is an error rather than "the last one wins": in
/// a script that builds a command line, a repeated option is a mistake nobody meant.
enum ArgumentScanner {
  static func scan(_ arguments: [String], for subcommand: Subcommand) throws(UsageError)
    -> Invocation
  {
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        invocation.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" {
        invocation.wantsHelp = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let inlineValue = parts.count > 1 ? String(parts[1]) : nil
      guard
        let option = subcommand.options.first(where: { $0.name == name || $0.shortName == name })
      else {
        let known = subcommand.options.map(\.name) + ["--help"]
        let meant = subcommand.options.first { $0.meantBy.contains(name) }?.name
        throw UsageError(
          "unknown option '\(name)'",
          suggestion: meant ?? SpellingSuggestion.closest(to: name, among: known),
          subcommand: subcommand)
      }
      if invocation.has(option.key) {
        throw UsageError("option '\(option.name)' is given more than once", subcommand: subcommand)
      }
      guard option.valueName != nil else {
        if inlineValue != nil {
          throw UsageError("option '\(name)' takes no value", subcommand: subcommand)
        }
        invocation.values[option.key] = ""
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("missing value for option '\(name)'", subcommand: subcommand)
      }
      if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
        let expected = option.allowedValues.joined(separator: ", ")
        throw UsageError(
          "invalid value '\(value)' for option '\(name)' (expected one of: \(expected))",
          suggestion: SpellingSuggestion.closest(to: value, among: option.allowedValues),
          subcommand: subcommand)
      }
      if option.isRepeatable {
        invocation.repeatedValues[option.key, default: []].append(value)
      } else {
        invocation.values[option.key] = value
      }
    }
    if !invocation.wantsHelp { try checkCount(of: invocation.positionals, for: subcommand) }
    return invocation
  }

  private static func checkCount(of positionals: [String], for subcommand: Subcommand)
    throws(UsageError)
  {
    var remaining = positionals.count
    for argument in subcommand.arguments {
      if remaining < argument.minimumCount {
        let name = argument.synopsis.replacing("...", with: "")
        throw UsageError("missing \(name)", subcommand: subcommand)
      }
      remaining -= argument.maximumCount.map { min($0, remaining) } ?? remaining
    }
    if remaining > 0 {
      let extra = positionals[positionals.count - remaining]
      throw UsageError("unexpected argument '\(extra)'", subcommand: subcommand)
    }
  }
}
