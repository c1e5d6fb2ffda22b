import FlowSyntax

/// GitHub Actions workflow commands, one per diagnostic, which a workflow step turns into annotations
/// on the pull request: `::error file=PATH,line=L,col=C,endLine=L,endColumn=C,title=FL0100::message`.
///
/// Notes, help and the fix-it follow the message on lines of their own (encoded as `%0A`). Columns are
/// UTF-16 code units, as in SARIF. Escaping follows `@actions/core`: `%`, CR and LF in the message;
/// also `:` and `,` in properties.
///
/// GitHub matches `file=` against paths relative to the repository root, so given a workspace (the
/// directory `$GITHUB_WORKSPACE` names) each path is rewritten relative to it; without one, paths
/// are printed as given.
public struct GitHubRenderer: DiagnosticRenderer {
  /// The workspace root and the directory the paths are relative to, or `nil` to keep paths as given.
  public var workspace: (root: String, workingDirectory: String)?

  public init(workspace: String? = nil, workingDirectory: String = "/") {
    self.workspace = workspace.map { ($0, workingDirectory) }
  }

  /// One workflow command line per diagnostic, in order.
  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    commands(diagnostics, files: files, unreadable: [])
  }

  /// A whole compilation: first an error annotation on each file that could not be read, then the
  /// diagnostics.
  public func render(_ report: CompilationReport) -> String {
    commands(report.diagnostics, files: report.sources, unreadable: report.readErrors)
  }

  private func commands(_ diagnostics: [Diagnostic], files: [SourceFile], unreadable: [ReadError])
    -> String
  {
    let sources = SourceIndex(files)
    var output = ""
    for error in unreadable {
      output += "::error file=" + Self.escapeProperty(shown(error.path)) + ",title=flowc::"
      output += Self.escapeData(error.description) + "\n"
    }
    for diagnostic in diagnostics {
      let path = diagnostic.path
      let shownPath = shown(path)
      let start = sources.utf16Position(of: diagnostic.range.start, in: path)
      let end = sources.utf16Position(
        of: max(diagnostic.range.start, diagnostic.range.end), in: path)
      let properties = [
        ("file", shownPath), ("line", String(start.line)), ("col", String(start.column)),
        ("endLine", String(end.line)), ("endColumn", String(end.column)),
        ("title", diagnostic.code.rawValue),
      ]
      var message = diagnostic.message
      for note in diagnostic.notes {
        if let range = note.range {
          let notePath = diagnostic.path(of: note)
          let position = sources.utf16Position(of: range.start, in: notePath)
          message +=
            "\nnote: \(shown(notePath)):\(position.line):\(position.column): \(note.message)"
        } else {
          message += "\nnote: " + note.message
        }
      }
      if let help = diagnostic.help { message += "\nhelp: " + help }
      if let fixIt = diagnostic.fixIt, !fixIt.message.isEmpty {
        message += "\n" + FixItText.label(fixIt) + " " + fixIt.message
      }
      output += "::" + command(diagnostic.severity) + " "
      output += properties.map { $0.0 + "=" + Self.escapeProperty($0.1) }.joined(separator: ",")
      output += "::" + Self.escapeData(message) + "\n"
    }
    return output
  }

  /// `path` as GitHub matches it: relative to the workspace when there is one.
  private func shown(_ path: String) -> String {
    workspace.map {
      WorkspacePath.relative(path, workingDirectory: $0.workingDirectory, workspace: $0.root)
    } ?? path
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
