import FlowSyntax

/// The outcome of checking several files: one report per readable file and the files that were not.
public struct CompilationReport: Sendable {
  /// Reports in the order the paths were given.
  public var files: [FileReport]
  /// Paths that could not be read at all.
  public var readErrors: [ReadError]

  public init(files: [FileReport], readErrors: [ReadError]) {
    self.files = files
    self.readErrors = readErrors
  }

  /// Every diagnostic, file by file, each file's in source order.
  public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

  /// Every file that was read, for renderers that show source lines.
  public var sources: [SourceFile] { files.map(\.source) }

  public var errorCount: Int { diagnostics.count { $0.severity == .error } }

  public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
