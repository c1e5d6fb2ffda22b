/// `presentation dismiss|keep`: what a deep link does to open sheets and covers.
public enum PresentationPolicy: String, Hashable, Codable, Sendable {
  /// Open presentations close first (the default).
  case dismiss
  /// Open presentations stay open above the landing, where its stack or the phase presents them
  /// (a sheet only the old tab presented closes when the link selects another).
  case keep
}
