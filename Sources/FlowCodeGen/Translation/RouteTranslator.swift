import FlowSema

/// `ArchonRoute`: one case per URL route, the matcher's table, matching, building URLs back, and the
/// landing each route leads to.
enum RouteTranslator {
  /// The Swift variable for a placeholder: its name, lowerCamel, with `-` as `_`.
  static func variable(_ name: String) -> String {
    let identifier = SwiftSpelling.identifier(name)
    guard let first = identifier.first else { return "value" }
    return first.lowercased() + identifier.dropFirst()
  }

  static func declaration(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    // A route's values are the placeholders of its lowered form, in order: path, then query.
    let cases = model.routes.indices.map { index in
      let route = model.routes[index]
      return SwiftEnumCase(
        docs: route.docs + (route.docs.isEmpty ? [] : [""]) + ["`\(route.pattern)`"],
        name: names.routeCases[index],
        associatedValues: plan.routes[index].placeholders.map {
          (variable($0.name), LibraryNames.type($0.type, isOptional: $0.isOptional))
        })
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
    members.append(routeForMatch(names: names, cases: cases))
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
            .keyword(
              "return",
              .call(
                "Self.table.universalLink",
                [
                  .code("forRoute", "route.index"),
                  .code("values", "Self.table.parameterValues(of: route)"), .code("host", "host"),
                ])),
          ]),
    ]
    members += landing(model, plan: plan, names: names, cases: cases)
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
    let routes = SwiftExpression.call(
      "\(LibraryNames.runtime("RouteSpec")).routes",
      [.code("fromTableText", SwiftLiteral.string(RouteTableText.text(model.routes)))])
    let configuration = SwiftExpression.call(
      LibraryNames.runtime("LinkConfiguration"),
      [.code("schemes", "[\(schemes)]"), .code("hosts", "[\(hosts)]")])
    return [
      .property(
        docs: ["The URL patterns in declaration order; index `i` is the `i`th route."],
        "public static let table",
        value: .call(
          LibraryNames.runtime("RouteTable"),
          [SwiftArgument("routes", routes), SwiftArgument("configuration", configuration)]))
    ]
  }

  /// `route(in:)`: the route enum's one switch from position to case (`EnumConformances`), reading
  /// the match in place; a missing required value means no route.
  private static func routeForMatch(names: GeneratedNames, cases: [SwiftEnumCase])
    -> SwiftDeclaration
  {
    let route =
      cases.isEmpty
      ? "nil"
      : "Self.\(EnumConformances.fromCaseValuesName(cases.map(\.name)))("
        + "\(LibraryNames.runtime("CaseReader"))(link))"
    return .function(
      docs: [
        "The route for a match of `table`, its values read by position: path placeholders, then query."
      ],
      signature:
        "private static func route(in link: \(LibraryNames.runtime("MatchedLink"))) -> \(names.route)?",
      body: [.line("return " + route)])
  }

  /// `var landing`: the phase, tab, stack and presentation the compiler derived for each route, as
  /// a `LandingTable` the runtime fills in with the route's values.
  private static func landing(
    _ model: FlowModel, plan: FlowPlan, names: GeneratedNames, cases: [SwiftEnumCase]
  ) -> [SwiftDeclaration] {
    let landingType = LibraryNames.runtime("Landing")
    let signature = "public var landing: \(landingType)<\(names.spec)>"
    let docs = ["Where the route lands, as the compiler derived it from the push graph."]
    // A route enum without cases has no value to land.
    guard !cases.isEmpty else {
      return [.function(docs: docs, signature: signature, body: [.switchStatement("self", [])])]
    }
    let table = LandingTableText(model, plan: plan)
    let landings = EnumConformances.memberName("landings", cases: cases.map(\.name))
    let destination = { (kind: ScreenKind, type: String) in
      let caseNames = model.screens.filter { $0.kind == kind }.map(\.swiftName)
      return caseNames.isEmpty
        ? "{ _ in nil }" : "{ \(type).\(EnumConformances.fromCaseValuesName(caseNames))($0) }"
    }
    let arguments: [SwiftArgument] = [
      .code(nil, SwiftLiteral.string(table.text)),
      .code("constants", "[\(table.constants.joined(separator: ", "))]"),
      .code("phases", "\(names.phase).allCases"),
      .code("tabs", "\(names.tab).allCases"),
      .code("conditions", "\(names.condition).allCases"),
      .code("screen", destination(.screen, names.screen)),
      .code("sheet", destination(.sheet, names.sheet)),
      .code("cover", destination(.cover, names.cover)),
    ]
    let initial = model.initialPhase.map { "." + $0.swiftName } ?? "\(names.phase).allCases[0]"
    return [
      .property(
        docs: ["Where each route lands, one line per route (see `LandingTable`)."],
        "private static let \(landings)",
        value: .call("\(LibraryNames.runtime("LandingTable"))<\(names.spec)>", arguments)),
      .function(
        docs: docs, signature: signature,
        body: [
          .line(
            "Self.\(landings).landing(for: \(EnumConformances.caseValuesName(cases))) ?? "
              + "\(landingType)(phase: \(initial))")
        ]),
    ]
  }
}
