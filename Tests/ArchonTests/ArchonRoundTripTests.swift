import Archon
import Foundation
import Testing

/// `ArchonRoute(url: route.url) == route` for every route and seeded random values.
@Suite struct ArchonRoundTripTests {
  static let awkwardStrings = [
    "a", "hello world", "a/b", "100%", "?q=1#frag", "+plus+", "émoji 🚀", "中文", "'quote\"", "~._-",
    "%2F", "a b/c d", "..x", "x..", "\\",
  ]

  @Test func everyRouteRoundTripsThroughItsURLAndUniversalLink() throws {
    var seeded = SplitMix(seed: 42)
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

/// SplitMix64: a tiny seeded generator so failures reproduce.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
