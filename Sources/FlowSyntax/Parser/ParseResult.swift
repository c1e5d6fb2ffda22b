/// What parsing a file produced: the tree, and the diagnostics found while lexing and parsing.
public struct ParseResult: Sendable {
  public var file: FlowFile
  public var diagnostics: [Diagnostic]

  public init(file: FlowFile, diagnostics: [Diagnostic]) {
    self.file = file
    self.diagnostics = diagnostics
  }
}
