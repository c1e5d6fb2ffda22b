extension ParameterType {
  /// Whether a placeholder of this type matches `text` as one decoded path segment: the scanner
  /// refuses an empty, `.`, `..` or control-character segment before any placeholder sees it, and the
  /// matcher then parses the rest with `ParameterText`, so the checker asks here instead of restating
  /// either rule.
  package func acceptsPathSegment(_ text: String) -> Bool {
    RouteSpec.isMatchableSegment(text) && accepts(text)
  }

  /// Whether `text` is in this type's strict form: what the matcher checks for a query value, and for
  /// a path segment after the scanner's own rules.
  package func accepts(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { ParameterText.accepts(self, $0) }
  }

  /// Whether this type reads every text `other` reads: `String` reads everything, `Double` every
  /// `Int`; what `flowc diff` calls widening a placeholder.
  package func acceptsEveryValue(of other: ParameterType) -> Bool {
    self == other || self == .string || (self == .double && other == .int)
  }

  /// Whether some text is read by both types: one of them reads every value of the other, since no
  /// other two strict forms share a text; what makes two routes' placeholders overlap.
  package func sharesValues(with other: ParameterType) -> Bool {
    acceptsEveryValue(of: other) || other.acceptsEveryValue(of: self)
  }
}
