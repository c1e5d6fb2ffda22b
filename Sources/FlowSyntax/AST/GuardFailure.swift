/// `else present SignIn` or `else -> onboarding` after a screen's or tab's `requires`: what entering
/// it does while the guard fails, instead of refusing. The entry is held and completes once the
/// guard holds.
public struct GuardFailure: Sendable {
  public enum Action: Sendable {
    /// `else present SignIn`: present this sheet or cover on top of what is showing.
    case present(Identifier)
    /// `else -> onboarding`: enter this phase.
    case goTo(phase: Identifier)
  }

  public var action: Action
  /// From `else` to the end of the target's name.
  public var range: SourceRange

  public init(action: Action, range: SourceRange) {
    self.action = action
    self.range = range
  }

  /// The sheet, cover or phase named after `else`.
  public var target: Identifier {
    switch action {
    case .present(let name): name
    case .goTo(let phase): phase
    }
  }
}
