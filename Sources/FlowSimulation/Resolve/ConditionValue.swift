import FlowSyntax

/// What one condition reports at launch, as `flowc resolve --given` and `expect ... when` state it.
public enum ConditionValue: String, Hashable, Sendable, CaseIterable {
  case holds = "true"
  case fails = "false"
  /// Not decided yet, like a session check that has not answered: a `check` on it waits, and a guard
  /// on it does not hold.
  case unknown

  /// The mark an `expect`'s `when` and `then` write before a condition's name: `!` for false, `?`
  /// for not known yet, none for true.
  public var marker: String {
    switch self {
    case .holds: ""
    case .fails: "!"
    case .unknown: "?"
    }
  }

  /// The value `word`'s mark says, and the rest of `word` after it (all of it without a mark).
  public static func marked(_ word: Substring) -> (value: ConditionValue, name: Substring) {
    switch word.first {
    case "!": (.fails, word.dropFirst())
    case "?": (.unknown, word.dropFirst())
    default: (.holds, word)
    }
  }

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
