import FlowSyntax

extension Optional where Wrapped == DocComment {
  /// The doc comment's lines, or none.
  var lines: [String] { self?.lines ?? [] }
}
