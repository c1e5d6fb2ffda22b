import FlowSyntax

/// How a fix-it reads in text output, shared by the human and gnu formats so both word it alike.
enum FixItText {
  /// The fix-it's own label when it has one, else a description derived from the edit.
  static func describe(_ fixIt: Diagnostic.FixIt, in source: SourceFile?) -> String {
    if !fixIt.message.isEmpty { return DisplayText.singleLine(fixIt.message) }
    let original = DisplayText.singleLine(source?.text(in: fixIt.range) ?? "")
    let replacement = DisplayText.singleLine(fixIt.replacement)
    if original.isEmpty { return "insert '\(replacement)'" }
    if replacement.isEmpty { return "remove '\(original)'" }
    return "replace '\(original)' with '\(replacement)'"
  }
}
