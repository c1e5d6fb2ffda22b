import FlowRuntime

/// When a route wins an overlap only while its query is acceptable (docs/DeepLinks.md, "Matching":
/// a repeated key, a missing required item or an ill-typed value fails the route, and the matcher
/// goes on to the next alternative), the ways a link makes it fall back to the other route. Each
/// way is tried on an example link with the runtime's own matcher, so FL0304 says only what
/// `flowc resolve` and the generated matcher do.
struct OverlapFallbacks {
  let routes: [ResolvedRoute]
  /// The app's first custom scheme and first universal-link host, for the links the warnings show.
  let scheme: String?
  let host: String?
  /// Every route, built on the first fallback asked for: most specs have none to ask about.
  private var table: RouteTable?

  init(routes: [ResolvedRoute], scheme: String?, host: String?) {
    self.routes = routes
    self.scheme = scheme
    self.host = host
  }

  /// `example` as FL0303 and FL0304 show it: a link the app receives.
  func shown(_ example: OverlapExample) -> String {
    example.link(scheme: scheme, host: host)
  }

  /// The ways a link that `winner` would open instead opens `loser`, with the first such link;
  /// `nil` when the winner reads no query or no way of failing it reaches the loser.
  mutating func fallback(from winner: Int, to loser: Int, _ example: OverlapExample)
    -> (ways: [SemaMessages.OverlapFallbackWay], link: String)?
  {
    // A root route's link needs a host (`OverlapExample.link`).
    guard !routes[winner].query.isEmpty, !example.segments.isEmpty || host != nil else {
      return nil
    }
    var ways: [SemaMessages.OverlapFallbackWay] = []
    var shown: String?
    for item in routes[winner].query {
      let other = routes[loser].query.first { $0.key == item.key }
      var tries: [(SemaMessages.OverlapFallbackWay, [(key: String, value: String)])] = []
      let without = example.query.filter { $0.key != item.key }
      if item.isRequired, other?.isRequired != true {
        tries.append((.missing(item.key), without))
      }
      // A value the winner's type refuses and the loser's, if it reads the key, accepts: one of
      // each type's, so that a `Bool` or `UUID` loser behind a `Double` is found too (the diff
      // review: `?t=true` opened it, and the warning did not say so).
      if let value = Self.valueOfEachType.first(where: { value in
        !item.type.accepts(value) && (other?.type.accepts(value) ?? true)
      }) {
        tries.append((.notOfType(item.key, item.type), without + [(item.key, value)]))
      }
      if other == nil {
        let value = OverlapExample.sample(item.type, item.type)
        tries.append((.repeated(item.key), without + [(item.key, value), (item.key, value)]))
      }
      for (way, query) in tries {
        var link = example
        link.query = query
        guard opens(loser, link) else { continue }
        ways.append(way)
        if shown == nil { shown = self.shown(link) }
      }
    }
    return shown.map { (ways, $0) }
  }

  /// A value of each parameter type, tried in turn.
  private static let valueOfEachType = [
    "x", "1.5", "1", "true", "00000000-0000-0000-0000-000000000000",
  ]

  /// Whether the matcher opens route `index` for `example`, read with the app's scheme (or a
  /// stand-in when the app has none, since the matcher needs one) and host.
  private mutating func opens(_ index: Int, _ example: OverlapExample) -> Bool {
    let scheme = scheme ?? "flowc"
    if table == nil {
      table = RouteTable(
        routes: routes.map { RouteSpec(segments: $0.segments, query: $0.query) },
        configuration: LinkConfiguration(schemes: [scheme], hosts: host.map { [$0] } ?? []))
    }
    guard case .matched(let match) = table?.match(example.link(scheme: scheme, host: host)) else {
      return false
    }
    return match.routeIndex == index
  }
}
