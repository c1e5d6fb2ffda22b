/// `on signedIn -> main animated`: what an event does while its phase or presentation is showing.
public struct EventHandler: Sendable {
  public var event: Identifier
  public var action: Action
  public var range: SourceRange

  public init(event: Identifier, action: Action, range: SourceRange) {
    self.event = event
    self.action = action
    self.range = range
  }

  /// What a handler does.
  public enum Action: Sendable {
    /// `-> main` or `-> main animated`: move to another phase.
    case goTo(phase: Identifier, animated: Bool)
    /// `-> present SignIn`: present a sheet or cover.
    case present(Identifier)
    /// `-> dismiss`: dismiss the topmost sheet or cover.
    case dismiss(SourceRange)
  }
}
