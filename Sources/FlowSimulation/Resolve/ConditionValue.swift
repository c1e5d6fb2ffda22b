import FlowSyntax

/// What one condition reports at launch, as `flowc resolve --given` and `expect ... when` state it.
public enum ConditionValue: String, Hashable, Sendable, CaseIterable {
  case holds = "true"
  case fails = "false"
  /// Not decided yet, like a session check that has not answered: a `check` on it waits, and a guard
  /// on it does not hold.
  case unknown

  /// What the navigator's condition callback returns: `nil` while the value is unknown.
  public var navigatorValue: Bool? {
    switch self {
    case .holds: true
    case .fails: false
    case .unknown: nil
    }
  }
}

extension ConditionValue {
  /// The value a `when` term or a `then` step writes: `session`, `!session` or `?session`.
  init(_ written: ConditionTerm.Value) {
    switch written {
    case .holds: self = .holds
    case .fails: self = .fails
    case .unknown: self = .unknown
    }
  }
}
