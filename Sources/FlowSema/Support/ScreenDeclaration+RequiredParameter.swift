import FlowSyntax

extension ScreenDeclaration {
  /// The first parameter with neither a default nor an optional type: a value only a link or the
  /// app can give, so a failed guard's `else present` or an event's `present` cannot show it.
  var firstRequiredParameter: Parameter? {
    parameters.first { $0.defaultValue == nil && !$0.type.isOptional }
  }
}
