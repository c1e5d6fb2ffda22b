import FlowSema

/// `ArchonRoute`: one case per URL route, the matcher's table, matching, building URLs back, and the
/// landing each route leads to.
enum RouteTranslator {
  static func declaration(_ model: FlowModel, plan: FlowPlan, names: GeneratedNames)
    -> SwiftDeclaration
  {
    // A route's values are the placeholders of its lowered form, in order: path, then query.
    let cases = model.routes.indices.map { index in
      let route = model.routes[index]
      return SwiftEnumCase(
        docs: route.docs + (route.docs.isEmpty ? [] : [""]) + ["`\(route.pattern)`"],
        name: names.routeCases[index],
        // A link may leave out an optional query item, and so may code making the route. Each
        // value is labelled as a screen's parameter is (`ID` is `id`, `item-id` is `item_id`), so
        // one value has one name in both enums; the checker refuses a label Swift takes as none
        // (FL0102) or one that two placeholders of the route become (FL0103).
        associatedValues: plan.routes[index].placeholders.map {
          SwiftAssociatedValue(
            SwiftNaming.caseName($0.name), LibraryNames.type($0.type, isOptional: $0.isOptional),
            defaultValue: $0.isOptional ? "nil" : nil)
        })
    }
    var members: [SwiftDeclaration] =
      table(model) + [
        .function(
          docs: [
            "The route a deep link opens, or `nil` when it matches none (`resolve(_:)` says why)."
          ],
          signature: "public init?(url: \(LibraryNames.url))",
          body: matchedRoute(of: "url")),
        .function(
          docs: [
            "The route a deep link given as text opens, or `nil` when it matches none; reads the",
            "values in place, allocating nothing beyond the values themselves.",
          ],
          signature: "public init?(string: \(LibraryNames.string))",
          body: matchedRoute(of: "string")),
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
          .if(
            [.binding("route", withMatch("url"))],
            then: [
              .return(
                .call(
                  .implicit("landing"),
                  [SwiftArgument(.name("route")), SwiftArgument(.member("route", "landing"))]))
            ]),
          .variable(
            .let, "rejection",
            .member(
              .call(
                .member(.member("Self", "table"), name: "match"), [SwiftArgument(.name("url"))]),
              name: "rejection")),
          .return(
            .call(
              .implicit("noMatch"),
              [
                SwiftArgument(
                  .binary(
                    .name("rejection"), "??",
                    .call(
                      LibraryNames.runtime("LinkRejection"),
                      [SwiftArgument(.implicit("valuesDoNotFit"))])))
              ])),
        ])
    ]
    // A route enum without cases has no `caseValues` (and no value to build a link for).
    let parts = EnumConformances.caseValuesName(cases)
    let linkArguments = [
      SwiftArgument("forRoute", .member("route", "index")),
      SwiftArgument(
        "values",
        .call(
          .member(.member("Self", "table"), name: "parameterValues"),
          [SwiftArgument("of", .name("route"))])),
    ]
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
          ? [.return(.name("nil"))]
          : [
            .variable(.let, "route", .name(parts)),
            .return(.call(.member(.member("Self", "table"), name: "link"), linkArguments)),
          ]),
      .function(
        docs: [
          "The universal link for this route on `host` (the spec's first host by default), or `nil` when",
          "the app has no such host or no link can carry the values (see `url`).",
        ],
        signature:
          "public func universalLink(host: \(LibraryNames.string)? = nil) -> \(LibraryNames.url)?",
        body: cases.isEmpty
          ? [.return(.name("nil"))]
          : [
            .variable(.let, "route", .name(parts)),
            .return(
              .multiline(
                .call(
                  .member(.member("Self", "table"), name: "universalLink"),
                  linkArguments + [SwiftArgument("host", .name("host"))]))),
          ]),
    ]
    members += landing(model, plan: plan, names: names, cases: cases)
    members += EnumConformances.members(names.route, cases: cases)
    return .enumeration(
      SwiftTypeDeclaration(
        docs: ["A deep link the app understands, with the values it carried, typed."],
        name: names.route,
        conformances: [
          LibraryNames.hashable, LibraryNames.codable, LibraryNames.sendable,
          LibraryNames.runtime("LandingRoute"),
        ],
        // Swift synthesizes `Codable` for no enum without cases: an app without routes needs these.
        // `LandingRoute.Spec` is inferred from `landing`: a `typealias Spec = Spec` would refer
        // to itself in an app named `Spec`.
        members: members + (cases.isEmpty ? EmptyEnum.codableMembers(names.route) : [])),
      cases: cases)
  }

  /// `Self.table.withMatch(input, Self.route(in:))`: the route a link given as `input` opens.
  private static func withMatch(_ input: String) -> SwiftExpression {
    .call(
      .member(.member("Self", "table"), name: "withMatch"),
      [SwiftArgument(.name(input)), SwiftArgument(.member("Self", "route(in:)"))])
  }

  /// An initializer's body: `self` is the route a link given as `input` opens, or it fails.
  private static func matchedRoute(of input: String) -> [SwiftStatement] {
    [
      .guard([.binding("route", withMatch(input))], else: [.return(.name("nil"))]),
      .assignment(.name("self"), .name("route")),
    ]
  }

  /// `static let table = RouteTable(...)`: the patterns in declaration order, matched as a trie,
  /// handed over as one string literal (`RouteTableText`).
  private static func table(_ model: FlowModel) -> [SwiftDeclaration] {
    let routes = SwiftExpression.call(
      .member(LibraryNames.runtime("RouteSpec"), "routes"),
      [SwiftArgument("fromTableText", .string(RouteTableText.text(model.routes)))])
    let configuration = SwiftExpression.call(
      LibraryNames.runtime("LinkConfiguration"),
      [
        SwiftArgument("schemes", .array(model.app.schemes.map(SwiftExpression.string))),
        SwiftArgument("hosts", .array(model.app.hosts.map(SwiftExpression.string))),
      ])
    return [
      .property(
        docs: ["The URL patterns in declaration order; index `i` is the `i`th route."],
        "public static let table",
        value: .multiline(
          .call(
            LibraryNames.runtime("RouteTable"),
            [SwiftArgument("routes", routes), SwiftArgument("configuration", configuration)])))
    ]
  }

  /// `route(in:)`: the route enum's one switch from position to case (`EnumConformances`), reading
  /// the match in place; a missing required value means no route.
  private static func routeForMatch(names: GeneratedNames, cases: [SwiftEnumCase])
    -> SwiftDeclaration
  {
    let route: SwiftExpression =
      cases.isEmpty
      ? .name("nil")
      : .call(
        .member("Self", EnumConformances.fromCaseValuesName(cases.map(\.name))),
        [SwiftArgument(.call(LibraryNames.runtime("CaseReader"), [SwiftArgument(.name("link"))]))])
    return .function(
      docs: [
        "The route for a match of `table`, its values read by position: path placeholders, then query."
      ],
      signature:
        "private static func route(in link: \(LibraryNames.runtime("MatchedLink"))) -> \(names.route)?",
      body: [.return(route)])
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
      return [.function(docs: docs, signature: signature, body: [.switch(.name("self"), [])])]
    }
    let table = LandingTableText(model, plan: plan)
    let landings = EnumConformances.memberName("landings", cases: cases.map(\.name))
    let destination = { (kind: ScreenKind, type: String) -> SwiftExpression in
      let caseNames = model.screens.filter { $0.kind == kind }.map(\.swiftName)
      return caseNames.isEmpty
        ? .closure(parameters: ["_"], .name("nil"))
        : .closure(
          parameters: [],
          .call(
            .member(type, EnumConformances.fromCaseValuesName(caseNames)),
            [SwiftArgument(.name("$0"))]))
    }
    let arguments: [SwiftArgument] = [
      SwiftArgument(.string(table.text)),
      SwiftArgument("constants", .array(table.constants)),
      SwiftArgument("phases", .member(names.phase, "allCases")),
      SwiftArgument("tabs", .member(names.tab, "allCases")),
      SwiftArgument("conditions", .member(names.condition, "allCases")),
      SwiftArgument("screen", destination(.screen, names.screen)),
      SwiftArgument("sheet", destination(.sheet, names.sheet)),
      SwiftArgument("cover", destination(.cover, names.cover)),
    ]
    let initial =
      model.initialPhase.map { SwiftExpression.implicit($0.swiftName) }
      ?? .subscript(.member(names.phase, "allCases"), .number("0"))
    return [
      .property(
        docs: ["Where each route lands, one line per route (see `LandingTable`)."],
        "private static let \(landings)",
        value: .multiline(
          .call("\(LibraryNames.runtime("LandingTable"))<\(names.spec)>", arguments))),
      .function(
        docs: docs, signature: signature,
        body: [
          .expression(
            .binary(
              .call(
                .member(.member("Self", landings), name: "landing"),
                [SwiftArgument("for", .name(EnumConformances.caseValuesName(cases)))]),
              "??", .call(landingType, [SwiftArgument("phase", initial)])))
        ]),
    ]
  }
}
