import Archon
import FlowTestSupport
import Foundation
import Testing

/// `ArchonRoute(url: route.url) == route` for every route and seeded random values.
@Suite struct ArchonRoundTripTests {
  static let awkwardStrings = [
    "a", "hello world", "a/b", "100%", "?q=1#frag", "+plus+", "émoji 🚀", "中文", "'quote\"", "~._-",
    "%2F", "a b/c d", "..x", "x..", "a.b/c..d",
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
        let url = try #require(route.url, "\(route)")
        #expect(ArchonRoute(url: url) == route, "\(url)")
        let universal = try #require(route.universalLink())
        #expect(universal.absoluteString.hasPrefix("https://archon.app/"))
        #expect(ArchonRoute(url: universal) == route)
      }
    }
  }

  /// `archon://builder/chat/` would open the chat list's parent, `archon://projects/9223372036854775807`
  /// nothing: no link is handed out for values no link can carry.
  @Test func valuesNoLinkCanCarryGetNoLink() {
    let routes: [ArchonRoute] = [
      .chatSession(id: ""), .chatSession(id: "."), .chatSession(id: ".."),
      .chatSession(id: "a\u{0}b"), .taskDetail(id: "\n"), .projectDetail(id: .max),
      .projectDetail(id: .min), .livePreview(projectId: 1_000_000_000_000_000_000),
      .codeBrowser(projectId: 1, path: "..", line: nil),
      .codeBrowser(projectId: 1, path: "a", line: .min),
    ]
    for route in routes {
      #expect(route.url == nil, "\(route)")
      #expect(route.universalLink() == nil, "\(route)")
    }
  }

  @Test func exactLinks() {
    #expect(ArchonRoute.projectDetail(id: 42).url?.absoluteString == "archon://projects/42")
    #expect(
      ArchonRoute.codeBrowser(projectId: 1, path: "Sources/a b.swift", line: 3).url?.absoluteString
        == "archon://projects/1/code/Sources/a%20b.swift?line=3")
    #expect(ArchonRoute.builderHome.universalLink()?.absoluteString == "https://archon.app/builder")
  }
}
