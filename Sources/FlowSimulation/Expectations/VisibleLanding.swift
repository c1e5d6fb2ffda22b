/// What a fresh, signed-in launch shows after opening one link: the route, the place, and every
/// screen from the root up.
package struct VisibleLanding: Hashable, Sendable {
  /// The pattern of the route that matched.
  package var route: String
  /// The index of that route in the model's routes.
  package var routeIndex: Int
  package var phase: String
  /// The selected tab, or `nil` when the phase shows a single root.
  package var tab: String?
  /// The tab's or phase's root, the screens pushed on it, then the presentations and their stacks;
  /// over current, the root and the presentations only.
  package var screens: [DynamicScreen]
  /// Whether the presentations opened over where the launch left the user (`over current`).
  package var overCurrent = false

  /// The tab, or the phase when there are no tabs: where messages say a link lands.
  package var place: String { tab ?? phase }

  /// The name of the screen on top, or the place when none shows: what messages say it lands on.
  package var topName: String { screens.last?.name ?? place }

  /// ` in projects`, or ` over current`: how messages say where a link lands.
  package var placeClause: String { overCurrent ? " over current" : " in \(place)" }

  /// Every screen from the root up, for every message about where a link lands: cut, the
  /// screens read as if the first shown were the root (the tenth new-users and fourth reviews).
  package var stack: String { screens.map(\.description).joined(separator: " > ") }
}
