import Foundation
import Testing

@testable import FlowRuntime

/// A text `URL(string:)` repairs in each part of a link, chosen so that the repaired text still
/// matches: `match(_: URL)` and `withMatch(_: URL)` must answer for the text as given, which tells
/// whether the repair's marks are found in every part (`ScannedLink.mayBeRepaired`).
@Suite("RouteTable: a repair in any part of a URL is read as the given text")
struct RepairedPartTests {
  /// Archon's routes, and two that IDNA-encoded hosts reach: a universal-link host and a custom
  /// scheme's host (segment 0) written as their `xn--` labels.
  static let table = RouteTable(
    routes: ArchonRoutes.specs + [
      RouteSpec(segments: [.literal("xn--bcher-kva"), .parameter(name: "id", type: .int)])
    ],
    configuration: LinkConfiguration(
      schemes: ["archon"], hosts: ["archon.app", "xn--bcher-kva.app"]))

  static let texts: [String] = [
    // Scheme-relative: no scheme, so refused either way.
    "//archon.app/projects/42 x",
    // User info: refused either way.
    "https://us er@archon.app/projects/42",
    "https://user:p w@archon.app/projects/42",
    "https://u%@archon.app/projects/42",
    // Host: IDNA to a listed host, and to a custom scheme's literal first segment.
    "https://b\u{FC}cher.app/projects/42",
    "https://B\u{DC}CHER.app/projects/42",
    "archon://b\u{FC}cher/42",
    "archon://B\u{DC}CHER/42",
    // Path.
    "archon://builder/chat/a b",
    "archon://builder/chat/100%",
    "https://archon.app/builder/chat/a b",
    // Query keys and values, read by the route or not.
    "archon://projects/1/code/x?line=4 2",
    "archon://projects/1/code/x?li ne=42",
    "archon://projects/42?a b=1",
    "archon://projects/42?zz=a b",
    "archon://projects/42?zz=100%",
    "archon://projects/42?q=%",
    "archon://projects/42?a+b=1&zz=100%",
    "archon://projects/42?" + (1...70).map { "k\($0)=v" }.joined(separator: "&") + "&zz=a b",
    "archon://projects/42?" + (1...70).map { "k\($0)=v" }.joined(separator: "&") + "#a b",
    // Fragment, after a path, a query, an escaped query item and a port.
    "archon://projects/42#a b",
    "archon://projects/42#100%",
    "archon://projects/42?a=1#a b",
    "archon://projects/42?a=1+2#100%",
    "https://archon.app/projects/42#\u{E9}",
    "https://archon.app:443/projects/42#a b",
    "https://xn--bcher-kva.app/projects/42#a b",
    // Not repaired, with marks: read as they are.
    "archon://projects/42#100%25",
    "https://xn--bcher-kva.app/projects/42",
    "archon://xn--bcher-kva/42?a=%20",
  ]

  @Test("The URL gives the answer of its given text", arguments: texts)
  func sameAnswer(text: String) throws {
    let url = try #require(URL(string: text))
    let table = Self.table
    #expect(outcome(table.match(url)) == outcome(table.match(text)))
    expectWithMatch(table, of: url, answersAs: text)
  }

  /// The repaired texts above that do match from their URL's own text, so that the tests above
  /// show the marks found rather than a miss.
  @Test(
    "The URL's own text of a repaired link matches",
    arguments: [
      "https://b\u{FC}cher.app/projects/42", "archon://b\u{FC}cher/42", "archon://builder/chat/a b",
      "archon://projects/42?zz=a b", "archon://projects/42#a b",
      "archon://projects/42?a+b=1&zz=100%", "https://archon.app:443/projects/42#a b",
    ])
  func repairedTextMatches(text: String) throws {
    let url = try #require(URL(string: text))
    #expect(url.absoluteString != text)
    #expect(Self.table.match(url.absoluteString).match != nil)
    #expect(Self.table.match(text).match == nil)
  }
}
