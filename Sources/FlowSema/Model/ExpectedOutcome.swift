/// What an `expect` says a URL does, as written (names unresolved, arguments as given).
public enum ExpectedOutcome: Hashable, Sendable, Codable {
  /// The URL lands on these screens, optionally in a named tab.
  case lands(tab: String?, screens: [ScreenInstance])
  /// The URL matches no route.
  case nothing
}
