/// What an `expect` says a URL does, as written (names unresolved, arguments as given).
public enum ExpectedOutcome: Hashable, Sendable, Codable {
  /// The URL lands on these screens, optionally in a named tab.
  case lands(tab: String?, screens: [WrittenScreen])
  /// The URL matches no route.
  case nothing
  /// The URL is held until conditions hold (`expect ... when !session -> held`); its conditions and
  /// follow-up are verified from the source by the compiler's expectation checker.
  case held
}
