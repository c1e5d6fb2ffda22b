import FlowSyntax

/// The format for people, modelled on clang and swiftc: a header, the source line with carets under
/// the range, notes, help, a fix-it, and a closing count of errors and warnings.
public struct HumanRenderer: DiagnosticRenderer {
  /// Whether to emit ANSI colours; the caller decides (a TTY and no `NO_COLOR`).
  public var colored: Bool

  public init(colored: Bool = false) {
    self.colored = colored
  }

  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    let sources = SourceIndex(files)
    let style = TerminalStyle(isEnabled: colored)
    var output = ""
    for diagnostic in diagnostics {
      let source = sources.file(diagnostic.path)
      output += header(
        diagnostic.path, sources.location(of: diagnostic.range.start, in: diagnostic.path),
        diagnostic.severity, diagnostic.message + " [\(diagnostic.code.rawValue)]", style)
      output += snippet(source, diagnostic.range, style)
      for note in diagnostic.notes {
        if let range = note.range {
          let notePath = diagnostic.path(of: note)
          output += header(
            notePath, sources.location(of: range.start, in: notePath), .note, note.message, style)
          output += snippet(sources.file(notePath), range, style)
        } else {
          output +=
            style.severity(.note, "note:") + " " + DisplayText.singleLine(note.message) + "\n"
        }
      }
      if let help = diagnostic.help {
        output += style.bold("help:") + " " + DisplayText.singleLine(help) + "\n"
      }
      if let fixIt = diagnostic.fixIt {
        output +=
          style.green(FixItText.label(fixIt)) + " " + FixItText.describe(fixIt, in: source) + "\n"
      }
    }
    output += summary(diagnostics)
    return output
  }

  /// A whole compilation: the diagnostics, then a note for each file whose errors stopped checking
  /// early (`UncheckedPart`), since more problems may show once they are fixed.
  public func render(_ report: CompilationReport) -> String {
    let style = TerminalStyle(isEnabled: colored)
    var output = render(report.diagnostics, files: report.sources)
    for file in report.files {
      guard let unchecked = file.unchecked else { continue }
      output +=
        style.severity(.note, "note:") + " " + style.bold(DisplayText.singleLine(file.source.path))
        + ": " + unchecked.note + "\n"
    }
    return output
  }

  private func header(
    _ path: String, _ location: SourceLocation, _ severity: Diagnostic.Severity,
    _ message: String, _ style: TerminalStyle
  ) -> String {
    let position = "\(DisplayText.singleLine(path)):\(location.line):\(location.column):"
    return style.bold(position) + " " + style.severity(severity, severity.rawValue + ":") + " "
      + style.bold(DisplayText.singleLine(message)) + "\n"
  }

  private func snippet(_ source: SourceFile?, _ range: SourceRange, _ style: TerminalStyle)
    -> String
  {
    guard let source, !source.bytes.isEmpty else { return "" }
    let snippet = SourceSnippet(source: source, range: range)
    return snippet.line + "\n" + style.green(snippet.carets) + "\n"
  }

  private func summary(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    return parts.isEmpty ? "" : parts.joined(separator: ", ") + " generated.\n"
  }
}
