/// Stub: the recursive-descent parser is being written. The signature is the contract.
public enum Parser {
  /// Parses a whole file, never failing: returns a tree (possibly partial) and every diagnostic.
  public static func parse(_ source: SourceFile) -> ParseResult {
    ParseResult(file: FlowFile(path: source.path, declarations: [], comments: []), diagnostics: [])
  }
}

/// What parsing a file produced: the tree, and the diagnostics found while lexing and parsing.
public struct ParseResult: Sendable {
  public var file: FlowFile
  public var diagnostics: [Diagnostic]

  public init(file: FlowFile, diagnostics: [Diagnostic]) {
    self.file = file
    self.diagnostics = diagnostics
  }
}
