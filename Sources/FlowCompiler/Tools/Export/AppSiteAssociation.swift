import FlowSema

/// The `applinks` section of an apple-app-site-association file, in the `components` form (iOS 13+),
/// listing exactly the paths the spec's routes match.
///
/// Placeholders become `*`; a catch-all becomes two components, the path without it and `/*` after
/// it, because it may match zero segments. Literals are percent-encoded (patterns are compared with
/// the encoded URL), including `*` and `?`, which are wildcards here. A required query item adds
/// `"?": {"key": "*"}`. Components that come out the same are listed once.
public enum AppSiteAssociation {
  /// The JSON file for `appID`, or `nil` when the app declares no `host` and so has no universal links.
  public static func render(_ model: FlowModel, appID: AppID) -> String? {
    guard !model.app.hosts.isEmpty else { return nil }
    var components: [Component] = []
    for route in model.routes {
      for path in paths(of: route) {
        let component = Component(
          path: path, query: route.query.filter(\.isRequired).map(\.key),
          comment: route.pattern + " -> " + route.landing.destination)
        if let index = components.firstIndex(where: { $0.matches(component) }) {
          components[index].comment += "; " + component.comment
        } else {
          components.append(component)
        }
      }
    }
    let document = JSONValue.object([
      (
        "applinks",
        .object([
          (
            "details",
            .array([
              .object([
                ("appIDs", .array([.string(appID.description)])),
                ("components", .array(components.map(\.value))),
              ])
            ])
          )
        ])
      )
    ])
    return document.serialized() + "\n"
  }

  /// The path patterns a route matches: one, or two when it ends in a catch-all.
  private static func paths(of route: RouteModel) -> [String] {
    var path = ""
    for segment in route.segments {
      switch segment {
      case .literal(let text): path += "/" + URLPathText.encode(text)
      case .parameter: path += "/*"
      case .catchAll: return [path.isEmpty ? "/" : path, path + "/*"]
      }
    }
    return [path.isEmpty ? "/" : path]
  }

  private struct Component {
    var path: String
    var query: [String]
    var comment: String

    func matches(_ other: Component) -> Bool { path == other.path && query == other.query }

    var value: JSONValue {
      var members: [(key: String, value: JSONValue)] = [("/", .string(path))]
      if !query.isEmpty {
        members.append(("?", .object(query.map { ($0, JSONValue.string("*")) })))
      }
      members.append(("comment", .string(comment)))
      return .object(members)
    }
  }
}
