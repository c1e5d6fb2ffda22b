import Foundation

/// Building links for generated route enums, whose `url` must always return a `URL`.
extension RouteTable {
  /// The custom-scheme link for a route's values, with the app's first scheme.
  ///
  /// A few values cannot travel in any link the matcher accepts: an empty, `.` or `..` path text,
  /// control characters, an `Int` beyond ±(10^18−1), a non-finite `Double`. For those the link is
  /// still written, every value percent-encoded as it is, and the matcher refuses it: matching the
  /// result gives back the same route and values exactly when the builder accepts them.
  public func link(forRoute index: Int, values: [String: ParameterValue]) -> URL {
    let scheme = configuration.schemes.first ?? "flowkit"
    guard routes.indices.contains(index) else { return Self.url(scheme + "://") }
    let route = routes[index]
    return Self.url(
      route.url(values: values, scheme: scheme) ?? route.rawLink(values: values, scheme: scheme))
  }

  /// The universal link for a route's values on `host` (the app's first host by default), or `nil`
  /// when the app has no such host or the values cannot round-trip (see `link(forRoute:values:)`).
  public func universalLink(
    forRoute index: Int, values: [String: ParameterValue], host: String? = nil
  )
    -> URL?
  {
    guard routes.indices.contains(index), let host = host ?? configuration.hosts.first,
      configuration.hosts.contains(host.lowercased()),
      let text = routes[index].url(values: values, host: host)
    else { return nil }
    return URL(string: text)
  }

  /// A URL from text the encoder wrote: only unreserved bytes, `%XX` escapes and URL delimiters, which
  /// every Foundation parses.
  private static func url(_ text: String) -> URL {
    URL(string: text) ?? URL(fileURLWithPath: "/")
  }
}

extension RouteSpec {
  /// `scheme://` then every path and query value percent-encoded as it is, without the checks that
  /// make `url(values:scheme:)` refuse values the matcher would refuse.
  func rawLink(values: [String: ParameterValue], scheme: String) -> String {
    var path: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text): path.append(PercentEncoding.encode(text))
      case .parameter(let name, _), .catchAll(let name):
        path.append(values[name].map { PercentEncoding.encode($0.text) } ?? "")
      }
    }
    let query = self.query.compactMap { item in
      values[item.name].map {
        PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode($0.text)
      }
    }
    let safeScheme =
      scheme.utf8.allSatisfy(URLBytes.isSchemeByte) && !scheme.isEmpty ? scheme : "flowkit"
    return safeScheme + "://" + path.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }
}
