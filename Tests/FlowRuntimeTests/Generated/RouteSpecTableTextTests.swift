import Testing

@testable import FlowRuntime

/// `RouteSpec.routes(fromTableText:)` reads every part and unescapes texts byte for byte.
@Suite struct RouteSpecTableTextTests {
  @Test func readsEveryKindOfPart() {
    let text =
      ">\n> /a%20b /%25%3A {id:Int *rest ?k%3D=n:String! ?page=page:Int\n> /%C3%A9t%C3%A9 /é"
    #expect(
      RouteSpec.routes(fromTableText: text) == [
        RouteSpec(segments: []),
        RouteSpec(
          segments: [
            .literal("a b"), .literal("%:"), .parameter(name: "id", type: .int),
            .catchAll(name: "rest"),
          ],
          query: [
            .init(key: "k=", name: "n", type: .string, isRequired: true),
            .init(key: "page", name: "page", type: .int, isRequired: false),
          ]),
        RouteSpec(segments: [.literal("été"), .literal("é")]),
      ])
  }

  @Test func anEmptyTableHasNoRoutes() {
    #expect(RouteSpec.routes(fromTableText: "").isEmpty)
  }
}
