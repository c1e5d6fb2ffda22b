/// What a `RouteTable` makes of one link.
public enum LinkMatchResult: Hashable, Sendable {
  /// The link matched a route.
  case matched(RouteMatch)
  /// The link matched nothing, and why.
  case rejected(LinkRejection)

  /// The match, if there is one.
  public var match: RouteMatch? {
    guard case .matched(let match) = self else { return nil }
    return match
  }

  /// The rejection, if there is one.
  public var rejection: LinkRejection? {
    guard case .rejected(let rejection) = self else { return nil }
    return rejection
  }
}
