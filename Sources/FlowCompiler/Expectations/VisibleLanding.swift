/// What a fresh, signed-in launch shows after opening one link: the route, the place, and every
/// screen from the root up.
struct VisibleLanding: Hashable, Sendable {
  /// The pattern of the route that matched.
  var route: String
  /// The index of that route in the model's routes.
  var routeIndex: Int
  var phase: String
  /// The selected tab, or `nil` when the phase shows a single root.
  var tab: String?
  /// The tab's or phase's root, the screens pushed on it, then the presentations and their stacks;
  /// over current, the root and the presentations only.
  var screens: [DynamicScreen]
  /// Whether the presentations opened over where the launch left the user (`over current`).
  var overCurrent = false

  /// The tab, or the phase when there are no tabs: where messages say a link lands.
  var place: String { tab ?? phase }

  /// ` in projects`, or ` over current`: how messages say where a link lands.
  var placeClause: String { overCurrent ? " over current" : " in \(place)" }

  /// The last `count` screens (at least one) joined with ` > `, such as `ProjectDetail(id: 42)`.
  func tail(_ count: Int) -> String {
    screens.suffix(max(1, count)).map(\.description).joined(separator: " > ")
  }

  /// Everything above the root (or the root alone), for messages about an unexpected landing.
  var summary: String { tail(screens.count - 1) }
}
