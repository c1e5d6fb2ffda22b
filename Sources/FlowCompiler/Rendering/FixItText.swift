import FlowSyntax

/// How a fix-it reads in text output, shared by the text formats so all of them word it alike.
enum FixItText {
  /// What leads the fix-it's line. A guessed name (`Diagnostic.FixIt.isGuess`) says so, because
  /// `check --fix` leaves it unapplied and the reader, who knows what they meant, must judge it: JSON
  /// carries the same fact as `isGuess`.
  static func label(_ fixIt: Diagnostic.FixIt) -> String {
    fixIt.isGuess ? "fix-it (a guess, so --fix leaves it):" : "fix-it:"
  }

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
