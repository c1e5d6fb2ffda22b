/// What a handler does; every target is a declared name of the right kind.
public enum HandlerAction: Hashable, Sendable, Codable {
  /// Move to a phase.
  case goTo(phase: String, animated: Bool)
  /// Present a sheet or cover.
  case present(String)
  /// Dismiss the topmost presentation.
  case dismiss
}
