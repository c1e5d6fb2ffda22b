import FlowRuntime
import FlowSema

/// Concrete links for a route, so that every contract message names a URL that breaks.
///
/// Placeholders get fixed example values (`42`, `1.5`, `true`, `abc`, `a/b` for a catch-all, a fixed
/// UUID); the runtime's URL builder writes them, so the link is one the matcher reads back.
enum SampleLink {
  /// Where a link is opened from: a custom scheme or a universal-link host.
  enum Origin: Hashable, Sendable {
    case scheme(String)
    case host(String)
  }

  /// Example values for the route's placeholders; optional query items only when asked for.
  static func values(for route: RouteModel, includingOptional: Bool) -> [String: ParameterValue] {
    var values: [String: ParameterValue] = [:]
    for segment in route.segments {
      switch segment {
      case .literal: break
      case .parameter(let name, let type): values[name] = value(type)
      case .catchAll(let name): values[name] = .string("a/b")
      }
    }
    for item in route.query where item.isRequired || includingOptional {
      values[item.name] = value(item.type)
    }
    return values
  }

  /// The link for `route` at `origin`, with `overriding` in place of the fixed values it names, or
  /// `nil` when the builder cannot write one (such as a custom-scheme link to `/`, which would have
  /// no host).
  static func url(
    _ route: RouteModel, spec: RouteSpec, origin: Origin, includingOptional: Bool = false,
    overriding: [String: ParameterValue] = [:]
  ) -> String? {
    let values = values(for: route, includingOptional: includingOptional).merging(overriding) {
      $1
    }
    switch origin {
    case .scheme(let scheme): return spec.url(values: values, scheme: scheme)
    case .host(let host): return spec.url(values: values, host: host)
    }
  }

  /// The fixed example value of `type`, which every contract message and shared link uses.
  static func value(_ type: ValueType) -> ParameterValue {
    switch type {
    case .int: .int(42)
    case .double: .double(1.5)
    case .bool: .bool(true)
    case .string: .string("abc")
    case .uuid: ParameterType.uuid.parse("E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? .string("abc")
    }
  }
}

extension SampleLink {
  /// Every scheme, then every host, of `app`.
  static func origins(_ app: AppModel) -> [Origin] {
    app.schemes.map(Origin.scheme) + app.hosts.map(Origin.host)
  }
}
