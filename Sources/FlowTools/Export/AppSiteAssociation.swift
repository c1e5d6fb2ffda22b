import FlowCompiler
import FlowRuntime
import FlowSema
import FlowSimulation

/// The `applinks` section of an apple-app-site-association file, in the `components` form (iOS 13+),
/// opening the app for the links the spec's routes match, as closely as Apple's patterns allow.
///
/// Apple's `*` matches any run of characters, the empty one and `/` included, and `?` exactly one;
/// the first component that matches a URL decides, and an `exclude` one keeps the URL in the browser.
/// So a placeholder, which matches one non-empty segment, becomes `?*` (it still admits a `/`, which
/// the patterns cannot refuse); a catch-all becomes two components, the path without it and `/*` after
/// it, because it may match zero segments. Literals are percent-encoded (patterns are compared with
/// the encoded URL), including `*` and `?`; a literal holding sub-delims, `:` or `@` is listed both
/// as a browser keeps them (`/a:b`) and as the link builder encodes them (`/a%3Ab`), so the app's
/// own links open it. A path that ends in a literal is listed again with a trailing `/`, which the
/// matcher ignores and Apple's patterns do not (a last `?*` or `/*` matches it already). A required
/// query item adds `"?": {"key": "?*"}`, or `"*"` for a `String`, whose empty value the matcher
/// accepts. Components that come out the same are listed once.
///
/// Paths made of a route's leading literals (`/items/new` for `/items/new/photo`) that the matcher
/// refuses whatever the query, but that an include would open, come first as `exclude` components,
/// with and without a trailing `/`: a sibling placeholder of another type (`/items/{id: Int}`) or
/// none at all would otherwise send the app a link it cannot open. Other refused links (`/items/abc`
/// for an `Int`, `/items/1/2`) cannot be told apart by these patterns; the app reports them as
/// unmatched.
public enum AppSiteAssociation {
  /// The JSON file for `appID`, or `nil` when the app declares no `host` and so has no universal links.
  public static func render(_ model: FlowModel, appID: AppID) -> String? {
    guard let host = model.app.hosts.first else { return nil }
    let includes = includedComponents(model)
    let excludes = excludedComponents(model, host: host, includes: includes)
    let document = JSONValue.object([
      (
        "applinks",
        .object([
          (
            "details",
            .array([
              .object([
                ("appIDs", .array([.string(appID.description)])),
                ("components", .array((excludes + includes).map(\.value))),
              ])
            ])
          )
        ])
      )
    ])
    return document.serialized() + "\n"
  }

  /// One component per route path, in declaration order, identical ones merged.
  private static func includedComponents(_ model: FlowModel) -> [Component] {
    var components: [Component] = []
    // Where each distinct component is, by `key`: a search of the list for each route made the
    // export quadratic (the tools review: 4,000 routes took 85 s).
    var positions: [String: Int] = [:]
    for route in model.routes {
      for path in paths(of: route) {
        let component = Component(
          path: path,
          query: route.query.filter(\.isRequired).map { ($0.key, $0.type == .string ? "*" : "?*") },
          exclude: false, comment: route.pattern + " -> " + model[route.landing.destination].name)
        if let index = positions[component.key] {
          components[index].comment += "; " + component.comment
        } else {
          positions[component.key] = components.count
          components.append(component)
        }
      }
    }
    return components
  }

  /// The path patterns a route matches, in each spelling of its literals (`literalSpellings`):
  /// two when it ends in a catch-all (the path without it, and `/*` after it), two when it ends in
  /// a literal (the path, and the path with the one trailing `/` the matcher ignores), else one.
  /// A last placeholder's `?*` matches that `/`.
  private static func paths(of route: RouteModel) -> [String] {
    var spelled: [String] = []
    for spell in literalSpellings {
      for path in paths(of: route, spelling: spell) where !spelled.contains(path) {
        spelled.append(path)
      }
    }
    return spelled
  }

  /// The ways a literal is spelled in a link that opens the app: as a browser keeps it (`/a:b`)
  /// and as the runtime's builder, `flowc routes` and example links write it (`/a%3Ab`). The two
  /// differ only for sub-delims, `:` and `@`; a link mixing them across segments is not listed.
  private static var literalSpellings: [(String) -> String] {
    [URLPathText.encode, PercentEncoding.encode]
  }

  private static func paths(of route: RouteModel, spelling spell: (String) -> String) -> [String] {
    var path = ""
    for segment in route.segments {
      switch segment {
      case .literal(let text): path += "/" + spell(text)
      case .parameter: path += "/?*"
      case .catchAll: return [path.isEmpty ? "/" : path, path + "/*"]
      }
    }
    guard !path.isEmpty else { return ["/"] }
    guard case .literal? = route.segments.last else { return [path] }
    return [path, path + "/"]
  }

  /// `exclude` components for the literal paths the matcher refuses but an include would open.
  ///
  /// A candidate is refused whatever its query exactly when no route's path matches it, which a
  /// table of the routes without their query items tells: the runtime's own matcher decides.
  private static func excludedComponents(
    _ model: FlowModel, host: String, includes: [Component]
  ) -> [Component] {
    let pathsOnly = RouteTable(
      routes: DynamicDefinition.routeSpecs(model).map { RouteSpec(segments: $0.segments) },
      configuration: LinkConfiguration(schemes: [], hosts: [host]))
    var candidates: [String] = []
    var listed: Set<String> = []
    for route in model.routes {
      for spell in literalSpellings {
        var path = ""
        for segment in route.segments {
          guard case .literal(let text) = segment else { break }
          path += "/" + spell(text)
          // With the trailing `/` the matcher ignores, which a `?*` include would open too.
          for candidate in [path, path + "/"] where listed.insert(candidate).inserted {
            candidates.append(candidate)
          }
        }
      }
    }
    // The includes by their literal start, up to the first wildcard: one can match a path only
    // when the path starts with it, so a candidate is tried against those alone, not every
    // include (every route's, for each candidate, made the export quadratic).
    var includesByStart: [Substring: [String]] = [:]
    for include in includes {
      let start = include.path.prefix { $0 != "*" && $0 != "?" }
      includesByStart[start, default: []].append(include.path)
    }
    // Whether an include whose literal start ends at `end` matches the whole path.
    func opened(_ path: String, startEndingAt end: String.Index) -> Bool {
      (includesByStart[path[..<end]] ?? []).contains { AppLinkPattern.matches($0, path) }
    }
    return candidates.compactMap { path in
      guard case .rejected = pathsOnly.match("https://" + host + path),
        (path.indices + [path.endIndex]).contains(where: { opened(path, startEndingAt: $0) })
      else { return nil }
      return Component(
        path: path, query: [], exclude: true, comment: "no route matches " + path)
    }
  }

  private struct Component {
    var path: String
    /// Required query keys and the pattern of their values.
    var query: [(key: String, pattern: String)]
    var exclude: Bool
    var comment: String

    /// The same string for components that open the same links (the path, whether excluded, and
    /// the query's keys and patterns in order), for merging them by dictionary.
    var key: String {
      ([exclude ? "-" : "+", path] + query.flatMap { [$0.key, $0.pattern] })
        .joined(separator: "\u{0}")
    }

    var value: JSONValue {
      var members: [(key: String, value: JSONValue)] = [("/", .string(path))]
      if !query.isEmpty {
        members.append(("?", .object(query.map { ($0.key, JSONValue.string($0.pattern)) })))
      }
      if exclude { members.append(("exclude", .bool(true))) }
      members.append(("comment", .string(comment)))
      return .object(members)
    }
  }
}
