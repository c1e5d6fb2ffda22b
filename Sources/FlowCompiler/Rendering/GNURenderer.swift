import FlowSyntax

/// `path:line:col: error: message [FL0012]`, a line per diagnostic and per note, help and fix-it.
///
/// Help and the fix-it follow as notes of their own (`note: help: ...`, `note: fix-it: ...`), since
/// Xcode and SwiftPM show a `note:` line under its error and a build plugin's user sees nothing else.
public struct GNURenderer: DiagnosticRenderer {
  public init() {}

  /// A whole compilation: the diagnostics, then `PATH: note: ...` for each file whose errors
  /// stopped checking early (`UncheckedPart`), a line Xcode and SwiftPM show under the errors.
  public func render(_ report: CompilationReport) -> String {
    var output = render(report.diagnostics, files: report.sources)
    for file in report.files {
      guard let unchecked = file.unchecked else { continue }
      let path = DisplayText.singleLine(file.source.path)
      output += path + ": note: " + unchecked.note + "\n"
    }
    return output
  }

  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    let sources = SourceIndex(files)
    var output = ""
    for diagnostic in diagnostics {
      let path = diagnostic.path
      func line(at offset: Int, in file: String = path, _ severity: String, _ message: String) {
        output += DiagnosticHeader.text(
          path: file, location: sources.location(of: offset, in: file), severity: severity,
          message: message)
        output += "\n"
      }
      let start = diagnostic.range.start
      line(
        at: start, diagnostic.severity.rawValue,
        diagnostic.message + " [\(diagnostic.code.rawValue)]")
      for note in diagnostic.notes {
        if let range = note.range {
          line(at: range.start, in: diagnostic.path(of: note), "note", note.message)
        } else {
          line(at: start, "note", note.message)
        }
      }
      if let help = diagnostic.help {
        line(at: start, "note", "help: " + help)
      }
      if let fixIt = diagnostic.fixIt {
        let described = FixItText.describe(fixIt, in: sources.file(path))
        line(at: fixIt.range.start, "note", FixItText.label(fixIt) + " " + described)
      }
    }
    return output
  }
}
