import FlowSema
import Foundation

/// Baseline (a): the way many routers work. One precompiled, anchored `NSRegularExpression` per
/// route, tried in declaration order against the link's path until one matches; then the captures
/// are read by name. It does less than `RouteTable` (no percent-decoding, no UTF-8 or `..` checks,
/// no query typing), so the speedup measured against it is conservative.
final class RegexRouter {
  private struct Entry {
    var regex: NSRegularExpression
    var names: [String]
    var requiredQueryKeys: [String]
  }

  private let entries: [Entry]
  private let schemes: Set<String>
  private let hosts: Set<String>

  init(model: FlowModel) {
    schemes = Set(model.app.schemes)
    hosts = Set(model.app.hosts)
    entries = model.routes.map { route in
      var pattern = "^"
      var names: [String] = []
      for segment in route.segments {
        switch segment {
        case .literal(let text):
          pattern += "/" + NSRegularExpression.escapedPattern(for: text)
        case .parameter(let name, let type):
          pattern += "/(" + Self.expression(for: type) + ")"
          names.append(name)
        case .catchAll(let name):
          pattern += "(?:/(.*))?"
          names.append(name)
        }
      }
      pattern += "/?$"
      // The patterns are built from checked specs; a failure here is a bug in this file.
      let regex = try! NSRegularExpression(pattern: pattern)
      return Entry(
        regex: regex, names: names,
        requiredQueryKeys: route.query.filter(\.isRequired).map { $0.key + "=" })
    }
  }

  private static func expression(for type: ValueType) -> String {
    switch type {
    case .int: "-?[0-9]{1,18}"
    case .uuid: "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
    case .double: "-?[0-9]+(?:\\.[0-9]+)?"
    case .bool: "true|false"
    case .string: "[^/]+"
    }
  }

  /// The first route whose expression matches the link's path, with its captures by name.
  func match(_ url: String) -> (route: Int, values: [String: String])? {
    guard let separator = url.range(of: "://") else { return nil }
    let scheme = url[..<separator.lowerBound].lowercased()
    let rest = url[separator.upperBound...]
    let beforeFragment = rest.prefix { $0 != "#" }
    let pathAndQuery = beforeFragment.split(
      separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let location = pathAndQuery.first ?? ""
    let query = pathAndQuery.count > 1 ? String(pathAndQuery[1]) : ""
    let path: String
    if scheme == "https" {
      let host = location.prefix { $0 != "/" }
      guard hosts.contains(host.lowercased()) else { return nil }
      path = String(location.dropFirst(host.count))
    } else {
      guard schemes.contains(scheme) else { return nil }
      path = "/" + location
    }
    let range = NSRange(location: 0, length: path.utf16.count)
    for (index, entry) in entries.enumerated() {
      guard let found = entry.regex.firstMatch(in: path, range: range) else { continue }
      guard entry.requiredQueryKeys.allSatisfy(query.contains) else { continue }
      var values: [String: String] = [:]
      for (position, name) in entry.names.enumerated() {
        let captured = found.range(at: position + 1)
        if captured.location != NSNotFound, let text = Range(captured, in: path) {
          values[name] = String(path[text])
        }
      }
      return (index, values)
    }
    return nil
  }
}
