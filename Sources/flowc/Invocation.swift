/// A subcommand's arguments after parsing: positionals in order, and the options given.
struct Invocation {
  var positionals: [String] = []
  /// Option values by name (`--format` -> `json`); flags map to an empty string. Each appears once.
  var values: [String: String] = [:]
  /// The values of repeatable options by name, in the order given.
  var repeatedValues: [String: [String]] = [:]
  /// Whether `--help` or `-h` appeared before `--`.
  var wantsHelp = false

  func has(_ name: String) -> Bool { values[name] != nil }
}
