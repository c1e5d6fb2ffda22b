import FlowSyntax

/// The `path:line:col: severity: message` line shared by the human and gnu formats.
enum DiagnosticHeader {
  /// The plain header; path and message are forced onto one visible line.
  static func text(path: String, location: SourceLocation, severity: String, message: String)
    -> String
  {
    "\(DisplayText.singleLine(path)):\(location.line):\(location.column): \(severity): "
      + DisplayText.singleLine(message)
  }
}
