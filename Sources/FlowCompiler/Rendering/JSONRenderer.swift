import FlowSyntax

/// The versioned JSON document for tools; its shape is the contract in docs/DiagnosticsJSON.md.
public struct JSONRenderer: DiagnosticRenderer {
  /// Bumped only when a field changes meaning or disappears; new fields keep the version.
  public static let formatVersion = 1

  public init() {}

  public func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
    document(diagnostics, files: files, unreadable: [])
  }

  public func render(_ report: CompilationReport) -> String {
    document(report.diagnostics, files: report.sources, unreadable: report.readErrors)
  }

  private func document(
    _ diagnostics: [Diagnostic], files: [SourceFile], unreadable: [ReadError]
  ) -> String {
    let sources = SourceIndex(files)
    let document = JSONValue.object([
      ("version", .integer(Self.formatVersion)),
      ("files", .array(files.map { .string($0.path) })),
      (
        "unreadable",
        .array(
          unreadable.map {
            .object([("path", .string($0.path)), ("reason", .string($0.reason))])
          })
      ),
      ("diagnostics", .array(diagnostics.map { value(of: $0, sources) })),
    ])
    return document.serialized() + "\n"
  }

  private func value(of diagnostic: Diagnostic, _ sources: SourceIndex) -> JSONValue {
    let fixIt: JSONValue =
      diagnostic.fixIt.map { fixIt in
        .object([
          ("message", .string(fixIt.message)),
          ("range", range(fixIt.range, diagnostic.path, sources)),
          ("replacement", .string(fixIt.replacement)),
          ("isGuess", .bool(fixIt.isGuess)),
        ])
      } ?? .null
    return .object([
      ("code", .string(diagnostic.code.rawValue)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
      ("path", .string(diagnostic.path)),
      ("range", range(diagnostic.range, diagnostic.path, sources)),
      (
        "notes",
        .array(
          diagnostic.notes.map { note in
            .object([
              ("message", .string(note.message)),
              ("path", .string(diagnostic.path(of: note))),
              (
                "range",
                note.range.map { range($0, diagnostic.path(of: note), sources) } ?? .null
              ),
            ])
          })
      ),
      ("fixIt", fixIt),
      ("help", diagnostic.help.map { .string($0) } ?? .null),
    ])
  }

  private func range(_ range: SourceRange, _ path: String, _ sources: SourceIndex) -> JSONValue {
    .object([
      ("start", location(sources.location(of: range.start, in: path))),
      ("end", location(sources.location(of: range.end, in: path))),
    ])
  }

  private func location(_ location: SourceLocation) -> JSONValue {
    .object([
      ("line", .integer(location.line)),
      ("column", .integer(location.column)),
      ("offset", .integer(location.offset)),
    ])
  }
}
