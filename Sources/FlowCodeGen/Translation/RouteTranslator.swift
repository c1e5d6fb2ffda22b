import FlowSema

/// `ArchonRoute`: one case per URL route, the matcher's table, matching, building URLs back, and the
/// landing each route leads to.
enum RouteTranslator {
  /// A route's placeholders in the order they become associated values: path, then query.
  struct Placeholder {
    let name: String
    let swiftName: String
    let type: ValueType
    let isOptional: Bool

    var swiftType: String { LibraryNames.type(type, isOptional: isOptional) }
  }

  static func placeholders(of route: RouteModel) -> [Placeholder] {
    LoweredRoute.placeholders(of: route).map {
      Placeholder(
        name: $0.name, swiftName: variable($0.name), type: $0.type, isOptional: $0.isOptional)
    }
  }

  /// The Swift variable for a placeholder: its name, lowerCamel, with `-` as `_`.
  static func variable(_ name: String) -> String {
    let identifier = SwiftSpelling.identifier(name)
    guard let first = identifier.first else { return "value" }
    return first.lowercased() + identifier.dropFirst()
  }

  static func declaration(_ model: FlowModel, names: GeneratedNames) -> SwiftDeclaration {
    let cases = zip(model.routes, names.routeCases).map { route, caseName in
      SwiftEnumCase(
        docs: route.docs + (route.docs.isEmpty ? [] : [""]) + ["`\(route.pattern)`"],
        name: caseName,
        associatedValues: placeholders(of: route).map { ($0.swiftName, $0.swiftType) })
    }
    var members: [SwiftDeclaration] =
      table(model) + [
        .function(
          docs: [
            "The route a deep link opens, or `nil` when it matches none (`resolve(_:)` says why)."
          ],
          signature: "public init?(url: \(LibraryNames.url))",
          body: [
            .block(
              "guard let route = Self.table.withMatch(url, Self.route(in:)) else",
              [.line("return nil")]
            ),
            .line("self = route"),
          ]),
        .function(
          docs: [
            "The route a deep link given as text opens, or `nil` when it matches none; reads the",
            "values in place, allocating nothing beyond the values themselves.",
          ],
          signature: "public init?(string: \(LibraryNames.string))",
          body: [
            .block(
              "guard let route = Self.table.withMatch(string, Self.route(in:)) else",
              [.line("return nil")]),
            .line("self = route"),
          ]),
      ]
    members += routeForMatch(model, names: names)
    members += [
      .function(
        docs: [
          "Matches a deep link and derives where it lands: what `Navigator.open(url:)` calls.",
          "A refusal says why, for logs and `flowc resolve`.",
        ],
        signature:
          "public static func resolve(_ url: \(LibraryNames.string)) -> \(LibraryNames.runtime("LinkResolution"))<\(names.spec)>",
        body: [
          .block(
            "if let route = Self.table.withMatch(url, Self.route(in:))",
            [.line("return .landing(route, route.landing)")]),
          .line("let rejection = Self.table.match(url).rejection"),
          .line(
            "return .noMatch(reason: rejection?.description ?? \"the link's values do not fit the route\")"
          ),
        ])
    ]
    // A route enum without cases has no `caseValues` (and no value to build a link for).
    let parts = EnumConformances.caseValuesName(cases)
    members += [
      .function(
        docs: [
          "The custom-scheme link for this route (`\(model.app.schemes.first ?? "")://...`), or `nil` when no",
          "link can carry its values: an empty or `..` path text, a control character, an `Int` beyond 18",
          "digits, a non-finite `Double`, or a text another route reads first. A link is kept only if",
          "matching it gives this route back, so `\(names.route)(url:)` never opens another route from it.",
        ],
        signature: "public var url: \(LibraryNames.url)?",
        body: cases.isEmpty
          ? [.line("return nil")]
          : [
            .line("let route = \(parts)"),
            .line(
              "return Self.table.link(forRoute: route.index, values: Self.table.parameterValues(of: route))"
            ),
          ]),
      .function(
        docs: [
          "The universal link for this route on `host` (the spec's first host by default), or `nil` when",
          "the app has no such host or no link can carry the values (see `url`).",
        ],
        signature:
          "public func universalLink(host: \(LibraryNames.string)? = nil) -> \(LibraryNames.url)?",
        body: cases.isEmpty
          ? [.line("return nil")]
          : [
            .line("let route = \(parts)"),
            .line(
              "return Self.table.universalLink(\n  forRoute: route.index, values: Self.table.parameterValues(of: route), host: host)"
            ),
          ]),
    ]
    members += landing(model, names: names)
    members += EnumConformances.members(names.route, cases: cases)
    return .enumeration(
      SwiftTypeDeclaration(
        docs: ["A deep link the app understands, with the values it carried, typed."],
        name: names.route,
        conformances: [LibraryNames.hashable, LibraryNames.codable, LibraryNames.sendable],
        // Swift synthesizes `Codable` for no enum without cases: an app without routes needs these.
        members: members + (cases.isEmpty ? EmptyEnum.codableMembers(names.route) : [])),
      cases: cases)
  }

  /// `static let table = RouteTable(...)`: the patterns in declaration order, matched as a trie,
  /// handed over as one string literal (`RouteTableText`).
  private static func table(_ model: FlowModel) -> [SwiftDeclaration] {
    let schemes = model.app.schemes.map(SwiftLiteral.string).joined(separator: ", ")
    let hosts = model.app.hosts.map(SwiftLiteral.string).joined(separator: ", ")
    let routes =
      "\(LibraryNames.runtime("RouteSpec")).routes(fromTableText: "
      + SwiftLiteral.string(RouteTableText.text(model.routes)) + ")"
    return [
      .line(
        docs: ["The URL patterns in declaration order; index `i` is the `i`th route."],
        "public static let table = \(LibraryNames.runtime("RouteTable"))(\n  routes: \(routes),\n  "
          + "configuration: \(LibraryNames.runtime("LinkConfiguration"))(schemes: [\(schemes)], hosts: [\(hosts)]))"
      )
    ]
  }

  /// `route(in:)`: reads each placeholder by its position with its type; a missing required value
  /// means no route.
  private static func routeForMatch(_ model: FlowModel, names: GeneratedNames) -> [SwiftDeclaration]
  {
    // The parameter every case reads; a placeholder named `link` would shadow it.
    let link = SwiftSpelling.fresh(
      "link", avoiding: Set(model.routes.flatMap { placeholders(of: $0).map(\.swiftName) }))
    var cases: [SwiftSwitchCase] = []
    for (index, (route, caseName)) in zip(model.routes, names.routeCases).enumerated() {
      let placeholders = placeholders(of: route).enumerated().map { position, placeholder in
        (placeholder, "\(link).\(EnumConformances.accessor(placeholder.type))(at: \(position))")
      }
      let required = placeholders.filter { !$0.0.isOptional }
      var body: [SwiftStatement] = []
      if !required.isEmpty {
        let bindings = required.map { "let \($0.0.swiftName) = \($0.1)" }
        body.append(
          .block("guard " + bindings.joined(separator: ", ") + " else", [.line("return nil")]))
      }
      let arguments = placeholders.map { placeholder, read in
        "\(placeholder.swiftName): " + (placeholder.isOptional ? read : placeholder.swiftName)
      }
      body.append(
        .line(
          "return .\(caseName)"
            + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")))
      cases.append(SwiftSwitchCase("case \(index)", body))
    }
    let type = names.route
    let linkType = LibraryNames.runtime("MatchedLink")
    return LongSwitch(
      docs: [
        "The route for a match of `table`, its values read by position: path placeholders, then query."
      ],
      signature: "private static func route(in \(link): \(linkType)) -> \(type)?",
      subject: "\(link).routeIndex", cases: cases,
      chunk: {
        (
          "private static func routePart\($0)(in \(link): \(linkType)) -> \(type)?",
          "routePart\($0)(in: \(link))"
        )
      },
      fallback: "nil", isExhaustive: false
    ).declarations
  }

  /// `var landing`: the phase, tab, stack and presentation the compiler derived for each route.
  private static func landing(_ model: FlowModel, names: GeneratedNames) -> [SwiftDeclaration] {
    var cases: [SwiftSwitchCase] = []
    for (route, caseName) in zip(model.routes, names.routeCases) {
      let placeholders = placeholders(of: route)
      let pattern =
        placeholders.isEmpty
        ? "" : "(" + placeholders.map { "let \($0.swiftName)" }.joined(separator: ", ") + ")"
      let lowered = LoweredRoute(route, in: model)
      let destination = { ValueExpressions.destination($0, variable: variable) }
      let landing = route.landing
      var arguments = [
        "phase: .\(model.phase(named: landing.phase)?.swiftName ?? variable(landing.phase))"
      ]
      if let tab = landing.tab,
        let tabModel = model.tabs.first(where: { $0.name == tab && $0.phase == landing.phase })
      {
        arguments.append("tab: .\(tabModel.swiftName)")
      }
      arguments.append("stack: [\(lowered.stack.map(destination).joined(separator: ", "))]")
      let presentation = { (presentation: LandingPresentation) in
        let kind = presentation.kind == .sheet ? "sheet" : "cover"
        let stack = presentation.stack.map(destination).joined(separator: ", ")
        return ".\(kind)(\(destination(presentation.screen)), stack: [\(stack)])"
      }
      if let first = lowered.presentation {
        arguments.append("presentation: " + presentation(first))
      }
      if !lowered.nestedPresentations.isEmpty {
        let nested = lowered.nestedPresentations.map(presentation).joined(separator: ", ")
        arguments.append("nestedPresentations: [\(nested)]")
      }
      let conditions = landing.requires.compactMap { name in
        model.conditions.first { $0.name == name }?.swiftName
      }
      arguments.append("requires: [\(conditions.map { "." + $0 }.joined(separator: ", "))]")
      arguments.append("stackPolicy: .\(route.stackPolicy.rawValue)")
      arguments.append("presentationPolicy: .\(route.presentationPolicy.rawValue)")
      if landing.isOverCurrent {
        let phases = landing.overCurrentPhases.map {
          "." + (model.phase(named: $0)?.swiftName ?? variable($0))
        }
        arguments.append("overCurrentPhases: [\(phases.joined(separator: ", "))]")
      }
      cases.append(
        SwiftSwitchCase(
          "case .\(caseName)\(pattern)",
          [
            .line(
              "return \(LibraryNames.runtime("Landing"))(\n  "
                + arguments.joined(separator: ",\n  ") + ")")
          ]))
    }
    let type = "\(LibraryNames.runtime("Landing"))<\(names.spec)>"
    let initial = model.initialPhase.map { "." + $0.swiftName } ?? "\(names.phase).allCases[0]"
    return LongSwitch(
      docs: ["Where the route lands, as the compiler derived it from the push graph."],
      signature: "public var landing: \(type)", subject: "self", cases: cases,
      chunk: { ("private var landingPart\($0): \(type)", "landingPart\($0)") },
      fallback: "\(LibraryNames.runtime("Landing"))(phase: \(initial))"
    ).declarations
  }
}
