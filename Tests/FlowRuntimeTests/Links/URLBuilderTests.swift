import Foundation
import Testing

@testable import FlowRuntime

@Suite("URL builder")
struct URLBuilderTests {
  let projectDetail = ArchonRoutes.specs[2]
  let codeBrowser = ArchonRoutes.specs[6]
  let search = RouteSpec(
    segments: [.literal("search"), .literal("a b@c")],
    query: [
      .init(key: "q", name: "query", type: .string, isRequired: true),
      .init(key: "page", name: "page", type: .int, isRequired: false),
    ])

  @Test("A custom scheme puts segment 0 in the host; a universal link uses https and the host")
  func archon() {
    #expect(projectDetail.url(values: ["id": .int(42)], scheme: "archon") == "archon://projects/42")
    #expect(
      projectDetail.url(values: ["id": .int(42)], host: "archon.app")
        == "https://archon.app/projects/42")
    #expect(
      codeBrowser.url(
        values: ["projectId": .int(7), "path": .string("src/My File.swift"), "line": .int(3)],
        scheme: "archon") == "archon://projects/7/code/src/My%20File.swift?line=3")
    #expect(
      codeBrowser.url(values: ["projectId": .int(7), "path": .string("")], scheme: "archon")
        == "archon://projects/7/code")
    #expect(RouteSpec(segments: []).url(values: [:], host: "archon.app") == "https://archon.app/")
  }

  @Test("Everything but unreserved bytes is %XX; in a query a space is %20 and + is %2B")
  func encoding() {
    #expect(
      search.url(values: ["query": .string("a b+c/?#%&=✓"), "page": .int(2)], scheme: "archon")
        == "archon://search/a%20b%40c?q=a%20b%2Bc%2F%3F%23%25%26%3D%E2%9C%93&page=2")
    #expect(
      search.url(values: ["query": .string("")], scheme: "archon") == "archon://search/a%20b%40c?q="
    )
    #expect(
      RouteSpec(segments: [.parameter(name: "s", type: .string)]).url(
        values: ["s": .string("-._~...")], host: "archon.app") == "https://archon.app/-._~...")
  }

  @Test(
    "Values the matcher would refuse build no URL",
    arguments: [
      ["id": ParameterValue.int(Int.max)], ["id": .int(Int.min)],
      ["id": .int(1_000_000_000_000_000_000)],
      ["id": .string("42")], [:],
    ])
  func refusedInt(values: [String: ParameterValue]) {
    #expect(projectDetail.url(values: values, scheme: "archon") == nil)
  }

  @Test(
    "Refused texts: empty, dot parts between slashes, backslashes, control characters",
    arguments: [
      "", ".", "..", "../x", "a/..", "x/./y", "a\nb", "\u{7F}", "\u{85}", "a\u{202E}b", "\u{2066}",
      "\\", "a\\b", "..\\x",
    ])
  func refusedSegment(text: String) {
    let spec = RouteSpec(segments: [.literal("x"), .parameter(name: "s", type: .string)])
    #expect(spec.url(values: ["s": .string(text)], scheme: "archon") == nil)
    #expect(spec.url(values: ["s": .string(text)], host: "archon.app") == nil)
  }

  @Test(
    "A placeholder's text travels in one segment, %2F for its slashes, and matches back",
    arguments: [
      ("a/b/c", "a%2Fb%2Fc"), ("/a", "%2Fa"), ("a/", "a%2F"), ("a//b", "a%2F%2Fb"), ("/", "%2F"),
      ("https://x.example", "https%3A%2F%2Fx.example"),
    ])
  func slashInOneSegment(text: String, encoded: String) {
    let spec = RouteSpec(segments: [.literal("x"), .parameter(name: "s", type: .string)])
    let url = spec.url(values: ["s": .string(text)], scheme: "archon")
    #expect(url == "archon://x/" + encoded)
    let table = RouteTable(routes: [spec], configuration: .init(schemes: ["archon"], hosts: []))
    #expect(url.flatMap { table.match($0).match?.values } == ["s": .string(text)])
  }

  @Test(
    "Catch-all values with an empty, '.' or '..' piece, a backslash or a control are refused",
    arguments: [
      "..", ".", "a/../b", "./a", "a//..", "a\tb", "a/\u{0}", "a/\u{9F}", "\u{200F}/b", "a//b",
      "/a", "a/", ".../", "/", "..\\etc", "a\\b",
    ])
  func refusedCatchAll(text: String) {
    #expect(
      codeBrowser.url(values: ["projectId": .int(1), "path": .string(text)], scheme: "archon")
        == nil)
  }

  @Test("Other refusals: non-finite doubles, missing required query, no host, bad scheme or host")
  func otherRefusals() {
    let double = RouteSpec(segments: [.literal("d"), .parameter(name: "d", type: .double)])
    #expect(double.url(values: ["d": .double(.nan)], scheme: "archon") == nil)
    #expect(double.url(values: ["d": .double(.infinity)], scheme: "archon") == nil)
    #expect(
      double.url(values: ["d": .double(-1.5e-300)], scheme: "archon") == "archon://d/-1.5e-300")
    #expect(search.url(values: ["page": .int(1)], scheme: "archon") == nil)
    #expect(search.url(values: ["query": .string("\r")], scheme: "archon") == nil)
    #expect(RouteSpec(segments: []).url(values: [:], scheme: "archon") == nil)
    #expect(
      codeBrowser.url(values: ["projectId": .int(1), "path": .string("")], scheme: "archon") != nil)
    let catchAllFirst = RouteSpec(segments: [.catchAll(name: "p")])
    #expect(catchAllFirst.url(values: ["p": .string("")], scheme: "archon") == nil)
    #expect(catchAllFirst.url(values: ["p": .string("a/b")], scheme: "archon") == "archon://a/b")
    #expect(projectDetail.url(values: ["id": .int(1)], scheme: "https") == nil)
    #expect(projectDetail.url(values: ["id": .int(1)], scheme: "1x") == nil)
    #expect(projectDetail.url(values: ["id": .int(1)], scheme: "") == nil)
    #expect(projectDetail.url(values: ["id": .int(1)], host: "evil.example/x") == nil)
    #expect(projectDetail.url(values: ["id": .int(1)], host: "") == nil)
    #expect(
      projectDetail.url(values: ["id": .int(1), "unused": .bool(true)], scheme: "archon")
        == "archon://projects/1")
  }

  @Test("The pattern text reads like the .flow source")
  func pattern() {
    #expect(codeBrowser.pattern == "/projects/{projectId: Int}/code/{path...}?line={line: Int}")
    #expect(RouteSpec(segments: []).pattern == "/")
    #expect(codeBrowser.parameterNames == ["projectId", "path", "line"])
  }
}
