import Foundation
import Testing

@testable import FlowRuntime

/// `RouteTable.match(_: URL)` and `LinkParser.parse(_: URL)` give the answer their `String` forms give
/// for the text the URL was made from, although `URL(string:)` repairs that text first
/// (docs/DeepLinks.md, "Reading a URL").
@Suite("RouteTable: a URL is read as the text it was made from")
struct URLInputTests {
  /// Links `URL(string:)` accepts, with the outcome of matching their text against Archon's routes.
  static let links: [(text: String, outcome: String)] = [
    ("archon://projects/42", "route 2 id:Int=42"),
    ("ARCHON://projects/42", "route 2 id:Int=42"),
    ("HTTPS://ARCHON.APP/projects/42", "route 2 id:Int=42"),
    ("archon://Projects/42", "route 2 id:Int=42"),
    ("archon://builder/chat/a%20b", "route 3 id:String=a b"),
    ("archon://builder/chat/a b", "a space at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a%zz", "malformed percent escape at byte 23"),
    ("archon://builder/chat/100%", "malformed percent escape at byte 25"),
    ("archon://builder/chat/%", "malformed percent escape at byte 22"),
    ("archon://builder/chat/\u{E9}", "non-ASCII byte 0xC3 at byte 22 is not allowed in a link"),
    ("archon://builder/chat/4\u{AD}2", "non-ASCII byte 0xC2 at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a\u{200B}b", "non-ASCII byte 0xE2 at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a\"b", "character '\"' at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a|b", "character '|' at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a[b]", "character '[' at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a\\b", "backslash at byte 23 is not allowed in a link"),
    ("archon://builder/chat/a\tb", "control byte 0x09 at byte 23 is not allowed in a link"),
    ("archon://builder/chat/x?q=a b", "a space at byte 27 is not allowed in a link"),
    ("archon://builder/chat/x#frag ment", "a space at byte 28 is not allowed in a link"),
    ("archon://builder/chat/x#100%", "route 3 id:String=x"),
    ("archon://projects/42 ", "a space at byte 20 is not allowed in a link"),
    (
      "https://b\u{FC}cher.app/projects/42",
      "non-ASCII byte 0xC3 at byte 9 is not allowed in a link"
    ),
    ("archon://b\u{FC}cher/42", "non-ASCII byte 0xC3 at byte 10 is not allowed in a link"),
    (
      "https://xn--bcher-kva.app/projects/42",
      "host 'xn--bcher-kva.app' is not one of this app's universal-link hosts"
    ),
    (
      "https://archon.app./projects/42",
      "host 'archon.app.' is not one of this app's universal-link hosts"
    ),
    ("https://user@archon.app/projects/42", "user info before the host is not accepted"),
    ("archon://[::1]/x", "character '[' at byte 9 is not allowed in a link"),
    ("archon://projects/../x", "path at byte 18 decodes to a '..' segment"),
    ("archon:projects/42", "'archon:' must be followed by '//' and a host"),
  ]

  @Test("A URL gives the outcome of the text it was made from", arguments: links)
  func sameOutcome(text: String, expected: String) throws {
    let url = try #require(URL(string: text))
    let table = ArchonRoutes.table
    #expect(outcome(table.match(text)) == expected)
    #expect(outcome(table.match(url)) == expected)
    let parser = LinkParser(configuration: ArchonRoutes.configuration)
    #expect(parser.parse(url).map(\.segments) == parser.parse(text).map(\.segments))
  }

  /// `withMatch`, which reads Foundation's copy of the given text only once the URL's own text
  /// matched, runs its body exactly when the given text matches, and on the same route.
  @Test("withMatch of a URL runs its body only for the route its text gives", arguments: links)
  func sameMatchInPlace(text: String, expected: String) throws {
    let url = try #require(URL(string: text))
    let table = ArchonRoutes.table
    expectWithMatch(table, of: url, answersAs: text)
  }

  /// Unicode's IDNA mapping turns these hosts into plain ASCII and the URL keeps no trace of it: it
  /// equals the URL of the ASCII text, so it is read as that text (the documented exception).
  @Test(
    "A host IDNA maps to ASCII gives a URL equal to the ASCII one, read as that",
    arguments: [
      (
        "https://\u{FF41}\u{FF52}\u{FF43}\u{FF48}\u{FF4F}\u{FF4E}.app/projects/42",
        "https://archon.app/projects/42"
      ),
      ("https://archon\u{3002}app/projects/42", "https://archon.app/projects/42"),
      ("https://archon\u{FF0E}app/projects/42", "https://archon.app/projects/42"),
      ("https://ARCHON\u{3002}APP/projects/42", "https://archon.app/projects/42"),
      ("https://arc\u{AD}hon.app/projects/42", "https://archon.app/projects/42"),
      ("https://arc\u{200B}hon.app/projects/42", "https://archon.app/projects/42"),
      (
        "archon://\u{FF50}\u{FF52}\u{FF4F}\u{FF4A}\u{FF45}\u{FF43}\u{FF54}\u{FF53}/42",
        "archon://projects/42"
      ),
      ("archon://pro\u{AD}jects/42", "archon://projects/42"),
    ])
  func mappedHosts(text: String, ascii: String) throws {
    let url = try #require(URL(string: text))
    #expect(url == URL(string: ascii))
    #expect(url.absoluteString == ascii)
    #expect(outcome(ArchonRoutes.table.match(text)).hasSuffix("is not allowed in a link"))
    #expect(outcome(ArchonRoutes.table.match(url)) == "route 2 id:Int=42")
  }

  @Test("A relative URL is read whole when neither part was repaired, else by the repaired part")
  func relativeURLs() throws {
    let base = try #require(URL(string: "archon://builder/"))
    let plain = try #require(URL(string: "chat/x", relativeTo: base))
    #expect(outcome(ArchonRoutes.table.match(plain)) == "route 3 id:String=x")
    let repaired = try #require(URL(string: "chat/a b", relativeTo: base))
    #expect(
      outcome(ArchonRoutes.table.match(repaired)) == "a space at byte 6 is not allowed in a link")
    let repairedBase = try #require(URL(string: "archon://builder/a b/"))
    let onRepairedBase = try #require(URL(string: "chat/x", relativeTo: repairedBase))
    #expect(
      outcome(ArchonRoutes.table.match(onRepairedBase))
        == outcome(ArchonRoutes.table.match("archon://builder/a b/")))
  }
}
