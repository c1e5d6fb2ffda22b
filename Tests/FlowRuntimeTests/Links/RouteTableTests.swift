import Foundation
import Testing

@testable import FlowRuntime

@Suite("RouteTable: matching")
struct RouteTableTests {
  @Test(
    "Archon links land on the right route with the right values",
    arguments: [
      ("archon://builder", "route 0"),
      ("https://archon.app/builder", "route 0"),
      ("archon://projects", "route 1"),
      ("archon://projects/42", "route 2 id:Int=42"),
      ("https://ARCHON.app/projects/42/", "route 2 id:Int=42"),
      ("HTTPS://archon.APP:443/projects/-7", "route 2 id:Int=-7"),
      ("archon://builder/chat/abc", "route 3 id:String=abc"),
      ("archon://builder/chat/a%2Fb", "route 3 id:String=a/b"),
      ("archon://builder/chat/%E2%9C%93%20ok", "route 3 id:String=✓ ok"),
      ("archon://builder/task/t-1", "route 4 id:String=t-1"),
      ("archon://settings", "route 5"),
      ("archon://projects/7/code", "route 6 path:String= projectId:Int=7"),
      ("archon://projects/7/code/", "route 6 path:String= projectId:Int=7"),
      (
        "archon://projects/7/code/src/main.swift?line=12",
        "route 6 line:Int=12 path:String=src/main.swift projectId:Int=7"
      ),
      (
        "archon://projects/7/code/src%2Fmain.swift",
        "route 6 path:String=src/main.swift projectId:Int=7"
      ),
      ("archon://projects/7/code/a?other=1&other=2", "route 6 path:String=a projectId:Int=7"),
      ("archon://projects/7/preview", "route 7 projectId:Int=7"),
      ("archon://settings/account", "route 8"),
      ("https://archon.app/settings/subscription?utm=x#top", "route 9"),
      ("archon://projects/abc", "'abc' is not an Int for {id}"),
      ("archon://projects/4%2F2", "'4/2' is not an Int for {id}"),
      ("archon://projects/42/x", "no route matches path /projects/42/x"),
      ("https://archon.app/", "no route matches path /"),
      ("https://archon.app", "no route matches path /"),
      ("archon://Projects/42", "route 2 id:Int=42"),
    ])
  func archon(url: String, expected: String) {
    #expect(outcome(ArchonRoutes.table.match(url)) == expected)
  }

  /// docs/DeepLinks.md, "Case": a custom scheme's host folds ASCII letters only, so an encoded `É`
  /// stays itself; written raw, it is refused before any comparison.
  @Test(
    "A custom scheme's host folds only its ASCII letters",
    arguments: [
      ("archon://%C3%A9COLE/1", "route 0 id:Int=1"),
      ("archon://%C3%89COLE/1", "no route matches path /%C3%89COLE/1"),
      ("archon://ÉCOLE/1", "non-ASCII byte 0xC3 at byte 9 is not allowed in a link"),
    ])
  func hostFoldsASCIIOnly(url: String, expected: String) {
    let table = RouteTable(
      routes: [RouteSpec(segments: [.literal("école"), .parameter(name: "id", type: .int)])],
      configuration: LinkConfiguration(schemes: ["archon"]))
    #expect(outcome(table.match(url)) == expected)
  }

  @Test("A Foundation URL Foundation did not repair is matched through its absoluteString")
  func foundationURL() throws {
    let url = try #require(URL(string: "archon://projects/42"))
    #expect(
      ArchonRoutes.table.match(url) == .matched(RouteMatch(routeIndex: 2, values: ["id": .int(42)]))
    )
  }

  /// Every kind of alternative at one segment, declared least specific first.
  static let specificity = RouteTable(
    routes: [
      RouteSpec(segments: [.literal("v"), .catchAll(name: "rest")]),
      RouteSpec(segments: [.literal("v"), .parameter(name: "s", type: .string)]),
      RouteSpec(segments: [.literal("v"), .parameter(name: "d", type: .double)]),
      RouteSpec(segments: [.literal("v"), .parameter(name: "u", type: .uuid)]),
      RouteSpec(segments: [.literal("v"), .parameter(name: "i", type: .int)]),
      RouteSpec(segments: [.literal("v"), .parameter(name: "b", type: .bool)]),
      RouteSpec(segments: [.literal("v"), .literal("true")]),
    ],
    configuration: ArchonRoutes.configuration)

  @Test(
    "At one segment: literal, Bool, Int, UUID, Double, String, then catch-all",
    arguments: [
      ("archon://v/true", "route 6"),
      ("archon://v/false", "route 5 b:Bool=false"),
      ("archon://v/42", "route 4 i:Int=42"),
      ("archon://v/1234567890123456789", "route 2 d:Double=1.2345678901234568e+18"),
      (
        "archon://v/00000000-0000-0000-0000-00000000000a",
        "route 3 u:UUID=00000000-0000-0000-0000-00000000000A"
      ),
      ("archon://v/4.5", "route 2 d:Double=4.5"),
      ("archon://v/1e3", "route 2 d:Double=1000.0"),
      ("archon://v/hello", "route 1 s:String=hello"),
      ("archon://v/a/b", "route 0 rest:String=a/b"),
      ("archon://v", "route 0 rest:String="),
      ("archon://v/", "route 0 rest:String="),
    ])
  func specificity(url: String, expected: String) {
    #expect(outcome(Self.specificity.match(url)) == expected)
  }

  static let backtracking = RouteTable(
    routes: [
      RouteSpec(segments: [.literal("a"), .parameter(name: "id", type: .int), .literal("x")]),
      RouteSpec(segments: [.literal("a"), .parameter(name: "name", type: .string), .literal("y")]),
      RouteSpec(segments: [.literal("a"), .literal("new"), .literal("z")]),
      RouteSpec(segments: [.literal("f"), .catchAll(name: "p")]),
      RouteSpec(segments: [.literal("f"), .parameter(name: "id", type: .int), .literal("edit")]),
    ],
    configuration: ArchonRoutes.configuration)

  @Test(
    "When the rest of the link fails, the next alternative is tried",
    arguments: [
      ("archon://a/42/x", "route 0 id:Int=42"),
      ("archon://a/42/y", "route 1 name:String=42"),
      ("archon://a/new/y", "route 1 name:String=new"),
      ("archon://a/new/z", "route 2"),
      ("archon://a/new/x", "no route matches path /a/new/x"),
      ("archon://f/1/edit", "route 4 id:Int=1"),
      ("archon://f/1/view", "route 3 p:String=1/view"),
      ("archon://f/x/edit", "route 3 p:String=x/edit"),
    ])
  func backtracking(url: String, expected: String) {
    #expect(outcome(Self.backtracking.match(url)) == expected)
  }

  static let search = RouteTable(
    routes: [
      RouteSpec(segments: [.literal("search")]),
      RouteSpec(
        segments: [.literal("search")],
        query: [
          .init(key: "q", name: "query", type: .string, isRequired: true),
          .init(key: "page", name: "page", type: .int, isRequired: false),
        ]),
      RouteSpec(
        segments: [.literal("find")],
        query: [.init(key: "q", name: "query", type: .string, isRequired: true)]),
    ],
    configuration: ArchonRoutes.configuration)

  @Test(
    "Query items: required, optional, repeated, typed, + and %2B",
    arguments: [
      ("archon://search?q=a+b%2Bc", "route 1 query:String=a b+c"),
      ("archon://search?q=&page=2", "route 1 page:Int=2 query:String="),
      ("archon://search?q", "route 1 query:String="),
      ("archon://search?page=2", "route 0"),
      ("archon://search?q=a&q=b", "route 0"),
      ("archon://search?q=a&page=x", "route 0"),
      ("archon://find?q=%F0%9F%98%80", "route 2 query:String=😀"),
      ("archon://find", "required query parameter 'q' is missing"),
      ("archon://find?Q=x", "required query parameter 'q' is missing"),
      ("archon://find?q=a&q=b", "query parameter 'q' is given twice"),
      ("archon://find?q=a&x=1&x=2", "route 2 query:String=a"),
    ])
  func query(url: String, expected: String) {
    #expect(outcome(Self.search.match(url)) == expected)
  }

  @Test("A route with more required query items is tried first, whatever the declaration order")
  func requiredQueryFirst() {
    #expect(Self.search.match("archon://search?q=x").match?.routeIndex == 1)
  }

  @Test("Typed readers return the value of the right type, or nil")
  func typedReaders() throws {
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let match = RouteMatch(
      routeIndex: 0,
      values: [
        "s": .string("x"), "i": .int(1), "d": .double(2.5), "b": .bool(true), "u": .uuid(uuid),
      ])
    #expect(match.string("s") == "x")
    #expect(match.int("i") == 1)
    #expect(match.double("d") == 2.5)
    #expect(match.bool("b") == true)
    #expect(match.uuid("u") == uuid)
    #expect(match.int("s") == nil)
    #expect(match.string("missing") == nil)
    #expect(match["d"] == .double(2.5))
  }

  @Test("A route whose catch-all is not last never matches; the others still do")
  func misplacedCatchAll() {
    let table = RouteTable(
      routes: [
        RouteSpec(segments: [.catchAll(name: "rest"), .literal("x")]),
        RouteSpec(segments: [.literal("y")]),
      ],
      configuration: ArchonRoutes.configuration)
    #expect(outcome(table.match("archon://a/x")) == "no route matches path /a/x")
    #expect(outcome(table.match("archon://y")) == "route 1")
  }

  @Test("An empty table rejects every link with a reason")
  func emptyTable() {
    let table = RouteTable(routes: [], configuration: ArchonRoutes.configuration)
    #expect(outcome(table.match("archon://x")) == "no route matches path /x")
  }
}
