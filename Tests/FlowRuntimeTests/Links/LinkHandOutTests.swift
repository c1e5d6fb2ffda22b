import Foundation
import Testing

@testable import FlowRuntime

/// `RouteTable.link(forRoute:values:)` and `universalLink(forRoute:values:host:)`, what generated
/// `url` and `universalLink()` call: a link only when matching it gives the same route and values.
@Suite("RouteTable: links handed out lead back to their route")
struct LinkHandOutTests {
  /// `/items`, then `{id: Int}`, `{price: Double}` and `{slug}` competing for the same segment.
  static let siblings = RouteTable(
    routes: [
      RouteSpec(segments: [.literal("items")]),
      RouteSpec(segments: [.literal("items"), .parameter(name: "id", type: .int)]),
      RouteSpec(segments: [.literal("items"), .parameter(name: "price", type: .double)]),
      RouteSpec(segments: [.literal("items"), .parameter(name: "slug", type: .string)]),
    ],
    configuration: LinkConfiguration(schemes: ["sib"], hosts: ["sib.example"]))

  @Test(
    "A value another route reads first, or no link can carry, gets no link",
    arguments: [
      (3, ParameterValue.string(""), "slug"),  // sib://items/ would open the list
      (3, .string("42"), "slug"),  // the Int route
      (3, .string("-0"), "slug"),  // the Int route, as 0
      (3, .string("007"), "slug"),  // the Int route, as 7
      (3, .string("1.5"), "slug"),  // the Double route
      (3, .string("."), "slug"),
      (3, .string(".."), "slug"),
      (3, .string("a\u{7}"), "slug"),
      (1, .int(.max), "id"),
      (1, .int(.min), "id"),
      (2, .double(.nan), "price"),
      (2, .double(.infinity), "price"),
      (2, .double(-.infinity), "price"),
      (1, .string("42"), "id"),  // a value of another type
    ])
  func refused(route: Int, value: ParameterValue, name: String) {
    let values = [name: value]
    #expect(Self.siblings.link(forRoute: route, values: values) == nil)
    #expect(Self.siblings.universalLink(forRoute: route, values: values) == nil)
  }

  @Test(
    "Values only their own route reads get their link",
    arguments: [
      (0, [String: ParameterValue](), "sib://items", "https://sib.example/items"),
      (1, ["id": .int(-7)], "sib://items/-7", "https://sib.example/items/-7"),
      (
        1, ["id": .int(999_999_999_999_999_999)], "sib://items/999999999999999999",
        "https://sib.example/items/999999999999999999"
      ),
      (2, ["price": .double(42)], "sib://items/42.0", "https://sib.example/items/42.0"),
      (2, ["price": .double(-0.0)], "sib://items/-0.0", "https://sib.example/items/-0.0"),
      (2, ["price": .double(1e20)], "sib://items/1e%2B20", "https://sib.example/items/1e%2B20"),
      (3, ["slug": .string("nan")], "sib://items/nan", "https://sib.example/items/nan"),
      // Not a finite Double, so the Double route refuses it and the String route keeps it.
      (3, ["slug": .string("1e400")], "sib://items/1e400", "https://sib.example/items/1e400"),
      (3, ["slug": .string("4 2")], "sib://items/4%202", "https://sib.example/items/4%202"),
      (
        3, ["slug": .string("a"), "unused": .int(1)], "sib://items/a", "https://sib.example/items/a"
      ),
    ])
  func handedOut(route: Int, values: [String: ParameterValue], link: String, universal: String) {
    let custom = Self.siblings.link(forRoute: route, values: values)
    #expect(custom?.absoluteString == link)
    #expect(
      Self.siblings.universalLink(forRoute: route, values: values)?.absoluteString == universal)
    let bound = values.filter { $0.key != "unused" }
    #expect(
      custom.map(Self.siblings.match) == .matched(RouteMatch(routeIndex: route, values: bound)))
  }

  @Test("No link for a route the table does not have, an app without schemes, or an unlisted host")
  func noLinkWithoutARouteSchemeOrHost() {
    #expect(Self.siblings.link(forRoute: 4, values: [:]) == nil)
    #expect(Self.siblings.link(forRoute: -1, values: [:]) == nil)
    let hostsOnly = RouteTable(
      routes: Self.siblings.routes,
      configuration: LinkConfiguration(schemes: [], hosts: ["sib.example"]))
    #expect(hostsOnly.link(forRoute: 0, values: [:]) == nil)
    #expect(
      hostsOnly.universalLink(forRoute: 0, values: [:])?.absoluteString
        == "https://sib.example/items")
    #expect(Self.siblings.universalLink(forRoute: 0, values: [:], host: "evil.example") == nil)
    #expect(
      Self.siblings.universalLink(forRoute: 0, values: [:], host: "SIB.example")?.absoluteString
        == "https://SIB.example/items")
  }

  @Test("An optional query value that would not come back refuses the link")
  func optionalQueryValues() {
    let table = RouteTable(
      routes: [
        RouteSpec(
          segments: [.literal("search")],
          query: [.init(key: "page", name: "page", type: .int, isRequired: false)])
      ],
      configuration: LinkConfiguration(schemes: ["sib"]))
    #expect(table.link(forRoute: 0, values: [:])?.absoluteString == "sib://search")
    #expect(
      table.link(forRoute: 0, values: ["page": .int(2)])?.absoluteString == "sib://search?page=2")
    #expect(table.link(forRoute: 0, values: ["page": .int(.max)]) == nil)
    #expect(table.link(forRoute: 0, values: ["page": .string("2")]) == nil)
  }
}
