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
  /// The tab's or phase's root, the screens pushed on it, then the presentation and its stack.
  var screens: [DynamicScreen]

  /// The tab, or the phase when there are no tabs: where messages say a link lands.
  var place: String { tab ?? phase }

  /// The last `count` screens (at least one) joined with ` > `, such as `ProjectDetail(id: 42)`.
  func tail(_ count: Int) -> String {
    screens.suffix(max(1, count)).map(\.description).joined(separator: " > ")
  }

  /// Everything above the root (or the root alone), for messages about an unexpected landing.
  var summary: String { tail(screens.count - 1) }
}
