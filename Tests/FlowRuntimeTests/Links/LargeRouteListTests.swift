import Testing

@testable import FlowRuntime

/// A node that ends hundreds of routes, all with one path and told apart by their queries, finds
/// every one of them as the first that accepts the link, however its walk record counts them
/// (`RouteTrie.WalkNode`; an experiment with 8-bit counts needed a side list for this).
@Suite("RouteTable: a node that ends hundreds of routes")
struct LargeRouteListTests {
  /// More catch-alls from `/files` than an 8-bit count holds, each needing its own query key,
  /// then a route ending at `/files` and one going on below it.
  static let catchAllCount = Int(UInt8.max) + 45

  static let table: RouteTable = {
    var routes = (0..<catchAllCount).map { index in
      RouteSpec(
        segments: [.literal("files"), .catchAll(name: "path")],
        query: [RouteSpec.QueryParameter(key: "k\(index)", name: "v", type: .int, isRequired: true)]
      )
    }
    routes.append(RouteSpec(segments: [.literal("files")]))
    routes.append(RouteSpec(segments: [.literal("files"), .literal("new")]))
    return RouteTable(routes: routes, configuration: LinkConfiguration(schemes: ["app"]))
  }()

  @Test("Each catch-all matches the link with its key", arguments: [0, 1, 255, 256, 299])
  func catchAllsAreFound(index: Int) {
    let outcome = Self.table.withMatch("app://files/a/b?k\(index)=7") {
      ($0.routeIndex, $0.string(at: 0), $0.int(at: 1))
    }
    #expect(outcome?.0 == index && outcome?.1 == "a/b" && outcome?.2 == 7)
  }

  @Test("The route ending there, the one below it, and a link no catch-all accepts")
  func theOtherRoutesAreFound() {
    #expect(Self.table.withMatch("app://files") { $0.routeIndex } == Self.catchAllCount)
    #expect(Self.table.withMatch("app://files/new") { $0.routeIndex } == Self.catchAllCount + 1)
    #expect(Self.table.withMatch("app://files/a?k300=7") { $0.routeIndex } == nil)
    // The closest miss is the first catch-all's, tried first.
    #expect(
      outcome(Self.table.match("app://files/a?k3=x")) == "required query parameter 'k0' is missing")
  }
}
