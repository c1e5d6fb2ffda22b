/// `presentation dismiss|keep`: what a deep link does to open sheets and covers.
public enum PresentationPolicy: String, Hashable, Codable, Sendable {
  /// Open presentations close first (the default).
  case dismiss
  /// Open presentations stay open above the landing.
  case keep
}
