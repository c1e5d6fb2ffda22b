/// `RoutePatternParser`'s diagnostics (FL002x): route patterns that are not well formed.
extension DiagnosticCode {
  /// A route pattern that does not start with `/`.
  public static let patternMissingLeadingSlash = DiagnosticCode(
    "FL0020", .error, summary: "A route pattern that does not start with '/'.")

  /// A `{placeholder}` that is empty, unclosed or otherwise malformed.
  public static let malformedPlaceholder = DiagnosticCode(
    "FL0021", .error, summary: "A placeholder that is empty, unclosed or malformed.")

  /// A `{name...}` catch-all that is not the last path segment.
  public static let catchAllNotLast = DiagnosticCode(
    "FL0022", .error, summary: "A catch-all placeholder that is not the last path segment.")

  /// A character a route pattern may not contain literally.
  public static let invalidPatternCharacter = DiagnosticCode(
    "FL0023", .error, summary: "A character a route pattern may not contain literally.")

  /// The same placeholder name twice in one pattern.
  public static let duplicatePlaceholder = DiagnosticCode(
    "FL0024", .error, summary: "The same placeholder name twice in one pattern.")

  /// An empty path segment (`//`) in a pattern.
  public static let emptyPatternSegment = DiagnosticCode(
    "FL0025", .error, summary: "An empty path segment in a route pattern.")

  /// Every code the route pattern parser emits, in code order.
  static let routePatternCodes: [DiagnosticCode] = [
    .patternMissingLeadingSlash,
    .malformedPlaceholder,
    .catchAllNotLast,
    .invalidPatternCharacter,
    .duplicatePlaceholder,
    .emptyPatternSegment,
  ]
}
