/// What a handler or a failed guard's `else` does, with its target already resolved to what the
/// navigator runs: a phase, or a sheet or cover shown with its parameters' defaults.
public enum PlannedAction: Hashable, Sendable {
  /// Enter a phase.
  case goTo(phase: PhaseID, animated: Bool)
  /// Present a sheet or cover; `kind` is `.sheet` or `.cover`, decided here once.
  case present(kind: ScreenKind, screen: LandingScreen)
  /// Dismiss the topmost presentation.
  case dismiss

  /// `action` as the navigator runs it; a `present` of a screen that is not a cover opens a sheet.
  init(_ action: HandlerAction, in model: FlowModel) {
    switch action {
    case .goTo(let phase, let animated):
      self = .goTo(phase: phase, animated: animated)
    case .present(let screen):
      self = .present(
        kind: model[screen].kind == .cover ? .cover : .sheet,
        screen: LandingScreen(defaultsOf: screen, in: model))
    case .dismiss:
      self = .dismiss
    }
  }
}
