/// What an `on event -> action` handler does.
public enum FlowAction<Flow: FlowSpec>: Hashable, Sendable {
  /// `-> main animated`: enter a phase; `animated` asks the UI to animate the change.
  case goTo(Flow.Phase, animated: Bool)
  /// `-> present SignIn`: present a sheet or cover on top of everything open.
  case present(Modal<Flow>)
  /// `-> dismiss`: dismiss the topmost presentation.
  case dismiss
}
