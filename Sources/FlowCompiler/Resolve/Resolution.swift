/// What opening one URL does from the signed-in initial state, as `flowc resolve` reports it.
public struct Resolution: Hashable, Sendable {
  public var url: String
  /// The route's pattern, when the URL matched one.
  public var route: String?
  /// The values the URL carried, by placeholder name, as canonical text.
  public var parameters: [String: String]
  public var phase: String
  public var tab: String?
  /// The landing stack, bottom first, such as `["ProjectDetail(id: 42)"]`.
  public var stack: [String]
  public var presentation: PresentationState?
  /// Sheets and covers open on top of `presentation`, each presented by the one below it.
  public var nestedPresentations: [PresentationState] = []
  /// Whether the link opened its presentations over where the launch left the user (`over current`)
  /// instead of moving to the route's own phase and tab.
  public var overCurrent = false
  /// Why the URL matched nothing, or why it could not land.
  public var reason: String?

  /// A sheet or cover that ended up open, with the stack inside it.
  public struct PresentationState: Hashable, Sendable {
    /// `sheet` or `cover`.
    public var kind: String
    public var screen: String
    public var stack: [String]
  }

  public var matched: Bool { route != nil }
}
