/// One thing that happens while a link is held, as an `expect ... held, then` states it: a condition
/// that changes (the app then says so with `conditionsDidChange()`), or an event the app sends.
public enum HeldLinkStep: Hashable, Sendable {
  case condition(String, ConditionValue)
  case event(String)

  /// As written in a `then`: `session`, `!session`, `?session`, or the event's name.
  public var text: String {
    switch self {
    case .condition(let name, let value): value.marker + name
    case .event(let name): name
    }
  }
}
