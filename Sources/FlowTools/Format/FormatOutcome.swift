import FlowCompiler
import FlowSyntax

/// What formatting one spec found: nothing to do, a new text, or errors that stop it.
public enum FormatOutcome: Sendable {
  /// The file already has the canonical layout.
  case unchanged
  /// The canonical text, which differs from the file.
  case changed(String)
  /// The file cannot be formatted safely (syntax errors, not UTF-8, too large); it must not be touched.
  case failed(FileReport)
}
