import FlowSyntax

/// GitHub Actions workflow commands, one per diagnostic, which a workflow step turns into annotations
/// on the pull request: `::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=FL0100::message`.
///
/// Notes, help and the fix-it follow the message on lines of their own (encoded as `%0A`). Columns are
/// UTF-16 code units, as in SARIF. Escaping follows `@actions/core`: `%`, CR and LF in the message;
/// also `:` and `,` in properties.
public struct GitHubRenderer: DiagnosticRenderer {
  public init() {}

  /// One workflow command line per diagnostic, in order.
  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    let sources = SourceIndex(files)
    var output = ""
    for diagnostic in diagnostics {
      let path = diagnostic.path
      let start = sources.utf16Position(of: diagnostic.range.start, in: path)
      let end = sources.utf16Position(
        of: max(diagnostic.range.start, diagnostic.range.end), in: path)
      let properties = [
        ("file", path), ("line", String(start.line)), ("col", String(start.column)),
        ("endLine", String(end.line)), ("endColumn", String(end.column)),
        ("title", diagnostic.code.rawValue),
      ]
      var message = diagnostic.message
      for note in diagnostic.notes {
        if let range = note.range {
          let position = sources.utf16Position(of: range.start, in: path)
          message += "\nnote: \(path):\(position.line):\(position.column): \(note.message)"
        } else {
          message += "\nnote: " + note.message
        }
      }
      if let help = diagnostic.help { message += "\nhelp: " + help }
      if let fixIt = diagnostic.fixIt, !fixIt.message.isEmpty {
        message += "\nfix-it: " + fixIt.message
      }
      output += "::" + command(diagnostic.severity) + " "
      output += properties.map { $0.0 + "=" + Self.escapeProperty($0.1) }.joined(separator: ",")
      output += "::" + Self.escapeData(message) + "\n"
    }
    return output
  }

  private func command(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// The message after `::`: `%`, CR and LF encoded.
  static func escapeData(_ text: String) -> String {
    ScalarEscaping.escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A property value: also `:` and `,`, which would end it.
  static func escapeProperty(_ text: String) -> String {
    ScalarEscaping.escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }
}
