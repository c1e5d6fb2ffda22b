/// A diagnostic's stable identity: its code, its default severity, and what it means in a few words.
///
/// Codes never change meaning once published: tools filter and suppress by them. Each stage declares
/// its own codes as static members beside the passes that emit them (`DiagnosticCode+Lexer.swift` here,
/// `DiagnosticCode+Names.swift` in FlowSema, ...), so a stage can emit only its own codes and those of
/// the stages before it. FlowCompiler, which runs every stage, lists them all
/// (`DiagnosticCode.allCases`); each is documented with an example in `docs/Diagnostics.md`, and a
/// test keeps the two in step. Wording lives with the pass that emits it, not here.
///
/// The hundreds say where a code comes from: FL00xx reading and syntax, FL01xx names and declarations,
/// FL02xx the flow, FL03xx routes, FL04xx `expect` lines, FL05xx the URL contract between versions.
public struct DiagnosticCode: Hashable, Sendable, Comparable {
  /// `FL` and four digits, such as `FL0100`.
  public let rawValue: String
  /// The severity a diagnostic with this code has unless `--warnings-as-errors` raises it.
  public let defaultSeverity: Diagnostic.Severity
  /// What the code means in a few words, for rule lists such as SARIF's `tool.driver.rules`.
  public let summary: String

  public init(_ rawValue: String, _ defaultSeverity: Diagnostic.Severity, summary: String) {
    self.rawValue = rawValue
    self.defaultSeverity = defaultSeverity
    self.summary = summary
  }

  /// Codes are equal when their text is: a code means one thing.
  public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
