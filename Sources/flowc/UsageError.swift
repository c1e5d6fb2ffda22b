/// A command line flowc cannot run, with what to tell the user.
struct UsageError: Error {
  var message: String
  /// A likely intended spelling, shown as "did you mean ...?".
  var suggestion: String?
  /// The subcommand whose usage line and help to point at; `nil` for the top level.
  var subcommand: Subcommand?

  init(_ message: String, suggestion: String? = nil, subcommand: Subcommand? = nil) {
    self.message = message
    self.suggestion = suggestion
    self.subcommand = subcommand
  }

  /// The full text for standard error.
  var text: String {
    var lines = ["error: \(message)"]
    if let suggestion { lines.append("did you mean '\(suggestion)'?") }
    if let subcommand {
      lines.append("usage: \(subcommand.usage)")
      lines.append("Run 'flowc help \(subcommand.name)' for more information.")
    } else {
      lines.append("Run 'flowc help' to list the subcommands.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
