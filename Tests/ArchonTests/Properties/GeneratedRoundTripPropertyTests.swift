import Archon
import FlowTestSupport
import Foundation
import Testing

/// `ArchonRoute(url: route.url) == route` for seeded random values, extremes included, exactly when
/// a link can carry them; otherwise there is no link (`url` and `universalLink()` are nil).
@Suite struct GeneratedRoundTripPropertyTests {
  static let pieces = [
    "a", "Z", "0", "/", "%", "%2F", "?", "#", "&", "=", "+", " ", ".", "..", "~", "'", "\"", "\\",
    "@",
    ":", "\u{E9}", "e\u{301}", "\u{1F680}", "\u{202E}", "\u{85}", "\u{0}", "\n", "\u{7F}",
  ]

  static let ints = [
    Int.max, Int.min, 999_999_999_999_999_999, -999_999_999_999_999_999, 1_000_000_000_000_000_000,
    0, -1, 7,
  ]

  @Test func routesRoundTripExactlyWhenALinkCanCarryTheirValues() throws {
    var random = SeededGenerator(seed: 0x00A2_C402)
    var failures: [String] = []
    var refused = 0
    for _ in 0..<PropertyScale.count(3000) {
      let route = randomRoute(&random)
      let carriable = Self.canTravel(route)
      let url = route.url
      let universal = route.universalLink()
      if carriable {
        if url.flatMap(ArchonRoute.init(url:)) != route {
          failures.append("\(route)'s link \(String(describing: url))")
        }
        if universal.flatMap(ArchonRoute.init(url:)) != route {
          failures.append("\(route)'s universal link \(String(describing: universal))")
        }
      } else {
        refused += 1
        if url != nil { failures.append("\(route) got link \(String(describing: url))") }
        if universal != nil {
          failures.append("\(route) got universal link \(String(describing: universal))")
        }
      }
      if failures.count >= 10 { break }
    }
    #expect(failures == [])
    #expect(refused > 0)
  }

  /// `ArchonRoute(url: route.url)` is `route` or there is no link, also for texts long enough to
  /// reach the matcher's 8,192-byte limit once percent-encoded, where no oracle says which fit.
  @Test func aLinkOpensItsOwnRouteOrThereIsNone() {
    var random = SeededGenerator(seed: 0x0010_6E57)
    var failures: [String] = []
    var handedOut = 0
    var refused = 0
    for _ in 0..<PropertyScale.count(300) {
      let piece = Self.pieces.randomElement(using: &random) ?? "a"
      let long = String(repeating: piece, count: Int.random(in: 1...4000, using: &random))
      let route: ArchonRoute =
        Bool.random(using: &random)
        ? .chatSession(id: long)
        : .codeBrowser(projectId: 1, path: long + "/" + long, line: nil)
      for link in [route.url, route.universalLink()] {
        guard let link else {
          refused += 1
          continue
        }
        handedOut += 1
        if ArchonRoute(url: link) != route { failures.append("\(link) for \(route)") }
      }
      if failures.count >= 5 { break }
    }
    #expect(failures == [])
    #expect(handedOut > 0)
    #expect(refused > 0)
  }

  private func randomRoute(_ random: inout SeededGenerator) -> ArchonRoute {
    func text() -> String {
      (0..<Int.random(in: 0...5, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random) ?? ""
      }.joined()
    }
    func number() -> Int {
      Bool.random(using: &random)
        ? Self.ints.randomElement(using: &random) ?? 0
        : Int.random(in: -9999...9999, using: &random)
    }
    return [
      .builderHome, .projectList, .projectDetail(id: number()), .chatSession(id: text()),
      .taskDetail(id: text()), .settingsHome,
      .codeBrowser(
        projectId: number(), path: text(), line: Bool.random(using: &random) ? nil : number()),
      .livePreview(projectId: number()), .accountDetail, .subscriptionDetail,
    ].randomElement(using: &random) ?? .builderHome
  }

  /// docs/DeepLinks.md, "Building": Ints of at most 18 digits; path texts non-empty, not `.` or `..`
  /// (a catch-all: its pieces, or else the whole text as one segment); no control characters anywhere.
  static func canTravel(_ route: ArchonRoute) -> Bool {
    func fits(_ number: Int) -> Bool { number.magnitude <= 999_999_999_999_999_999 }
    // A placeholder's text: not empty, no piece between its slashes (each a `%2F` in its one
    // segment) `.` or `..`, no backslash and no control character.
    func segment(_ text: String) -> Bool {
      !text.isEmpty && !text.utf8.contains(UInt8(ascii: "\\"))
        && !DocumentedControlCharacters.contains(text)
        && text.components(separatedBy: "/").allSatisfy { $0 != "." && $0 != ".." }
    }
    switch route {
    case .projectDetail(let id), .livePreview(let id): return fits(id)
    case .chatSession(let id), .taskDetail(let id): return segment(id)
    case .codeBrowser(let projectId, let path, let line):
      // A catch-all's pieces are segments (none empty), or it is empty: no segment at all.
      let pieces = path.isEmpty ? [] : path.components(separatedBy: "/")
      return fits(projectId) && line.map(fits) != false && pieces.allSatisfy(segment)
    default: return true
    }
  }
}
