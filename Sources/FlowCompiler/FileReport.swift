import FlowSema
import FlowSyntax

/// What checking one file produced: its source, its diagnostics in source order, and the model.
public struct FileReport: Sendable {
  /// The file as read; empty when it was too large to read.
  public var source: SourceFile
  public var diagnostics: [Diagnostic]
  /// The resolved model; `nil` when any error was reported or checking did not get that far.
  public var model: FlowModel?
  /// What errors kept checking from reaching, or `nil` when it ran to the end.
  public var unchecked: UncheckedPart?

  public init(
    source: SourceFile, diagnostics: [Diagnostic], model: FlowModel?,
    unchecked: UncheckedPart? = nil
  ) {
    self.source = source
    self.diagnostics = diagnostics
    self.model = model
    self.unchecked = unchecked
  }
}
