import Foundation
import Testing

@testable import FlowRuntime

@Suite("LinkParser")
struct LinkParserTests {
  let parser = LinkParser(configuration: ArchonRoutes.configuration)

  @Test("A custom-scheme link: the host is segment 0, case kept; query decoded with + as space")
  func customScheme() {
    let parsed = parser.parse("ARCHON://Projects/42/?line=1&x=a+b%2Bc&flag&&=v&k==w#frag")
    #expect(
      parsed
        == .success(
          ParsedLink(
            scheme: "archon", host: "projects", isUniversalLink: false,
            segments: ["Projects", "42"],
            query: [
              .init(key: "line", value: "1"), .init(key: "x", value: "a b+c"),
              .init(key: "flag", value: ""), .init(key: "", value: "v"),
              .init(key: "k", value: "=w"),
            ])))
  }

  @Test("A universal link: host lowercased, port 443 allowed, segments decoded once")
  func universalLink() {
    let parsed = parser.parse("https://Archon.App:443/a%20b/%E2%9C%93/a+b/%2525")
    #expect(
      parsed
        == .success(
          ParsedLink(
            scheme: "https", host: "archon.app", isUniversalLink: true,
            segments: ["a b", "✓", "a+b", "%25"], query: [])))
  }

  @Test(
    "The root path has no segments, with or without /",
    arguments: [
      "https://archon.app", "https://archon.app/", "https://archon.app?", "https://archon.app#x",
    ])
  func root(url: String) throws {
    let parsed = try parser.parse(url).get()
    #expect(parsed.segments == [])
    #expect(parsed.query == [])
  }

  @Test("A Foundation URL Foundation did not repair is parsed from its absoluteString")
  func foundationURL() throws {
    let url = try #require(URL(string: "archon://builder/chat/a%2Fb"))
    #expect(try parser.parse(url).get().segments == ["builder", "chat", "a/b"])
  }

  @Test("An app without universal-link hosts refuses every https link")
  func noHosts() {
    let parser = LinkParser(configuration: LinkConfiguration(schemes: ["Archon"]))
    #expect(parser.configuration.schemes == ["archon"])
    #expect(
      parser.parse("https://archon.app/x").map(\.segments)
        == .failure(LinkRejection(.hostNotAllowed("archon.app"))))
    #expect(parser.parse("archon://x").map(\.segments) == .success(["x"]))
  }

  @Test("Rejections are data with a stable wording")
  func rejectionData() {
    #expect(
      parser.parse("archon://a/%zz").map(\.segments)
        == .failure(LinkRejection(.malformedEscape(offset: 11))))
    #expect(
      LinkRejection(.tooManySegments(count: 70, limit: 64)).description
        == "path has 70 segments; at most 64 are accepted")
    #expect(
      LinkRejection(.schemeNotAllowed("javascript")).description
        == "scheme 'javascript' is not one of this app's schemes")
  }
}
