import Foundation

/// Building links for generated route enums: a link is handed out only if it leads back to the same
/// route with the same values, so `Route(url: route.url)` is `route` or there is no link at all.
extension RouteTable {
  /// The custom-scheme link for a route's values, with the app's first scheme; `nil` when the app has
  /// no scheme or no link can carry the values.
  ///
  /// `RouteSpec.url(values:scheme:)` refuses what the matcher refuses for this route alone (an empty,
  /// `.` or `..` path text, control characters, an `Int` beyond ±(10^18−1), a non-finite `Double`,
  /// ...). A link it writes can still land elsewhere when a sibling route reads the text better, so the
  /// link is matched once more with this table and kept only if it comes back as this route with equal
  /// values (docs/DeepLinks.md, "Building").
  public func link(forRoute index: Int, values: [String: ParameterValue]) -> URL? {
    guard routes.indices.contains(index), let scheme = configuration.schemes.first,
      let text = routes[index].url(values: values, scheme: scheme)
    else { return nil }
    return roundTripURL(text, route: index, values: values)
  }

  /// The universal link for a route's values on `host` (the app's first host by default); `nil` when
  /// the app has no such host or no link can carry the values (see `link(forRoute:values:)`).
  public func universalLink(
    forRoute index: Int, values: [String: ParameterValue], host: String? = nil
  )
    -> URL?
  {
    guard routes.indices.contains(index), let host = host ?? configuration.hosts.first,
      configuration.hosts.contains(host.lowercased()),
      let text = routes[index].url(values: values, host: host)
    else { return nil }
    return roundTripURL(text, route: index, values: values)
  }

  /// `text` as a `URL` if matching it gives route `index` with exactly the values the route binds.
  ///
  /// Every value the route binds is compared, absent ones included, so an optional query value that
  /// did not come back, or a value another route or type would read, refuses the link.
  private func roundTripURL(_ text: String, route index: Int, values: [String: ParameterValue])
    -> URL?
  {
    guard case .matched(let match) = match(text), match.routeIndex == index,
      routes[index].parameterNames.allSatisfy({ match.values[$0] == values[$0] })
    else { return nil }
    return URL(string: text)
  }
}
