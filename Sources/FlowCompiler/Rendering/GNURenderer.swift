import FlowSyntax

/// `path:line:col: error: message [FL0012]`, one line per diagnostic and one per note.
///
/// Help and fix-its are left out: this format is for tools that parse exactly this line shape.
public struct GNURenderer: DiagnosticRenderer {
  public init() {}

  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    let sources = SourceIndex(files)
    var output = ""
    for diagnostic in diagnostics {
      let location = sources.location(of: diagnostic.range.start, in: diagnostic.path)
      output += DiagnosticHeader.text(
        path: diagnostic.path, location: location, severity: diagnostic.severity.rawValue,
        message: diagnostic.message + " [\(diagnostic.code.rawValue)]")
      output += "\n"
      for note in diagnostic.notes {
        let noteLocation = sources.location(
          of: note.range?.start ?? diagnostic.range.start, in: diagnostic.path)
        output += DiagnosticHeader.text(
          path: diagnostic.path, location: noteLocation, severity: "note", message: note.message)
        output += "\n"
      }
    }
    return output
  }
}
