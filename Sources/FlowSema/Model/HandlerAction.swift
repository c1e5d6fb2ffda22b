/// What a handler does; its target is a declaration of the right kind.
public enum HandlerAction: Hashable, Sendable, Codable {
  /// Move to a phase.
  case goTo(phase: PhaseID, animated: Bool)
  /// Present a sheet or cover.
  case present(ScreenID)
  /// Dismiss the topmost presentation.
  case dismiss
}
