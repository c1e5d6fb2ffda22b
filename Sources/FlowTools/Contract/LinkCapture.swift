import FlowRuntime
import FlowSema
import FlowSyntax

/// Old links that a new route now takes from the old route that opened them (FL0508).
///
/// The matcher prefers, segment by segment, a literal over a placeholder and a narrower type over a
/// wider one, so a new route can be more specific than an old route on some of the URLs the old
/// route accepted: adding `/users/settings` beside `/users/{name}` sends `a://users/settings` to
/// another screen. Such URLs are those both patterns accept; for each old and new route one of them
/// is built (`sharedLink`) and opened against both specs. It is a break when the old spec opened it
/// through the old route, the new spec opens it through the new route, which does not continue the
/// old one, and the user sees something else.
enum LinkCapture {
  /// One FL0508 per new route that takes links from an old route, skipping old routes in `broken`
  /// (already reported as breaking).
  static func compare(
    old: ContractSide, new: ContractSide, pairs: [Int: Int], origin: SampleLink.Origin?,
    broken: Set<Int>
  ) -> [Diagnostic] {
    guard let origin else { return [] }
    // Old routes by first literal segment, so that a new route meets only those it may share
    // a link with; routes starting with a placeholder or catch-all (or with no segment) meet all.
    var byFirstLiteral: [String: [Int]] = [:]
    var unkeyed: [Int] = []
    for (index, route) in old.model.routes.enumerated() {
      if case .literal(let text)? = route.segments.first {
        byFirstLiteral[text, default: []].append(index)
      } else {
        unkeyed.append(index)
      }
    }
    var diagnostics: [Diagnostic] = []
    for (index, route) in new.model.routes.enumerated() {
      let candidates: [Int]
      if case .literal(let text)? = route.segments.first {
        candidates = (byFirstLiteral[text, default: []] + unkeyed).sorted()
      } else {
        candidates = Array(old.model.routes.indices)
      }
      for oldIndex in candidates where pairs[oldIndex] != index && !broken.contains(oldIndex) {
        let oldRoute = old.model.routes[oldIndex]
        guard let url = sharedLink(oldRoute, route, origin: origin),
          case .landed(let after) = new.probe.open(url), after.routeIndex == index,
          case .landed(let before) = old.probe.open(url), before.routeIndex == oldIndex,
          URLContract.differs(before, in: old.model, after, in: new.model)
        else { continue }
        diagnostics.append(
          Diagnostic(
            .linkCaptured, path: new.path, range: new.range(ofRoute: index),
            message: ContractMessages.captured(
              url, old: before, new: after, route: route.pattern, from: oldRoute.pattern)))
        break
      }
    }
    return diagnostics
  }

  /// A link that both patterns match at `origin`, or `nil` when no URL matches both.
  ///
  /// Segments are intersected position by position: equal literals; a literal the placeholder's
  /// type reads; the example value of the narrower of two placeholder types; a catch-all takes
  /// whatever the other pattern has left. Required query items of both get example values.
  static func sharedLink(_ first: RouteModel, _ second: RouteModel, origin: SampleLink.Origin)
    -> String?
  {
    guard let path = sharedPath(first.segments[...], second.segments[...]) else { return nil }
    var items: [String] = []
    var seen: Set<String> = []
    for item in first.query + second.query where item.isRequired && seen.insert(item.key).inserted {
      let types = (first.query + second.query).filter { $0.key == item.key }.map(\.type)
      guard let value = sharedValue(types) else { return nil }
      items.append(PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode(value))
    }
    let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
    let encoded = path.map(PercentEncoding.encode).joined(separator: "/")
    switch origin {
    case .scheme(let scheme):
      return path.isEmpty ? nil : "\(scheme)://" + encoded + query
    case .host(let host):
      return "https://\(host)/" + encoded + query
    }
  }

  private static func sharedPath(
    _ first: ArraySlice<RouteSegment>, _ second: ArraySlice<RouteSegment>
  )
    -> [String]?
  {
    var path: [String] = []
    var first = first
    var second = second
    while true {
      switch (first.first, second.first) {
      case (nil, nil):
        return path
      case (.catchAll?, _):
        return path + filling(second)
      case (_, .catchAll?):
        return path + filling(first)
      case (nil, _), (_, nil):
        return nil
      case (.literal(let text)?, .literal(let other)?):
        guard text == other else { return nil }
        path.append(text)
      case (.literal(let text)?, .parameter(_, let type)?),
        (.parameter(_, let type)?, .literal(let text)?):
        guard type.acceptsPathSegment(text) else { return nil }
        path.append(text)
      case (.parameter(_, let type)?, .parameter(_, let other)?):
        guard let value = sharedValue([type, other]) else { return nil }
        path.append(value)
      }
      first = first.dropFirst()
      second = second.dropFirst()
    }
  }

  /// Segments a catch-all matches: the rest of a pattern, up to its own catch-all if any.
  private static func filling(_ segments: ArraySlice<RouteSegment>) -> [String] {
    var path: [String] = []
    for segment in segments {
      switch segment {
      case .literal(let text): path.append(text)
      case .parameter(_, let type): path.append(example(type))
      case .catchAll: return path
      }
    }
    return path
  }

  /// An example value every type in `types` reads, if there is one.
  private static func sharedValue(_ types: [ValueType]) -> String? {
    types.lazy.map(example).first { value in types.allSatisfy { $0.accepts(value) } }
  }

  /// The example value `SampleLink` uses, as URL text.
  private static func example(_ type: ValueType) -> String {
    SampleLink.value(type).text
  }
}
