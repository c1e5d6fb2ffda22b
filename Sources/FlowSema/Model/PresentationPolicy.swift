/// What a deep link does to an open sheet or cover (`presentation dismiss|keep`).
public enum PresentationPolicy: String, Hashable, Sendable, Codable, CaseIterable {
  /// Dismiss it before landing.
  case dismiss
  /// Leave it open.
  case keep
}
