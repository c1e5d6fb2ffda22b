import Archon
import Foundation
import Testing

/// `ArchonRoute(url:)` and `Navigator.open(url: URL)` give the answer `ArchonRoute(string:)` and
/// `open(url: String)` give for the text a `URL` was made from, although `URL(string:)` percent- or
/// IDNA-encodes parts of it first (docs/DeepLinks.md, "Reading a URL").
@MainActor
@Suite struct URLEntryPointTests {
  /// Links `URL(string:)` accepts, and the route their text opens (`nil`: refused).
  nonisolated static let links: [(text: String, route: ArchonRoute?)] = [
    ("archon://projects/42", .projectDetail(id: 42)),
    ("ARCHON://projects/42", .projectDetail(id: 42)),
    ("HTTPS://ARCHON.APP/projects/42", .projectDetail(id: 42)),
    ("archon://builder/chat/a%20b", .chatSession(id: "a b")),
    ("archon://builder/chat/a b", nil),  // URL: a%20b
    ("archon://builder/chat/100%", nil),  // URL: 100%25
    ("archon://builder/chat/a%zz", nil),  // URL: a%25zz
    ("archon://builder/chat/\u{E9}", nil),  // URL: %C3%A9
    ("archon://builder/chat/4\u{AD}2", nil),  // soft hyphen, URL: 4%C2%AD2
    ("archon://builder/chat/a\u{200B}b", nil),  // zero-width space, URL: a%E2%80%8Bb
    ("archon://builder/chat/a|b", nil),
    ("archon://builder/chat/a\\b", nil),
    ("archon://builder/chat/a\tb", nil),
    ("archon://projects/1/code/x?line=4 2", nil),
    ("archon://builder/chat/x#a b", nil),
    ("https://b\u{FC}cher.app/projects/42", nil),  // URL: xn--bcher-kva.app
    ("archon://b\u{FC}cher/42", nil),
    ("https://archon.app./projects/42", nil),
    ("https://user@archon.app/projects/42", nil),
    ("archon:projects/42", nil),
  ]

  @Test(arguments: links)
  func bothEntryPointsGiveTheSameAnswer(text: String, route: ArchonRoute?) throws {
    let url = try #require(URL(string: text))
    #expect(ArchonRoute(string: text) == route)
    #expect(ArchonRoute(url: url) == route)
    let byText = ArchonApp(session: true).launch().open(url: text)
    let byURL = ArchonApp(session: true).launch().open(url: url)
    #expect(byURL == byText)
    if let route { #expect(byURL == .handled(route)) }
  }

  /// The documented exception: Unicode's IDNA mapping turns these hosts into plain ASCII, and the
  /// `URL` equals the one made from the ASCII text, so both `URL` entry points read it as that text.
  @Test(arguments: [
    "https://\u{FF41}\u{FF52}\u{FF43}\u{FF48}\u{FF4F}\u{FF4E}.app/projects/42",
    "https://archon\u{3002}app/projects/42", "https://arc\u{AD}hon.app/projects/42",
    "https://arc\u{200B}hon.app/projects/42",
    "archon://\u{FF50}\u{FF52}\u{FF4F}\u{FF4A}\u{FF45}\u{FF43}\u{FF54}\u{FF53}/42",
  ])
  func hostsIDNAMapsToASCIIAreReadAsTheASCIILink(text: String) throws {
    let url = try #require(URL(string: text))
    let ascii = text.hasPrefix("https") ? "https://archon.app/projects/42" : "archon://projects/42"
    #expect(url == URL(string: ascii))
    #expect(ArchonRoute(string: text) == nil)
    #expect(ArchonRoute(url: url) == .projectDetail(id: 42))
    #expect(ArchonApp(session: true).launch().open(url: url) == .handled(.projectDetail(id: 42)))
  }
}
