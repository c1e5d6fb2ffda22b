import FlowCompiler
import FlowSema

/// The `flowc routes --format json` document; its shape is the contract in docs/Tools.md.
enum RouteJSON {
  /// Bumped only when a field changes meaning or disappears; new fields keep the version.
  static let formatVersion = 1

  static func render(_ routes: [RouteSummary], model: FlowModel) -> String {
    let app = model.app
    let value = { (summary: RouteSummary) in Self.value(summary, model) }
    let document = JSONValue.object([
      ("version", .integer(formatVersion)),
      ("app", .string(app.name)),
      ("schemes", .array(app.schemes.map(JSONValue.string))),
      ("hosts", .array(app.hosts.map(JSONValue.string))),
      ("routes", .array(routes.map(value))),
    ])
    return document.serialized() + "\n"
  }

  private static func value(_ summary: RouteSummary, _ model: FlowModel) -> JSONValue {
    let route = summary.route
    let landing = route.landing
    let instanceValue = { (instance: ScreenInstance) in value(instance, model) }
    let presentationValue = { (presentation: PresentationLanding) -> JSONValue in
      .object([
        ("kind", .string(presentation.kind.rawValue)),
        ("screen", instanceValue(presentation.screen)),
        ("stack", .array(presentation.stack.map(instanceValue))),
      ])
    }
    var landingMembers: [(key: String, value: JSONValue)] = [
      ("phase", .string(model[landing.phase].name)),
      ("tab", landing.tab.map { .string(model[$0].name) } ?? .null),
      ("root", .string(model[landing.root].name)),
      ("stack", .array(landing.stack.map(instanceValue))),
      ("presentation", landing.presentation.map(presentationValue) ?? .null),
    ]
    // New fields, present only when used, so older documents read the same.
    if !landing.nestedPresentations.isEmpty {
      landingMembers.append(
        ("nestedPresentations", .array(landing.nestedPresentations.map(presentationValue))))
    }
    if landing.isOverCurrent {
      landingMembers.append(
        ("overCurrentPhases", .array(landing.overCurrentPhases.map { .string(model[$0].name) })))
    }
    var guards: [(key: String, value: JSONValue)] = [
      ("requires", .array(summary.requires.map(JSONValue.string)))
    ]
    if let overCurrent = summary.overCurrentRequires {
      guards.append(("overCurrentRequires", .array(overCurrent.map(JSONValue.string))))
    }
    return .object(
      [
        ("pattern", .string(route.pattern)),
        ("line", .integer(route.line)),
        ("case", .string(route.caseName)),
        ("parameters", .array(summary.parameters.map(value))),
        ("landing", .object(landingMembers)),
      ] + guards + [
        ("stackPolicy", .string(route.stackPolicy.rawValue)),
        ("presentationPolicy", .string(route.presentationPolicy.rawValue)),
        ("examples", .array(summary.examples.map(JSONValue.string))),
      ])
  }

  private static func value(_ parameter: RouteSummary.Parameter) -> JSONValue {
    let (location, key): (String, JSONValue) =
      switch parameter.location {
      case .path: ("path", .null)
      case .rest: ("rest", .null)
      case .query(let key): ("query", .string(key))
      }
    return .object([
      ("name", .string(parameter.name)),
      ("type", .string(parameter.type.swiftName)),
      ("location", .string(location)),
      ("key", key),
      ("required", .bool(parameter.isRequired)),
    ])
  }

  private static func value(_ instance: ScreenInstance, _ model: FlowModel) -> JSONValue {
    .object([
      ("screen", .string(model[instance.screen].name)),
      ("arguments", .array(instance.arguments.map(value))),
    ])
  }

  private static func value(_ argument: BoundArgument) -> JSONValue {
    switch argument.binding {
    case .placeholder(let name):
      .object([
        ("parameter", .string(argument.parameter)), ("from", .string("placeholder")),
        ("placeholder", .string(name)),
      ])
    case .literal(let constant):
      .object([
        ("parameter", .string(argument.parameter)), ("from", .string("literal")),
        ("value", value(constant)),
      ])
    case .defaultValue:
      .object([("parameter", .string(argument.parameter)), ("from", .string("default"))])
    }
  }

  private static func value(_ constant: ConstantValue) -> JSONValue {
    switch constant {
    case .string(let text): .string(text)
    case .int(let number): .integer(number)
    case .double(let number): .double(number)
    case .bool(let flag): .bool(flag)
    case .null: .null
    }
  }
}
