import FlowSyntax

/// A route's step with arguments added after those written, as the help text and the fix-it that
/// write it: FL0301 adds the required parameters a route leaves out, FL0302 binds its one unused
/// placeholder to the one parameter the screen keeps at its default.
enum StepCompletion {
  /// `step` with `added` (`tab: tabName`, or several joined by commas) inserted after the last
  /// argument, inside empty parentheses, or as a new argument list.
  static func adding(_ added: String, to step: ScreenReference, _ context: SemaContext) -> (
    help: String, fixIt: Diagnostic.FixIt
  ) {
    let written = step.arguments.map { context.source.text(in: $0.range) }
    let whole = step.name.text + "(" + (written + [added]).joined(separator: ", ") + ")"
    let message = SemaMessages.writeArguments(whole)
    let fixIt: Diagnostic.FixIt
    if let last = step.arguments.last {
      fixIt = .init(message, replacing: .point(last.range.end), with: ", " + added)
    } else if step.range.end > step.name.range.end {
      // `Item()`: inside the parentheses.
      fixIt = .init(message, replacing: .point(step.range.end - 1), with: added)
    } else {
      fixIt = .init(message, replacing: .point(step.name.range.end), with: "(" + added + ")")
    }
    return (whole, fixIt)
  }
}
