import FlowRuntime
import FlowSema

/// One route as `flowc routes` lists it: its parameters, where it lands, its guards and example URLs.
public struct RouteSummary: Hashable, Sendable {
  public var route: RouteModel
  public var parameters: [Parameter]
  /// Example URLs, one per custom scheme then one per host, placeholders left as `{name}`.
  ///
  /// A root route (`/`, `/?q={q}`) has no custom-scheme example: such a link's host is the path's
  /// first segment, so `a://?q=x` has none and the matcher refuses it.
  public var examples: [String]
  /// Where the route lands, such as `main, tab projects: ProjectList > ProjectDetail, cover LivePreview`.
  public var landingDescription: String
  /// The conditions guarding the landing, by name.
  public var requires: [String]
  /// For `over current`, the conditions guarding the presentations alone, by name: what a link
  /// opened over the user (in one of the landing's `overCurrentPhases`) waits for; `requires` is
  /// for where it lands from any other phase. `nil` for a landing that always moves the user.
  public var overCurrentRequires: [String]?

  /// The summary of `route`, a route of `model`.
  public init(_ route: RouteModel, in model: FlowModel) {
    let app = model.app
    self.route = route
    landingDescription = Self.landingDescription(route.landing, model)
    requires = route.landing.requires.map { model[$0].name }
    if route.landing.isOverCurrent {
      let opened = route.landing.presentations.flatMap { [$0.screen] + $0.stack }
      var names: [String] = []
      for condition in opened.flatMap({ model[$0.screen].requires }) {
        let name = model[condition].name
        if !names.contains(name) { names.append(name) }
      }
      overCurrentRequires = names
    }
    var parameters: [Parameter] = []
    var path = ""
    for segment in route.segments {
      switch segment {
      case .literal(let text):
        path += "/" + PercentEncoding.encode(text)
      case .parameter(let name, let type):
        path += "/{\(name)}"
        parameters.append(Parameter(name: name, type: type, location: .path, isRequired: true))
      case .catchAll(let name):
        path += "/{\(name)...}"
        // A catch-all takes zero or more segments: `/help` opens `/help/{topic...}`.
        parameters.append(Parameter(name: name, type: .string, location: .rest, isRequired: false))
      }
    }
    var query = ""
    for (index, item) in route.query.enumerated() {
      query += (index == 0 ? "?" : "&") + "\(item.key)={\(item.name)}"
      parameters.append(
        Parameter(
          name: item.name, type: item.type, location: .query(key: item.key),
          isRequired: item.isRequired))
    }
    self.parameters = parameters
    let schemePath = path.hasPrefix("/") ? String(path.dropFirst()) : path
    let schemes = route.segments.isEmpty ? [] : app.schemes
    self.examples =
      schemes.map { "\($0)://" + schemePath + query }
      + app.hosts.map { "https://\($0)" + (path.isEmpty ? "/" : path) + query }
  }

  /// Every route of `model`, in declaration order.
  public static func all(in model: FlowModel) -> [RouteSummary] {
    model.routes.map { RouteSummary($0, in: model) }
  }

  private static func landingDescription(_ landing: LandingModel, _ model: FlowModel) -> String {
    let name = { (screen: ScreenInstance) in model[screen.screen].name }
    let phase = model[landing.phase].name
    var text = landing.tab.map { "\(phase), tab \(model[$0].name)" } ?? phase
    text += ": " + ([model[landing.root].name] + landing.stack.map(name)).joined(separator: " > ")
    for presentation in landing.presentations {
      text += ", \(presentation.kind.rawValue) "
      text += ([name(presentation.screen)] + presentation.stack.map(name)).joined(
        separator: " > ")
    }
    if landing.isOverCurrent {
      text +=
        " (over current in "
        + landing.overCurrentPhases.map { model[$0].name }.joined(separator: ", ") + ")"
    }
    return text
  }

  /// The placeholders as `id: Int (path), line: Int (query line, optional)`.
  public var parameterDescription: String {
    parameters.map(\.description).joined(separator: ", ")
  }
}

extension RouteSummary {
  /// `session`, `-`, or for `over current`, `session; over current: -`: what the link waits for
  /// where it lands, then what it waits for opened over the user, which may be less. `name`
  /// writes each condition (a code span in Markdown).
  public func guardsDescription(naming name: (String) -> String = { $0 }) -> String {
    func list(_ names: [String]) -> String {
      names.isEmpty ? "-" : names.map(name).joined(separator: ", ")
    }
    guard let overCurrentRequires, overCurrentRequires != requires else { return list(requires) }
    return list(requires) + "; over current: " + list(overCurrentRequires)
  }
}
