import Archon
import FlowTestSupport
import Foundation
import Testing

/// `ArchonRoute(url: route.url) == route` for every route and seeded random values.
@Suite struct ArchonRoundTripTests {
  static let awkwardStrings = [
    "a", "hello world", "a/b", "100%", "?q=1#frag", "+plus+", "émoji 🚀", "中文", "'quote\"", "~._-",
    "%2F", "a b/c d", "..x", "x..", "\\",
  ]

  @Test func everyRouteRoundTripsThroughItsURLAndUniversalLink() throws {
    var seeded = SeededGenerator(seed: 42)
    for _ in 0..<300 {
      let text = Self.awkwardStrings.randomElement(using: &seeded) ?? "a"
      let number = Int.random(in: -999_999_999_999...999_999_999_999, using: &seeded)
      let routes: [ArchonRoute] = [
        .builderHome, .projectList, .projectDetail(id: number), .chatSession(id: text),
        .taskDetail(id: text),
        .settingsHome,
        .codeBrowser(
          projectId: number, path: text, line: Bool.random(using: &seeded) ? nil : number),
        .livePreview(projectId: number), .accountDetail, .subscriptionDetail,
      ]
      for route in routes {
        #expect(ArchonRoute(url: route.url) == route, "\(route.url)")
        let universal = try #require(route.universalLink())
        #expect(universal.absoluteString.hasPrefix("https://archon.app/"))
        #expect(ArchonRoute(url: universal) == route)
      }
    }
  }

  @Test func valuesNoLinkCanCarryGiveALinkTheMatcherRefuses() {
    #expect(ArchonRoute(url: ArchonRoute.chatSession(id: "").url) == nil)
    #expect(ArchonRoute(url: ArchonRoute.chatSession(id: "..").url) == nil)
    #expect(ArchonRoute(url: ArchonRoute.chatSession(id: "a\u{0}b").url) == nil)
  }

  @Test func exactLinks() {
    #expect(ArchonRoute.projectDetail(id: 42).url.absoluteString == "archon://projects/42")
    #expect(
      ArchonRoute.codeBrowser(projectId: 1, path: "Sources/a b.swift", line: 3).url.absoluteString
        == "archon://projects/1/code/Sources/a%20b.swift?line=3")
    #expect(ArchonRoute.builderHome.universalLink()?.absoluteString == "https://archon.app/builder")
  }
}
