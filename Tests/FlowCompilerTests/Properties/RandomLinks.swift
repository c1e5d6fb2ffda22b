import FlowCompiler
import FlowRuntime
import FlowSema
import FlowSimulation
import FlowTestSupport
import Foundation

/// Seeded random links for a checked spec: links the builder writes for random values (optional
/// query items present or absent), the same values written raw when the builder refuses them, near
/// misses (a character changed, a segment added or dropped, a query item repeated, the scheme or
/// host altered) and hostile text.
enum RandomLinks {
  static let hostile = [
    "", "/", "://", "javascript:alert(1)", "file:///etc/passwd", "http://x", "%00", "\u{0}",
    "a\nb", "\u{202E}", String(repeating: "a", count: 9000),
  ]
  static let edits = [
    "%", "%zz", "%2F", "/", "//", "?", "#", "&", "=", "..", "A", "0", "-1", "x", " ", "+", "\\",
    "\u{E9}", "%C3", "true", "1e3",
  ]

  static func links(
    for model: FlowModel, count: Int, using random: inout SeededGenerator
  ) -> [String] {
    let table = Resolver.routeTable(for: model)
    guard !table.routes.isEmpty, let scheme = model.app.schemes.first else { return [] }
    var links: [String] = []
    for _ in 0..<count {
      let route = table.routes[Int.random(in: 0..<table.routes.count, using: &random)]
      let values = RandomValues.values(for: route, using: &random)
      let host = model.app.hosts.first
      var link: String
      if let host, Bool.random(using: &random),
        let universal = route.url(values: values, host: host)
      {
        link = universal
      } else {
        link =
          route.url(values: values, scheme: scheme) ?? raw(route, values: values, scheme: scheme)
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5: break
      case 5..<8: link = nearMiss(link, route: route, using: &random)
      case 8:
        link =
          (hostile.randomElement(using: &random) ?? "") + (Bool.random(using: &random) ? link : "")
      default:
        link = nearMiss(nearMiss(link, route: route, using: &random), route: route, using: &random)
      }
      links.append(link)
    }
    return links
  }

  /// The values written as they are, unencoded: what a careless or hostile sender writes.
  private static func raw(_ route: RouteSpec, values: [String: ParameterValue], scheme: String)
    -> String
  {
    let path = route.segments.map { segment -> String in
      switch segment {
      case .literal(let text): text
      case .parameter(let name, _), .catchAll(let name): values[name]?.text ?? ""
      }
    }
    let query = route.query.compactMap { item in values[item.name].map { "\(item.key)=\($0.text)" }
    }
    return scheme + "://" + path.joined(separator: "/")
      + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  private static func nearMiss(
    _ link: String, route: RouteSpec, using random: inout SeededGenerator
  )
    -> String
  {
    var characters = Array(link)
    let edit = edits.randomElement(using: &random) ?? "x"
    switch Int.random(in: 0..<7, using: &random) {
    case 0 where !characters.isEmpty:
      let position = Int.random(in: 0..<characters.count, using: &random)
      characters.replaceSubrange(position...position, with: Array(edit))
      return String(characters)
    case 1 where !characters.isEmpty:
      let position = Int.random(in: 0...characters.count, using: &random)
      characters.insert(contentsOf: Array(edit), at: position)
      return String(characters)
    case 2:
      return link + (link.contains("?") ? "&" : "?") + (route.query.first?.key ?? "q") + "=" + edit
    case 3:
      guard let slash = link.lastIndex(of: "/") else { return link + "/" }
      return String(link[..<slash])
    case 4: return link + "/" + edit
    case 5: return link.uppercased()
    default:
      return link.replacingOccurrences(
        of: "://", with: Bool.random(using: &random) ? ":/" : "://x.")
    }
  }
}
