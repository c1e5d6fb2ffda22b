import FlowCompiler
import FlowSyntax

extension EditorDocument {
  /// The text in `flowc format`'s layout, or nil when it already has that layout or cannot be
  /// formatted: a spec with syntax errors is left as it is, as `flowc format` leaves the file, and
  /// its diagnostics already say why.
  func formatted() -> String? {
    guard !isTooLarge,
      case .changed(let text) = SpecFormatting.format(
        InputFile(path: source.path, bytes: source.bytes))
    else { return nil }
    return text
  }
}
