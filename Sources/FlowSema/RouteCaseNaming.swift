/// How the checker names routes written without `as`.
public enum RouteCaseNaming: Hashable, Sendable {
  /// For the screen the route shows; two routes with one name are an error (FL0312).
  case stable
  /// As compilers before `as` did: routes showing the same screen add their pattern's literal words,
  /// then a counter. Those names changed whenever a route was added; `flowc diff` reads an old spec
  /// written for those compilers this way, so that it compares the case names its app really had.
  case legacy
}
