extension DiagnosticCode {
  /// Every code FlowSyntax emits (lexer, parser, route patterns), in code order.
  public static let syntaxCodes = (lexerCodes + parserCodes + routePatternCodes).sorted()
}
